import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_ERRORS } from '../../contracts/checks/birth-date';
import { MONEY_ERRORS } from '../../contracts/checks/money';
import { PHONE_ERRORS } from '../../contracts/checks/phone';
import type { LeadErrors, LeadStepId } from '../../contracts/lead';
import {
  DRAFT_KEY,
  STEP_ORDER,
  buildLead,
  firstError,
  flowReducer,
  initFlow,
  parseDraft,
  pickLeadErrors,
  serialiseDraft,
  stepOfErrorKey,
  type FlowAction,
  type FlowState,
  type FormValues,
} from './useRegistrationFlow';

const OPTS = {
  today: new Date('2025-06-15T10:00:00Z'),
  amount: { min: 100, max: 25000 },
  termDays: { min: 5, max: 90 },
  termMonths: { min: 3, max: 48 },
};
const ORIGIN = { amount: 1500, term: 30, termUnit: 'days' as const };

/** A whole form as a person fills it in (valid test data). */
const FILLED: FormValues = {
  amount: '1500',
  termUnit: 'days',
  term: '30',
  birthDate: '14.05.1944',
  phone: '601 234 567',
  email: 'anna@example.pl',
  consents: { terms: true, privacy: true, marketing: false },
};

const at = (step: LeadStepId, values: Partial<FormValues> = {}, variant: 'reg' | 'reg3' = 'reg'): FlowState => ({
  ...initFlow({ variant, origin: ORIGIN, initialStep: step, initialValues: values }),
  ready: true,
});
const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(flowReducer, state);

describe('flowReducer: next', () => {
  it.each<[string, LeadStepId, Partial<FormValues>, LeadStepId, LeadErrors]>([
    ['valid loan moves on', 'loan', FILLED, 'age', {}],
    [
      'amount under the limit stays',
      'loan',
      { amount: '50' },
      'loan',
      { amount: MONEY_ERRORS.amount.range(OPTS.amount) },
    ],
    [
      '60 months stays',
      'loan',
      { ...FILLED, termUnit: 'months', term: '60' },
      'loan',
      { term: MONEY_ERRORS.termMonths.range(OPTS.termMonths) },
    ],
    ['48 months moves on', 'loan', { ...FILLED, termUnit: 'months', term: '48' }, 'age', {}],
    ['a minor stays', 'age', { birthDate: '01.01.2010' }, 'age', { birthDate: BIRTH_DATE_ERRORS.underage }],
    ['valid date of birth moves on', 'age', FILLED, 'contact', {}],
    ['no contact moves on', 'contact', { phone: '', email: '' }, 'consents', {}],
    ['a landline stays', 'contact', { phone: '22 123 45 67' }, 'contact', { phone: PHONE_ERRORS.notMobile }],
    ['valid contact moves on', 'contact', FILLED, 'consents', {}],
  ])('%s', (_, from, values, to, errors) => {
    const next = run(at(from, values), { type: 'next', opts: OPTS });
    expect(next.order[next.step]).toBe(to);
    expect(next.errors).toEqual(errors);
  });

  it('checks only the current step, and focuses its first failing field', () => {
    const next = run(at('loan', { amount: '', term: '' }), { type: 'next', opts: OPTS });
    expect(Object.keys(next.errors)).toEqual(['amount', 'term']);
    expect(next.focus).toEqual({ target: 'amount', seq: 1 });
  });

  it('focuses the new heading after moving and counts repeated requests', () => {
    const next = run(at('loan'), { type: 'next', opts: OPTS });
    expect(next.focus).toEqual({ target: 'heading', seq: 1 });
    expect(run(next, { type: 'back' }).focus).toEqual({ target: 'heading', seq: 2 });
  });

  it('reports consents under consents.* keys and clears them all with "select all"', () => {
    const failed = run(at('consents'), { type: 'next', opts: OPTS });
    expect(Object.keys(failed.errors)).toEqual(['consents.terms', 'consents.privacy']);
    const fixed = run(failed, { type: 'allConsents', checked: true });
    expect(fixed.errors).toEqual({});
    expect(fixed.values.consents).toEqual({ terms: true, privacy: true, marketing: true });
  });

  it('follows the reg3 order: contact first, the loan just before the consents', () => {
    expect(STEP_ORDER.reg3).toEqual(['contact', 'age', 'loan', 'consents']);
    const state = run(at('age', FILLED, 'reg3'), { type: 'next', opts: OPTS });
    expect(state.order[state.step]).toBe('loan');
  });

  it('switching days and months starts the term again in the new unit, and clears its error', () => {
    const failed = run(at('loan', { ...FILLED, term: '400' }), { type: 'next', opts: OPTS });
    expect(failed.errors.term).toBeDefined();
    const months = run(failed, { type: 'unit', unit: 'months', term: 12 });
    expect(months.values).toMatchObject({ termUnit: 'months', term: '12' });
    expect(months.errors.term).toBeUndefined();
    expect(run(months, { type: 'unit', unit: 'months', term: 24 })).toBe(months);
  });
});

