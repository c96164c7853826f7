import { describe, expect, it } from 'vitest';
import { MONEY_ERRORS } from '../../contracts/checks/money';
import { PESEL_ERRORS } from '../../contracts/checks/pesel';
import { PHONE_ERRORS } from '../../contracts/checks/phone';
import type { LeadErrors, LeadStepId } from '../../contracts/lead';
import {
  DRAFT_KEY, STEP_ORDER, buildLead, firstError, flowReducer, initFlow, parseDraft, pickLeadErrors, serialiseDraft, stepOfErrorKey,
  type FlowAction, type FlowState, type FormValues,
} from './useRegistrationFlow';

const OPTS = { today: new Date('2025-06-15T10:00:00Z'), amount: { min: 100, max: 25000 }, termDays: { min: 5, max: 90 } };
const ORIGIN = { amount: 1500, termDays: 30 };

/** A whole form as a person fills it in (valid test data). */
const FILLED: FormValues = {
  amount: '1500', termDays: '30', phone: '601 234 567', firstName: 'Anna', lastName: 'Kowalska', pesel: '44051401359',
  idCard: 'ABA 300000', email: 'anna@example.pl', postalCode: '00-950', city: 'Warszawa', street: 'ul. Marszałkowska',
  houseNumber: '12/3', employment: 'employment_contract', monthlyIncome: '4500', bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  consents: { terms: true, privacy: true, marketing: false },
};

const at = (step: LeadStepId, values: Partial<FormValues> = {}, variant: 'reg' | 'reg3' = 'reg'): FlowState => ({
  ...initFlow({ variant, origin: ORIGIN, initialStep: step, initialValues: values }),
  ready: true,
});
const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(flowReducer, state);

