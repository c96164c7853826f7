import { describe, expect, it } from 'vitest';
import { CONSENT_ERRORS } from './checks/consents';
import { EMAIL_ERRORS } from './checks/email';
import { EMPLOYMENT_ERRORS } from './checks/employment';
import { IBAN_ERRORS } from './checks/iban';
import { ID_CARD_ERRORS } from './checks/idcard';
import { MONEY_ERRORS } from './checks/money';
import { NAME_ERRORS } from './checks/name';
import { PESEL_ERRORS } from './checks/pesel';
import { PHONE_ERRORS } from './checks/phone';
import { ADDRESS_ERRORS } from './checks/address';
import {
  LEAD_ERRORS, LEAD_FIELD_LABELS, LEAD_FIELDS, LEAD_STEPS, MAX_FIELD_CHARS, validateLead, validateStep,
  type LeadErrorKey, type LeadStepId, type NormalisedLead,
} from './lead';

const OPTS = { today: new Date('2025-06-15T10:00:00Z'), amount: { min: 100, max: 5000 }, termDays: { min: 7, max: 30 } };

/** A lead as a person types it: spaces, lower case and the other forms the checks accept. */
const TYPED = {
  amount: 1500,
  termDays: '30',
  phone: '601 234 567',
  firstName: ' Anna ',
  lastName: 'Kowalska - Nowak',
  pesel: '92071314764',
  idCard: 'aba 300000',
  email: 'Anna.Kowalska@Example.PL',
  postalCode: '00950',
  city: 'Warszawa',
  street: 'ul. Marszałkowska',
  houseNumber: '12 / 3',
  employment: 'employment_contract',
  monthlyIncome: '4 500',
  bankAccount: '61 1090 1014 0000 0712 1981 2874',
  consents: { terms: true, privacy: true, marketing: false },
};

const NORMALISED: NormalisedLead = {
  amount: 1500,
  termDays: 30,
  phone: '+48601234567',
  firstName: 'Anna',
  lastName: 'Kowalska-Nowak',
  pesel: '92071314764',
  birthDate: '1992-07-13',
  sex: 'female',
  idCard: 'ABA300000',
  email: 'Anna.Kowalska@example.pl',
  postalCode: '00-950',
  city: 'Warszawa',
  street: 'ul. Marszałkowska',
  houseNumber: '12/3',
  employment: 'employment_contract',
  monthlyIncome: 4500,
  bankAccount: 'PL61109010140000071219812874',
  consents: { terms: true, privacy: true, marketing: false },
};

