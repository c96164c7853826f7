import { describe, expect, it } from 'vitest';
import { checkPesel, decodePesel, peselCheckDigit, PESEL_ERRORS } from './pesel';

// Every test runs on 15 June 2025, midday in Poland, unless it says otherwise.
const TODAY = new Date('2025-06-15T10:00:00Z');

// Check digits, worked by hand: weights 1,3,7,9,1,3,7,9,1,3; check = (10 − sum mod 10) mod 10.
// 44051401359: 4·1+4·3+0·7+5·9+1·1+4·3+0·7+1·9+3·1+5·3 = 101 → 9 ✓ (1944-05-14, 10th digit 5: male)
// 02270803624: 0·1+2·3+2·7+7·9+0·1+8·3+0·7+3·9+6·1+2·3 = 146 → 4 ✓ (2002-07-08, month 27 = 7 + 20; 10th digit 2:
// female)
//   (so "02270803628" has a wrong check digit: 8 ≠ 4)
// 05222512346: 0·1+5·3+2·7+2·9+2·1+5·3+1·7+2·9+3·1+4·3 = 104 → 6 ✓ (2005-02-25, 10th digit 4: female)
// 85121712340: 8·1+5·3+1·7+2·9+1·1+7·3+1·7+2·9+3·1+4·3 = 110 → 0 ✓ (1985-12-17, 10th digit 4: female)
// 92071314764: 9·1+2·3+0·7+7·9+1·1+3·3+1·7+4·9+7·1+6·3 = 156 → 4 ✓ (1992-07-13, 10th digit 6: female)
// 00222900009: 0·1+0·3+2·7+2·9+2·1+9·3+0·7+0·9+0·1+0·3 = 61 → 9 ✓ (2000-02-29, 2000 is a leap year; 10th digit 0:
// female) 04222901237: 0·1+4·3+2·7+2·9+2·1+9·3+0·7+1·9+2·1+3·3 = 93 → 7 ✓ (2004-02-29; 10th digit 3: male)
// 07261501235: 0·1+7·3+2·7+6·9+1·1+5·3+0·7+1·9+2·1+3·3 = 125 → 5 ✓ (2007-06-15: 18 exactly on TODAY; male)
// 07261601232: 0·1+7·3+2·7+6·9+1·1+6·3+0·7+1·9+2·1+3·3 = 128 → 2 ✓ (2007-06-16: 18 tomorrow)
// 00022900003: 0·1+0·3+0·7+2·9+2·1+9·3+0·7+0·9+0·1+0·3 = 47 → 3 ✓ (1900-02-29: 1900 is not a leap year)
// 90023100007: 9·1+0·3+0·7+2·9+3·1+1·3+0·7+0·9+0·1+0·3 = 33 → 7 ✓ (1990-02-31: no such day)
// 90130100004: 9·1+0·3+1·7+3·9+0·1+1·3+0·7+0·9+0·1+0·3 = 46 → 4 ✓ (month 13: no such month)
// 01410100007: 0·1+1·3+4·7+1·9+0·1+1·3+0·7+0·9+0·1+0·3 = 43 → 7 ✓ (2101-01-01, month 41 = 1 + 40: in the future)
// 86923100007: 8·1+6·3+9·7+2·9+3·1+1·3+0·7+0·9+0·1+0·3 = 113 → 7 ✓ (1886-12-31, month 92 = 12 + 80)

describe('peselCheckDigit', () => {
  it.each([
    ['4405140135', 9],
    ['0227080362', 4],
    ['8512171234', 0],
    ['0141010000', 7],
  ])('%s → %i', (firstTen, digit) => {
    expect(peselCheckDigit(firstTen)).toBe(digit);
  });
});

describe('decodePesel', () => {
  it.each([
    ['1800s: month + 80', '86923100007', { year: 1886, month: 12, day: 31 }, 'female'],
    ['1900s: month as is', '44051401359', { year: 1944, month: 5, day: 14 }, 'male'],
    ['2000s: month + 20', '02270803624', { year: 2002, month: 7, day: 8 }, 'female'],
    ['2100s: month + 40', '01410100007', { year: 2101, month: 1, day: 1 }, 'female'],
    ['2200s: month + 60', '00610100000', { year: 2200, month: 1, day: 1 }, 'female'],
  ])('%s', (_name, pesel, birthDate, sex) => {
    expect(decodePesel(pesel)).toEqual({ birthDate, sex });
  });

  it.each([
    ['31 February', '90023100007'],
    ['29 February 1900', '00022900003'],
    ['month 13', '90130100004'],
    ['month 00', '90000100000'],
    ['day 00', '90010000000'],
    ['month 33 (between the 2000s and 2100s ranges)', '90330100000'],
    ['not 11 digits', '4405140135'],
  ])('finds no date in %s', (_name, pesel) => {
    expect(decodePesel(pesel)).toBeNull();
  });
});

