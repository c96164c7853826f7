import { FIXTURE_PRICING_LAW as LAW } from './law-fixture';
import { describe, expect, it } from 'vitest';
import { OFFERS } from './lenders';
import type { LoanRequest } from './loan-limits';
import { loanFigures, quoteLoan, roundPct, type Offer } from './offer';
import { compareForVisitor, hasPaidPlacement, orderForVisitor, orderLineText, type OrderKey } from './offer-order';

const key = (offer_id: number, fits: boolean, totalCost: number, rrsoPct: number): OrderKey => ({
  offer_id,
  fits,
  totalCost,
  rrsoPct,
});

describe('compareForVisitor', () => {
  it.each<[string, OrderKey[], number[]]>([
    ['fitting before not fitting, however cheap', [key(1, false, 0, 0), key(2, true, 300, 200)], [2, 1]],
    ['cheaper total cost first', [key(1, true, 120, 10), key(2, true, 80, 90)], [2, 1]],
    ['equal cost: lower RRSO first', [key(1, true, 80, 90), key(2, true, 80, 40)], [2, 1]],
    ['equal cost and RRSO: lower offer id', [key(7, true, 80, 40), key(3, true, 80, 40)], [3, 7]],
    ['costs equal in grosze count as equal', [key(1, true, 80.004, 50), key(2, true, 80.001, 40)], [2, 1]],
    ['RRSO equal as shown (0,01 pp) count as equal', [key(9, true, 50, 12.3449), key(4, true, 50, 12.3401)], [4, 9]],
    [
      'not fitting: cheaper nearest loan first',
      [key(1, false, 300, 10), key(2, false, 100, 50), key(3, true, 900, 900)],
      [3, 2, 1],
    ],
    [
      'free loans first among fitting, then by id',
      [key(5, true, 0, 0), key(2, true, 0, 0), key(1, true, 1, 1)],
      [2, 5, 1],
    ],
  ])('%s', (_name, keys, expected) => {
    expect([...keys].sort(compareForVisitor).map((k) => k.offer_id)).toEqual(expected);
    expect(
      [...keys]
        .reverse()
        .sort(compareForVisitor)
        .map((k) => k.offer_id),
    ).toEqual(expected);
  });
});

const base = OFFERS[0]!;
const offer = (offer_id: number, over: Partial<Offer> = {}): Offer => ({
  ...base,
  offer_id,
  firstLoanFree: null,
  ...over,
});
const DAYS_30: LoanRequest = { amount: 1500, term: 30, unit: 'days' };

describe('orderForVisitor', () => {
  it.each<[string, Offer[], LoanRequest, Parameters<typeof orderForVisitor>[3], number[]]>([
    [
      'the cheaper loan first',
      [
        offer(1, { pricing: { interestYearlyPct: 10, commissionPct: 8 } }),
        offer(2, { pricing: { interestYearlyPct: 5, commissionPct: 2 } }),
      ],
      DAYS_30,
      {},
      [2, 1],
    ],
    [
      'a free first loan first',
      [offer(1), offer(2, { firstLoanFree: { maxAmount: 3000, maxDays: 30 } })],
      DAYS_30,
      {},
      [2, 1],
    ],
    [
      'a free first loan is not free when it is not the first',
      [
        offer(1, { pricing: { interestYearlyPct: 5, commissionPct: 1 } }),
        offer(2, { firstLoanFree: { maxAmount: 3000, maxDays: 30 } }),
      ],
      DAYS_30,
      { firstLoan: false },
      [1, 2],
    ],
    [
      'an offer that lends the loan before a cheaper one that does not',
      [
        offer(1, { amount: { min: 100, max: 1000, step: 100 }, firstLoanFree: { maxAmount: 1000, maxDays: 30 } }),
        offer(2),
      ],
      DAYS_30,
      {},
      [2, 1],
    ],
    [
      'an offer whose term does not fit goes below',
      [offer(1, { term: { unit: 'days', min: 5, max: 20, step: 1 } }), offer(2)],
      DAYS_30,
      {},
      [2, 1],
    ],
    [
      'an ineligible lender does not fit',
      [offer(1, { firstLoanFree: { maxAmount: 3000, maxDays: 30 } }), offer(2)],
      DAYS_30,
      { eligible: (o) => o.offer_id !== 1 },
      [2, 1],
    ],
    [
      'paid placement does not move an offer',
      [
        offer(1, { paidPlacement: true, pricing: { interestYearlyPct: 10, commissionPct: 8 } }),
        offer(2, { pricing: { interestYearlyPct: 5, commissionPct: 2 } }),
      ],
      DAYS_30,
      {},
      [2, 1],
    ],
    ['identical offers keep the id order', [offer(3), offer(1), offer(2)], DAYS_30, {}, [1, 2, 3]],
  ])('%s', (_name, offers, request, options, expected) => {
    expect(orderForVisitor(offers, request, LAW, options).map((o) => o.offer_id)).toEqual(expected);
  });

  it('orders the real list so every fitting offer is before every other, each group by cost, then RRSO', () => {
    for (const request of [
      DAYS_30,
      { amount: 500, term: 10, unit: 'days' },
      { amount: 9000, term: 24, unit: 'months' },
    ] satisfies LoanRequest[]) {
      const ordered = orderForVisitor(OFFERS, request, LAW);
      expect(orderForVisitor([...OFFERS].reverse(), request, LAW)).toEqual(ordered);
      const rows = ordered.map((o) => {
        const quote = quoteLoan(o, request.amount, request.term, request.unit);
        const loan = loanFigures(o, quote.amount, quote.term, LAW);
        return { fits: quote.fits, cost: loan.totalCost, rrso: roundPct(loan.rrsoPct) };
      });
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        if (a.fits !== b.fits) expect(a.fits).toBe(true);
        else expect(a.cost < b.cost || (a.cost === b.cost && a.rrso <= b.rrso)).toBe(true);
      }
    }
  });

  it('puts the free first loans of 1 500 zł / 30 dni above the paid ones', () => {
    const ordered = orderForVisitor(OFFERS, DAYS_30, LAW);
    const costs = ordered.map((o) => loanFigures(o, 1500, 30, LAW).totalCost);
    const firstPaid = costs.findIndex((c) => c > 0);
    expect(firstPaid).toBeGreaterThan(0);
    expect(costs.slice(0, firstPaid).every((c) => c === 0)).toBe(true);
  });

  it('does not change the list it is given', () => {
    const given = [offer(2), offer(1)];
    orderForVisitor(given, DAYS_30, LAW);
    expect(given.map((o) => o.offer_id)).toEqual([2, 1]);
  });
});

describe('the order line', () => {
  it.each<[Parameters<typeof orderLineText>[0], boolean, RegExp]>([
    [
      'cheapest',
      false,
      /^Kolejność: najtańsze dla Twojej kwoty – najpierw oferty na Twoją kwotę i okres, od najniższego kosztu, potem RRSO\. Bez płatnych miejsc\.$/,
    ],
    ['cheapest', true, /Oferty „Reklama” są płatne; nie zmienia to ich miejsca\.$/],
    ['rrso', false, /^Kolejność: najniższe RRSO/],
    ['amount', false, /^Kolejność: najwyższa kwota/],
  ])('%s, paid %s', (order, paid, expected) => expect(orderLineText(order, paid)).toMatch(expected));

  it('knows when a placement is paid', () => {
    expect(hasPaidPlacement([offer(1), offer(2)])).toBe(false);
    expect(hasPaidPlacement([offer(1), offer(2, { paidPlacement: true })])).toBe(true);
  });
});
