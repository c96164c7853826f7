import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_ERRORS } from './checks/birth-date';
import { CONSENT_ERRORS } from './checks/consents';
import { EMAIL_ERRORS } from './checks/email';
import { MONEY_ERRORS } from './checks/money';
import { PHONE_ERRORS } from './checks/phone';
import {
  LEAD_ERRORS,
  LEAD_FIELD_LABELS,
  LEAD_FIELDS,
  LEAD_STEPS,
  MAX_FIELD_CHARS,
  RETIRED_FIELDS,
  validateLead,
  validateStep,
  type LeadErrorKey,
  type LeadStepId,
  type NormalisedLead,
} from './lead';

const OPTS = {
  today: new Date('2025-06-15T10:00:00Z'),
  amount: { min: 100, max: 25000 },
  termDays: { min: 5, max: 90 },
  termMonths: { min: 3, max: 48 },
};

/** A lead as a person types it. */
const TYPED = {
  amount: 1500,
  termUnit: 'days',
  term: '30',
  birthDate: '13.07.1992',
  phone: '',
  email: '',
  consents: { terms: true, privacy: true, marketing: false },
};

const NORMALISED: NormalisedLead = {
  amount: 1500,
  termUnit: 'days',
  term: 30,
  termDays: 30,
  birthDate: '1992-07-13',
  phone: null,
  email: null,
  consents: { terms: true, privacy: true, marketing: false },
};

const WITH_MARKETING = { terms: true, privacy: true, marketing: true };

