import { describe, expect, it } from 'vitest';
import { lawOn } from '../../contracts/law';
import { completeOffer, draftOf, LENDERS, OFFERS } from '../../contracts/lenders';
import type { Offer } from '../../contracts/offer';
import { offerSaveProblems } from './checks';

const law = lawOn('2026-11-28');
const repriced = (offer: Offer, pricing: Partial<Offer['pricing']>): Offer =>
  completeOffer(
    LENDERS.find((l) => l.id === offer.lenderId)!,
    { ...draftOf(offer), pricing: { ...offer.pricing, ...pricing } },
    law,
  );
const short = OFFERS.find((o) => o.lenderId === 'skarbczyk')!;

describe('what a save of an offer must pass', () => {
  it('passes every offer of the seed, with its own RRSO typed as the lender states it', () => {
    for (const offer of OFFERS)
      expect([offer.offer_id, offerSaveProblems(offer, { law, lenderRrsoPct: offer.rrsoPct })]).toEqual([
        offer.offer_id,
        [],
      ]);
  });

  it.each([
    [
      'interest over the maximum of the day',
      { interestYearlyPct: law.maxInterestYearlyPct + 0.01 },
      'przekracza odsetki maksymalne 14,50%',
    ],
    ["a commission over the example's art. 36a cap", { commissionPct: 11 }, 'przekracza limit pozaodsetkowych kosztów'],
    [
      'a yearly commission that takes it over',
      { commissionPct: 10, commissionYearlyPct: 30 },
      'przekracza limit pozaodsetkowych kosztów',
    ],
  ])('refuses %s', (_name, pricing, words) => {
    const problems = offerSaveProblems(repriced(short, pricing), { law });
    expect(problems.join(' ')).toContain(words);
  });

  it('lets a commission exactly at the cap through', () => {
    // 500 zł for 15 days: 10% + 10% × 15/365 of the amount, 52,05 zł; 10,41% states 52,05 zł.
    expect(offerSaveProblems(repriced(short, { commissionPct: 10.41 }), { law })).toEqual([]);
  });

  it.each([
    [short.rrsoPct, []],
    [short.rrsoPct + 0.1, []],
    [short.rrsoPct + 0.2, ['Przykład się nie zgadza']],
  ])('compares the lender RRSO %s with the model', (stated, expected) => {
    const problems = offerSaveProblems(short, { law, lenderRrsoPct: stated });
    expect(problems.map((p) => p.slice(0, 23))).toEqual(expected);
  });

  it('names broken fields instead of pricing them', () => {
    expect(offerSaveProblems({ ...short, payoutNote: '' }, { law })[0]).toMatch(
      /^Oferta ma niepoprawne pola: payoutNote/,
    );
  });
});