describe('checkPesel', () => {
  it.each([
    ['the well-known example', '44051401359', '1944-05-14', 'male'],
    ['a 2000s birth', '02270803624', '2002-07-08', 'female'],
    ['another 2000s birth', '05222512346', '2005-02-25', 'female'],
    ['a 1980s birth', '85121712340', '1985-12-17', 'female'],
    ['a 1990s birth', '92071314764', '1992-07-13', 'female'],
    ['29 February 2000', '00222900009', '2000-02-29', 'female'],
    ['exactly 18 today', '07261501235', '2007-06-15', 'male'],
  ])('accepts %s', (_name, input, birthDate, sex) => {
    expect(checkPesel(input, TODAY)).toEqual({ ok: true, value: { pesel: input, birthDate, sex } });
  });

  it.each([
    ['surrounding spaces', ' 44051401359 '],
    ['spaces between groups', '440514 01359'],
    ['no-break spaces from a PDF', '440514\u00a001359'],
    ['dashes', '44-05-14-01359'],
  ])('strips %s', (_name, input) => {
    expect(checkPesel(input, TODAY)).toMatchObject({ ok: true, value: { pesel: '44051401359' } });
  });

  it.each([
    ['empty', '', PESEL_ERRORS.empty],
    ['only spaces', '   ', PESEL_ERRORS.empty],
    ['not a string', 44051401359, PESEL_ERRORS.empty],
    ['missing', undefined, PESEL_ERRORS.empty],
    ['letters', '4405140135A', PESEL_ERRORS.notDigits],
    ['a word', 'brak', PESEL_ERRORS.notDigits],
    ['dots', '440514.01359', PESEL_ERRORS.notDigits],
    ['10 digits', '4405140135', PESEL_ERRORS.length],
    ['12 digits', '440514013590', PESEL_ERRORS.length],
    ['wrong check digit', '44051401358', PESEL_ERRORS.checksum],
    ['wrong check digit (02270803628)', '02270803628', PESEL_ERRORS.checksum],
    ['two digits swapped', '44051401395', PESEL_ERRORS.checksum],
    ['one digit mistyped', '44051491359', PESEL_ERRORS.checksum],
    ['31 February', '90023100007', PESEL_ERRORS.date],
    ['29 February 1900', '00022900003', PESEL_ERRORS.date],
    ['month 13', '90130100004', PESEL_ERRORS.date],
    ['a birth date in the future', '01410100007', PESEL_ERRORS.future],
    ['a birth in the 1800s', '86923100007', PESEL_ERRORS.tooOld],
    ['under 18 by one day', '07261601232', PESEL_ERRORS.underage],
  ])('refuses %s', (_name, input, message) => {
    expect(checkPesel(input, TODAY)).toEqual({ ok: false, error: message });
  });

  it.each([
    ['the evening before in Poland', '2025-06-14T21:30:00Z', false],
    ['after midnight in Poland while UTC is still on the day before', '2025-06-14T22:30:00Z', true],
  ])('counts the 18th birthday by the Polish date: %s', (_name, instant, adult) => {
    expect(checkPesel('07261501235', new Date(instant)).ok).toBe(adult);
  });

  it.each([
    ['27 February 2022: still 17', '2022-02-27T12:00:00Z', false],
    ['28 February 2022: 18 (art. 112 KC)', '2022-02-28T12:00:00Z', true],
  ])('a 29 February birthday in a common year, %s', (_name, instant, adult) => {
    expect(checkPesel('04222901237', new Date(instant)).ok).toBe(adult);
  });

  it('never repeats the number in a message', () => {
    for (const input of ['44051401358', '4405140135', '90023100007', '07261601232']) {
      const result = checkPesel(input, TODAY);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).not.toMatch(/\d{4}/);
    }
  });
});
