// Sorting, filtering and the count line of the offer list: pure functions, table-tested, plus the small hook
// that keeps sort and filters either controlled by the caller or in the list's own state.
import { useCallback, useState } from 'react';
import { termInDays, type Offer, type TermUnit } from '../../contracts/offer';
import { pluralPl, type PluralForms } from '../format/format';

export type OfferSort = 'recommended' | 'rrso' | 'amount';
export type OfferKindFilter = 'all' | 'short' | 'instalment';

export interface OfferFilters {
  /** Only offers with a free first loan. */
  onlyFree: boolean;
  /** Only lenders that do not check BIK. */
  noBik: boolean;
  /** Only offers that need nothing but an ID card. */
  idOnly: boolean;
  /** Only lenders that accept foreign citizens. */
  foreigners: boolean;
  kind: OfferKindFilter;
}

export const DEFAULT_FILTERS: Readonly<OfferFilters> = { onlyFree: false, noBik: false, idOnly: false, foreigners: false, kind: 'all' };

export const SORT_LABELS: Record<OfferSort, string> = { recommended: 'polecane', rrso: 'najniższe RRSO', amount: 'najwyższa kwota' };
export const KIND_FILTER_LABELS: Record<OfferKindFilter, string> = { all: 'wszystkie', short: 'chwilówki', instalment: 'pożyczki na raty' };
/** The checkboxes under "Pokaż tylko", in their order on screen. */
export const FLAG_FILTERS = [
  ['onlyFree', 'pierwsza pożyczka za darmo'],
  ['noBik', 'bez sprawdzania BIK'],
  ['idOnly', 'tylko dowód osobisty'],
  ['foreigners', 'dla obcokrajowców'],
] as const satisfies readonly (readonly [keyof OfferFilters, string])[];

/** "Znaleźliśmy 1 ofertę / 3 oferty / 5 ofert" (accusative). */
export const OFFERS_FOUND: PluralForms = { one: 'ofertę', few: 'oferty', many: 'ofert' };

export const countText = (count: number): string => `Znaleźliśmy ${pluralPl(count, OFFERS_FOUND)}`;

/**
 * Offers in the chosen order. 'recommended' keeps the order given (the feed ordered for the lead, or by
 * recommendedRank); 'rrso' puts the lowest published RRSO first (the figure every card shows); 'amount' the
 * highest maximum amount first. Ties keep the order given (Array.prototype.sort is stable since ES2019).
 * The visitor's amount and term do not change the order: a card shows the nearest figures its offer lends.
 */
export function sortOffers(offers: readonly Offer[], sort: OfferSort, _amount?: number, _term?: number): Offer[] {
  const list = [...offers];
  if (sort === 'rrso') return list.sort((a, b) => a.rrsoPct - b.rrsoPct);
  if (sort === 'amount') return list.sort((a, b) => b.amount.max - a.amount.max);
  return list;
}

/** The offers that pass every switched-on filter, in the order given. */
export function filterOffers(offers: readonly Offer[], filters: Partial<OfferFilters>): Offer[] {
  const f = { ...DEFAULT_FILTERS, ...filters };
  return offers.filter(
    (offer) =>
      (!f.onlyFree || offer.firstLoanFree !== null) &&
      (!f.noBik || !offer.checks.bik) &&
      (!f.idOnly || offer.idOnly) &&
      (!f.foreigners || offer.foreignersAccepted) &&
      (f.kind === 'all' || offer.kind === f.kind),
  );
}

/** Whether any filter differs from "show everything". */
export function hasActiveFilters(filters: Partial<OfferFilters>): boolean {
  const f = { ...DEFAULT_FILTERS, ...filters };
  return f.onlyFree || f.noBik || f.idOnly || f.foreigners || f.kind !== 'all';
}

/**
 * The visitor's term in the offer's own unit. Days to months round up, a started month counting as a month
 * (30 days → 1, 31 → 2); months to days go through termInDays (365/12 days a month).
 */
export function termInOfferUnit(term: number, unit: TermUnit, offer: Pick<Offer, 'term'>): number {
  if (unit === offer.term.unit) return term;
  return unit === 'days' ? Math.ceil(term / 30) : termInDays(term, unit);
}

/** A value the caller may control (`value` given) or leave to the component (`initial`). */
export function useControllable<T>(value: T | undefined, initial: T, onChange?: (next: T) => void): [T, (next: T) => void] {
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
