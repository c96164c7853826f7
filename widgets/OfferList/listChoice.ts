// What a visitor may choose about the offer list (its order and its filters), with the labels the controls show:
// constants and pure checks only, so the controls (OfferListControls.tsx) load without the cards or the cost model.

export type OfferSort = 'recommended' | 'rrso' | 'cost' | 'amount';
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

/** The order given (the lead's feed, or the recommended rank). */
export const DEFAULT_SORT: OfferSort = 'recommended';
export const DEFAULT_FILTERS: Readonly<OfferFilters> = { onlyFree: false, idOnly: false, foreigners: false, kind: 'all' };

export const SORT_LABELS: Record<OfferSort, string> = {
  recommended: 'polecane',
  rrso: 'najniższe RRSO',
  cost: 'najniższy koszt',
  amount: 'najwyższa kwota',
};
export const KIND_FILTER_LABELS: Record<OfferKindFilter, string> = { all: 'wszystkie', short: 'chwilówki', instalment: 'pożyczki na raty' };
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
