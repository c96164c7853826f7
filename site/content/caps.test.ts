// Every loan a card can show keeps within the law: each offer shown, at every amount the sliders reach and every term
// of the days and months sliders (moved into what the offer lends, as a card moves them), first loan or not, under
// today's law and under the law of a day after a simulated rate cut. Interest at most the art. 359 §2¹ maximum of that
// day; fees at most the art. 36a cap of that loan, counted over the fewest days its term can last, floored.
import { describe, expect, it } from 'vitest';
import { lawOn, warsawDay, type Law } from '../../contracts/law';
import { OFFERS } from '../../contracts/lenders';
import { LOAN_LIMITS } from '../../contracts/loan-limits';
import { legalOffers, loanCost, maxInterest, quoteLoan, type Offer } from '../../contracts/offer';
import { cardAmounts } from './pages';

function cardTerms(offer: Offer): number[] {
  const terms = new Set<number>();
  for (const [unit, limits] of [
    ['days', LOAN_LIMITS.termDays],
    ['months', LOAN_LIMITS.termMonths],
  ] as const) {
    for (let term = limits.min; term <= limits.max; term += limits.step)
      terms.add(quoteLoan(offer, offer.amount.min, term, unit).term);
  }
  return [...terms];
}

/**
 * The art. 36a cap written out again here, not taken from the model: n is the fewest calendar days the term can last
 * (months from every start day of 2025–2028, with a missing day taken as the month's last), R 365, floored to the
 * grosz.
 */
const shortest = new Map<number, number>();
function independentCap(amount: number, term: number, unit: Offer['term']['unit'], law: Law): number {
  let days = term;
  if (unit === 'months') {
    days = shortest.get(term) ?? Infinity;
    if (!shortest.has(term)) {
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
        const start = new Date(t);
        const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + term, 1));
        const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
        end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
        days = Math.min(days, Math.round((end.getTime() - t) / 86_400_000));
      }
      shortest.set(term, days);
    }
  }
  const { fixedPct, yearlyPct, maxPct } = law.nonInterestCap;
  return Math.floor(Math.round(amount * Math.min(fixedPct + (yearlyPct * days) / 365, maxPct) * 1e6) / 1e6) / 100;
}

const today = lawOn(warsawDay(new Date()));
const tomorrow = new Date(Date.parse(`${today.day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const LAWS: [string, Law][] = [
  ['today', today],
  [
    'after a simulated cut',
    lawOn(tomorrow, [{ pct: today.nbpRate.pct - 0.25, since: tomorrow, source: 'symulowana decyzja RPP (test)' }]),
  ],
];

describe.each(LAWS)('every loan a card can show, %s', (_name, law) => {
  it('keeps interest within the maximum and fees within the exact art. 36a cap', () => {
    const shown = legalOffers(OFFERS, law).offers;
    expect(shown.length).toBeGreaterThan(0);
    let priced = 0;
    for (const offer of shown) {
      expect(offer.pricing.interestYearlyPct).toBeLessThanOrEqual(law.maxInterestYearlyPct);
      for (const amount of cardAmounts(offer)) {
        for (const term of cardTerms(offer)) {
          for (const firstLoan of [true, false]) {
            // The cost alone: loanFigures adds the RRSO, which no check here reads (3/4 of the file's time).
            const loan = loanCost(offer, amount, term, law, { firstLoan });
            const where = `${offer.name}, ${amount} zł, ${term} ${offer.term.unit}`;
            if (loan.interest > maxInterest(offer.kind, amount, term, offer.term.unit, law))
              expect.fail(`${where}: interest ${loan.interest}`);
            if (loan.fees > independentCap(amount, term, offer.term.unit, law))
              expect.fail(`${where}: fees ${loan.fees} above ${independentCap(amount, term, offer.term.unit, law)}`);
            priced += 1;
          }
        }
      }
    }
    expect(priced).toBeGreaterThan(10_000);
  }, 120_000);
});
