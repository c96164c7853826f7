// Sorting, filtering and the count line of the offer list: pure functions, table-tested, plus the small hook
// that keeps sort and filters either controlled by the caller or in the list's own state.
import { useCallback, useState } from 'react';
import {
  loanFigures,
  quoteLoan,
  roundPct,
  termInUnit,
  type LoanFigures,
  type Offer,
  type QuotedLoan,
  type TermUnit,
} from '../../contracts/offer';
import type { LoanRequest } from '../../contracts/loan-limits';
import type { PricingLaw } from '../../contracts/law';
import { compareForVisitor, type OrderKey } from '../../contracts/offer-order';
import { formatPln, pluralPl, type PluralForms } from '../../contracts/format';
import { termInWords } from '../LenderCard/useLenderCard';
import { DEFAULT_FILTERS, type OfferFilters, type OfferSort } from './listChoice';

export { DEFAULT_FILTERS, DEFAULT_SORT, hasActiveFilters } from './listChoice';
export type { OfferFilters, OfferKindFilter, OfferSort } from './listChoice';

/** "Znaleźliśmy 1 ofertę / 3 oferty / 5 ofert" (accusative). */
export const OFFERS_FOUND: PluralForms = { one: 'ofertę', few: 'oferty', many: 'ofert' };

/** The loan a visitor asked for (`term` in `unit`): the one shape the sliders, the address and the list share. */
export type { LoanRequest };

/** "1 500 zł na 30 dni", "25 000 zł na 48 miesięcy". */
export const requestText = (request: LoanRequest): string =>
  `${formatPln(request.amount)} na ${termInWords(Math.ceil(request.term - 1e-9), request.unit)}`;

/** "Znaleźliśmy 5 ofert dla 1 500 zł na 30 dni": counts only offers that lend what was asked for. */
export const countText = (count: number, request?: LoanRequest): string =>
  `Znaleźliśmy ${pluralPl(count, OFFERS_FOUND)}${request ? ` dla ${requestText(request)}` : ''}`;

/** Labels a fitting offer earns from its own loan's figures (only where two or more offers fit). */
export const BEST_LABELS = { rrso: 'Najniższe RRSO', cost: 'Najniższy koszt' } as const;
/** Added to a label that several offers share: the badge never reads as if one of them had won alone. */
export const SHARED_SUFFIX = ' (ex aequo)';

/** One offer as the list shows it: the loan it would give for the request, and its figures. */
export interface ListedOffer {
  offer: Offer;
  quote: QuotedLoan;
  loan: LoanFigures;
  labels: string[];
}

/**
 * The offers for a request, split in two: those that lend the amount and term asked for, and the others
 * (priced as the nearest loan they give). Each group is in the chosen order: 'cheapest' is the visitor's order
 * (contracts/offer-order.ts: lowest total cost of the loan on the card, then RRSO, then the id); 'rrso' puts the
 * lowest RRSO of that loan first; 'amount' the highest maximum amount. Their ties fall back to the visitor's
 * order, so no order depends on the order given, except one: `orderedFor`, the loan for which `offers` already
 * come in the visitor's order with more known about the visitor (the lead's feed, which puts lenders that do not
 * lend at the lead's age below): for that very loan, 'cheapest' keeps the order given. "Best" labels go to the
 * fitting offers with the lowest figures.
 */
export function listOffers(
  offers: readonly Offer[],
  sort: OfferSort,
  request: LoanRequest,
  law: PricingLaw,
  firstLoan = true,
  orderedFor?: LoanRequest | null,
): { fitting: ListedOffer[]; other: ListedOffer[] } {
  return orderListed(priceOffers(offers, request, law, firstLoan), sort, request, orderedFor);
}

/** Each offer priced for the request (the loan it would give and its figures), in the order given, without labels. */
export function priceOffers(
  offers: readonly Offer[],
  request: LoanRequest,
  law: PricingLaw,
  firstLoan = true,
): readonly ListedOffer[] {
  return offers.map((offer): ListedOffer => {
    const quote = quoteLoan(offer, request.amount, request.term, request.unit);
    return { offer, quote, loan: loanFigures(offer, quote.amount, quote.term, law, { firstLoan }), labels: [] };
  });
}

/**
 * Offers already priced for `request` (priceOffers), split and ordered as listOffers says, with their labels: a new
 * order costs no pricing.
 */
