import { describe, expect, it } from 'vitest';
import {
  allows,
  isWithdrawal,
  makeConsent,
  parseConsent,
  parseConsentInput,
  parseStoredConsent,
  serializeConsent,
  CONSENT_MAX_AGE_MS,
  CONSENT_REVISION,
} from './consent';

describe('parseConsentInput', () => {
  it.each([
    [true, { analytics: true, marketing: true }],
    ['all', { analytics: true, marketing: true }],
    [false, { analytics: false, marketing: false }],
    ['none', { analytics: false, marketing: false }],
    [{ analytics: true }, { analytics: true, marketing: false }],
    [
      { analytics: false, marketing: true, revision: 1, necessary: true },
      { analytics: false, marketing: true },
    ],
    [{}, { analytics: false, marketing: false }],
    [{ analytics: 'yes' }, undefined],
    [{ marketing: 1 }, undefined],
    ['yes', undefined],
    [null, undefined],
    [undefined, undefined],
    [[true], undefined],
    [1, undefined],
  ])('%j → %j', (input, expected) => {
    expect(parseConsentInput(input)).toEqual(expected);
  });
});

describe('allows', () => {
  it.each([
    ['none', { analytics: false, marketing: false }, true],
    ['analytics', { analytics: false, marketing: true }, false],
    ['analytics', { analytics: true, marketing: false }, true],
    ['marketing', { analytics: true, marketing: false }, false],
    ['marketing', { analytics: false, marketing: true }, true],
  ] as const)('%s under %j → %s', (need, state, expected) => {
    expect(allows(state, need)).toBe(expected);
  });
});

describe('parseStoredConsent: the widget’s stored choice as the loader reads it', () => {
  const NOW = Date.UTC(2026, 10, 22, 12);
  const choice = (fields: Record<string, unknown>) =>
    JSON.stringify({
      revision: 1,
      necessary: true,
      analytics: true,
      marketing: false,
      at: '2026-11-01T10:00:00.000Z',
      ...fields,
    });
  it.each([
    [choice({}), { analytics: true, marketing: false }],
    [choice({ revision: 2, marketing: true }), { analytics: true, marketing: true }],
    [choice({ revision: 0 }), undefined],
    [choice({ revision: 1.5 }), undefined],
    [choice({ necessary: false }), undefined],
    [choice({ analytics: 'true' }), undefined],
    [choice({ at: 'wczoraj' }), undefined],
    [choice({ at: '2025-11-21T11:59:59.000Z' }), undefined],
    [choice({ at: '2025-11-23T12:00:00.000Z' }), { analytics: true, marketing: false }],
    ['[true]', undefined],
    ['{"analytics":', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %j', (raw, expected) => {
    expect(parseStoredConsent(raw, NOW, 1)).toEqual(expected);
  });

  it('asks again by default for a choice made against an older cookie list (CONSENT_REVISION)', () => {
    expect(parseStoredConsent(choice({ revision: CONSENT_REVISION - 1 }), NOW)).toBeUndefined();
    expect(parseStoredConsent(choice({ revision: CONSENT_REVISION }), NOW)).toEqual({
      analytics: true,
      marketing: false,
    });
  });
});

describe('the stored choice: makeConsent and serializeConsent write it, parseConsent reads it (widget and loader alike)', () => {
  const AT = new Date('2026-11-01T10:00:00.000Z');
  it.each([
    [{ analytics: true, marketing: false }],
    [{ analytics: false, marketing: true }],
    [{ analytics: false, marketing: false }],
  ])('round-trips %j', (picks) => {
    const choice = makeConsent(picks, CONSENT_REVISION, AT);
    const raw = serializeConsent(choice);
    expect(JSON.parse(raw)).toEqual({ revision: CONSENT_REVISION, necessary: true, ...picks, at: AT.toISOString() });
    expect(parseConsent(raw)).toEqual(choice);
    expect(parseStoredConsent(raw, AT.getTime())).toEqual(picks);
  });

  it('reads a choice up to CONSENT_MAX_AGE_MS old, given the time as a Date or in milliseconds', () => {
    const raw = serializeConsent(makeConsent({ analytics: true, marketing: true }, CONSENT_REVISION, AT));
    for (const now of [AT.getTime() + CONSENT_MAX_AGE_MS, new Date(AT.getTime() + CONSENT_MAX_AGE_MS)])
      expect(parseConsent(raw, CONSENT_REVISION, now)).not.toBeNull();
    for (const now of [AT.getTime() + CONSENT_MAX_AGE_MS + 1, new Date(AT.getTime() + CONSENT_MAX_AGE_MS + 1)])
      expect(parseConsent(raw, CONSENT_REVISION, now)).toBeNull();
    expect(parseConsent(raw, CONSENT_REVISION + 1)).toBeNull();
  });

  it('keeps only its own fields', () => {
    const raw = JSON.stringify({
      revision: CONSENT_REVISION,
      necessary: true,
      analytics: true,
      marketing: false,
      at: AT.toISOString(),
      extra: 'x',
    });
    expect(parseConsent(raw)).toEqual(makeConsent({ analytics: true, marketing: false }, CONSENT_REVISION, AT));
  });
});

describe('isWithdrawal', () => {
  const s = (analytics: boolean, marketing: boolean) => ({ analytics, marketing });
  it.each([
    [s(false, false), s(true, true), false],
    [s(true, true), s(true, true), false],
    [s(true, true), s(true, false), true],
    [s(true, false), s(false, true), true],
    [s(false, true), s(false, false), true],
    [s(false, false), s(false, false), false],
  ])('%j → %j: %s', (previous, next, expected) => {
    expect(isWithdrawal(previous, next)).toBe(expected);
  });
});