describe('flowReducer: next', () => {
  it.each<[string, LeadStepId, Partial<FormValues>, LeadStepId, LeadErrors]>([
    ['valid loan moves on', 'loan', FILLED, 'phone', {}],
    ['amount under the limit stays', 'loan', { amount: '50' }, 'loan', { amount: MONEY_ERRORS.amount.range(OPTS.amount) }],
    ['empty phone stays', 'phone', { phone: '' }, 'phone', { phone: PHONE_ERRORS.empty }],
    ['landline stays', 'phone', { phone: '22 123 45 67' }, 'phone', { phone: PHONE_ERRORS.notMobile }],
    ['valid phone moves on', 'phone', FILLED, 'personal', {}],
    ['wrong PESEL checksum stays', 'personal', { ...FILLED, pesel: '44051401358' }, 'personal', { pesel: PESEL_ERRORS.checksum }],
    ['valid personal data moves on', 'personal', FILLED, 'address', {}],
    ['valid address moves on', 'address', FILLED, 'bank', {}],
    ['valid account moves on', 'bank', FILLED, 'consents', {}],
  ])('%s', (_, from, values, to, errors) => {
    const next = run(at(from, values), { type: 'next', opts: OPTS });
    expect(next.order[next.step]).toBe(to);
    expect(next.errors).toEqual(errors);
  });

  it('checks only the current step, and focuses its first failing field', () => {
    const next = run(at('personal'), { type: 'next', opts: OPTS });
    expect(Object.keys(next.errors)).toEqual(['firstName', 'lastName', 'pesel', 'idCard', 'email']);
    expect(next.focus).toEqual({ target: 'firstName', seq: 1 });
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

  it('follows the reg3 order: phone first, the loan just before the consents', () => {
    expect(STEP_ORDER.reg3).toEqual(['phone', 'personal', 'address', 'bank', 'loan', 'consents']);
    const state = run(at('bank', FILLED, 'reg3'), { type: 'next', opts: OPTS });
    expect(state.order[state.step]).toBe('loan');
  });
});

describe('flowReducer: values and errors', () => {
  it('going back keeps every value', () => {
    const state = run(at('loan', FILLED), { type: 'next', opts: OPTS }, { type: 'next', opts: OPTS }, { type: 'back' }, { type: 'back' });
    expect(state.step).toBe(0);
    expect(state.values).toEqual(FILLED);
  });

  it('clears a field error as the field is edited, and no other', () => {
    const failed = run(at('personal'), { type: 'next', opts: OPTS });
    const edited = run(failed, { type: 'set', field: 'pesel', value: '4' });
    expect(edited.errors.pesel).toBeUndefined();
    expect(edited.errors.firstName).toBeDefined();
  });

  it('goes to the first step (in this order) with a server error and focuses that field', () => {
    const errors: LeadErrors = { bankAccount: 'Konto nieprawidłowe.', phone: 'Numer zajęty.' };
    const reg = run(at('consents', FILLED), { type: 'errors', errors });
    expect(reg.order[reg.step]).toBe('phone');
    expect(reg.focus?.target).toBe('phone');
    const reg3Errors: LeadErrors = { amount: 'Za dużo.', bankAccount: 'Konto nieprawidłowe.' };
    const reg3 = run(at('consents', FILLED, 'reg3'), { type: 'errors', errors: reg3Errors });
    expect(reg3.order[reg3.step]).toBe('bank');
  });

  it('shows a message that belongs to no field as a failure to retry', () => {
    const state = run(at('consents', FILLED), { type: 'sending' }, { type: 'errors', errors: { _form: 'Odśwież stronę.' } });
    expect(state).toMatchObject({ status: 'failed', message: 'Odśwież stronę.', step: 5 });
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
    ['phone', 'phone'],
    ['idCard', 'personal'],
    ['monthlyIncome', 'address'],
    ['bankAccount', 'bank'],
    ['consents.privacy', 'consents'],
    ['consents.other', null],
    ['_form', null],
    ['birthDate', null],
  ])('%s belongs to %s', (key, step) => {
    expect(stepOfErrorKey(key)).toBe(step);
  });

  it('keeps only known keys with text from a server answer', () => {
    expect(pickLeadErrors({ pesel: 'Zły PESEL.', hacked: 'x', email: 42, _form: 'Błąd.', phone: '' })).toEqual({ pesel: 'Zły PESEL.', _form: 'Błąd.' });
  });

  it('finds the first error in the person’s order', () => {
    expect(firstError({ email: 'x', city: 'y' }, STEP_ORDER.reg)).toEqual({ step: 2, key: 'email' });
    expect(firstError({ 'consents.terms': 'x', amount: 'y' }, STEP_ORDER.reg3)).toEqual({ step: 4, key: 'amount' });
    expect(firstError({ _form: 'x' }, STEP_ORDER.reg)).toBeNull();
  });
});

describe('draft', () => {
  it('never serialises PESEL, the identity card or the bank account', () => {
    const text = serialiseDraft(at('bank', FILLED));
    const draft = JSON.parse(text);
    expect(draft.step).toBe('bank');
    expect(Object.keys(draft.values)).not.toEqual(expect.arrayContaining(['pesel']));
    for (const secret of ['44051401359', '300000', '1090 1014']) expect(text).not.toContain(secret);
    expect(draft.values).toMatchObject({ phone: '601 234 567', email: 'anna@example.pl', consents: FILLED.consents });
    expect(DRAFT_KEY).toBe('przelewik_reg_draft');
  });

  it.each<[string, string | null]>([
    ['no draft', null],
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, step: 'phone', values: {} })],
    ['unknown step', JSON.stringify({ v: 1, step: 'payment', values: {} })],
    ['values missing', JSON.stringify({ v: 1, step: 'phone' })],
  ])('reads nothing from %s', (_, text) => {
    expect(parseDraft(text)).toBeNull();
  });

  it('drops sensitive and unexpected values while reading', () => {
    const draft = parseDraft(JSON.stringify({ v: 1, step: 'address', values: { phone: '601234567', pesel: '44051401359', bankAccount: 'PL61', city: 7, consents: { terms: true, privacy: 'yes' } } }));
    expect(draft).toEqual({ v: 1, step: 'address', values: { phone: '601234567', consents: { terms: true } } });
  });

  it('restores the step and values, but no further than the first step with fields that are never kept', () => {
    const saved = serialiseDraft(at('bank', FILLED));
    const restored = run(at('loan'), { type: 'restore', draft: parseDraft(saved) });
    expect(restored.order[restored.step]).toBe('personal');
    expect(restored.restored).toBe('retype');
    expect(restored.values).toMatchObject({ phone: '601 234 567', city: 'Warszawa', pesel: '', idCard: '', bankAccount: '' });
    const early = run(at('loan'), { type: 'restore', draft: parseDraft(serialiseDraft(at('phone', FILLED))) });
    expect(early).toMatchObject({ step: 1, restored: 'kept', ready: true });
  });

  it('lets a new amount from the address win over an older draft', () => {
    const saved = parseDraft(serialiseDraft(at('phone', { amount: '2000' })));
    const sameLanding = run(at('loan'), { type: 'restore', draft: saved });
    expect(sameLanding.values.amount).toBe('2000');
    const newChoice = run({ ...at('loan'), origin: { amount: 3000, termDays: 30 }, values: { ...at('loan').values, amount: '3000' } }, { type: 'restore', draft: saved });
    expect(newChoice.values.amount).toBe('3000');
  });

  it('marks the state ready even when there is nothing to restore', () => {
    expect(run({ ...at('loan'), ready: false }, { type: 'restore', draft: null })).toMatchObject({ ready: true, restored: 'none', step: 0 });
  });
});

describe('buildLead', () => {
  it('sends each field once, normalised, and nothing else', () => {
    const built = buildLead(FILLED, OPTS);
    expect(built).toEqual({
      ok: true,
      lead: {
        amount: 1500, termDays: 30, phone: '+48601234567', firstName: 'Anna', lastName: 'Kowalska', pesel: '44051401359',
        idCard: 'ABA300000', email: 'anna@example.pl', postalCode: '00-950', city: 'Warszawa', street: 'ul. Marszałkowska',
        houseNumber: '12/3', employment: 'employment_contract', monthlyIncome: 4500, bankAccount: 'PL61109010140000071219812874',
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
  });

  it('collects the errors of every step', () => {
    const built = buildLead({ ...FILLED, phone: '', bankAccount: '' }, OPTS);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(Object.keys(built.errors)).toEqual(['phone', 'bankAccount']);
  });
});
