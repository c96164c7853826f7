// Amount and term sliders over a live list of lender cards: the heart of the offers and category pages.
// The choice is read from and written to the URL (?amount=&term=), so it survives a reload and can be shared.
// On a phone the offers come first: the sliders and the list's filters fold behind one disclosure button, with
// the choice the cards are priced for beside it (offers.css shows the bar and folds only on narrow screens).
import { useEffect, useId, useMemo, useState } from 'react';
import { LOAN_LIMITS } from '../../contracts/loan-limits';
import type { Offer } from '../../contracts/offer';
import { LoanSliders } from '../../widgets/LoanSliders/LoanSliders';
import { clampChoice, formatTerm, limitsFromOffers } from '../../widgets/LoanSliders/useLoanSliders';
import { formatPln } from '../../widgets/format/format';
import { OfferList } from '../../widgets/OfferList/OfferList';
import { transitionHref } from '../app/links';

export interface OffersBrowserProps {
  offers: Offer[];
  defaults: { amount: number; termDays: number };
  showControls?: boolean;
  heading?: string;
}

/** The phone's disclosure button: it opens the sliders, and on /offers/ the sorting and filters too. */
export const TOGGLE = 'Zmień kwotę';
export const TOGGLE_WITH_FILTERS = 'Filtruj i sortuj';

const AMOUNT_LIMITS = LOAN_LIMITS.amount;
const TERM_LIMITS = LOAN_LIMITS.termDays;

const clampInt = (value: string | null, min: number, max: number, fallback: number): number => {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** Reads ?amount= and ?term= (days) from a query string; anything invalid falls back to the defaults. */
export function choiceFromQuery(search: string, defaults: { amount: number; termDays: number }): { amount: number; termDays: number } {
  const query = new URLSearchParams(search);
  return {
    amount: clampInt(query.get('amount'), AMOUNT_LIMITS.min, AMOUNT_LIMITS.max, defaults.amount),
    termDays: clampInt(query.get('term'), TERM_LIMITS.min, TERM_LIMITS.max, defaults.termDays),
  };
}


export function OffersBrowser({ offers, defaults, showControls = false, heading = 'Oferty pożyczek' }: OffersBrowserProps) {
  // Limits and steps from the offers shown (SPEC §1 sliders), never wider than registration accepts.
  const limits = useMemo(() => limitsFromOffers(offers, 'days', { amount: AMOUNT_LIMITS, term: TERM_LIMITS }), [offers]);
  const within = (c: { amount: number; termDays: number }) => {
    const next = clampChoice({ amount: c.amount, term: c.termDays }, limits);
    return { amount: next.amount, termDays: next.term };
  };
  const [choice, setChoice] = useState(() => within(defaults));
  // After hydration only: the prerendered HTML shows the defaults, then the URL's choice takes over.
  useEffect(() => setChoice(within(choiceFromQuery(window.location.search, defaults))), []);
  useEffect(() => {
    const url = new URL(window.location.href);
    const before = url.href;
    // The defaults need no query: a visitor who has not moved a slider keeps the clean address.
    if (choice.amount === defaults.amount && choice.termDays === defaults.termDays) {
      url.searchParams.delete('amount');
      url.searchParams.delete('term');
    } else {
      url.searchParams.set('amount', String(choice.amount));
      url.searchParams.set('term', String(choice.termDays));
    }
    if (url.href !== before) window.history.replaceState(window.history.state, '', url.href);
  }, [choice]);
  const hrefFor = useMemo(() => (offer: Offer) => transitionHref(offer, choice.amount, choice.termDays), [choice]);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="pz-offers" aria-label={heading} data-open={open ? '' : undefined}>
      <div className="pz-offers__bar">
        <p className="pz-offers__choice">
          {/* Breaks, if it must, only before "na". */}
          {`${formatPln(choice.amount)} na\u00a0${formatTerm(choice.termDays, 'days')}`}
        </p>
        <button type="button" className="pz-offers__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {showControls ? TOGGLE_WITH_FILTERS : TOGGLE}
        </button>
      </div>
      <div className="pz-offers__sliders" id={panelId}>
        <LoanSliders
          value={{ amount: choice.amount, term: choice.termDays }}
          limits={limits}
          registrationBase="/reg/"
          onChange={(next) => setChoice({ amount: next.amount, termDays: next.term })}
        />
      </div>
      <OfferList offers={offers} amount={choice.amount} term={choice.termDays} termUnit="days" hrefFor={hrefFor} showControls={showControls} heading={heading} />
    </section>
  );
}
