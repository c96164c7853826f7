// The registration form's offers shown in place of the form (data-target="stay", targets.ts): the partner offer
// list's own widget (widgets/offer-list.tsx, fetched only now) for the loan the reader asked, under the form's
// thank-you. Its styles join the form's shadow root as styleFor (shadow-style.ts) puts a widget's in.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { LoanRequest } from '../../../contracts/loan-limits';
import { DEFAULT_LIST_HEADING } from '../../../contracts/offer-list-heading';
import type { FeatureContext } from '../../contract';
import type { OfferListWidget, SubIds } from './props';
import type { WidgetModule, WidgetProps } from './runtime';
import { constructedSheet } from './shadow-style';

/** As many offers as the offer list shows by default. */
const SHOWN = 5;

/** More styles in a mounted widget's shadow root, for a part loaded later; returns their removal. */
export function addStyles(root: ShadowRoot, css: string, nonce: string | undefined): () => void {
  const sheet = nonce === undefined ? constructedSheet(root, css) : null;
  if (sheet) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  const style = root.ownerDocument.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  root.prepend(style);
  return () => style.remove();
}

/** `href`: our offers page for the loan, the way to them when the list's code cannot be fetched. */
export function OffersInPlace({
  ctx,
  loan,
  subIds,
  href,
}: {
  ctx: FeatureContext;
  loan: LoanRequest;
  subIds: SubIds;
  href: string;
}) {
  const [list, setList] = useState<WidgetModule | 'failed' | null>(null);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let alive = true;
    import('./widgets/offer-list').then(
      (module) => alive && setList(module),
      (error: unknown) => {
        ctx.env.warn(
          'widget "registration": the offers could not be shown in place:',
          error instanceof Error ? error.message : error,
        );
        if (alive) setList('failed');
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    const root = place.current?.getRootNode() as ShadowRoot | undefined;
    if (!list || list === 'failed' || !root || !('host' in root)) return undefined;
    return addStyles(root, list.css, ctx.env.nonce);
  }, [list]);
  // A click on an offer opens a new tab (the runtime does so for every widget that keeps the reader here).
  const spec: OfferListWidget = {
    widget: 'offer-list',
    amount: loan.amount,
    term: loan.term,
    termUnit: loan.unit,
    limit: SHOWN,
    heading: DEFAULT_LIST_HEADING,
    target: 'new-tab',
    subIds,
  };
  if (list === 'failed') {
    return (
      <p className="pz-embed__in-place">
        <a className="pz-embed__cta" href={href} target="_blank" rel="noopener">
          Zobacz oferty dla swojej kwoty
        </a>
      </p>
    );
  }
  const Widget = list?.Widget as ComponentType<WidgetProps<OfferListWidget>> | undefined;
  return (
    <div className="pz-embed__in-place" ref={place}>
      {Widget ? <Widget spec={spec} ctx={ctx} emit={() => undefined} /> : null}
    </div>
  );
}
