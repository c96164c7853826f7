import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Paragraphs, tieShortWords } from '../text/Paragraphs';
import { headerAfterKey, idFromHash, openItem, toggleItem, type FaqItem } from './useFaqAccordion';
import css from './FaqAccordion.css?inline';

export const faqAccordionCss = css;
export type { FaqItem } from './useFaqAccordion';

export interface FaqAccordionProps {
  /** Questions and answers, in order; each id is the item's address (#id). */
  items: FaqItem[];
  /** Let several answers stay open (default: opening one closes the other). */
  allowMultiple?: boolean;
  /** Level of the headings around the questions (default 3: under the page's h2 "Najczęstsze pytania"). */
  headingLevel?: 2 | 3 | 4;
  /** Open this item from the start (also in prerendered HTML). An item named by the address (#id) opens too. */
  initialOpenId?: string;
  /** Write the open item into the address (#id, history.replaceState), so it can be copied and shared. */
  syncHash?: boolean;
}

type ScrollRequest = { id: string; smooth: boolean };

/**
 * Questions and answers as a WAI-ARIA accordion: each question is a button in a heading, with aria-expanded and
 * aria-controls; each answer a region labelled by its question. Every answer is in the HTML from the start
 * (closed ones are hidden="until-found", so search engines read them and the browser's find-in-page opens them).
 * Keys: Enter/Space open and close (native buttons), Up/Down move between questions, Home/End to the first/last.
 * An item whose id is the address's #hash opens and is scrolled to, on load and when the hash changes.
 */
export function FaqAccordion({
  items,
  allowMultiple = false,
  headingLevel = 3,
  initialOpenId,
  syncHash = false,
}: FaqAccordionProps) {
  const ids = items.map((item) => item.id);
  // Effects depend on the ids by value: `items` may be a new array on every render with the same questions.
  const idsKey = ids.join(' ');
  const [open, setOpen] = useState<string[]>(() =>
    initialOpenId && ids.includes(initialOpenId) ? [initialOpenId] : [],
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const itemEls = useRef<(HTMLElement | null)[]>([]);
  const panels = useRef<(HTMLElement | null)[]>([]);
  const scrollRequest = useRef<ScrollRequest | null>(null);

  // The address is read only in effects, never while rendering, so prerendered HTML and the first client
  // render agree. On load the browser would jump without animation, so we do too; later changes glide.
  useEffect(() => {
    const fromHash = (smooth: boolean) => {
      const id = idFromHash(window.location.hash, ids);
      if (!id) return;
      scrollRequest.current = { id, smooth };
      setOpen((current) => openItem(current, id, allowMultiple));
    };
    fromHash(false);
    const onHashChange = () => fromHash(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [idsKey, allowMultiple]);

  // Scrolls after the render that opened the item, so a closing item above it has already collapsed.
  useEffect(() => {
    const request = scrollRequest.current;
    if (!request) return;
    scrollRequest.current = null;
    const el = itemEls.current[ids.indexOf(request.id)];
    if (!el || typeof el.scrollIntoView !== 'function') return;
    const reduceMotion =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: request.smooth && !reduceMotion ? 'smooth' : 'auto', block: 'start' });
  });

  // Find-in-page reveals a hidden="until-found" panel and fires "beforematch" on it: keep our state in step.
  useEffect(() => {
    const cleanups = items.map((item, i) => {
      const panel = panels.current[i];
      if (!panel) return undefined;
      const onBeforeMatch = () => setOpen((current) => openItem(current, item.id, allowMultiple));
      panel.addEventListener('beforematch', onBeforeMatch);
      return () => panel.removeEventListener('beforematch', onBeforeMatch);
    });
    return () => cleanups.forEach((cleanup) => cleanup?.());
  }, [idsKey, allowMultiple]);

  const toggle = (id: string) => {
    const opening = !open.includes(id);
    setOpen((current) => toggleItem(current, id, allowMultiple));
    if (syncHash) writeHash(opening ? id : null, id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = headerAfterKey(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="pz-faq">
      {items.map((item, i) => (
        <FaqEntry
          key={item.id}
          item={item}
          open={open.includes(item.id)}
          Heading={Heading}
          refs={{
            item: (el) => void (itemEls.current[i] = el),
            button: (el) => void (buttons.current[i] = el),
            panel: (el) => void (panels.current[i] = el),
          }}
          onToggle={() => toggle(item.id)}
          onKeyDown={(event) => onKeyDown(event, i)}
        />
      ))}
    </div>
  );
}

/** Puts the opened item into the address, or takes a closed one out of it, without a history entry or a jump. */
function writeHash(openedId: string | null, toggledId: string): void {
  try {
    const { pathname, search, hash } = window.location;
    if (openedId) window.history.replaceState(window.history.state, '', `#${openedId}`);
    else if (idFromHash(hash, [toggledId])) window.history.replaceState(window.history.state, '', pathname + search);
  } catch {
    // A sandboxed frame may refuse replaceState; the address is a convenience, the accordion works without it.
  }
}

type ElementRef<T extends HTMLElement> = (el: T | null) => void;

/** One question in its heading (a button that opens and closes the answer) and its answer as a region. */
function FaqEntry(props: {
  item: FaqItem;
  open: boolean;
  Heading: 'h2' | 'h3' | 'h4';
  refs: { item: ElementRef<HTMLDivElement>; button: ElementRef<HTMLButtonElement>; panel: ElementRef<HTMLDivElement> };
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const { item, open: isOpen, Heading, refs } = props;
  const buttonId = `${item.id}-question`;
  const panelId = `${item.id}-answer`;
  return (
    <div className="pz-faq__item" id={item.id} data-open={isOpen ? '' : undefined} ref={refs.item}>
      <Heading className="pz-faq__heading">
        <button
          type="button"
          className="pz-faq__button"
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={props.onToggle}
          onKeyDown={props.onKeyDown}
          ref={refs.button}
        >
          <span className="pz-faq__question">{tieShortWords(item.question)}</span>
          <svg className="pz-faq__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </Heading>
      <div
        className="pz-faq__panel"
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={isOpen ? undefined : 'until-found'}
        ref={refs.panel}
      >
        <div className="pz-faq__answer">
          <Paragraphs text={item.answer} />
        </div>
      </div>
    </div>
  );
}
