import { FIXTURE_PRICING_LAW as LAW } from '../../contracts/law-fixture';
import { describe, expect, it } from 'vitest';
import { lendersWithOffers } from '../../contracts/lenders';

const HUB_LENDERS = lendersWithOffers();
import { lenderFromHash, lenderSummary } from './useLenderHub';

const NB = '\u00a0';
const plain = (s: string | null) => s?.replace(/\u00a0/g, ' ') ?? null;
const lender = (id: string) => HUB_LENDERS.find((l) => l.id === id)!;

describe('lenderFromHash', () => {
  it.each([
    ['#kasomir', 'kasomir'],
    ['kasomir', 'kasomir'],
    ['#KASOMIR', null],
    ['#nieznany', null],
    ['', null],
    ['#', null],
    ['#pozyczkodawcy', null],
    ['#%E0%A4%A', null],
    ['#kasomir<script>', null],
    ['#faq-jak-dziala', null],
  ])('%s → %s', (hash, id) => {
    expect(lenderFromHash(hash, HUB_LENDERS)).toBe(id);
  });
});

describe('lenderSummary', () => {
  it('sums up a short-loan lender with a free first loan', () => {
    const s = lenderSummary(lender('kasomir').offers, LAW);
    expect(s.kinds).toBe('Chwilówka');
    expect(plain(s.amount)).toBe('do 5 000 zł');
    // The example's RRSO from the cost model (2 000 zł for 30 days, a paying customer), with the loan it is for.
    expect(plain(s.rrso)).toBe('RRSO 297,61% (2 000 zł na 30 dni)');
    expect(s.firstLoanFree).toBe(true);
    expect(s.offerCount).toBe(`1${NB}oferta`);
    expect(s.decision).toMatch(/^Decyzja zwykle w /);
  });

  it('every lender in the content has an offer and a summary', () => {
    for (const l of HUB_LENDERS) {
      expect(l.offers.length, l.id).toBeGreaterThan(0);
      expect(lenderSummary(l.offers, LAW).amount, l.id).not.toBe('');
    }
  });

  it('an instalment lender lends from its minimum', () => {
    const instalment = HUB_LENDERS.find(
      (l) => l.offers.every((o) => o.kind === 'instalment') && Math.min(...l.offers.map((o) => o.amount.min)) > 100,
    )!;
    expect(lenderSummary(instalment.offers, LAW).kinds).toBe('Pożyczka na raty');
    expect(plain(lenderSummary(instalment.offers, LAW).amount)).toMatch(/^od \d[\d ]* zł do \d[\d ]* zł$/);
  });

  it('names every offer’s example when a lender has several', () => {
    const both = [lender('kasomir').offers[0]!, lender('zloty-most').offers[0]!];
    expect(plain(lenderSummary(both, LAW).rrso)).toBe(
      'RRSO 297,61% (2 000 zł na 30 dni) i RRSO 27,77% (10 000 zł na 24 miesiące)',
    );
  });

  it('no offers: nothing to promise', () => {
    expect(lenderSummary([], LAW)).toEqual({
      amount: '',
      rrso: null,
      decision: null,
      kinds: '',
      offerCount: `0${NB}ofert`,
      firstLoanFree: false,
    });
  });

  it.each([
    [2, `2${NB}oferty`],
    [5, `5${NB}ofert`],
  ])('%i offers → %s', (n, text) => {
    const offers = Array.from({ length: n }, () => lender('kasomir').offers[0]!);
    expect(lenderSummary(offers, LAW).offerCount).toBe(text);
  });
});
