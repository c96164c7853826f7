import { describe, expect, it } from 'vitest';
import { CARD_ERRORS } from '../../contracts/checks/card';
import {
  acceptedCardLine,
  brandName,
  checkCardField,
  checkCardForm,
  cvcLength,
  formatTokenExpiry,
  maskCvc,
  maskExpiry,
  maskNumber,
} from './useCreditCardForm';

const NOW = new Date('2025-06-15T10:00:00Z');
const VALID = { number: '4111 1111 1111 1111', expiry: '08/27', cvc: '123', holder: 'Anna Kowalska' };

describe('masks', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['378282246310005', '3782 822463 10005'],
    ['55555555555544449999', '5555 5555 5555 4444'],
    ['', ''],
  ])('number %j → %j', (input, expected) => {
    expect(maskNumber(input)).toBe(expected);
  });

  it.each([
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['2', '', '02/'],
    ['12/', '12/2', '12/'],
    ['12', '12/', '12'],
    ['12/2027', '', '12/27'],
  ])('expiry %j after %j → %j', (input, previous, expected) => {
    expect(maskExpiry(input, previous)).toBe(expected);
  });

  it.each([
    ['12a3', 'visa', '123'],
    ['12345', 'visa', '123'],
    ['12345', 'amex', '1234'],
    ['1234', null, '123'],
  ] as const)('cvc %j for %s → %j', (input, brand, expected) => {
    expect(maskCvc(input, brand)).toBe(expected);
    expect(cvcLength(brand)).toBe(expected.length);
  });
});

describe('checks', () => {
  it.each([
    ['number', { number: '4111 1111 1111 1112' }, CARD_ERRORS.number.luhn],
    ['number', { number: '' }, CARD_ERRORS.number.empty],
    ['expiry', { expiry: '05/25' }, CARD_ERRORS.expiry.expired],
    ['expiry', { expiry: '13/27' }, CARD_ERRORS.expiry.month],
    ['expiry', { expiry: '06/25' }, null],
    ['cvc', { cvc: '123', number: '3782 822463 10005' }, CARD_ERRORS.cvc.amexLength],
    ['cvc', { cvc: '1234', number: '3782 822463 10005' }, null],
    ['holder', { holder: 'A' }, CARD_ERRORS.holder.tooShort],
    ['holder', { holder: 'Anna 3' }, CARD_ERRORS.holder.chars],
    ['holder', { holder: 'Anna Kowalska' }, null],
  ] as const)('%s with %j → %j', (field, change, expected) => {
    expect(checkCardField(field, { ...VALID, ...change }, NOW)).toBe(expected);
  });

  it('gives the tokenizer digits, month and four-digit year', () => {
    expect(checkCardForm(VALID, NOW)).toEqual({
      ok: true,
      card: { number: '4111111111111111', expMonth: 8, expYear: 2027, cvc: '123', holder: 'Anna Kowalska' },
    });
  });

  it('reports every failing field', () => {
    const checked = checkCardForm({ number: '', expiry: '', cvc: '', holder: '' }, NOW);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual(['number', 'expiry', 'cvc', 'holder']);
  });

  it('writes a token’s card for people', () => {
    expect(formatTokenExpiry(8, 2027)).toBe('08/27');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('unknown')).toBe('Karta');
  });
});

describe('acceptedCardLine', () => {
  it.each([
    [{ brand: 'visa', last4: '1234' }, 'Visa, końcówka numeru 1234'],
    [{ brand: 'visa' }, 'Visa'],
    [{ last4: '0005' }, 'końcówka numeru 0005'],
    [{ brand: 'unknown', last4: '9' }, 'Karta, końcówka numeru 9'],
    [{}, ''],
  ])('%j reads %j', (token, line) => {
    expect(acceptedCardLine(token)).toBe(line);
  });
});
