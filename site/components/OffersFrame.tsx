// Amount and term sliders over a list of lender cards: the heart of the offers and category pages. This frame holds
// the choice, the list's order and filters, and the controls; the list comes from `list`, so the live page
// (OffersBrowser.tsx) renders it at once while the islands (site/islands/offers.tsx on a category page,
// site/islands/all-offers.tsx on /offers/) keep the server's cards until the choice changes.
// The choice is read from and written to the URL (?amount=&term=&unit=months), so it survives a reload and can
// be shared; `unit` absent means days, so older links keep working.
// On a phone the offers come first: the sliders and the list's filters fold behind one disclosure button, with
// the choice the cards are priced for beside it (offers.css shows the bar and folds only on narrow screens).
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { PricingLaw } from '../../contracts/law';
import {
  DEFAULT_TERM,
  LOAN_PARAMS,
  loanFromQuery,
  loanQueryParams,
  type LoanRequest,
} from '../../contracts/loan-limits';
import type { Offer, QuotedLoan, TermUnit } from '../../contracts/offer';
import { LoanSliders } from '../../widgets/LoanSliders/LoanSliders';
import { formatTerm } from '../../widgets/LoanSliders/useLoanSliders';
import { formatPln } from '../../contracts/format';
import type { OfferListProps } from '../../widgets/OfferList/OfferList';
import {
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  hasActiveFilters,
  type OfferFilters,
  type OfferSort,
} from '../../widgets/OfferList/listChoice';
import { transitionHref } from '../app/links';
import { requestLimits } from './request-limits';
import { clearLoanPending, rememberVisitLoan } from '../app/visit-loan';

export interface OffersBrowserProps {
  offers: Offer[];
  /** The law the page was rendered under: the cards are priced under it. */
  law: PricingLaw;
  defaults: { amount: number; termDays: number };
  showControls?: boolean;
  heading?: string;
  /** The advertising warning of the day the page was built (contracts/law.ts), null before the rules apply. */
  warning?: string | null;
  /** The loan `offers` are in the lead's order for (site/app/lead-offers.ts), or null. */
  orderedFor?: LoanRequest | null;
}

/**
 * Renders the list for the loan on the screen. `pristine`: the loan, the offers, their order and filters are still
 * those the server rendered the cards for, so the server's cards are right as they are (`isPristine`).
 */
export type OfferListSlot = (props: OfferListProps, pristine: boolean) => ReactNode;

/** The element around the list: the island keeps the server's cards in it until the list is live. */
export const LIST_CLASS = 'pz-offers__list';

/** The phone's disclosure button: it opens the sliders, and on /offers/ the sorting and filters too. */
export const TOGGLE = 'Zmień kwotę';
export const TOGGLE_WITH_FILTERS = 'Filtruj i sortuj';

/** Reads ?amount=, ?term= and ?unit= from a query string; anything invalid falls back to the defaults. */
export function choiceFromQuery(search: string, defaults: { amount: number; termDays: number }): LoanRequest {
  return loanFromQuery(search, { amount: defaults.amount, term: defaults.termDays, unit: 'days' });
}

/** What the list shows, and what the server's HTML was rendered for. */
export interface ListState {
  offers: readonly Offer[];
  choice: LoanRequest;
  sort: OfferSort;
  filters: OfferFilters;
}

/**
 * Whether the server's cards still show what the visitor has on the screen: the same offers (the very array the
 * page was rendered with: the lead's own order is another one), the page's loan in days, an order the server's
 * cards can be put in (`sorts`: the order given, or those the island can move them to) and no filter switched on.
 */
export function isPristine(
  now: ListState,
  server: {
    offers: readonly Offer[];
    defaults: { amount: number; termDays: number };
    sorts?: readonly OfferSort[];
  },
): boolean {
  return (
    now.offers === server.offers &&
    now.choice.unit === 'days' &&
    now.choice.amount === server.defaults.amount &&
    now.choice.term === server.defaults.termDays &&
    (server.sorts ?? [DEFAULT_SORT]).includes(now.sort) &&
    !hasActiveFilters(now.filters)
  );
}

export interface OffersFrameProps extends OffersBrowserProps {
  list: OfferListSlot;
  /** A pointer or the keyboard reached the section: the visitor may be about to change the loan. */
  onFirstTouch?: () => void;
  /**
   * Rendered in the browser, not hydrated (the client router's page): start from the address's loan, so no figure
   * of the page's default loan is ever painted first.
   */
  fromAddress?: boolean;
  /** The orders the island can put the server's cards in without the list's chunk (default: the order given). */
  serverSorts?: readonly OfferSort[];
}

