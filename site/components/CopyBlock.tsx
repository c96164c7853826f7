// A block of code with a "Kopiuj" button: the site's one copy-to-clipboard control (the partner page's snippet and
// CSP). The console's copy buttons are plain script on server-rendered pages (server/admin/client/admin.ts) and
// cannot import the site's layer, so they keep their own few lines.
import { useEffect, useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** What the status line under the code says after a copy (empty before any). */
export const COPY_STATUS: Record<CopyState, string> = {
  idle: '',
  copied: 'Skopiowano do schowka.',
  failed: 'Nie udało się skopiować: kod jest zaznaczony, skopiuj go z menu przeglądarki (albo Ctrl+C).',
};

/**
 * Selects the code and copies the selection: what a phone's browser allows where the Clipboard API is missing or
 * refused.
 */
function copySelection(element: HTMLElement | null): boolean {
  if (!element || typeof document === 'undefined') return false;
  const selection = document.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The Clipboard API where the page may use it, else the selection; calls `done` with whether the text was copied. */
function copyText(text: string, element: HTMLElement | null, done: (copied: boolean) => void): void {
  const fallback = () => done(copySelection(element));
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (!clipboard?.writeText) return fallback();
  clipboard.writeText(text).then(() => done(true), fallback);
}

/** The code under a titled head with its copy button; the status says whether the copy worked. */
export function CopyBlock({ id, title, text }: { id: string; title: string; text: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const code = useRef<HTMLElement>(null);
  useEffect(() => setState('idle'), [text]);
  const copy = () => copyText(text, code.current, (copied) => setState(copied ? 'copied' : 'failed'));
  return (
    <div className="pz-builder__block">
      <div className="pz-builder__head">
        <h3 id={id}>{title}</h3>
        <button type="button" className="pz-builder__copy" onClick={copy}>
          Kopiuj
        </button>
      </div>
      <div className="pz-code" role="region" aria-labelledby={id} tabIndex={0}>
        <pre>
          <code ref={code}>{text}</code>
        </pre>
      </div>
      <p className="pz-builder__status" role="status">
        {COPY_STATUS[state]}
      </p>
    </div>
  );
}