describe('flowReducer: values and errors', () => {
  it('going back keeps every value', () => {
    const state = run(
      at('loan', FILLED),
      { type: 'next', opts: OPTS },
      { type: 'next', opts: OPTS },
      { type: 'back' },
      { type: 'back' },
    );
    expect(state.step).toBe(0);
    expect(state.values).toEqual(FILLED);
  });

  it('clears a field error as the field is edited, and no other', () => {
    const failed = run(at('loan', { amount: '', term: '' }), { type: 'next', opts: OPTS });
    const edited = run(failed, { type: 'set', field: 'term', value: '4' });
    expect(edited.errors.term).toBeUndefined();
    expect(edited.errors.amount).toBeDefined();
  });

  it('goes to the first step (in this order) with a server error and focuses that field', () => {
    const errors: LeadErrors = { email: 'Adres nieprawidłowy.', birthDate: 'Sprawdź datę.' };
    const reg = run(at('consents', FILLED), { type: 'errors', errors });
    expect(reg.order[reg.step]).toBe('age');
    expect(reg.focus?.target).toBe('birthDate');
    const reg3Errors: LeadErrors = { amount: 'Za dużo.', email: 'Adres nieprawidłowy.' };
    const reg3 = run(at('consents', FILLED, 'reg3'), { type: 'errors', errors: reg3Errors });
    expect(reg3.order[reg3.step]).toBe('contact');
  });

  it('shows a message that belongs to no field as a failure to retry', () => {
    const state = run(
      at('consents', FILLED),
      { type: 'sending' },
      { type: 'errors', errors: { _form: 'Odśwież stronę.' } },
    );
    expect(state).toMatchObject({ status: 'failed', message: 'Odśwież stronę.', step: 3 });
  });

  it('ignores "next" and "back" while sending', () => {
    const sending = run(at('consents', FILLED), { type: 'sending' });
    expect(run(sending, { type: 'back' })).toBe(sending);
    expect(run(sending, { type: 'next', opts: OPTS })).toBe(sending);
  });
});

describe('error keys', () => {
  it.each([
    ['amount', 'loan'],
    ['term', 'loan'],
    ['termUnit', 'loan'],
    ['birthDate', 'age'],
    ['phone', 'contact'],
    ['consents.privacy', 'consents'],
    ['consents.other', null],
    ['_form', null],
    ['pesel', null],
    ['termDays', null],
  ])('%s belongs to %s', (key, step) => {
    expect(stepOfErrorKey(key)).toBe(step);
  });

  it('keeps only known keys with text from a server answer', () => {
    expect(
      pickLeadErrors({
        birthDate: 'Zła data.',
        pesel: 'Zły PESEL.',
        hacked: 'x',
        email: 42,
        _form: 'Błąd.',
        phone: '',
      }),
    ).toEqual({ birthDate: 'Zła data.', _form: 'Błąd.' });
  });

  it('finds the first error in the person’s order', () => {
    expect(firstError({ email: 'x', 'consents.terms': 'y' }, STEP_ORDER.reg)).toEqual({ step: 2, key: 'email' });
    expect(firstError({ 'consents.terms': 'x', amount: 'y' }, STEP_ORDER.reg3)).toEqual({ step: 2, key: 'amount' });
    expect(firstError({ _form: 'x' }, STEP_ORDER.reg)).toBeNull();
  });
});

