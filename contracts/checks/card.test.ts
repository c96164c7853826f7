import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  CARD_ERRORS,
  checkCardExpiry,
  checkCardholderName,
  checkCardNumber,
  checkCvc,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
} from './card';

// Luhn worked by hand for four of them (double every second digit from the right, 2-digit results minus 9):
// 4111111111111111: doubled 1·2 × 7 + 4·2 = 14 + 8 = 22; kept 1 × 8 = 8 → 30 ✓
// 5555555555554444: kept 4 + 4 + 5 × 6 = 38; doubled 8 + 8 + (10 − 9) × 6 = 22 → 60 ✓
// 378282246310005 (from the right 5,0,0,0,1,3,6,4,2,2,8,2,8,7,3): kept 5+0+1+6+2+8+8+3 = 33;
//   doubled 0+0+6+8+4+4+(14 − 9) = 27 → 60 ✓
// 2223003122003222 (from the right 2,2,2,3,0,0,2,2,1,3,0,0,3,2,2,2): kept 2+2+0+2+1+0+3+2 = 12;
//   doubled 4+6+0+4+6+0+4+4 = 28 → 40 ✓
// The others are the networks' published test numbers; passesLuhn is checked on all of them below.

describe('passesLuhn', () => {
  it.each([
    ['4111111111111111', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['2223003122003222', true],
    ['79927398713', true],
    ['4111111111111112', false],
    ['79927398710', false],
    ['', false],
    ['4111 1111', false],
  ])('%s → %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4', 'visa'],
    ['4111 1111', 'visa'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['50', 'maestro'],
    ['5018', 'maestro'],
    ['56', 'maestro'],
    ['6304', 'maestro'],
    ['6759', 'maestro'],
    ['6762', 'maestro'],
    ['6011', 'discover'],
    ['644', 'discover'],
    ['65', 'discover'],
    ['622126', 'discover'],
    ['622925', 'discover'],
    ['622125', 'unionpay'],
    ['6200', 'unionpay'],
    ['3528', 'jcb'],
    ['3589', 'jcb'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['3095', 'diners'],
    ['36', 'diners'],
    ['38', 'diners'],
  ])('%s → %s', (prefix, brand) => {
    expect(detectCardBrand(prefix)?.id).toBe(brand);
  });

  it.each([
    ['nothing', ''],
    ['a 2 alone (Mastercard needs 2221–2720)', '22'],
    ['2220', '2220'],
    ['2721', '2721'],
    ['a 3 alone', '3'],
    ['35 without the JCB range', '3590'],
    ['306', '306'],
    ['a 1', '1234'],
    ['a 9', '9999'],
    ['60', '6000'],
  ])('knows no brand for %s', (_name, prefix) => {
    expect(detectCardBrand(prefix)).toBeNull();
  });
});

describe('checkCardNumber', () => {
  it.each([
    ['Visa', '4111111111111111', 'visa'],
    ['Visa, another', '4012888888881881', 'visa'],
    ['Visa, 13 digits', '4222222222222', 'visa'],
    ['Mastercard', '5555555555554444', 'mastercard'],
    ['Mastercard 51', '5105105105105100', 'mastercard'],
    ['Mastercard 2-series', '2223003122003222', 'mastercard'],
    ['Mastercard 2221', '2221000000000009', 'mastercard'],
    ['American Express', '378282246310005', 'amex'],
    ['American Express 34', '371449635398431', 'amex'],
    ['Discover', '6011111111111117', 'discover'],
    ['Discover, another', '6011000990139424', 'discover'],
    ['JCB', '3530111333300000', 'jcb'],
    ['JCB, another', '3566002020360505', 'jcb'],
    ['Diners Club, 14 digits', '30569309025904', 'diners'],
    ['Diners Club 36', '36227206271667', 'diners'],
    ['Maestro', '6759649826438453', 'maestro'],
    ['Maestro 50', '5018000000000009', 'maestro'],
    ['UnionPay', '6200000000000005', 'unionpay'],
  ])('accepts %s', (_name, number, brand) => {
    expect(checkCardNumber(number)).toEqual({
      ok: true,
      value: {
        number,
        brand: { id: brand, name: CARD_BRANDS[brand as keyof typeof CARD_BRANDS].name },
        last4: number.slice(-4),
      },
    });
  });

  it.each([
    ['spaces', '4111 1111 1111 1111'],
    ['dashes', '4111-1111-1111-1111'],
    ['surrounding spaces', ' 4111111111111111 '],
  ])('strips %s', (_name, input) => {
    expect(checkCardNumber(input)).toMatchObject({ ok: true, value: { number: '4111111111111111' } });
  });

  it.each([
    ['empty', '', CARD_ERRORS.number.empty],
    ['not a string', 4111111111111111, CARD_ERRORS.number.empty],
    ['letters', '4111 1111 1111 111O', CARD_ERRORS.number.notDigits],
    ['an unknown prefix', '1234567812345678', CARD_ERRORS.number.unknownBrand],
    ['a 9', '9999999999999995', CARD_ERRORS.number.unknownBrand],
    ['a Visa failing Luhn', '4111111111111112', CARD_ERRORS.number.luhn],
    ['a Mastercard failing Luhn', '5555555555554440', CARD_ERRORS.number.luhn],
    ['an Amex failing Luhn', '378282246310006', CARD_ERRORS.number.luhn],
    [
      'a Visa of 15 digits',
      '411111111111111',
      'Numer karty Visa ma 13, 16 lub 19\u00a0cyfr. Sprawdź, czy wpisano go w całości.',
    ],
    [
      'a Mastercard of 15 digits',
      '555555555555444',
      'Numer karty Mastercard ma 16\u00a0cyfr. Sprawdź, czy wpisano go w całości.',
    ],
    [
      'an Amex of 16 digits',
      '3782822463100050',
      'Numer karty American Express ma 15\u00a0cyfr. Sprawdź, czy wpisano go w całości.',
    ],
    [
      'a Maestro of 11 digits',
      '50180000000',
      'Numer karty Maestro ma od 12 do 19\u00a0cyfr. Sprawdź, czy wpisano go w całości.',
    ],
    [
      'a Diners of 15 digits',
      '305693090259041',
      'Numer karty Diners Club ma 14, 16, 17, 18 lub 19\u00a0cyfr. Sprawdź, czy wpisano go w całości.',
    ],
  ])('refuses %s', (_name, input, message) => {
    expect(checkCardNumber(input)).toEqual({ ok: false, error: message });
  });
});

describe('checkCardExpiry', () => {
  const NOW = new Date('2025-06-15T10:00:00Z');

  it.each([
    ['this month: valid to its end', '06/25', { month: 6, year: 2025 }],
    ['later this year', '12/25', { month: 12, year: 2025 }],
    ['next year', '01/26', { month: 1, year: 2026 }],
    ['without the slash', '0626', { month: 6, year: 2026 }],
    ['a one-digit month', '6/26', { month: 6, year: 2026 }],
    ['a four-digit year and spaces', '06 / 2030', { month: 6, year: 2030 }],
    ['20 years ahead', '12/45', { month: 12, year: 2045 }],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkCardExpiry(input, NOW)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty', '', CARD_ERRORS.expiry.empty],
    ['last month', '05/25', CARD_ERRORS.expiry.expired],
    ['last year', '12/24', CARD_ERRORS.expiry.expired],
    ['month 13', '13/26', CARD_ERRORS.expiry.month],
    ['month 00', '00/26', CARD_ERRORS.expiry.month],
    ['a one-digit year', '1/2', CARD_ERRORS.expiry.format],
    ['three digits', '062', CARD_ERRORS.expiry.format],
    ['letters', 'ab/cd', CARD_ERRORS.expiry.format],
    ['a dash', '06-26', CARD_ERRORS.expiry.format],
    ['21 years ahead', '01/46', CARD_ERRORS.expiry.tooFar],
  ])('refuses %s', (_name, input, message) => {
    expect(checkCardExpiry(input, NOW)).toEqual({ ok: false, error: message });
  });

  it.each([
    ['23:30 on 30 June in Poland', '2025-06-30T21:30:00Z', true],
    ['00:30 on 1 July in Poland (still 30 June in UTC)', '2025-06-30T22:30:00Z', false],
  ])('a card expiring 06/25 at %s', (_name, instant, valid) => {
    expect(checkCardExpiry('06/25', new Date(instant)).ok).toBe(valid);
  });
});

describe('checkCvc', () => {
  it.each([
    ['3 digits for Visa', '123', 'visa', '123'],
    ['4 digits for Amex', '1234', 'amex', '1234'],
    ['3 digits with no brand yet', ' 123 ', null, '123'],
  ] as const)('accepts %s', (_name, input, brand, expected) => {
    expect(checkCvc(input, brand)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty', '', 'visa', CARD_ERRORS.cvc.empty],
    ['3 digits for Amex', '123', 'amex', CARD_ERRORS.cvc.amexLength],
    ['4 digits for Visa', '1234', 'visa', CARD_ERRORS.cvc.length],
    ['2 digits', '12', 'mastercard', CARD_ERRORS.cvc.length],
    ['a letter', '12a', null, CARD_ERRORS.cvc.length],
  ] as const)('refuses %s', (_name, input, brand, message) => {
    expect(checkCvc(input, brand)).toEqual({ ok: false, error: message });
  });
});

describe('checkCardholderName', () => {
  it.each([
    ['as embossed', 'JAN KOWALSKI', 'JAN KOWALSKI'],
    ['mixed case', 'Jan Kowalski', 'Jan Kowalski'],
    ['Polish letters', 'Łukasz Żak', 'Łukasz Żak'],
    ['an apostrophe', "ANNA O'NEIL", "ANNA O'NEIL"],
    ['an initial', 'JAN K.', 'JAN K.'],
    ['a hyphen', 'ANNA-MARIA NOWAK', 'ANNA-MARIA NOWAK'],
    ['extra spaces', '  JAN   KOWALSKI ', 'JAN KOWALSKI'],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkCardholderName(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty', '', CARD_ERRORS.holder.empty],
    ['one letter', 'J', CARD_ERRORS.holder.tooShort],
    ['27 characters', 'A'.repeat(27), CARD_ERRORS.holder.tooLong],
    ['digits', 'JAN 2', CARD_ERRORS.holder.chars],
    ['Cyrillic', 'Олена Петренко', CARD_ERRORS.holder.chars],
    ['many separators then a bad character', `A${' -'.repeat(8)}!`, CARD_ERRORS.holder.chars],
  ])('refuses %s', (_name, input, message) => {
    expect(checkCardholderName(input)).toEqual({ ok: false, error: message });
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['41111111111111112345', '4111 1111 1111 1111 234'],
    ['5555555555554444', '5555 5555 5555 4444'],
    ['55555555555544449', '5555 5555 5555 4444'],
    ['3782', '3782'],
    ['37828', '3782 8'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['abc', ''],
    ['1234567890123456789012', '1234 5678 9012 3456 789'],
  ])('%s → %s', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['1', '1'],
    ['2', '02/'],
    ['9', '09/'],
    ['12', '12/'],
    ['123', '12/3'],
    ['1227', '12/27'],
    ['12275', '12/27'],
    ['12/', '12/'],
    ['12/2', '12/2'],
    ['1/', '01/'],
    ['12/2027', '12/27'],
    ['12 / 27', '12/27'],
    ['ab', ''],
  ])('typing %j → %j', (input, expected) => {
    expect(formatExpiry(input)).toBe(expected);
  });

  it.each([
    ['the slash', '12/', '12', '12'],
    ['the second month digit', '12', '1', '1'],
    ['a year digit', '12/27', '12/2', '12/2'],
    ['the slash after an auto-filled 0', '02/', '02', '02'],
  ])('backspace over %s: %j → %j gives %j', (_name, previous, input, expected) => {
    expect(formatExpiry(input, previous)).toBe(expected);
  });
});
