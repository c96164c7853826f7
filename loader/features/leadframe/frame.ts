// The parent side of the hidden lead frame (contracts/lead-frame.ts): adds the frame, waits for its one answer,
// and cleans up on every path (answer, timeout, load error), as FingerprintJS's withIframe does.
import { checkFrameMessage, FRAME_WAIT_MS, type FrameAnswer } from '../../../contracts/lead-frame';
import type { Dom, TimerId, Timers } from '../../env';

export interface FrameResult {
  /** 'answer': our frame answered (a lead or none); 'timeout': nothing in FRAME_WAIT_MS; 'error': it failed to load. */
  outcome: 'answer' | 'timeout' | 'error';
  answer?: Exclude<FrameAnswer, { kind: 'ignore' }>;
}

export interface FrameOptions {
  dom: Dom;
  timers: Timers;
  src: string;
  /** The main site's origin: the only origin whose messages count. */
  expectedOrigin: string;
  /** Called once for a message from our frame with the wrong shape or a bad id. */
  onBadMessage?: (reason: string) => void;
  waitMs?: number;
  /**
   * The visible mode: the frame is shown inside this element (its button lets the visitor grant Storage Access)
   * and waits for the visitor, without a time limit; it may use `storage-access` (Permissions Policy).
   */
  container?: Element;
}

/** Adds the hidden frame and resolves with its answer; the frame and the listener are gone when it resolves. */
export function askLeadFrame({
  dom,
  timers,
  src,
  expectedOrigin,
  onBadMessage,
  waitMs = FRAME_WAIT_MS,
  container,
}: FrameOptions): Promise<FrameResult> {
  return new Promise((resolve) => {
    const doc = dom.document;
    const frame = doc.createElement('iframe');
    let timer: TimerId | undefined;
    let stopListening = () => {};
    let settled = false;
    const finish = (result: FrameResult) => {
      if (settled) return;
      settled = true;
      timers.clear(timer);
      stopListening();
      frame.remove();
      resolve(result);
    };
    const onMessage = (event: Event) => {
      const answer = checkFrameMessage(event as MessageEvent, expectedOrigin, frame.contentWindow);
      if (answer.kind !== 'ignore') return finish({ outcome: 'answer', answer });
      // Other scripts on a partner page post messages too: only a bad message from our own frame is worth a word.
      if (answer.reason === 'shape' || answer.reason === 'id') onBadMessage?.(answer.reason);
    };
    frame.src = src;
    frame.title = 'Przelewik';
    if (container) {
      frame.setAttribute('allow', 'storage-access');
      frame.style.cssText = 'display:block;width:100%;max-width:24rem;height:3.5rem;border:0';
    } else {
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
      timer = timers.set(() => finish({ outcome: 'timeout' }), waitMs);
    }
    frame.addEventListener('error', () => finish({ outcome: 'error' }));
    stopListening = dom.listen('message', onMessage);
    try {
      (container ?? doc.body ?? doc.documentElement).appendChild(frame);
    } catch {
      finish({ outcome: 'error' });
    }
  });
}
