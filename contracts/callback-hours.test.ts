import { describe, expect, it } from 'vitest';
import {
  callbackDeadline,
  callbackHoursText,
  callbackPromise,
  DEFAULT_CALLBACK_HOURS,
  isPolishHoliday,
  parseCallbackHours,
  type CallbackHours,
} from './callback-hours';

const hours = (raw: string): CallbackHours => {
  const parsed = parseCallbackHours(raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};
const WORKDAYS = hours(DEFAULT_CALLBACK_HOURS);

describe('CALLBACK_HOURS', () => {
  it.each([
    [undefined, [1, 2, 3, 4, 5], 540, 1020],
    ['', [1, 2, 3, 4, 5], 540, 1020],
    ['pn.–pt. 9:00–17:00', [1, 2, 3, 4, 5], 540, 1020],
    ['pn.-sob. 8:00-20:30', [1, 2, 3, 4, 5, 6], 480, 1230],
    ['sob. 10:00–14:00', [6], 600, 840],
    ['Pn.–Nd. 7:00–22:00', [1, 2, 3, 4, 5, 6, 7], 420, 1320],
  ])('reads %j', (raw, days, start, end) => {
    expect(parseCallbackHours(raw)).toEqual({ ok: true, value: { days, start, end } });
  });

  it.each([
    '9:00–17:00',
    'pt.–pn. 9:00–17:00',
    'pn.–pt. 17:00–9:00',
    'pn.–pt. 9:00–9:30',
    'pn.–pt. 9:60–17:00',
    'po.–pt. 9:00–17:00',
    'pn.–pt. 9–17',
  ])('refuses %j with a line naming the variable', (raw) => {
    const parsed = parseCallbackHours(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/^CALLBACK_HOURS must read like "pn\.–pt\. 9:00–17:00"/);
  });

  it.each([
    ['pn.–pt. 9:00–17:00', 'Oddzwonimy w dni robocze między 9:00 a 17:00.'],
    ['pn.–sob. 8:00–20:30', 'Oddzwonimy od poniedziałku do soboty między 8:00 a 20:30.'],
    ['śr. 10:00–14:00', 'Oddzwonimy w środę między 10:00 a 14:00.'],
    ['pn.–nd. 7:00–22:00', 'Oddzwonimy codziennie między 7:00 a 22:00.'],
  ])('promises %j as %j', (raw, text) => {
    expect(callbackPromise(hours(raw))).toBe(text);
  });

  it.each([
    ['pn.–pt. 9:00–17:00', 'pn.–pt. 9:00–17:00'],
    ['Pn.-Sob. 08:00-20:30', 'pn.–sob. 8:00–20:30'],
    ['śr 10:00 - 14:00', 'śr. 10:00–14:00'],
  ])('writes %j as %j', (raw, text) => expect(callbackHoursText(hours(raw))).toBe(text));
});

describe('the call-back deadline (Polish time)', () => {
  // 2026-11-27 is a Friday (CET, UTC+1); 2026-06-26 a Friday in summer time (CEST, UTC+2).
  it.each([
    ['a request in the morning: the same day, 17:00', '2026-11-24T08:30:00Z', '2026-11-24T16:00:00Z'],
    ['before the window opens: the same day', '2026-11-24T05:00:00Z', '2026-11-24T16:00:00Z'],
    ['with an hour left: still the same day', '2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z'],
    ['with less than an hour left: the next working day', '2026-11-24T15:30:00Z', '2026-11-25T16:00:00Z'],
    ['after hours: the next working day', '2026-11-24T19:00:00Z', '2026-11-25T16:00:00Z'],
    ['late on Friday: Monday', '2026-11-27T17:00:00Z', '2026-11-30T16:00:00Z'],
    ['on Saturday: Monday', '2026-11-28T10:00:00Z', '2026-11-30T16:00:00Z'],
    ['just after midnight in Warsaw (still the day before in UTC)', '2026-11-24T23:30:00Z', '2026-11-25T16:00:00Z'],
    ['in summer time the window is at UTC+2', '2026-06-26T07:00:00Z', '2026-06-26T15:00:00Z'],
    ['on 11 November (a holiday, a Wednesday): the next day', '2026-11-11T08:00:00Z', '2026-11-12T16:00:00Z'],
    [
      'over Christmas (24–26 December, then the weekend): Monday the 28th',
      '2026-12-23T16:30:00Z',
      '2026-12-28T16:00:00Z',
    ],
    ['on Easter Monday 2027 (29 March): Tuesday', '2027-03-29T08:00:00Z', '2027-03-30T15:00:00Z'],
    [
      'across the change to summer time (Friday 27 March 2026 evening): Monday at UTC+2',
      '2026-03-27T18:00:00Z',
      '2026-03-30T15:00:00Z',
    ],
  ])('%s', (_what, requested, deadline) => {
    expect(callbackDeadline(new Date(requested), WORKDAYS).toISOString()).toBe(new Date(deadline).toISOString());
  });

  it('a Saturday-only window waits for Saturday', () => {
    expect(callbackDeadline(new Date('2026-11-24T08:00:00Z'), hours('sob. 10:00–14:00')).toISOString()).toBe(
      '2026-11-28T13:00:00.000Z',
    );
  });

  it.each([
    [2026, 4, 5, false],
    [2026, 4, 6, true],
    [2026, 6, 4, true],
    [2026, 5, 3, true],
    [2024, 12, 24, false],
    [2025, 12, 24, true],
    [2026, 11, 12, false],
  ])('%i-%i-%i is a public holiday: %s', (y, m, d, holiday) => {
    expect(isPolishHoliday(y, m, d)).toBe(holiday);
  });
});
