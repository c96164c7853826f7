import { describe, expect, it } from 'vitest';
import { minorUnits, POSTBACK_PARAMS, readPostbackFields } from './postback';

const CLICK = '0b8f3a52-6c1d-4e2f-9a7b-5c4d3e2f1a0b';
const report = (over: Record<string, string | null> = {}): [string, string][] =>
  Object.entries({ click_id: CLICK, txid: 'TX-1', status: 'approved', ...over }).flatMap(([k, v]) =>
    v === null ? [] : [[k, v] as [string, string]],
  );

describe('readPostbackFields: a lender’s report, by the names of POSTBACK_PARAMS', () => {
  it('reads every field', () => {
    const params = report({ payout: '40.50', currency: 'pln', first_loan: '0', amount: '2000' });
    expect(params.map(([name]) => name).sort()).toEqual(Object.values(POSTBACK_PARAMS).sort());
    expect(readPostbackFields(params)).toEqual({
      ok: true,
      value: {
        clickId: CLICK,
        txid: 'TX-1',
        status: 'approved',
        payoutMinor: 4050,
        currency: 'PLN',
        loanAmountMinor: 200_000,
        firstLoan: false,
      },
    });
  });

  it('takes the click id without dashes, and a first loan by default', () => {
    const read = readPostbackFields(report({ click_id: CLICK.replaceAll('-', '').toUpperCase() }));
    expect(read.ok && read.value).toMatchObject({
      clickId: CLICK,
      firstLoan: true,
      payoutMinor: null,
      currency: null,
      loanAmountMinor: null,
    });
  });

  it.each<[string, Record<string, string | null>, RegExp, object]>([
    ['no click id', { click_id: null }, /click_id/, { txid: 'TX-1', status: 'approved' }],
    ['a click id that is no UUID', { click_id: 'abc' }, /click_id/, {}],
    ['a txid with a space', { txid: 'TX 1' }, /txid/, { clickId: CLICK }],
    ['a txid over 100 characters', { txid: 'x'.repeat(101) }, /txid/, {}],
    ['an unknown status', { status: 'done' }, /status/, { txid: 'TX-1', status: 'done' }],
    ['a payout with three decimals', { payout: '40.005' }, /payout/, {}],
    ['a negative payout', { payout: '-1' }, /payout/, {}],
    ['a currency of four letters', { currency: 'PLNX' }, /currency/, {}],
    ['first_loan other than 1 or 0', { first_loan: 'yes' }, /first_loan/, {}],
    ['a loan amount of zero', { amount: '0' }, /amount/, {}],
  ])('refuses %s', (_name, over, error, partial) => {
    const read = readPostbackFields(report(over));
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error).toMatch(error);
      expect(read.partial).toMatchObject(partial);
    }
  });
});

describe('minorUnits', () => {
  it.each<[unknown, number | null]>([
    ['40', 4000],
    ['40.5', 4050],
    [' 40.05 ', 4005],
    [40, 4000],
    ['999999999.99', 99_999_999_999],
    ['1e3', null],
    ['40,00', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => expect(minorUnits(value)).toBe(expected));
});
