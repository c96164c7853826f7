// What the snippet builder gives the partner: the values it left out and why, the tag and the CSP to copy, what
// each directive is for, and the widget itself as it will look on their page.
import { useEffect, useRef, useState } from 'react';
import { CopyBlock } from './CopyBlock';
import { cspFor, snippetFor, widgetAttributes, type SnippetChoice } from './snippet';

export function SnippetOutput(props: {
  uid: string;
  choice: SnippetChoice;
  loaderUrl: string;
  problems: readonly { option: string; message: string }[];
}) {
  const { uid, choice, loaderUrl, problems } = props;
  const snippet = snippetFor(choice, loaderUrl);
  const [section, near] = useNearScreen();
  const csp = cspFor(choice, loaderUrl);
  // A new element for every change: the loader unmounts the old preview and mounts the new one.
  const previewKey = useRef(0);
  const lastSnippet = useRef(snippet);
  if (lastSnippet.current !== snippet) {
    lastSnippet.current = snippet;
    previewKey.current += 1;
  }
  return (
    <div className="pz-builder__out">
      {problems.length > 0 ? (
        <div className="pz-builder__problems" role="alert">
          <p>Kod nie zawiera wartości, których widżet nie przyjmie:</p>
          <ul>
            {problems.map((p) => (
              <li key={p.option}>{p.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <CopyBlock id={`${uid}-snippet`} title="Kod tego widżetu" text={snippet} />
      <CopyBlock
        id={`${uid}-csp`}
        title="Dyrektywy Content-Security-Policy"
        text={csp.map((r) => r.directive).join(';\n')}
      />
      <ul className="pz-builder__why">
        {csp.map((r) => (
          <li key={r.directive}>
            <code>{r.directive.split(' ')[0]}</code>: {r.why}
          </li>
        ))}
      </ul>
      <section className="pz-builder__preview" aria-labelledby={`${uid}-preview`} ref={section}>
        <h3 id={`${uid}-preview`}>Podgląd</h3>
        {choice.widget === 'credit-card' ? (
          // PayU's fields load only on the partner's own page, with the partner's POS id and CSP.
          <p className="pz-builder__hint">
            Formularz karty pokazuje pola PayU, więc zobaczysz go na swojej stronie, z Twoim ID punktu płatności PayU.
          </p>
        ) : near ? (
          <div key={previewKey.current} id="pz-snippet-preview" {...Object.fromEntries(widgetAttributes(choice))} />
        ) : (
          // The same box, without the widget's attributes, so the loader has nothing to mount yet.
          <div key="far" id="pz-snippet-preview" />
        )}
      </section>
    </div>
  );
}

/** How far below the screen the preview starts to load: a screen's height, so it is there when the visitor is. */
const NEAR_MARGIN = '100% 0px';

/**
 * Whether the preview is near the screen (once near, for good). Its widget is the loader's real one, whose render is
 * a task of 10–15 ms of CPU on this machine: far below the first screen (2 800–6 000 px), it waits until the visitor
 * comes near, not in the page's load (docs/performance.md, "What the main thread does during a first load").
 * Without IntersectionObserver, at once.
 */
function useNearScreen(): [(el: HTMLElement | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const [el, setEl] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || !el) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, near]);
  return [setEl, near];
}