describe('draft', () => {
  it('serialises the step and the values of the form', () => {
    const draft = JSON.parse(serialiseDraft(at('contact', FILLED)));
    expect(draft).toMatchObject({
      v: 2,
      step: 'contact',
      values: { birthDate: '14.05.1944', phone: '601 234 567', consents: FILLED.consents },
      origin: ORIGIN,
    });
    expect(DRAFT_KEY).toBe('przelewik_reg_draft');
  });

  it.each<[string, string | null]>([
    ['no draft', null],
    ['not JSON', '{oops'],
    ['the older form’s version', JSON.stringify({ v: 1, step: 'phone', values: { pesel: '44051401359' } })],
    ['unknown step', JSON.stringify({ v: 2, step: 'bank', values: {} })],
    ['values missing', JSON.stringify({ v: 2, step: 'contact' })],
  ])('reads nothing from %s', (_, text) => {
    expect(parseDraft(text)).toBeNull();
  });

  it('drops unexpected values while reading', () => {
    const draft = parseDraft(
      JSON.stringify({
        v: 2,
        step: 'contact',
        values: { phone: '601234567', pesel: '44051401359', email: 7, consents: { terms: true, privacy: 'yes' } },
      }),
    );
    expect(draft).toEqual({ v: 2, step: 'contact', values: { phone: '601234567', consents: { terms: true } } });
  });

  it('restores the step and values', () => {
    const restored = run(at('loan'), { type: 'restore', draft: parseDraft(serialiseDraft(at('contact', FILLED))) });
    expect(restored).toMatchObject({ step: 2, restored: 'kept', ready: true });
    expect(restored.values).toMatchObject({ birthDate: '14.05.1944', email: 'anna@example.pl' });
  });

  it('lets a new loan from the address win over an older draft', () => {
    const saved = parseDraft(serialiseDraft(at('age', { amount: '2000' })));
    const sameLanding = run(at('loan'), { type: 'restore', draft: saved });
    expect(sameLanding.values.amount).toBe('2000');
    const months = { amount: 3000, term: 24, termUnit: 'months' as const };
    const newChoice = run(
      {
        ...at('loan'),
        origin: months,
        values: { ...at('loan').values, amount: '3000', term: '24', termUnit: 'months' },
      },
      { type: 'restore', draft: saved },
    );
    expect(newChoice.values).toMatchObject({ amount: '3000', term: '24', termUnit: 'months' });
  });

  it('marks the state ready even when there is nothing to restore', () => {
    expect(run({ ...at('loan'), ready: false }, { type: 'restore', draft: null })).toMatchObject({
      ready: true,
      restored: 'none',
      step: 0,
    });
  });
});

describe('buildLead', () => {
  it('sends each field once, normalised; without the marketing consent no phone or e-mail', () => {
    expect(buildLead(FILLED, OPTS)).toEqual({
      ok: true,
      lead: {
        amount: 1500,
        termUnit: 'days',
        term: 30,
        birthDate: '1944-05-14',
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
  });

  it('sends the contacts given with the marketing consent', () => {
    const consents = { terms: true, privacy: true, marketing: true };
    expect(buildLead({ ...FILLED, email: '', consents }, OPTS)).toEqual({
      ok: true,
      lead: { amount: 1500, termUnit: 'days', term: 30, birthDate: '1944-05-14', phone: '+48601234567', consents },
    });
  });

  it('collects the errors of every step', () => {
    const built = buildLead({ ...FILLED, term: '', birthDate: '' }, OPTS);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(Object.keys(built.errors)).toEqual(['term', 'birthDate']);
  });
});

describe('a loan chosen before registration', () => {
  it('is not asked again: the loan step leaves the order of either variant, and comes back where the visitor asks to change it', () => {
    const reg = initFlow({ variant: 'reg', origin: ORIGIN, loanChosen: true });
    expect(reg.order).toEqual(['age', 'contact', 'consents']);
    expect(initFlow({ variant: 'reg3', origin: ORIGIN, loanChosen: true }).order).toEqual([
      'contact',
      'age',
      'consents',
    ]);
    expect(initFlow({ variant: 'reg', origin: ORIGIN }).order[0]).toBe('loan');
    const atContact = { ...reg, step: 1 };
    const editing = flowReducer(atContact, { type: 'editLoan' });
    expect(editing.order).toEqual(['age', 'loan', 'contact', 'consents']);
    expect(editing.order[editing.step]).toBe('loan');
    expect(editing.focus?.target).toBe('heading');
    // Asked again later: the same step, not a second one.
    const again = flowReducer({ ...editing, step: 3 }, { type: 'editLoan' });
    expect(again.order).toEqual(editing.order);
    expect(again.step).toBe(1);
  });
});
