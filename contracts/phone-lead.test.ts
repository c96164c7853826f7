import { describe, expect, it } from 'vitest';
import { CONSENT_ERRORS } from './checks/consents';
import { PHONE_ERRORS } from './checks/phone';
import { PHONE_LEAD_ERRORS, validatePhoneLead } from './phone-lead';

const CONSENTS = { terms: true, privacy: true, marketing: false };

describe('validatePhoneLead', () => {
  it.each([
    ['a typed mobile number', { phone: '601 234 567', consents: CONSENTS }, '+48601234567', false],
    [
      '+48 and marketing consent',
      { phone: '+48 512-345-678', consents: { ...CONSENTS, marketing: true } },
      '+48512345678',
      true,
    ],
    ['marketing left out', { phone: '0048790123456', consents: { terms: true, privacy: true } }, '+48790123456', false],
  ])('accepts %s', (_name, body, phone, marketing) => {
    expect(validatePhoneLead(body)).toEqual({
      ok: true,
      value: { phone, consents: { terms: true, privacy: true, marketing } },
    });
  });

  it.each([
    ['no body', null, { _form: PHONE_LEAD_ERRORS.body }],
    ['an array', [], { _form: PHONE_LEAD_ERRORS.body }],
    ['an empty phone', { phone: '', consents: CONSENTS }, { phone: PHONE_ERRORS.empty }],
    ['a landline', { phone: '22 123 45 67', consents: CONSENTS }, { phone: PHONE_ERRORS.notMobile }],
    ['a foreign number', { phone: '+49 1512 3456789', consents: CONSENTS }, { phone: PHONE_ERRORS.foreign }],
    ['8 digits', { phone: '60123456', consents: CONSENTS }, { phone: PHONE_ERRORS.length }],
    ['a phone as a number', { phone: 601234567, consents: CONSENTS }, { phone: PHONE_ERRORS.empty }],
    ['terms missing', { phone: '601234567', consents: { privacy: true } }, { 'consents.terms': CONSENT_ERRORS.terms }],
    [
      'consent as "on"',
      { phone: '601234567', consents: { terms: 'on', privacy: true } },
      { 'consents.terms': CONSENT_ERRORS.terms },
    ],
    [
      'no consents',
      { phone: '601234567' },
      { 'consents.terms': CONSENT_ERRORS.terms, 'consents.privacy': CONSENT_ERRORS.privacy },
    ],
    [
      'an unknown consent',
      { phone: '601234567', consents: { ...CONSENTS, spam: true } },
      { _form: CONSENT_ERRORS.body },
    ],
    [
      'an unknown field',
      { phone: '601234567', consents: CONSENTS, pesel: '92071314764' },
      { _form: PHONE_LEAD_ERRORS.unknownField },
    ],
  ])('refuses %s', (_name, body, errors) => {
    expect(validatePhoneLead(body)).toEqual({ ok: false, errors });
  });
});