describe('validateLead', () => {
  it('accepts a lead as typed and gives every value in its canonical form', () => {
    expect(validateLead(TYPED, OPTS)).toEqual({ ok: true, value: NORMALISED });
  });

  it('accepts a lead without a street (a village) and with marketing consent', () => {
    const result = validateLead({ ...TYPED, street: '', consents: { terms: true, privacy: true, marketing: true } }, OPTS);
    expect(result).toMatchObject({ ok: true, value: { street: '', consents: { marketing: true } } });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an array', [TYPED]],
    ['a string', JSON.stringify(TYPED)],
    ['a number', 1],
  ])('refuses a body that is %s', (_name, body) => {
    expect(validateLead(body, OPTS)).toEqual({ ok: false, errors: { _form: LEAD_ERRORS.body } });
  });

  it('reports every missing field at once, not only the first (the street is optional)', () => {
    expect(validateLead({}, OPTS)).toEqual({
      ok: false,
      errors: {
        amount: MONEY_ERRORS.amount.empty,
        termDays: MONEY_ERRORS.termDays.empty,
        phone: PHONE_ERRORS.empty,
        firstName: NAME_ERRORS.firstName.empty,
        lastName: NAME_ERRORS.lastName.empty,
        pesel: PESEL_ERRORS.empty,
        idCard: ID_CARD_ERRORS.empty,
        email: EMAIL_ERRORS.empty,
        postalCode: ADDRESS_ERRORS.postalCode.empty,
        city: ADDRESS_ERRORS.city.empty,
        houseNumber: ADDRESS_ERRORS.houseNumber.empty,
        employment: EMPLOYMENT_ERRORS.empty,
        monthlyIncome: MONEY_ERRORS.monthlyIncome.empty,
        bankAccount: IBAN_ERRORS.empty,
        'consents.terms': CONSENT_ERRORS.terms,
        'consents.privacy': CONSENT_ERRORS.privacy,
      },
    });
  });

  it.each([
    ['amount', 'amount', 99, 'Wybierz kwotę od 100 do 5000 zł.'],
    ['termDays', 'termDays', 31, 'Wybierz okres od 7 do 30 dni.'],
    ['phone', 'phone', '22 123 45 67', PHONE_ERRORS.notMobile],
    ['firstName', 'firstName', 'J4n', NAME_ERRORS.firstName.chars],
    ['lastName', 'lastName', 'K', NAME_ERRORS.lastName.tooShort],
    ['pesel', 'pesel', '92071314765', PESEL_ERRORS.checksum],
    ['pesel of a minor', 'pesel', '07261601232', PESEL_ERRORS.underage],
    ['idCard', 'idCard', 'ABA400000', ID_CARD_ERRORS.checksum],
    ['email', 'email', 'anna@wp', EMAIL_ERRORS.domain],
    ['postalCode', 'postalCode', '0095', ADDRESS_ERRORS.postalCode.format],
    ['city', 'city', '123', ADDRESS_ERRORS.city.chars],
    ['street', 'street', '<b>', ADDRESS_ERRORS.street.chars],
    ['houseNumber', 'houseNumber', 'brak', ADDRESS_ERRORS.houseNumber.format],
    ['employment', 'employment', 'Umowa o pracę', EMPLOYMENT_ERRORS.unknown],
    ['monthlyIncome', 'monthlyIncome', 1_000_001, MONEY_ERRORS.monthlyIncome.range({ min: 0, max: 1_000_000 })],
    ['bankAccount', 'bankAccount', 'DE89370400440532013000', IBAN_ERRORS.foreign],
    ['a number where text is expected', 'pesel', 92071314764, PESEL_ERRORS.empty],
  ] as const)('reports a bad %s under its own name only', (_name, field, bad, message) => {
    expect(validateLead({ ...TYPED, [field]: bad }, OPTS)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it.each([
    ['terms refused', { terms: false, privacy: true }, { 'consents.terms': CONSENT_ERRORS.terms }],
    ['privacy missing', { terms: true }, { 'consents.privacy': CONSENT_ERRORS.privacy }],
    ['both as strings', { terms: 'on', privacy: 'on' }, { 'consents.terms': CONSENT_ERRORS.terms, 'consents.privacy': CONSENT_ERRORS.privacy }],
    ['an unknown consent', { terms: true, privacy: true, all: true }, { _form: CONSENT_ERRORS.body }],
    ['not an object', 'yes', { 'consents.terms': CONSENT_ERRORS.terms, 'consents.privacy': CONSENT_ERRORS.privacy }],
  ])('reports consents: %s', (_name, consents, errors) => {
    expect(validateLead({ ...TYPED, consents }, OPTS)).toEqual({ ok: false, errors });
  });

  it('refuses a field the form does not have, and still reports the others', () => {
    expect(validateLead({ ...TYPED, isAdmin: true }, OPTS)).toEqual({ ok: false, errors: { _form: LEAD_ERRORS.unknownField } });
    expect(validateLead({ ...TYPED, isAdmin: true, email: 'x' }, OPTS)).toEqual({
      ok: false,
      errors: { _form: LEAD_ERRORS.unknownField, email: EMAIL_ERRORS.at },
    });
  });

  it('refuses a __proto__ key from JSON without taking values from it', () => {
    const { consents: _consents, ...rest } = TYPED;
    // JSON.parse makes "__proto__" an own key (an object literal would set the prototype instead).
    const body: unknown = JSON.parse(JSON.stringify(rest).replace(/^\{/, '{"__proto__":{"consents":{"terms":true,"privacy":true}},'));
    expect(validateLead(body, OPTS)).toEqual({
      ok: false,
      errors: { _form: LEAD_ERRORS.unknownField, 'consents.terms': CONSENT_ERRORS.terms, 'consents.privacy': CONSENT_ERRORS.privacy },
    });
  });

  it.each(['firstName', 'email', 'street', 'pesel'] as const)('refuses an over-long %s before checking it', (field) => {
    expect(validateLead({ ...TYPED, [field]: 'a'.repeat(MAX_FIELD_CHARS + 1) }, OPTS)).toEqual({ ok: false, errors: { [field]: LEAD_ERRORS.tooLong } });
  });

  it('never repeats what was typed in a message', () => {
    const typed = {
      amount: '12345', termDays: '999', phone: '22 987 65 43', firstName: 'Zbyszko7', lastName: 'Bogdaniec!', pesel: '92071314765',
      idCard: 'XYZ987654', email: 'zbyszko@bogdaniec', postalCode: '12-34', city: 'Bogdaniec1', street: 'Zamkowa<', houseNumber: 'XIV',
      employment: 'rycerz', monthlyIncome: '-5', bankAccount: 'PL00123456789012345678901234', consents: { terms: false, privacy: false, marketing: 'tak' },
    };
    const result = validateLead(typed, OPTS);
    expect(result.ok).toBe(false);
    const messages = result.ok ? '' : Object.values(result.errors).join('\n');
    for (const value of Object.values(typed)) {
      if (typeof value === 'string') expect(messages).not.toContain(value);
    }
    // Every field fails: the 15 plain ones and all three consents.
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(
      [...LEAD_FIELDS.filter((f) => f !== 'consents'), 'consents.terms', 'consents.privacy', 'consents.marketing'].sort(),
    );
  });
});

describe('LEAD_STEPS', () => {
  it('puts every field in exactly one step, in the order of the form', () => {
    expect(LEAD_STEPS.flatMap((step) => step.fields)).toEqual([...LEAD_FIELDS]);
  });

  it('has unique ids and a Polish title for each step, and a label for each field', () => {
    expect(new Set(LEAD_STEPS.map((s) => s.id)).size).toBe(LEAD_STEPS.length);
    expect(LEAD_STEPS.map((s) => s.title)).toEqual(['Kwota i okres spłaty', 'Numer telefonu', 'Dane osobowe', 'Adres i dochody', 'Numer konta', 'Zgody']);
    for (const field of LEAD_FIELDS) expect(LEAD_FIELD_LABELS[field]).toBeTruthy();
  });
});

describe('validateStep', () => {
  const errorKeysOf = (stepId: LeadStepId): LeadErrorKey[] => {
    const result = validateStep(stepId, {}, OPTS);
    return result.ok ? [] : (Object.keys(result.errors) as LeadErrorKey[]);
  };

  it.each([
    ['loan', { amount: 1500, termDays: 30 }],
    ['phone', { phone: '+48601234567' }],
    ['personal', { firstName: 'Anna', lastName: 'Kowalska-Nowak', pesel: '92071314764', birthDate: '1992-07-13', sex: 'female', idCard: 'ABA300000', email: 'Anna.Kowalska@example.pl' }],
    ['address', { postalCode: '00-950', city: 'Warszawa', street: 'ul. Marszałkowska', houseNumber: '12/3', employment: 'employment_contract', monthlyIncome: 4500 }],
    ['bank', { bankAccount: 'PL61109010140000071219812874' }],
    ['consents', { consents: { terms: true, privacy: true, marketing: false } }],
  ] as const)('passes the %s step and gives only its values', (stepId, value) => {
    expect(validateStep(stepId, TYPED, OPTS)).toEqual({ ok: true, value });
  });

  it.each([
    ['loan', ['amount', 'termDays']],
    ['phone', ['phone']],
    ['personal', ['firstName', 'lastName', 'pesel', 'idCard', 'email']],
    ['address', ['postalCode', 'city', 'houseNumber', 'employment', 'monthlyIncome']],
    ['bank', ['bankAccount']],
    ['consents', ['consents.terms', 'consents.privacy']],
  ] as const)('reports only the fields of the %s step when nothing is filled in', (stepId, keys) => {
    expect(errorKeysOf(stepId)).toEqual(keys);
  });

  it('ignores the other steps\u2019 fields, good or bad, and unknown keys', () => {
    const state = { phone: '601 234 567', pesel: 'zły', email: '', somethingElse: 1 };
    expect(validateStep('phone', state, OPTS)).toEqual({ ok: true, value: { phone: '+48601234567' } });
  });

  it('reports every failing field of the step', () => {
    expect(validateStep('personal', { ...TYPED, firstName: '', pesel: '07261601232', email: 'anna' }, OPTS)).toEqual({
      ok: false,
      errors: { firstName: NAME_ERRORS.firstName.empty, pesel: PESEL_ERRORS.underage, email: EMAIL_ERRORS.at },
    });
  });

  it('treats values that are not an object as an empty form', () => {
    expect(validateStep('bank', null, OPTS)).toEqual({ ok: false, errors: { bankAccount: IBAN_ERRORS.empty } });
  });

  it('refuses an unknown step id coming from outside the type system', () => {
    expect(validateStep('nope' as LeadStepId, TYPED, OPTS)).toEqual({ ok: false, errors: { _form: LEAD_ERRORS.body } });
  });
});
