import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_ERRORS, checkBirthDate, formatBirthDate } from './birth-date';

// 2025-06-15 12:00 in Warsaw.
const TODAY = new Date('2025-06-15T10:00:00Z');

describe('checkBirthDate', () => {
  it.each([
    ['14.05.1990', '1990-05-14'],
    ['4.5.1990', '1990-05-04'],
    [' 14-05-1990 ', '1990-05-14'],
    ['14/05/1990', '1990-05-14'],
    ['14 05 1990', '1990-05-14'],
    ['1990-05-14', '1990-05-14'],
    ['29.02.2000', '2000-02-29'],
    // 18 on the day itself (Civil Code art. 112: at the start of the birthday).
    ['15.06.2007', '2007-06-15'],
    ['15.06.1905', '1905-06-15'],
    // Digits only, DDMMRRRR: what a numeric keypad without a dot lets a person type.
    ['14051990', '1990-05-14'],
    [' 04051944 ', '1944-05-04'],
    ['29022000', '2000-02-29'],
    ['15062007', '2007-06-15'],
    ['15061905', '1905-06-15'],
  ])('%s → %s', (input, iso) => expect(checkBirthDate(input, TODAY)).toEqual({ ok: true, value: iso }));

  it.each([
    ['', BIRTH_DATE_ERRORS.empty],
    [undefined, BIRTH_DATE_ERRORS.empty],
    [19900514, BIRTH_DATE_ERRORS.empty],
    ['14.05.90', BIRTH_DATE_ERRORS.format],
    ['maj 1990', BIRTH_DATE_ERRORS.format],
    ['1990-5-14', BIRTH_DATE_ERRORS.format],
    ['31.02.1990', BIRTH_DATE_ERRORS.date],
    ['29.02.2001', BIRTH_DATE_ERRORS.date],
    ['14.13.1990', BIRTH_DATE_ERRORS.date],
    ['16.06.2007', BIRTH_DATE_ERRORS.underage],
    ['01.01.2030', BIRTH_DATE_ERRORS.future],
    ['14.06.1904', BIRTH_DATE_ERRORS.tooOld],
    // Digits only: eight of them, day first; every other check as for a date with dots.
    ['1405199', BIRTH_DATE_ERRORS.format],
    ['140519900', BIRTH_DATE_ERRORS.format],
    ['140590', BIRTH_DATE_ERRORS.format],
    ['4051990', BIRTH_DATE_ERRORS.format],
    ['14.051990', BIRTH_DATE_ERRORS.format],
    ['1405 1990', BIRTH_DATE_ERRORS.format],
    ['31022000', BIRTH_DATE_ERRORS.date],
    ['29021900', BIRTH_DATE_ERRORS.date],
    ['00051990', BIRTH_DATE_ERRORS.date],
    ['19900514', BIRTH_DATE_ERRORS.date],
    ['16062007', BIRTH_DATE_ERRORS.underage],
    ['01012030', BIRTH_DATE_ERRORS.future],
    ['14061904', BIRTH_DATE_ERRORS.tooOld],
  ])('%j → %s', (input, message) => expect(checkBirthDate(input, TODAY)).toEqual({ ok: false, error: message }));

  it('writes an ISO date back the Polish way', () => expect(formatBirthDate('1990-05-04')).toBe('04.05.1990'));
});
