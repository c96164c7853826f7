import { useEffect, useMemo, useRef, useState } from 'react';
import type { Offer, QuotedLoan, TermUnit } from '../../contracts/offer';
import type { PricingLaw } from '../../contracts/law';
import type { LoanRequest } from '../../contracts/loan-limits';
import { LenderCard } from '../LenderCard/LenderCard';
import { hasPaidPlacement } from '../../contracts/offer-order-text';
import { creditNoticeCss, type SiteLink } from '../CreditNotice/CreditNotice';
import { LIVE_CLASS, OfferListFrame, type OfferListIds } from './OfferListControls';
import { leadOrderShown } from './lead-order';
import {
  countText,
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  filterOffers,
  hasActiveFilters,
  orderListed,
  priceOffers,
  requestText,
  type ListedOffer,
  useControllable,
  type OfferFilters,
  type OfferSort,
} from './useOfferList';
import css from './OfferList.css?inline';
import loadingCss from './OfferListLoading.css?inline';

/** A list that is never in its loading state (the site's pages price their lists themselves): no skeletons' CSS. */
export const pricedListCss = css + creditNoticeCss;
/** Every state's CSS, for a list that loads its offers (the partner widget). */
export const offerListCss = pricedListCss + loadingCss;
export type { OfferFilters, OfferSort } from './useOfferList';

export type OfferListState = 'ready' | 'loading' | 'error' | 'empty';

export interface OfferListProps {
  /**
   * The offers to price and list (contracts/lenders.ts); those that cannot lend the loan are never shown as if they
   * could.
   */
  offers: readonly Offer[];
  /**
   * The law of the day the list is shown (contracts/law.ts, `pricingLaw(lawOn(day))`): every card is priced under
   * it. Null while it is not known (a list still loading): nothing can be priced, so no card is shown.
   */
  law: PricingLaw | null;
  /** The visitor's amount, in złoty. */
  amount: number;
  /** The visitor's term, in `termUnit`; each card converts it to whole days or months of its offer and says so. */
  term: number;
  /** Unit of `term` (default 'days'). */
  termUnit?: TermUnit;
  /** 'ready' (default; becomes 'empty' when no offer is left to show), 'loading', 'error' or 'empty'. */
  state?: OfferListState;
  /** Called by the "Spróbuj ponownie" button of the error state (no button without it). */
  onRetry?: () => void;
  /**
   * Each card's call-to-action address (our /transition/ page with the offer and the visitor's choice). The
   * second argument is the loan the card prices (the nearest the offer gives when the choice does not fit).
   */
  hrefFor: (offer: Offer, loan: QuotedLoan) => string;
  /** Controlled order; or `defaultSort` (default 'cheapest': the visitor's order) for the list's own state. */
  sort?: OfferSort;
  /** Start order when the list keeps its own state (`sort` left out). */
  defaultSort?: OfferSort;
  /** Called with the order the visitor picks. */
  onSortChange?: (sort: OfferSort) => void;
  /** Controlled filters; or `defaultFilters` (default: everything shown) for the list's own state. */
  filters?: OfferFilters;
  /** Start filters when the list keeps its own state (`filters` left out). */
  defaultFilters?: Partial<OfferFilters>;
  /** Called with the filters the visitor sets. */
  onFiltersChange?: (filters: OfferFilters) => void;
  /** Show the sorting and filter controls (the /offers/ page). */
  showControls?: boolean;
  /** Heading above the list; the cards' headings go one level under it. */
  heading?: string;
  /** Level of `heading` (default 2). */
  headingLevel?: 2 | 3;
  /** Price every card as the visitor's first loan with that lender (default true). */
  firstLoan?: boolean;
  /** The advertising warning of the day (contracts/law.ts `lawOn(day).advertising?.warning`), given by the page. */
  warning?: string | null;
  /** On a partner's page: the list adds our intermediary notice. */
  partner?: boolean;
  /** Our paths (the order rule, the terms) as this page links them; default as they are. */
  siteLink?: SiteLink;
  /**
   * The loan for which `offers` already come in the lead's order (its feed: the visitor's order with the lead's
   * age); for that loan the default order keeps them so, and the order line says what registering changed.
   */
  orderedFor?: LoanRequest | null;
}

const SKELETONS = 3;

/**
 * Lender cards for the visitor's amount and term: the offers that lend it in an ordered list (the order is the
 * ranking, by the figures of each card's own loan), then the offers that do not, in their own titled group,
 * each priced as the nearest loan it gives. Optional sorting and filter controls, a live count of the fitting
 * offers ("Znaleźliśmy 5 ofert dla 1 500 zł na 30 dni"), and loading, error and empty states.
 */