describe('validateLead', () => {
  it('accepts a lead as typed and gives every value in its canonical form', () => {
    expect(validateLead(TYPED, OPTS)).toEqual({ ok: true, value: NORMALISED });
  });

  it.each<[string, Record<string, unknown>, Partial<NormalisedLead>]>([
    [
      '25 000 zł for 48 months',
      { amount: 25000, termUnit: 'months', term: 48 },
      { amount: 25000, termUnit: 'months', term: 48, termDays: 1460 },
    ],
    ['3 months', { termUnit: 'months', term: '3' }, { termUnit: 'months', term: 3, termDays: 91 }],
    ['90 days', { termUnit: 'days', term: 90 }, { termUnit: 'days', term: 90, termDays: 90 }],
    ['no unit means days', { termUnit: undefined, term: 45 }, { termUnit: 'days', term: 45, termDays: 45 }],
    [
      'an older form: termDays, no term',
      { termUnit: undefined, term: undefined, termDays: 14 },
      { termUnit: 'days', term: 14, termDays: 14 },
    ],
    ['term beats a stray termDays', { termDays: 14 }, { term: 30, termDays: 30 }],
  ])('the loan: %s', (_name, over, expected) => {
    const body: Record<string, unknown> = { ...TYPED, ...over };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const result = validateLead(body, OPTS);
    expect(result).toMatchObject({ ok: true, value: expected });
  });

  it.each<[string, Record<string, unknown>, Partial<Record<LeadErrorKey, string>>]>([
    ['49 months', { termUnit: 'months', term: 49 }, { term: 'Wybierz okres od 3 do 48\u00a0miesięcy.' }],
    ['48 read as days', { termUnit: 'days', term: 91 }, { term: 'Wybierz okres od 5 do 90\u00a0dni.' }],
    ['a term in half months', { termUnit: 'months', term: 6.5 }, { term: MONEY_ERRORS.termMonths.fraction }],
    ['an unknown unit', { termUnit: 'weeks', term: 4 }, { termUnit: LEAD_ERRORS.termUnit }],
    ['no term at all', { term: undefined }, { term: MONEY_ERRORS.termDays.empty }],
    ['an amount over 25 000 zł', { amount: 25100 }, { amount: 'Wybierz kwotę od 100 do 25\u00a0000\u00a0zł.' }],
  ])('refuses %s', (_name, over, errors) => {
    const body: Record<string, unknown> = { ...TYPED, ...over };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    expect(validateLead(body, OPTS)).toEqual({ ok: false, errors });
  });

  it.each([
    ['a minor', '16.06.2007', BIRTH_DATE_ERRORS.underage],
    ['a date that does not exist', '31.02.1990', BIRTH_DATE_ERRORS.date],
    ['a date typed as digits that does not exist', '31022000', BIRTH_DATE_ERRORS.date],
    ['no date', '', BIRTH_DATE_ERRORS.empty],
  ])('refuses the birth date of %s', (_name, birthDate, message) => {
    expect(validateLead({ ...TYPED, birthDate }, OPTS)).toEqual({ ok: false, errors: { birthDate: message } });
  });

  it('takes a birth date typed as digits only, as the form does (both read the same check)', () => {
    expect(validateLead({ ...TYPED, birthDate: '13071992' }, OPTS)).toEqual({ ok: true, value: NORMALISED });
    expect(validateStep('age', { birthDate: '13071992' }, OPTS)).toEqual({
      ok: true,
      value: { birthDate: '1992-07-13' },
    });
  });

  it('keeps the phone and e-mail only with the marketing consent, which needs at least one of them', () => {
    const contact = { phone: '601 234 567', email: 'Anna.Kowalska@Example.PL' };
    expect(validateLead({ ...TYPED, ...contact, consents: WITH_MARKETING }, OPTS)).toMatchObject({
      ok: true,
      value: { phone: '+48601234567', email: 'Anna.Kowalska@example.pl' },
    });
    expect(validateLead({ ...TYPED, phone: '601 234 567', consents: WITH_MARKETING }, OPTS)).toMatchObject({
      ok: true,
      value: { phone: '+48601234567', email: null },
    });
    // Given but without the consent: nothing to use them for, so they are not kept.
    expect(validateLead({ ...TYPED, ...contact }, OPTS)).toMatchObject({
      ok: true,
      value: { phone: null, email: null },
    });
    expect(validateLead({ ...TYPED, consents: WITH_MARKETING }, OPTS)).toEqual({
      ok: false,
      errors: { 'consents.marketing': LEAD_ERRORS.marketingNeedsContact },
    });
    // A contact given is still checked, consent or not.
    expect(validateLead({ ...TYPED, phone: '22 123 45 67', email: 'anna@wp' }, OPTS)).toEqual({
      ok: false,
      errors: { phone: PHONE_ERRORS.notMobile, email: EMAIL_ERRORS.domain },
    });
  });

  it('accepts a body from the old form, takes only the date of birth from its PESEL, and keeps none of the retired fields', () => {
    const old = {
      amount: 1500,
      termDays: 30,
      phone: '601 234 567',
      firstName: 'Anna',
      lastName: 'Nowak',
      pesel: '92071314764',
      idCard: 'ABA300000',
      email: 'anna@example.pl',
      postalCode: '00-001',
      city: 'Warszawa',
      street: 'Prosta',
      houseNumber: '1',
      employment: 'employment_contract',
      monthlyIncome: 5200,
      bankAccount: 'PL61109010140000071219812874',
      consents: { terms: true, privacy: true, marketing: false },
    };
    expect(validateLead(old, OPTS)).toEqual({ ok: true, value: NORMALISED });
    // Retired fields are not even checked: a wrong one is no reason to refuse the lead.
    expect(validateLead({ ...TYPED, idCard: 'zły', bankAccount: 'DE89', monthlyIncome: -5 }, OPTS)).toEqual({
      ok: true,
      value: NORMALISED,
    });
    // A PESEL never overrides a birth date that is there, and a bad one just leaves the date missing.
    expect(validateLead({ ...TYPED, pesel: '44051401359' }, OPTS)).toEqual({ ok: true, value: NORMALISED });
    expect(validateLead({ ...old, pesel: '92071314765' }, OPTS)).toEqual({
      ok: false,
      errors: { birthDate: BIRTH_DATE_ERRORS.empty },
    });
    expect(RETIRED_FIELDS).toContain('pesel');
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

  it('reports every missing field at once, not only the first (phone and e-mail are optional)', () => {
    expect(validateLead({}, OPTS)).toEqual({
      ok: false,
      errors: {
        amount: MONEY_ERRORS.amount.empty,
        term: MONEY_ERRORS.termDays.empty,
        birthDate: BIRTH_DATE_ERRORS.empty,
        'consents.terms': CONSENT_ERRORS.terms,
        'consents.privacy': CONSENT_ERRORS.privacy,
      },
    });
  });

  it.each([
    ['terms refused', { terms: false, privacy: true }, { 'consents.terms': CONSENT_ERRORS.terms }],
    ['privacy missing', { terms: true }, { 'consents.privacy': CONSENT_ERRORS.privacy }],
    [
      'both as strings',
      { terms: 'on', privacy: 'on' },
      { 'consents.terms': CONSENT_ERRORS.terms, 'consents.privacy': CONSENT_ERRORS.privacy },
    ],
    ['an unknown consent', { terms: true, privacy: true, all: true }, { _form: CONSENT_ERRORS.body }],
    ['not an object', 'yes', { 'consents.terms': CONSENT_ERRORS.terms, 'consents.privacy': CONSENT_ERRORS.privacy }],
  ])('reports consents: %s', (_name, consents, errors) => {
    expect(validateLead({ ...TYPED, consents }, OPTS)).toEqual({ ok: false, errors });
  });

  it('refuses a field the form never had, and still reports the others', () => {
    expect(validateLead({ ...TYPED, isAdmin: true }, OPTS)).toEqual({
      ok: false,
      errors: { _form: LEAD_ERRORS.unknownField },
    });
    expect(validateLead({ ...TYPED, isAdmin: true, email: 'x' }, OPTS)).toEqual({
      ok: false,
      errors: { _form: LEAD_ERRORS.unknownField, email: EMAIL_ERRORS.at },
    });
  });

  it('refuses a __proto__ key from JSON without taking values from it', () => {
    const { consents: _consents, ...rest } = TYPED;
    // JSON.parse makes "__proto__" an own key (an object literal would set the prototype instead).
    const body: unknown = JSON.parse(
      JSON.stringify(rest).replace(/^\{/, '{"__proto__":{"consents":{"terms":true,"privacy":true}},'),
    );
    expect(validateLead(body, OPTS)).toEqual({
      ok: false,
      errors: {
        _form: LEAD_ERRORS.unknownField,
        'consents.terms': CONSENT_ERRORS.terms,
        'consents.privacy': CONSENT_ERRORS.privacy,
      },
    });
  });

  it.each(['email', 'birthDate', 'phone'] as const)('refuses an over-long %s before checking it', (field) => {
    expect(validateLead({ ...TYPED, [field]: 'a'.repeat(MAX_FIELD_CHARS + 1) }, OPTS)).toEqual({
      ok: false,
      errors: { [field]: LEAD_ERRORS.tooLong },
    });
  });

  it.each([
    ['phone', 600123456],
    ['phone', { number: '600123456' }],
    ['email', ['a@b.pl']],
    ['email', true],
  ] as const)('refuses a %s of the wrong type instead of reading it as empty (%j)', (field, value) => {
    const result = validateLead(
      { ...TYPED, consents: WITH_MARKETING, phone: '600 123 456', email: 'jan@example.pl', [field]: value },
      OPTS,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it('never repeats what was typed in a message', () => {
    const typed = {
      amount: '12345678',
      termUnit: 'months',
      term: '999',
      birthDate: '31.02.1990',
      phone: '22 987 65 43',
      email: 'zbyszko@bogdaniec',
      consents: { terms: false, privacy: false, marketing: 'tak' },
    };
    const result = validateLead(typed, OPTS);
    expect(result.ok).toBe(false);
    const messages = result.ok ? '' : Object.values(result.errors).join('\n');
    for (const value of Object.values(typed))
      if (typeof value === 'string' && value !== 'months') expect(messages).not.toContain(value);
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual([
      'amount',
      'birthDate',
      'consents.marketing',
      'consents.privacy',
      'consents.terms',
      'email',
      'phone',
      'term',
    ]);
  });
});

describe('LEAD_STEPS', () => {
  it('puts every field in exactly one step, in the order of the form', () => {
    expect(LEAD_STEPS.flatMap((step) => step.fields)).toEqual([...LEAD_FIELDS]);
  });

  it('has unique ids, a Polish title and one sentence of why for each step, and a label for each field', () => {
    expect(new Set(LEAD_STEPS.map((s) => s.id)).size).toBe(LEAD_STEPS.length);
    expect(LEAD_STEPS.map((s) => s.title)).toEqual([
      'Kwota i okres spłaty',
      'Wiek',
      'Kontakt (nieobowiązkowo)',
      'Zgody',
    ]);
    for (const step of LEAD_STEPS) {
      // One sentence: a single full stop, at the end.
      expect(step.why).toMatch(/^[A-ZŻŹĆĄŚĘŁÓŃ][^.]+\.$/u);
      // Says who receives the data: us, and whether a lender does.
      expect(step.why).toMatch(/u nas|u siebie|zapiszemy|wyliczamy/);
      expect(step.why).toMatch(/pożyczkodaw|nikomu/);
    }
    for (const field of LEAD_FIELDS) expect(LEAD_FIELD_LABELS[field]).toBeTruthy();
  });

  it('asks for none of the data the product never uses', () => {
    const asked: readonly string[] = LEAD_STEPS.flatMap((step) => step.fields);
    for (const field of [
      'pesel',
      'idCard',
      'bankAccount',
      'firstName',
      'lastName',
      'postalCode',
      'city',
      'street',
      'houseNumber',
      'employment',
      'monthlyIncome',
    ]) {
      expect(asked).not.toContain(field);
    }
  });
});

describe('validateStep', () => {
  const errorKeysOf = (stepId: LeadStepId): LeadErrorKey[] => {
    const result = validateStep(stepId, {}, OPTS);
    return result.ok ? [] : (Object.keys(result.errors) as LeadErrorKey[]);
  };

  it.each([
    ['loan', { amount: 1500, termUnit: 'days', term: 30, termDays: 30 }],
    ['age', { birthDate: '1992-07-13' }],
    ['contact', { phone: null, email: null }],
    ['consents', { consents: { terms: true, privacy: true, marketing: false } }],
  ] as const)('passes the %s step and gives only its values', (stepId, value) => {
    expect(validateStep(stepId, TYPED, OPTS)).toEqual({ ok: true, value });
  });

  it.each([
    ['loan', ['amount', 'term']],
    ['age', ['birthDate']],
    ['contact', []],
    ['consents', ['consents.terms', 'consents.privacy']],
  ] as const)('reports only the fields of the %s step when nothing is filled in', (stepId, keys) => {
    expect(errorKeysOf(stepId)).toEqual(keys);
  });

  it('ignores the other steps’ fields, good or bad, and unknown keys', () => {
    expect(validateStep('contact', { phone: '601 234 567', birthDate: 'zły', somethingElse: 1 }, OPTS)).toEqual({
      ok: true,
      value: { phone: '+48601234567', email: null },
    });
  });

  it('the consents step sees whether a contact was given for the marketing consent', () => {
    expect(validateStep('consents', { ...TYPED, consents: WITH_MARKETING }, OPTS)).toEqual({
      ok: false,
      errors: { 'consents.marketing': LEAD_ERRORS.marketingNeedsContact },
    });
    expect(validateStep('consents', { ...TYPED, email: 'a@example.pl', consents: WITH_MARKETING }, OPTS)).toEqual({
      ok: true,
      value: { consents: WITH_MARKETING },
    });
  });

  it('treats values that are not an object as an empty form', () => {
    expect(validateStep('age', null, OPTS)).toEqual({ ok: false, errors: { birthDate: BIRTH_DATE_ERRORS.empty } });
  });

  it('refuses an unknown step id coming from outside the type system', () => {
    expect(validateStep('nope' as LeadStepId, TYPED, OPTS)).toEqual({ ok: false, errors: { _form: LEAD_ERRORS.body } });
  });
});
