import { describe, expect, it } from 'vitest';
import { ageOn, compareDates, daysInMonth, isRealDate, toIsoDate, warsawDate, type CalendarDate } from './calendar';

const d = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

describe('warsawDate', () => {
  it.each([
    ['midday UTC', '2025-06-15T12:00:00Z', '2025-06-15'],
    ['late evening UTC in summer (CEST, UTC+2) is already tomorrow', '2025-06-14T22:30:00Z', '2025-06-15'],
    ['21:59 UTC in summer is still today', '2025-06-14T21:59:00Z', '2025-06-14'],
    ['late evening UTC in winter (CET, UTC+1)', '2025-01-14T23:30:00Z', '2025-01-15'],
    ['22:59 UTC in winter is still today', '2025-01-14T22:59:00Z', '2025-01-14'],
    ['new year in Warsaw before UTC', '2024-12-31T23:00:00Z', '2025-01-01'],
  ])('%s', (_name, instant, expected) => {
    expect(toIsoDate(warsawDate(new Date(instant)))).toBe(expected);
  });

  it('refuses an invalid Date instead of guessing', () => {
    expect(() => warsawDate(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('isRealDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2025-02-31', false],
    ['2025-04-31', false],
    ['2025-12-31', true],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
  ])('%s → %s', (iso, expected) => {
    expect(isRealDate(d(iso))).toBe(expected);
  });

  it('counts the days of February', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2025, 2), daysInMonth(2100, 2), daysInMonth(2400, 2)]).toEqual([
      29, 28, 28, 29,
    ]);
  });
});

describe('ageOn', () => {
  it.each([
    ['the day before the 18th birthday', '2007-06-15', '2025-06-14', 17],
    ['on the 18th birthday', '2007-06-15', '2025-06-15', 18],
    ['the day after', '2007-06-15', '2025-06-16', 18],
    ['a month before the birthday', '2007-06-15', '2025-05-20', 17],
    ['29 February, on 27 February of a common year', '2004-02-29', '2022-02-27', 17],
    ['29 February, on 28 February of a common year (art. 112 KC)', '2004-02-29', '2022-02-28', 18],
    ['29 February, on 28 February of a leap year is still the day before', '2004-02-29', '2024-02-28', 19],
    ['29 February, on 29 February of a leap year', '2004-02-29', '2024-02-29', 20],
  ])('%s', (_name, birth, today, age) => {
    expect(ageOn(d(birth), d(today))).toBe(age);
  });

  it('orders dates', () => {
    expect(compareDates(d('2025-01-02'), d('2025-01-01'))).toBeGreaterThan(0);
    expect(compareDates(d('2025-01-01'), d('2025-01-01'))).toBe(0);
    expect(compareDates(d('2024-12-31'), d('2025-01-01'))).toBeLessThan(0);
  });
});
