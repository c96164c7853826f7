import { describe, expect, it } from 'vitest';
import { CONSENT_ERRORS } from '../../contracts/checks/consents';
import { PHONE_ERRORS } from '../../contracts/checks/phone';
import {
  checkPhoneForm,
  firstPhoneFormError,
  pickPhoneErrors,
  PHONE_FORM_CONSENTS,
  refusedOutcome,
} from './usePhoneForm';

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

describe('refusedOutcome', () => {
  const FALLBACK = 'Nie udało się.';
  it.each([
    [{}, { status: 'failed', message: FALLBACK, errors: null }],
    [{ message: 'Za dużo prób.' }, { status: 'failed', message: 'Za dużo prób.', errors: null }],
    [{ errors: { _form: 'Formularz wygasł.' } }, { status: 'failed', message: 'Formularz wygasł.', errors: null }],
    [{ errors: { pesel: 'nieznane pole' } }, { status: 'failed', message: FALLBACK, errors: null }],
    [{ errors: { phone: 'Zły numer.' } }, { status: 'idle', message: '', errors: { phone: 'Zły numer.' } }],
    [
      { errors: { phone: 'Zły numer.' }, message: 'Popraw.' },
      { status: 'idle', message: 'Popraw.', errors: { phone: 'Zły numer.' } },
    ],
  ])('%j leaves %j', (result, expected) => {
    expect(refusedOutcome(result, FALLBACK)).toEqual(expected);
  });
});
