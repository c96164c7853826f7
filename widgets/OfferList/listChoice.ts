// What a visitor may choose about the offer list (its order and its filters), with the labels the controls show:
// constants and pure checks only, so the controls (OfferListControls.tsx) load without the cards or the cost model.

import { DEFAULT_ORDER_NAME, type ListOrder } from '../../contracts/offer-order-text';

/** The list's order: the visitor's order (contracts/offer-order.ts), or by one figure the visitor picks. */
export type OfferSort = ListOrder;
export type OfferKindFilter = 'all' | 'short' | 'instalment';

export interface OfferFilters {
  /** Only offers with a free first loan. */
  onlyFree: boolean;
  /** Only offers that need nothing but an ID card. */
  idOnly: boolean;
  /** Only lenders that accept foreign citizens. */
  foreigners: boolean;
  kind: OfferKindFilter;
}

/** The visitor's order: offers that lend the loan first, then the lowest total cost, then RRSO. */
export const DEFAULT_SORT: OfferSort = 'cheapest';
export const DEFAULT_FILTERS: Readonly<OfferFilters> = {
  onlyFree: false,
  idOnly: false,
  foreigners: false,
  kind: 'all',
};

export const SORT_LABELS: Record<OfferSort, string> = {
  cheapest: DEFAULT_ORDER_NAME,
  rrso: 'najniższe RRSO',
  amount: 'najwyższa kwota',
};
export const KIND_FILTER_LABELS: Record<OfferKindFilter, string> = {
  all: 'wszystkie',
  short: 'chwilówki',
  instalment: 'pożyczki na raty',
};
/**
 * The checkboxes under "Pokaż tylko", in their order on screen. None picks lenders by the registers they skip: that
 * would sell "no BIK" (contracts/advertising-claims.ts); the card shows which registers each lender checks.
 */
export const FLAG_FILTERS = [
  ['onlyFree', 'pierwsza pożyczka za darmo'],
  ['idOnly', 'tylko dowód osobisty'],
  ['foreigners', 'dla obcokrajowców'],
] as const satisfies readonly (readonly [keyof OfferFilters, string])[];

/** Whether any filter differs from "show everything". */
export function hasActiveFilters(filters: Partial<OfferFilters>): boolean {
  const f = { ...DEFAULT_FILTERS, ...filters };
  return f.onlyFree || f.idOnly || f.foreigners || f.kind !== 'all';
}
