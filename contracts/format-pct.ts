// Percentages as Polish financial copy writes them, rounded as the cost model rounds them (contracts/offer.ts).
// A module of its own, so formatting an amount or a term (contracts/format.ts) does not load the cost model.
import { roundPct } from './offer';
import { polishDigits } from './polish-digits';

/** 12.345 → "12,35%": Polish financial copy writes the sign without a space ("RRSO 12,34%"). Rounded as roundPct. */
export const formatPct = (pct: number): string => `${polishDigits(roundPct(pct), 2, 'always')}%`;
