import { describe, expect, it } from 'vitest';
import { checkIdCard, hasValidIdCardCheckDigit, ID_CARD_ERRORS } from './idcard';

// Check digits, worked by hand: letters A=10 … Z=35; the 4th character is the check digit and equals
// (7·c1 + 3·c2 + 1·c3 + 7·c5 + 3·c6 + 1·c7 + 7·c8 + 3·c9) mod 10 (the same as weights 7,3,1,9,7,3,1,7,3 summing to 0 mod 10).
// ABA300000: A10·7 + B11·3 + A10·1 + 0 + 0 + 0 + 0 + 0 = 70 + 33 + 10 = 113 → 3 ✓ (the standard test number)
// AYZ834567: A10·7 + Y34·3 + Z35·1 + 3·7 + 4·3 + 5·1 + 6·7 + 7·3 = 70+102+35+21+12+5+42+21 = 308 → 8 ✓
// CAD612345: C12·7 + A10·3 + D13·1 + 1·7 + 2·3 + 3·1 + 4·7 + 5·3 = 84+30+13+7+6+3+28+15 = 186 → 6 ✓
// ZZZ499999: Z35·7 + Z35·3 + Z35·1 + 9·7 + 9·3 + 9·1 + 9·7 + 9·3 = 245+105+35+63+27+9+63+27 = 574 → 4 ✓
// DEF504821: D13·7 + E14·3 + F15·1 + 0·7 + 4·3 + 8·1 + 2·7 + 1·3 = 91+42+15+0+12+8+14+3 = 185 → 5 ✓
// WAR910203: W32·7 + A10·3 + R27·1 + 1·7 + 0·3 + 2·1 + 0·7 + 3·3 = 224+30+27+7+0+2+0+9 = 299 → 9 ✓

describe('hasValidIdCardCheckDigit', () => {
  it.each([
    ['ABA300000', true],
    ['AYZ834567', true],
    ['CAD612345', true],
    ['ZZZ499999', true],
    ['DEF504821', true],
    ['WAR910203', true],
    ['ABA400000', false],
    ['ABB300000', false],
  ])('%s → %s', (idCard, valid) => {
    expect(hasValidIdCardCheckDigit(idCard)).toBe(valid);
  });
});

describe('checkIdCard', () => {
  it.each([
    ['the standard example', 'ABA300000', 'ABA300000'],
    ['lower case', 'aba300000', 'ABA300000'],
    ['mixed case', 'AyZ834567', 'AYZ834567'],
    ['a space after the series', 'CAD 612345', 'CAD612345'],
    ['surrounding spaces', '  ZZZ499999 ', 'ZZZ499999'],
    ['a no-break space after the series', 'DEF\u00a0504821', 'DEF504821'],
    ['two spaces after the series', 'WAR  910203', 'WAR910203'],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkIdCard(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty', '', ID_CARD_ERRORS.empty],
    ['not a string', 300000, ID_CARD_ERRORS.empty],
    ['a wrong check digit', 'ABA400000', ID_CARD_ERRORS.checksum],
    ['a mistyped series letter', 'ABB300000', ID_CARD_ERRORS.checksum],
    ['two digits swapped', 'AYZ834576', ID_CARD_ERRORS.checksum],
    ['two letters', 'AB3000001', ID_CARD_ERRORS.format],
    ['four letters', 'ABCD30000', ID_CARD_ERRORS.format],
    ['five digits', 'ABA30000', ID_CARD_ERRORS.format],
    ['seven digits', 'ABA3000000', ID_CARD_ERRORS.format],
    ['a Polish letter in the series', 'ĄBA300000', ID_CARD_ERRORS.format],
    ['a space inside the digits', 'ABA 300 000', ID_CARD_ERRORS.format],
    ['a dash', 'ABA-300000', ID_CARD_ERRORS.format],
    ['digits first', '300000ABA', ID_CARD_ERRORS.format],
  ])('refuses %s', (_name, input, message) => {
    expect(checkIdCard(input)).toEqual({ ok: false, error: message });
  });
});