export function OffersFrame({
  offers,
  law,
  defaults,
  showControls = false,
  heading = 'Oferty pożyczek',
  warning = null,
  orderedFor = null,
  list,
  onFirstTouch,
  fromAddress = false,
  serverSorts,
}: OffersFrameProps) {
  const [initialOffers] = useState(offers);
  const start: LoanRequest = useMemo(
    () => ({ amount: defaults.amount, term: defaults.termDays, unit: 'days' }),
    [defaults],
  );
  const [choice, setChoiceNow] = useState<LoanRequest>(() =>
    fromAddress && typeof window !== 'undefined' ? choiceFromQuery(window.location.search, defaults) : start,
  );
  // What the visitor sets is the visit's loan from now on: links to other priced pages carry it
  // (site/app/visit-loan.ts).
  const setChoice = (next: LoanRequest) => {
    setChoiceNow(next);
    rememberVisitLoan(next);
  };
  // The list's order and filters (the /offers/ page's controls), kept here so both paths hold them alike.
  const [sort, setSort] = useState<OfferSort>(DEFAULT_SORT);
  const [filters, setFilters] = useState<OfferFilters>(DEFAULT_FILTERS);
  // The last term of each unit, so switching to months and back returns to the days the visitor had.
  const [lastTerm, setLastTerm] = useState<Record<TermUnit, number>>({ ...DEFAULT_TERM, days: start.term });
  const limits = useMemo(() => requestLimits(choice.unit, offers), [choice.unit, offers]);
  // After hydration only: the prerendered HTML shows the defaults, then the URL's choice takes over.
  // loanFromQuery keeps only whole numbers within the unit's range; the sliders snap to the offers' steps.
  // The server's cards are right for the address's loan only when it is the page's own; otherwise the list's
  // chunk renders them (DeferredPart) and shows them then. Rendered from the address, the page is right at once.
  useEffect(() => {
    const asked = choiceFromQuery(window.location.search, defaults);
    setChoiceNow(asked);
    if (
      fromAddress ||
      isPristine(
        { offers, choice: asked, sort: DEFAULT_SORT, filters: DEFAULT_FILTERS },
        { offers: initialOffers, defaults },
      )
    )
      clearLoanPending();
  }, []);
  useLoanInAddress(choice, start);
  // The lender gets the loan the card priced: the one asked for, in the offer's own unit, or, for an offer that
  // cannot lend it, the nearest loan the card shows.
  const hrefFor = useMemo(
    () => (offer: Offer, loan: QuotedLoan) => transitionHref(offer, loan.amount, loan.term, '', loan.unit),
    [],
  );
  const switchUnit = (unit: TermUnit) => {
    if (unit === choice.unit) return;
    setLastTerm((terms) => ({ ...terms, [choice.unit]: choice.term }));
    setChoice({ amount: choice.amount, term: lastTerm[unit], unit });
  };
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section
      className="pz-offers"
      aria-label={heading}
      data-open={open ? '' : undefined}
      onPointerDown={onFirstTouch}
      onFocusIn={onFirstTouch}
    >
      <OffersBar
        choice={choice}
        panelId={panelId}
        open={open}
        label={showControls ? TOGGLE_WITH_FILTERS : TOGGLE}
        onToggle={() => setOpen(!open)}
      />
      <div className="pz-offers__sliders" id={panelId}>
        <LoanSliders
          value={{ amount: choice.amount, term: choice.term }}
          limits={limits}
          registrationBase="/reg/"
          onChange={(next) => setChoice({ amount: next.amount, term: next.term, unit: choice.unit })}
          onUnitChange={switchUnit}
        />
      </div>
      {list(
        {
          offers,
          law,
          amount: choice.amount,
          term: choice.term,
          termUnit: choice.unit,
          hrefFor,
          showControls,
          heading,
          warning,
          orderedFor,
          sort,
          onSortChange: setSort,
          filters,
          onFiltersChange: setFilters,
        },
        isPristine({ offers, choice, sort, filters }, { offers: initialOffers, defaults, sorts: serverSorts }),
      )}
    </section>
  );
}

/** Loans equal in amount, term and unit. */
export const sameLoan = (a: LoanRequest, b: LoanRequest): boolean =>
  a.unit === b.unit && a.amount === b.amount && a.term === b.term;

/** Keeps the address's loan parameters in step with the choice, without a history entry. */
function useLoanInAddress(choice: LoanRequest, start: LoanRequest) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const before = url.href;
    for (const name of Object.values(LOAN_PARAMS)) url.searchParams.delete(name);
    // The defaults need no query: a visitor who has not moved a slider keeps the clean address.
    if (!sameLoan(choice, start))
      for (const [name, value] of loanQueryParams(choice)) url.searchParams.set(name, value);
    if (url.href !== before) window.history.replaceState(window.history.state, '', url.href);
  }, [choice]);
}

/** The loan in one line ("1 500 zł na 30 dni") and the button that opens the sliders on a phone. */
function OffersBar(props: {
  choice: LoanRequest;
  panelId: string;
  open: boolean;
  label: string;
  onToggle: () => void;
}) {
  const { choice } = props;
  return (
    <div className="pz-offers__bar">
      <p className="pz-offers__choice">
        {/* Breaks, if it must, only before "na". */}
        {`${formatPln(choice.amount)} na\u00a0${formatTerm(choice.term, choice.unit)}`}
      </p>
      <button
        type="button"
        className="pz-offers__toggle"
        aria-expanded={props.open}
        aria-controls={props.panelId}
        onClick={props.onToggle}
      >
        {props.label}
      </button>
    </div>
  );
}