export function orderListed(
  priced: readonly ListedOffer[],
  sort: OfferSort,
  request: LoanRequest,
  orderedFor?: LoanRequest | null,
): { fitting: ListedOffer[]; other: ListedOffer[] } {
  const keepGiven = sort === 'cheapest' && orderedFor != null && sameLoan(orderedFor, request);
  const listed = priced.map((l): ListedOffer => ({ ...l, labels: [] }));
  const visitor = (a: ListedOffer, b: ListedOffer) => compareForVisitor(keyOf(a), keyOf(b));
  const order = (list: ListedOffer[]): ListedOffer[] => {
    // Compared as shown (0,01 pp), so offers whose RRSO reads the same follow the visitor's order.
    if (sort === 'rrso')
      return list.sort((a, b) => roundPct(a.loan.rrsoPct) - roundPct(b.loan.rrsoPct) || visitor(a, b));
    if (sort === 'amount') return list.sort((a, b) => b.offer.amount.max - a.offer.amount.max || visitor(a, b));
    return keepGiven ? list : list.sort(visitor);
  };
  const fitting = order(listed.filter((l) => l.quote.fits));
  const other = order(listed.filter((l) => !l.quote.fits));
  if (fitting.length > 1) awardBest(fitting);
  return { fitting, other };
}

/**
 * "Best" labels to the fitting offers with the lowest figures: one winner gets the label; a few that tie get it marked
 * as shared; when every fitting offer ties, the label would tell nothing apart, so none gets it.
 */
function awardBest(fitting: ListedOffer[]): void {
  const lowestRrso = Math.min(...fitting.map((l) => roundPct(l.loan.rrsoPct)));
  const lowestCost = Math.min(...fitting.map((l) => l.loan.totalCost));
  const award = (wins: (l: ListedOffer) => boolean, label: string) => {
    const winners = fitting.filter(wins);
    if (winners.length === fitting.length) return;
    for (const l of winners) l.labels.push(winners.length > 1 ? `${label}${SHARED_SUFFIX}` : label);
  };
  award((l) => roundPct(l.loan.rrsoPct) === lowestRrso, BEST_LABELS.rrso);
  award((l) => l.loan.totalCost === lowestCost, BEST_LABELS.cost);
}

const sameLoan = (a: LoanRequest, b: LoanRequest): boolean =>
  a.amount === b.amount && a.term === b.term && a.unit === b.unit;

const keyOf = (l: ListedOffer): OrderKey => ({
  offer_id: l.offer.offer_id,
  fits: l.quote.fits,
  totalCost: l.loan.totalCost,
  rrsoPct: l.loan.rrsoPct,
});

/** The offers in the order the list shows them: those that fit the request first, then the others. */
export function sortOffers(
  offers: readonly Offer[],
  sort: OfferSort,
  request: LoanRequest,
  law: PricingLaw,
  firstLoan = true,
  orderedFor?: LoanRequest | null,
): Offer[] {
  const { fitting, other } = listOffers(offers, sort, request, law, firstLoan, orderedFor);
  return [...fitting, ...other].map((l) => l.offer);
}

/** The offers that pass every switched-on filter, in the order given. */
export function filterOffers(offers: readonly Offer[], filters: Partial<OfferFilters>): Offer[] {
  const f = { ...DEFAULT_FILTERS, ...filters };
  return offers.filter(
    (offer) =>
      (!f.onlyFree || offer.firstLoanFree !== null) &&
      (!f.idOnly || offer.idOnly) &&
      (!f.foreigners || offer.foreignersAccepted) &&
      (f.kind === 'all' || offer.kind === f.kind),
  );
}

/** The visitor's term in the offer's own unit, in whole days or months (contracts/offer.ts termInUnit). */
export function termInOfferUnit(term: number, unit: TermUnit, offer: Pick<Offer, 'term'>): number {
  return termInUnit(term, unit, offer.term.unit);
}

/** A value the caller may control (`value` given) or leave to the component (`initial`). */
export function useControllable<T>(
  value: T | undefined,
  initial: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  const current = value === undefined ? own : value;
  const set = useCallback(
    (next: T) => {
      if (value === undefined) setOwn(next);
      onChange?.(next);
    },
    [value, onChange],
  );
  return [current, set];
}