export function OfferList({
  sort: sortProp,
  defaultSort = DEFAULT_SORT,
  onSortChange,
  filters: filtersProp,
  defaultFilters,
  onFiltersChange,
  showControls = false,
  heading,
  headingLevel = 2,
  warning,
  partner,
  siteLink,
  ...body
}: OfferListProps) {
  const [sort, setSort] = useControllable(sortProp, defaultSort, onSortChange);
  const [filters, setFilters] = useControllable(
    filtersProp,
    { ...DEFAULT_FILTERS, ...defaultFilters },
    onFiltersChange,
  );
  return (
    <OfferListFrame
      heading={heading}
      headingLevel={headingLevel}
      controls={showControls ? { sort, filters, onSortChange: setSort, onFiltersChange: setFilters } : undefined}
      notice={{
        order: sort,
        warning,
        paid: hasPaidPlacement(body.offers),
        partner,
        link: siteLink,
        lead: leadOrderShown(sort, body),
      }}
      live={(ids) => (
        <div className={LIVE_CLASS}>
          {/* The loan, the state and the links as given; the body applies their defaults. */}
          <OfferListBody {...body} {...{ ids, sort, filters, onFiltersChange: setFilters, headingLevel }} />
        </div>
      )}
    />
  );
}

export interface OfferListBodyProps extends Pick<
  OfferListProps,
  | 'offers'
  | 'law'
  | 'amount'
  | 'term'
  | 'termUnit'
  | 'state'
  | 'onRetry'
  | 'hrefFor'
  | 'headingLevel'
  | 'firstLoan'
  | 'orderedFor'
> {
  /** The element ids its frame gave the list's heading and parts, for the labels that refer to them. */
  ids: OfferListIds;
  /** The order the cards are in. */
  sort: OfferSort;
  /** The filters the cards are chosen by. */
  filters: OfferFilters;
  /** "Wyczyść filtry" of the empty state. */
  onFiltersChange: (filters: OfferFilters) => void;
}

const NOTHING: { fitting: ListedOffer[]; other: ListedOffer[] } = { fitting: [], other: [] };

/** The loading skeletons, the error with its retry, or the empty state with "Wyczyść filtry". */
function ListMessage({
  view,
  filtered,
  onRetry,
  onClearFilters,
}: {
  view: OfferListState;
  filtered: boolean;
  onRetry: (() => void) | undefined;
  onClearFilters: () => void;
}) {
  if (view === 'loading')
    return (
      <div className="pz-offerlist__skeletons" aria-hidden="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <div key={i} className="pz-offerlist__skeleton">
            <div className="pz-offerlist__bone pz-offerlist__bone--logo" />
            <div className="pz-offerlist__bone pz-offerlist__bone--title" />
            <div className="pz-offerlist__bone pz-offerlist__bone--line" />
            <div className="pz-offerlist__bone pz-offerlist__bone--line" />
            <div className="pz-offerlist__bone pz-offerlist__bone--button" />
          </div>
        ))}
      </div>
    );
  if (view === 'error')
    return (
      <div className="pz-offerlist__message pz-offerlist__message--error" role="alert">
        <p>Nie udało się wczytać ofert.</p>
        {onRetry ? (
          <button type="button" className="pz-offerlist__button" onClick={() => onRetry()}>
            Spróbuj ponownie
          </button>
        ) : null}
      </div>
    );
  if (view !== 'empty') return null;
  return (
    <div className="pz-offerlist__message">
      <p>{filtered ? 'Żadna oferta nie pasuje do wybranych filtrów.' : 'Nie mamy teraz ofert do pokazania.'}</p>
      {filtered ? (
        <button type="button" className="pz-offerlist__button" onClick={onClearFilters}>
          Wyczyść filtry
        </button>
      ) : null}
    </div>
  );
}

/** What every card of one list shares; only the offer, its loan, its place and its labels differ. */
interface CardCommon {
  law: PricingLaw;
  amount: number;
  term: number;
  termUnit: TermUnit;
  firstLoan: boolean;
  hrefFor: OfferListProps['hrefFor'];
  cardLevel: 2 | 3 | 4;
}

