import { describe, expect, it } from 'vitest';
import { checkConsents, CONSENT_ERRORS, CONSENT_IDS, CONSENTS } from './consents';

describe('CONSENTS', () => {
  it('lists every consent once, terms and privacy required, marketing optional', () => {
    expect(CONSENTS.map((c) => c.id)).toEqual([...CONSENT_IDS]);
    expect(CONSENTS.map((c) => c.required)).toEqual([true, true, false]);
  });

  it.each(CONSENTS.filter((c) => c.link).map((c) => [c.id, c]))(
    'links words that are in the %s text',
    (_id, consent) => {
      expect(consent.text).toContain(consent.link?.words);
    },
  );

  it('says in the privacy consent who processes, why, to whom data goes, and that it can be withdrawn', () => {
    const privacy = CONSENTS.find((c) => c.id === 'privacy')?.text ?? '';
    for (const phrase of [
      'administrator',
      'w celu przedstawienia mi ofert pożyczek',
      'przekaże je pożyczkodawcy',
      'osobną zgodą',
      'wycofać',
    ]) {
      expect(privacy).toContain(phrase);
    }
  });
});

describe('checkConsents', () => {
  it.each([
    [
      'both required, no marketing',
      { terms: true, privacy: true, marketing: false },
      { terms: true, privacy: true, marketing: false },
    ],
    ['marketing missing means no', { terms: true, privacy: true }, { terms: true, privacy: true, marketing: false }],
    ['all three', { terms: true, privacy: true, marketing: true }, { terms: true, privacy: true, marketing: true }],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkConsents(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['nothing ticked', {}, { terms: CONSENT_ERRORS.terms, privacy: CONSENT_ERRORS.privacy }],
    ['terms missing', { privacy: true }, { terms: CONSENT_ERRORS.terms }],
    ['privacy refused', { terms: true, privacy: false }, { privacy: CONSENT_ERRORS.privacy }],
    [
      'a string instead of true',
      { terms: 'true', privacy: 'on' },
      { terms: CONSENT_ERRORS.terms, privacy: CONSENT_ERRORS.privacy },
    ],
    ['a 1 instead of true', { terms: 1, privacy: true }, { terms: CONSENT_ERRORS.terms }],
    [
      'marketing not a boolean',
      { terms: true, privacy: true, marketing: 'yes' },
      { marketing: CONSENT_ERRORS.marketing },
    ],
    ['an unknown consent', { terms: true, privacy: true, sms: true }, { body: CONSENT_ERRORS.body }],
    ['not an object', true, { terms: CONSENT_ERRORS.terms, privacy: CONSENT_ERRORS.privacy }],
    ['an array', [true, true], { terms: CONSENT_ERRORS.terms, privacy: CONSENT_ERRORS.privacy }],
    ['null', null, { terms: CONSENT_ERRORS.terms, privacy: CONSENT_ERRORS.privacy }],
  ])('refuses %s', (_name, input, errors) => {
    expect(checkConsents(input)).toEqual({ ok: false, errors });
  });

  it('does not take a consent from the prototype', () => {
    const inherited = Object.create({ terms: true, privacy: true }) as object;
    expect(checkConsents(inherited).ok).toBe(false);
  });
});
