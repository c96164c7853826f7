import { FIXTURE_PRICING_LAW as LAW } from '../../contracts/law-fixture';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../contracts/offer';
import { OFFERS } from '../../contracts/lenders';
import { loanFigures } from '../../contracts/offer';
import { ageOn, rankOffers } from './rank';

const base = OFFERS[0]!;
function offer(offer_id: number, over: Partial<Offer> = {}): Offer {
  return {
    ...base,
    offer_id,
    recommendedRank: offer_id,
    firstLoanFree: null,
    acceptsNegativeHistory: false,
    checks: { bik: true, krd: true, big: true, erif: true },
    ...over,
  };
}
import type { LeadProfile } from '../storage/types';

const lead: LeadProfile = { amount: 2000, term: 30, termUnit: 'days', termDays: 30, birthDate: '1990-05-20' };
const TODAY = '2026-11-23';

describe('ageOn', () => {
  it.each([
    ['2008-11-23', 18],
    ['2008-11-24', 17],
    ['1990-05-20', 36],
    ['1951-12-31', 74],
  ])('born %s → %i', (birth, age) => expect(ageOn(birth, TODAY)).toBe(age));
});

describe("rankOffers: the visitor's order for the lead's loan, deterministic", () => {
  it.each<[string, Offer[], typeof lead, number[]]>([
    [
      'ties fall back to the offer id, not our rank',
      [offer(3, { recommendedRank: 1 }), offer(1, { recommendedRank: 3 }), offer(2)],
      lead,
      [1, 2, 3],
    ],
    [
      "a lender that does not lend at the lead's age goes last",
      [offer(1, { age: { min: 40, max: 70 } }), offer(2)],
      lead,
      [2, 1],
    ],
    [
      'too young for everyone: order by the rest',
      [
        offer(1, { pricing: { interestYearlyPct: 10, commissionPct: 8 } }),
        offer(2, { pricing: { interestYearlyPct: 5, commissionPct: 2 } }),
      ],
      { ...lead, birthDate: '2010-01-01' },
      [2, 1],
    ],
    [
      "a lender outside the lead's age goes below even when free",
      [offer(1, { age: { min: 40, max: 70 }, firstLoanFree: { maxAmount: 3000, maxDays: 30 } }), offer(2)],
      lead,
      [2, 1],
    ],
    [
      'an offer that lends the asked amount beats one that does not',
      [offer(1, { amount: { min: 100, max: 1000, step: 100 } }), offer(2)],
      lead,
      [2, 1],
    ],
    [
      'an offer that lends the asked term beats one that does not',
      [offer(1, { term: { unit: 'days', min: 5, max: 20, step: 1 } }), offer(2)],
      lead,
      [2, 1],
    ],
    [
      'skipping BIK/KRD earns nothing: the cheaper loan wins',
      [
        offer(1, { acceptsNegativeHistory: true, checks: { bik: false, krd: false, big: false, erif: false } }),
        offer(2, { pricing: { interestYearlyPct: 5, commissionPct: 2 } }),
      ],
      lead,
      [2, 1],
    ],
    [
      'the cheaper loan wins among equals',
      [
        offer(1, { pricing: { interestYearlyPct: 10, commissionPct: 8 } }),
        offer(2, { pricing: { interestYearlyPct: 5, commissionPct: 2 } }),
      ],
      lead,
      [2, 1],
    ],
    [
      'a free first loan is cheapest',
      [offer(1), offer(2, { firstLoanFree: { maxAmount: 3000, maxDays: 30 } })],
      lead,
      [2, 1],
    ],
  ])('%s', (_name, offers, who, expected) => {
    expect(rankOffers(who, offers, TODAY, LAW)).toEqual(expected);
  });

  it('puts every offer that lends the asked loan before every one that does not, as the site groups them', () => {
    const leadFor = { amount: 1500, term: 90, termUnit: 'days' as const, termDays: 90, birthDate: '1990-05-20' };
    const ranked = rankOffers(leadFor, OFFERS, TODAY, LAW);
    // 1 500 zł for 90 days: only Ratomir and Wiewiórka lend it (3 months), so they come first.
    expect(new Set(ranked.slice(0, 2))).toEqual(new Set([112, 110]));
  });

  it('for 1 500 zł / 30 dni puts every free first loan before every paid one', () => {
    const ranked = rankOffers({ ...lead, amount: 1500 }, OFFERS, TODAY, LAW);
    const cost = (id: number) => {
      const o = OFFERS.find((x) => x.offer_id === id)!;
      return loanFigures(o, 1500, 30, LAW).totalCost;
    };
    const fitting = ranked.filter(
      (id) =>
        OFFERS.find((o) => o.offer_id === id)!.amount.max >= 1500 &&
        OFFERS.find((o) => o.offer_id === id)!.term.unit === 'days',
    );
    const costs = fitting.map(cost);
    expect(costs.some((c) => c === 0)).toBe(true);
    expect(costs).toEqual([...costs].sort((x, y) => x - y));
  });

  it('ranks the real offer list the same way every time, and lists every offer once', () => {
    const first = rankOffers(lead, OFFERS, TODAY, LAW);
    expect(rankOffers(lead, [...OFFERS].reverse(), TODAY, LAW)).toEqual(first);
    expect([...first].sort()).toEqual(OFFERS.map((o) => o.offer_id).sort());
  });

  it('gives different leads different orders', () => {
    const small = rankOffers(
      { amount: 300, term: 10, termUnit: 'days', termDays: 10, birthDate: '2006-01-01' },
      OFFERS,
      TODAY,
      LAW,
    );
    const large = rankOffers(
      { amount: 12000, term: 90, termUnit: 'days', termDays: 90, birthDate: '1980-01-01' },
      OFFERS,
      TODAY,
      LAW,
    );
    expect(small).not.toEqual(large);
    // 12 000 zł for 90 days (3 months): only an instalment lender lends that much, so it comes first.
    expect(OFFERS.find((o) => o.offer_id === large[0])?.kind).toBe('instalment');
  });

  it('takes a term in months as asked: 48 months fits an instalment offer of up to 48, not one of up to 24', () => {
    const long: LeadProfile = { amount: 10000, term: 48, termUnit: 'months', termDays: 1460, birthDate: '1980-01-01' };
    const upTo = (offer_id: number, max: number) =>
      offer(offer_id, {
        kind: 'instalment',
        amount: { min: 1000, max: 25000, step: 100 },
        term: { unit: 'months', min: 3, max },
        example: { amount: 5000, term: 12 },
      } as Partial<Offer>);
    expect(rankOffers(long, [upTo(1, 24), upTo(2, 48)], TODAY, LAW)).toEqual([2, 1]);
    // A days offer is asked in days: 48 months are far beyond any short loan.
    expect(rankOffers(long, [offer(1), upTo(2, 48)], TODAY, LAW)).toEqual([2, 1]);
  });
});
