import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_KEY,
  CONSENT_OPEN_EVENT,
  CONSENT_REVISION,
  cookiesByCategory,
  makeConsent,
  openCookieSettings,
  parseConsent,
  readConsent,
  serializeConsent,
  writeConsent,
  type ConsentChoice,
} from './useCookieConsent';

const AT = '2026-11-01T10:00:00.000Z';
const valid: ConsentChoice = { revision: 1, necessary: true, analytics: true, marketing: false, at: AT };
const json = (value: unknown) => JSON.stringify(value);

describe('parseConsent', () => {
  it.each<[string, string | null, number, ConsentChoice | null]>([
    ['missing', null, 1, null],
    ['empty string', '', 1, null],
    ['malformed JSON', '{"revision":1,', 1, null],
    ['a bare string', json('yes'), 1, null],
    ['an array', json([valid]), 1, null],
    ['null', 'null', 1, null],
    ['revision as text', json({ ...valid, revision: '1' }), 1, null],
    ['fractional revision', json({ ...valid, revision: 1.5 }), 1, null],
    ['necessary false', json({ ...valid, necessary: false }), 1, null],
    ['analytics as text', json({ ...valid, analytics: 'true' }), 1, null],
    ['marketing missing', json({ revision: 1, necessary: true, analytics: true, at: AT }), 1, null],
    ['date not a string', json({ ...valid, at: 1_700_000_000_000 }), 1, null],
    ['date not a date', json({ ...valid, at: 'wczoraj' }), 1, null],
    ['older revision', json(valid), 2, null],
    ['valid', json(valid), 1, valid],
    ['valid, all off', json({ ...valid, analytics: false }), 1, { ...valid, analytics: false }],
    ['newer revision than the page knows', json({ ...valid, revision: 3 }), 2, { ...valid, revision: 3 }],
    ['extra fields dropped', json({ ...valid, extra: 'x' }), 1, valid],
  ])('%s', (_name, raw, revision, expected) => {
    expect(parseConsent(raw, revision)).toEqual(expected);
  });

  it('uses CONSENT_REVISION by default', () => {
    expect(CONSENT_REVISION).toBe(3);
    expect(parseConsent(json({ ...valid, revision: 3 }))).toEqual({ ...valid, revision: 3 });
    // A choice made against an older list (revision 1: fgPro and push elsewhere; 2: the services' own cookies unnamed)
    // is asked again.
    expect(parseConsent(json(valid))).toBeNull();
    expect(parseConsent(json({ ...valid, revision: 2 }))).toBeNull();
  });

  it.each([
    ['a day later', '2026-11-02T10:00:00.000Z', true],
    ['364 days later', '2027-10-31T10:00:00.000Z', true],
    ['more than 12 months later', '2027-11-02T10:00:00.000Z', false],
  ])('asks again after 12 months: %s', (_name, now, kept) => {
    expect(parseConsent(json(valid), 1, new Date(now)) !== null).toBe(kept);
  });
});

describe('serializeConsent and makeConsent', () => {
  it('writes exactly the five fields, in order, and reads back the same', () => {
    const choice = makeConsent({ analytics: false, marketing: true }, 1, new Date(AT));
    expect(serializeConsent(choice)).toBe(
      '{"revision":1,"necessary":true,"analytics":false,"marketing":true,"at":"2026-11-01T10:00:00.000Z"}',
    );
    expect(parseConsent(serializeConsent(choice), 1)).toEqual(choice);
  });
});

describe('storage access', () => {
  const throwing = {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };

  it('reads and writes under CONSENT_KEY', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const choice = makeConsent({ analytics: true, marketing: true }, 1, new Date(AT));
    expect(writeConsent(storage, choice)).toBe(true);
    expect(data.get(CONSENT_KEY)).toBe(serializeConsent(choice));
    expect(readConsent(storage, 1)).toEqual(choice);
  });

  it('treats a throwing or missing storage as no stored choice and a failed write', () => {
    expect(readConsent(throwing, 1)).toBeNull();
    expect(writeConsent(throwing, makeConsent({ analytics: true, marketing: false }, 1, new Date(AT)))).toBe(false);
    expect(readConsent(null, 1)).toBeNull();
    expect(writeConsent(null, makeConsent({ analytics: true, marketing: false }, 1, new Date(AT)))).toBe(false);
  });
});

describe('cookiesByCategory', () => {
  it('groups names in table order without repeats', () => {
    expect(
      cookiesByCategory([
        { name: 'sbjs_current', category: 'marketing' },
        { name: 'przelewik_consent', category: 'necessary' },
        { name: 'AMP_*', category: 'analytics' },
        { name: 'sbjs_first', category: 'marketing' },
        { name: 'sbjs_current', category: 'marketing' },
      ]),
    ).toEqual({ necessary: ['przelewik_consent'], analytics: ['AMP_*'], marketing: ['sbjs_current', 'sbjs_first'] });
  });
});

describe('openCookieSettings', () => {
  it('dispatches the open event on the given target, and does nothing without a window', () => {
    const target = new EventTarget();
    const heard = vi.fn();
    target.addEventListener(CONSENT_OPEN_EVENT, heard);
    openCookieSettings(target);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(() => openCookieSettings()).not.toThrow();
  });
});
