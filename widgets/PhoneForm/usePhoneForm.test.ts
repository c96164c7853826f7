import { describe, expect, it } from 'vitest';
import { CONSENT_ERRORS } from '../../contracts/checks/consents';
import { PHONE_ERRORS } from '../../contracts/checks/phone';
import { checkPhoneForm, firstPhoneFormError, pickPhoneErrors, PHONE_FORM_CONSENTS } from './usePhoneForm';

const YES = { terms: true, privacy: true, marketing: false };
const NO = { terms: false, privacy: false, marketing: false };

describe('checkPhoneForm', () => {
  it.each([
    ['601 234 567', YES, { ok: true, body: { phone: '+48601234567', consents: YES } }],
    ['+48 601-234-567', YES, { ok: true, body: { phone: '+48601234567', consents: YES } }],
    ['', YES, { ok: false, errors: { phone: PHONE_ERRORS.empty } }],
    ['22 123 45 67', YES, { ok: false, errors: { phone: PHONE_ERRORS.notMobile } }],
    [
      '601 234 567',
      NO,
      { ok: false, errors: { 'consents.terms': CONSENT_ERRORS.terms, 'consents.privacy': CONSENT_ERRORS.privacy } },
    ],
    [
      '',
      { ...YES, privacy: false },
      { ok: false, errors: { phone: PHONE_ERRORS.empty, 'consents.privacy': CONSENT_ERRORS.privacy } },
    ],
  ])('%j with %j', (phone, consents, expected) => {
    expect(checkPhoneForm({ phone, consents })).toEqual(expected);
  });

  it('asks only for the required consents', () => {
    expect(PHONE_FORM_CONSENTS.map((c) => c.id)).toEqual(['terms', 'privacy']);
  });
});

describe('pickPhoneErrors', () => {
  it.each([
    [{ phone: 'Zajęty.' }, { phone: 'Zajęty.' }],
    [{ 'consents.terms': 'Zaznacz.' }, { 'consents.terms': 'Zaznacz.' }],
    [{ privacy: 'Zaznacz.' }, { 'consents.privacy': 'Zaznacz.' }],
    [{ _form: 'Odśwież.' }, { _form: 'Odśwież.' }],
    [{ pesel: 'x', phone: 3, marketing: 'x' }, {}],
    [undefined, {}],
  ])('%j → %j', (input, expected) => {
    expect(pickPhoneErrors(input as Record<string, unknown> | undefined)).toEqual(expected);
  });

  it('finds the first error in the order of the fields', () => {
    expect(firstPhoneFormError({ 'consents.privacy': 'x', phone: 'y' })).toBe('phone');
    expect(firstPhoneFormError({ _form: 'x' })).toBeNull();
  });
});