/** One keyed item: a new order moves the item, and the memoized card inside it renders nothing again. */
function cardItem(listed: ListedOffer, common: CardCommon, rank?: number) {
  return (
    <li key={listed.offer.offer_id} className="pz-offerlist__item">
      <LenderCard
        offer={listed.offer}
        law={common.law}
        amount={common.amount}
        term={common.term}
        termUnit={common.termUnit}
        firstLoan={common.firstLoan}
        href={common.hrefFor(listed.offer, listed.quote)}
        headingLevel={common.cardLevel}
        rank={rank}
        labels={listed.labels}
      />
    </li>
  );
}

/** The offers that lend what was asked for, ranked; then the others in their own titled group. */
function ListedCards({
  ids,
  fitting,
  other,
  request,
  headingLevel,
  common,
}: {
  ids: OfferListIds;
  fitting: ListedOffer[];
  other: ListedOffer[];
  request: LoanRequest;
  headingLevel: 2 | 3;
  common: CardCommon;
}) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <>
      {fitting.length > 0 ? (
        <ol className="pz-offerlist__list" aria-labelledby={ids.heading}>
          {fitting.map((listed, i) => cardItem(listed, common, i + 1))}
        </ol>
      ) : null}
      {other.length > 0 ? (
        <section className="pz-offerlist__other" aria-labelledby={ids.other}>
          <Heading className="pz-offerlist__other-heading" id={ids.other}>
            Oferty dla innej kwoty lub okresu
          </Heading>
          <p className="pz-offerlist__other-intro">
            Te firmy nie pożyczą {requestText(request)}. Przy każdej piszemy, ile i na jak długo pożycza, i pokazujemy
            koszt najbliższej pożyczki, jakiej udziela.
          </p>
          <ul className="pz-offerlist__list" role="list">
            {other.map((listed) => cardItem(listed, common))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * The list's live part: the count, then the cards (or the loading, error or empty state). The offer list renders
 * it inside its frame; the /offers/ page's island renders it alone once the visitor's choice changes, under the
 * frame it has hydrated (site/islands/all-offers.tsx). The offers are priced once per loan and filter; a new order
 * only reorders them.
 */
export function OfferListBody({
  ids,
  offers,
  law,
  amount,
  term,
  termUnit = 'days',
  state = 'ready',
  onRetry,
  hrefFor,
  sort,
  filters,
  onFiltersChange,
  headingLevel = 2,
  firstLoan = true,
  orderedFor,
}: OfferListBodyProps) {
  const request = useMemo(() => ({ amount, term, unit: termUnit }), [amount, term, termUnit]);
  const priced = useMemo(
    () => (law ? priceOffers(filterOffers(offers, filters), request, law, firstLoan) : null),
    [offers, filters, request, law, firstLoan],
  );
  const { fitting, other } = useMemo(
    () => (priced ? orderListed(priced, sort, request, orderedFor) : NOTHING),
    [priced, sort, request, orderedFor],
  );
  const shownCount = fitting.length + other.length;
  const filtered = offers.length > 0 && shownCount === 0 && hasActiveFilters(filters);
  const view: OfferListState = state === 'ready' && shownCount === 0 ? 'empty' : state;

  // After "Wyczyść filtry" its button is gone: focus moves to the results, so keyboard users are not lost.
  const results = useRef<HTMLDivElement>(null);
  const [focusResults, setFocusResults] = useState(false);
  useEffect(() => {
    if (!focusResults) return;
    results.current?.focus();
    setFocusResults(false);
  }, [focusResults]);

  const cardLevel = (ids.heading ? headingLevel + 1 : headingLevel) as 2 | 3 | 4;
  // Only offers that lend what was asked for are counted as found.
  const status =
    view === 'loading'
      ? 'Wczytujemy oferty…'
      : view === 'error'
        ? ''
        : countText(view === 'empty' ? 0 : fitting.length, request);

  return (
    <>
      {/* Always in the page, so screen readers hear each new count (a live region added later may stay silent). */}
      <p className="pz-offerlist__count" role="status">
        {status}
      </p>

      <div
        className="pz-offerlist__results"
        ref={results}
        tabIndex={-1}
        aria-busy={view === 'loading' ? 'true' : undefined}
      >
        <ListMessage
          view={view}
          filtered={filtered}
          onRetry={onRetry}
          onClearFilters={() => {
            onFiltersChange({ ...DEFAULT_FILTERS });
            setFocusResults(true);
          }}
        />
        {/* A card is listed only once there is a law to price it under. */}
        {view === 'ready' && law ? (
          <ListedCards
            {...{ ids, fitting, other, request, headingLevel }}
            common={{ law, amount, term, termUnit, firstLoan, hrefFor, cardLevel }}
          />
        ) : null}
      </div>
    </>
  );
}
