import { describe, expect, it } from 'vitest';
import { parseCallbackHours } from '../../contracts/callback-hours';
import { auditJson, maskDigits, maskEmail } from '../audit/audit';
import {
  CALLBACK_STATES,
  isOverdue,
  nextCallbackStates,
  phoneSearchForm,
  waitedText,
  type CallbackState,
} from './callbacks';

const HOURS = (() => {
  const parsed = parseCallbackHours(undefined);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
})();

describe('call-back request states', () => {
  it.each([
    ['new', ['called', 'no_answer']],
    ['no_answer', ['called', 'no_answer', 'done']],
    ['called', ['done']],
    ['done', []],
  ] as [CallbackState, CallbackState[]][])('from %s: %j', (from, to) => {
    expect(nextCallbackStates(from)).toEqual(to);
  });

  it('never leads back to new, and every state is reachable from new', () => {
    for (const state of CALLBACK_STATES) expect(nextCallbackStates(state)).not.toContain('new');
    const seen = new Set<CallbackState>(['new']);
    for (let i = 0; i < 3; i++) for (const state of [...seen]) nextCallbackStates(state).forEach((s) => seen.add(s));
    expect([...seen].sort()).toEqual([...CALLBACK_STATES].sort());
  });

  it.each([
    [0, '0\u00a0minut'],
    [60_000, '1\u00a0minuta'],
    [2 * 60_000, '2\u00a0minuty'],
    [5 * 60_000, '5\u00a0minut'],
    [22 * 60_000, '22\u00a0minuty'],
    [59 * 60_000 + 59_000, '59\u00a0minut'],
    [60 * 60_000, '1\u00a0godzina'],
    [3 * 3_600_000, '3\u00a0godziny'],
    [5 * 3_600_000, '5\u00a0godzin'],
    [23 * 3_600_000, '23\u00a0godziny'],
    [24 * 3_600_000, '1\u00a0dzień'],
    [2 * 86_400_000, '2\u00a0dni'],
    [-5_000, '0\u00a0minut'],
  ])('waited %i ms: %s', (ms, text) => expect(waitedText(ms)).toBe(text));

  it.each([
    // Tuesday 9:30 Warsaw (8:30 UTC): due at 17:00 the same day (16:00 UTC).
    ['2026-11-24T08:30:00Z', 'new', '2026-11-24T15:59:00Z', false],
    ['2026-11-24T08:30:00Z', 'new', '2026-11-24T16:01:00Z', true],
    ['2026-11-24T08:30:00Z', 'no_answer', '2026-11-24T16:01:00Z', true],
    // Once someone has spoken to the caller, the promise is kept whatever the time.
    ['2026-11-24T08:30:00Z', 'called', '2026-11-30T00:00:00Z', false],
    ['2026-11-24T08:30:00Z', 'done', '2026-11-30T00:00:00Z', false],
    // Friday evening: due on Monday.
    ['2026-11-27T18:00:00Z', 'new', '2026-11-30T15:00:00Z', false],
  ] as [string, CallbackState, string, boolean][])(
    'made %s, %s, at %s: past the promise %s',
    (made, state, now, overdue) => {
      expect(isOverdue(made, state, new Date(now), HOURS)).toBe(overdue);
    },
  );

  it.each([
    ['601 234 567', '+48601234567'],
    ['601-234-567', '+48601234567'],
    ['+48 601 234 567', '+48601234567'],
    ['0048601234567', '+48601234567'],
    ['anna@example.pl', 'anna@example.pl'],
  ])('searches %j as %j', (term, stored) => expect(phoneSearchForm(term)).toBe(stored));
});

describe('the audit trail masks personal data', () => {
  it.each([
    ['anna.kowalska@example.pl', 'a***@example.pl'],
    ['x', '***'],
  ])('e-mail %j → %j', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it.each([
    ['+48 601 234 567', '***567'],
    ['12', '***'],
  ])('number %j → %j', (text, masked) => expect(maskDigits(text)).toBe(masked));

  it.each([
    [undefined, null],
    [null, null],
    [{ state: 'new' }, '{"state":"new"}'],
    [
      {
        phone: '+48601234567',
        email: 'jan@example.pl',
        pesel: '90051412345',
        birth_date: '1990-05-14',
        city: 'Kraków',
      },
      '{"phone":"***567","email":"j***@example.pl","pesel":"***","birth_date":"***","city":"***"}',
    ],
    [{ lead: { phone_number: 601234567 } }, '{"lead":{"phone_number":"***567"}}'],
    [{ note: 'tel. 601 234 567 lub jan@example.pl' }, '{"note":"tel. ***567 lub j***@example.pl"}'],
    // Ids and dates are not phone numbers.
    [
      { id: '123e4567-e89b-42d3-a456-426614174000', at: '2026-11-28T10:00:00.000Z', payout: 123456789 },
      '{"id":"123e4567-e89b-42d3-a456-426614174000","at":"2026-11-28T10:00:00.000Z","payout":123456789}',
    ],
    [['a@b.pl', 'x'], '["a***@b.pl","x"]'],
  ])('%j is stored as %j', (value, stored) => expect(auditJson(value)).toBe(stored));
});
