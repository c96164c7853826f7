import { describe, expect, it } from 'vitest';
import { parseCommand } from './event-command';

const LEAD = '3f2b8c1e-9a4d-4e6b-8f00-1234567890ab';

describe('parseCommand: what partners push into window.przelewik', () => {
  it.each([
    [
      ['consent', { analytics: true, marketing: false }],
      { kind: 'consent', consent: { analytics: true, marketing: false } },
    ],
    [['consent', true], { kind: 'consent', consent: { analytics: true, marketing: true } }],
    [['consent', 'none'], { kind: 'consent', consent: { analytics: false, marketing: false } }],
    [['consent', { marketing: true }], { kind: 'consent', consent: { analytics: false, marketing: true } }],
    [['event', 'cta_click'], { kind: 'event', name: 'cta_click', props: {} }],
    [['event', 'cta_click', null], { kind: 'event', name: 'cta_click', props: {} }],
    [
      ['event', 'offer_click', { offer_id: 7, place: 'sidebar', first: true, note: null }],
      { kind: 'event', name: 'offer_click', props: { offer_id: 7, place: 'sidebar', first: true, note: null } },
    ],
    [['lead', LEAD], { kind: 'lead', leadId: LEAD }],
    [['lead', LEAD.replace(/-/g, '').toUpperCase()], { kind: 'lead', leadId: LEAD }],
  ])('%j is accepted', (raw, expected) => {
    expect(parseCommand(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [undefined, 'not undefined'],
    ['consent', 'not string'],
    [{ 0: 'consent' }, 'not object'],
    [[], 'not an array'],
    [[42], 'not an array'],
    [['consnet', true], "unknown command 'consnet'"],
    [['consent'], "'consent' needs"],
    [['consent', 'yes'], "'consent' needs"],
    [['consent', { analytics: 'true' }], "'consent' needs"],
    [['event'], "'event' needs"],
    [['event', 'Page View'], "'event' needs"],
    [['event', 'x'.repeat(65)], "'event' needs"],
    [['event', 'call_600100200'], "'event' name looks like personal data"],
    [['event', 'call600100200'], "'event' name looks like personal data"],
    [['event', 'lead_44051401359', { step: 2 }], "'event' name looks like personal data"],
    [['event', 'click', 'props'], 'props must be an object, not string'],
    [['event', 'click', [1]], 'props must be an object, not an array'],
    [['event', 'click', { nested: { a: 1 } }], 'prop "nested" must be a string, number, boolean or null'],
    [['event', 'click', { n: Number.NaN }], 'prop "n" must be a finite number'],
    [['event', 'click', { 'bad key': 1 }], 'prop "bad key" is not allowed'],
    [['event', 'click', { utm_source: 'spoof' }], 'prop "utm_source" is not allowed'],
    [['event', 'click', { session_id: 'spoof' }], 'prop "session_id" is not allowed'],
    [['event', 'click', { event: 'other' }], 'prop "event" is not allowed'],
    [['event', 'click', { phone: '+48 600 100 200' }], 'looks like personal data'],
    [['event', 'click', { pesel: '44051401359' }], 'looks like personal data'],
    [['event', 'click', { email: 'a@b.pl' }], 'looks like personal data'],
    [['event', 'click', { note: 'call 600100200' }], 'looks like personal data'],
    [['event', 'click', { note: 'jan@kowalski.pl' }], 'looks like personal data'],
    [['event', 'click', { note: 'x'.repeat(501) }], 'longer than 500'],
    [['event', 'click', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]))], 'at most 20 props'],
    [['lead', 'not-a-uuid'], "'lead' needs a UUID v4"],
    [['lead', 42], "'lead' needs a UUID v4"],
  ])('%j is refused (%s)', (raw, reason) => {
    const result = parseCommand(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
    // A refusal never repeats personal data (the warning goes to the console).
    if (!result.ok) expect(result.error).not.toMatch(/600100200|44051401359/);
  });
});
