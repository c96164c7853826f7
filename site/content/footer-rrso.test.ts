// The footer's "highest RRSO" is true: it is the highest RRSO any lender card can show, found by pricing every loan
// a card can show (every slider amount and every term, in days and in months, moved into what each offer lends)
// for a paying customer. Representative examples alone understate it: a short loan's RRSO runs far higher.
import { SITE_PRICING_LAW as LAW } from '../build-law';
import { describe, expect, it } from 'vitest';
import { formatPct } from '../../contracts/format';
import { OFFERS } from '../../contracts/lenders';
import { LOAN_LIMITS } from '../../contracts/loan-limits';
import { exampleFigures, loanFigures, quoteLoan, type Offer } from '../../contracts/offer';
import { cardAmounts, FOOTER_DISCLAIMER, highestCardRrso } from './pages';

/** Every term a card can price for `offer`: the days and months sliders' steps, moved into what it lends. */
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

describe('the highest RRSO the footer names', () => {
  const highest = highestCardRrso(OFFERS);

  it('no loan a card can show has a higher RRSO, first loan or not', () => {
    let priced = 0;
    let top = { rrsoPct: -1, where: '' };
    for (const offer of OFFERS) {
      for (const amount of cardAmounts(offer)) {
        for (const term of cardTerms(offer)) {
          // A first loan costs the same or nothing (the free promotion), so a paying customer's RRSO is the higher.
          const { rrsoPct } = loanFigures(offer, amount, term, LAW, { firstLoan: false });
          if (rrsoPct > top.rrsoPct)
            top = { rrsoPct, where: `${offer.name}, ${amount} zł, ${term} ${offer.term.unit}` };
          priced += 1;
        }
      }
    }
    expect(priced).toBeGreaterThan(20_000);
    expect(top.rrsoPct, top.where).toBeLessThanOrEqual(highest.rrsoPct);
    expect(top.rrsoPct).toBe(highest.rrsoPct);
  }, 60_000);

  it('a free first loan never shows a higher RRSO than the paid one', () => {
    for (const offer of OFFERS.filter((o) => o.firstLoanFree)) {
      for (const term of cardTerms(offer)) {
        expect(loanFigures(offer, offer.amount.min, term, LAW).rrsoPct).toBeLessThanOrEqual(
          loanFigures(offer, offer.amount.min, term, LAW, { firstLoan: false }).rrsoPct,
        );
      }
    }
  });

  it('is a loan a card really shows, and far above every representative example', () => {
    expect(loanFigures(highest.offer, highest.amount, highest.term, LAW, { firstLoan: false }).rrsoPct).toBe(
      highest.rrsoPct,
    );
    expect(cardAmounts(highest.offer)).toContain(highest.amount);
    const examples = Math.max(...OFFERS.map((o) => exampleFigures(o, LAW).rrsoPct));
    expect(highest.rrsoPct).toBeGreaterThan(examples * 10);
  });

  it('the footer says it, with its loan, and that offer’s representative example', () => {
    expect(FOOTER_DISCLAIMER).toContain(
      `najwyższe, jakie może pokazać karta oferty, wynosi ${formatPct(highest.rrsoPct)} (${highest.offer.name}`,
    );
    expect(FOOTER_DISCLAIMER).toContain(highest.offer.representativeExample);
    expect(FOOTER_DISCLAIMER).not.toMatch(/Najwyższe RRSO w przykładach/);
  });
});
