// What the offers islands share: the offer list's chunk (the cards, their CSS and the cost model), fetched once
// when the browser is idle after `load` or at the first touch, and the part of an island that keeps the server's
// HTML until the visitor's choice changes, then renders it from that chunk (docs/performance.md).
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { clearLoanPending } from '../app/visit-loan';

export type OfferListModule = typeof import('../../widgets/OfferList/OfferList');

let listChunk: Promise<OfferListModule> | null = null;
/** The chunk once it has arrived: a change then renders the list in the same frame, without a dimmed one between. */
let ready: OfferListModule | null = null;
/** The list's chunk, fetched once; a failure lets a later call try again. */
export function loadOfferList(): Promise<OfferListModule> {
  listChunk ??= import('../../widgets/OfferList/OfferList').then(
    (mod) => (ready = mod),
    (error: unknown) => {
      listChunk = null;
      throw error;
    },
  );
  return listChunk;
}

/** For `onFirstTouch`: the visitor may be about to change something, so fetch the chunk now. */
export const prefetchOfferList = (): void => void loadOfferList().catch(() => undefined);

/**
 * After `load`, when the main thread is free (2 s at the latest): the list is ready before most visitors touch a
 * control.
 */
function whenIdleAfterLoad(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(run, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    addEventListener('load', idle, { once: true });
    cancel = () => removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * An element of `className` holding the server's HTML while `pristine` (hydration leaves inner HTML alone), and
 * `render(list's module)` once the choice changed and the chunk is here. Asked for a change before the chunk is
 * here, the old content is marked busy and dimmed (site/components/offers.css), so no figure reads as if it were
 * for the new choice. `arrange` runs on the server's HTML after each render that keeps it, before the browser
 * paints (a new order of the same cards).
 */
export function DeferredPart({
  className,
  pristine,
  render,
  arrange,
}: {
  className: string;
  pristine: boolean;
  render: (list: OfferListModule) => ReactNode;
  arrange?: (server: HTMLElement) => void;
}) {
  const [arrived, setArrived] = useState<OfferListModule | null>(null);
  // Once the list has rendered it stays, even if the choice returns to the page's own: the server's HTML is gone.
  const kept = useRef<OfferListModule | null>(null);
  kept.current ??= arrived ?? (pristine ? null : ready);
  const list = kept.current;
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!list && pristine && element.current) arrange?.(element.current);
  });
  // The list now shows the loan on the screen: a page asked for another loan than its HTML's can show it.
  useEffect(() => {
    if (list && !pristine) clearLoanPending();
  }, [list, pristine]);
  useEffect(() => {
    if (list) return;
    let live = true;
    const fetchList = () =>
      void loadOfferList().then(
        (mod) => {
          if (live && !pristine) setArrived(mod);
        },
        (error: unknown) => console.error('[przelewik] the offer list could not be loaded:', error),
      );
    if (!pristine) fetchList();
    const stop = pristine ? whenIdleAfterLoad(fetchList) : () => {};
    return () => {
      live = false;
      stop();
    };
  }, [pristine, list]);
  if (list) return <div className={className}>{render(list)}</div>;
  return (
    <div
      ref={element}
      className={className}
      aria-busy={pristine ? undefined : 'true'}
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
