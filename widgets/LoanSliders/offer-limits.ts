// The slider limits the offers allow, and a choice moved inside them: the offers' pages run this, the home page's
// hero (whose limits come in its props) does not, so it stays out of the sliders' shared chunk.
import type { Offer, TermUnit } from '../../contracts/offer';
import { snapToStep } from '../AmountSlider/snap';
import type { LoanChoice, LoanLimits, RangeLimits } from './useLoanSliders';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The step every offer's own step is a multiple of (100 and 50 → 50), so each offer can lend the values shown. */
const commonStep = (steps: number[]): number => {
  const whole = steps.filter((s) => Number.isInteger(s) && s > 0);
  return whole.length > 0 ? whole.reduce(gcd) : 1;
};

const span = (ranges: RangeLimits[]): RangeLimits | null =>
  ranges.length === 0
    ? null
    : {
        min: Math.min(...ranges.map((r) => r.min)),
        max: Math.max(...ranges.map((r) => r.max)),
        step: commonStep(ranges.map((r) => r.step)),
      };

/** Narrows `range` to `bounds` (what the rest of the funnel accepts); a range outside them falls back to the bounds. */
const within = (range: RangeLimits | null, bounds: RangeLimits): RangeLimits => {
  if (!range) return { ...bounds };
  const min = Math.max(range.min, bounds.min);
  const max = Math.min(range.max, bounds.max);
  return min < max ? { min, max, step: range.step } : { ...bounds };
};

/**
 * The slider limits for a list of offers: the amount from the smallest minimum to the largest maximum; the
 * term from the offers counted in `unit` (a months slider is read from instalment offers, a days slider from
 * short loans), each narrowed to `bounds`, the range registration and the server accept.
 */
export function limitsFromOffers(
  offers: readonly Pick<Offer, 'amount' | 'term'>[],
  unit: TermUnit,
  bounds: { amount: RangeLimits; term: RangeLimits },
): LoanLimits {
  const amount = span(offers.map((o) => o.amount));
  const term = span(offers.filter((o) => o.term.unit === unit).map((o) => o.term));
  return { amount: within(amount, bounds.amount), term: within(term, bounds.term), termUnit: unit };
}

/** A choice moved inside the limits and onto their steps (a shared link may carry anything). */
export const clampChoice = (choice: LoanChoice, limits: LoanLimits): LoanChoice => ({
  amount: snapToStep(choice.amount, limits.amount.min, limits.amount.max, limits.amount.step),
  term: snapToStep(choice.term, limits.term.min, limits.term.max, limits.term.step),
});
