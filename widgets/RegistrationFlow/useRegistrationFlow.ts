// The registration funnel's state, as a pure reducer: moving between steps, typed values, errors (from the
// step checks or from the server), and the session draft. Every check is the contract's own (validateStep);
// nothing here re-implements a rule. Tested with tables in useRegistrationFlow.test.ts.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { CONSENTS, CONSENT_IDS, type ConsentId, type Consents } from '../../contracts/checks/consents';
import {
  LEAD_FIELDS,
  LEAD_STEPS,
  validateStep,
  type LeadErrorKey,
  type LeadErrors,
  type LeadField,
  type LeadInput,
  type LeadOptions,
  type LeadStepId,
  type NormalisedLead,
} from '../../contracts/lead';
import type { TermUnit } from '../../contracts/offer';
import { isRecord } from '../../contracts/record';

/** sessionStorage key of the draft (listed in the cookie and storage table of the privacy policy). */
export const DRAFT_KEY = 'przelewik_reg_draft';
/** 2: the form without PESEL, ID card, bank account and address, with a term unit; older drafts are not read. */
const DRAFT_VERSION = 2;

/**
 * Two ways through the same steps. 'reg' follows LEAD_STEPS: amount and term first, as chosen on the sliders.
 * 'reg3' is for visitors who arrive with an amount already chosen (a slider on a landing or partner page): it
 * offers the contact first and shows the amount and term last, as a confirmation just before the consents.
 */
export type FlowVariant = 'reg' | 'reg3';
export const STEP_ORDER: Record<FlowVariant, readonly LeadStepId[]> = {
  reg: LEAD_STEPS.map((step) => step.id),
  reg3: ['contact', 'age', 'loan', 'consents'],
};

export type TextField = Exclude<LeadField, 'consents'>;
/** What the inputs hold: text as typed (numbers too, so a half-typed value is kept), consents as booleans. */
export type FormValues = Record<TextField, string> & { consents: Consents };

export interface LoanChoice {
  amount: number;
  term: number;
  termUnit: TermUnit;
}

export interface FlowState {
  order: readonly LeadStepId[];
  /** Index into `order`. */
  step: number;
  values: FormValues;
  errors: LeadErrors;
  status: 'editing' | 'sending' | 'failed' | 'done';
  /** Shown in the alert region: a server message, or what belongs to no field. */
  message: string;
  /**
   * What to focus after this render: a field's error key, or the step heading after moving. `seq` makes a repeat count.
   */
  focus: { target: LeadErrorKey | 'heading'; seq: number } | null;
  /** Whether the draft has been read yet: until then nothing is written back, so an old draft is not overwritten. */
  ready: boolean;
  /** 'kept': a draft of this tab came back. */
  restored: 'none' | 'kept';
  /** The amount and term the page started with (?amount=…), saved with the draft: a new choice beats an old draft. */
  origin: LoanChoice;
}

export interface Draft {
  v: typeof DRAFT_VERSION;
  step: LeadStepId;
  values: Partial<FormValues>;
  origin?: LoanChoice;
}

export type FlowAction =
  | { type: 'set'; field: TextField; value: string }
  /** Days or months: the term starts again from `term`, since a number of days means nothing in months. */
  | { type: 'unit'; unit: TermUnit; term: number }
  | { type: 'consent'; id: ConsentId; checked: boolean }
  | { type: 'allConsents'; checked: boolean }
  | { type: 'next'; opts: LeadOptions }
  | { type: 'back' }
  /** The visitor asks to change the loan chosen before: its step comes back, here. */
  | { type: 'editLoan' }
  | { type: 'restore'; draft: Draft | null }
  /** Errors from the whole-form check or the server: go to the first step with one and focus its field. */
  | { type: 'errors'; errors: LeadErrors; message?: string | undefined }
  | { type: 'sending' }
  | { type: 'failed'; message: string }
  | { type: 'done' };

const STEP_OF_FIELD = new Map<string, LeadStepId>(
  LEAD_STEPS.flatMap((step) => step.fields.map((field) => [field, step.id] as const)),
);
const stepById = (id: LeadStepId) => LEAD_STEPS.find((step) => step.id === id) ?? LEAD_STEPS[0];

/** The step an error key belongs to: `consents.terms` → consents; `_form` and unknown keys → null. */
export function stepOfErrorKey(key: string): LeadStepId | null {
  if (key.startsWith('consents.')) return (CONSENT_IDS as readonly string[]).includes(key.slice(9)) ? 'consents' : null;
  return STEP_OF_FIELD.get(key) ?? null;
}

/** The error keys of a step, in the order its fields are shown. */
export function stepErrorKeys(stepId: LeadStepId): LeadErrorKey[] {
  return stepById(stepId).fields.flatMap((field): LeadErrorKey[] =>
    field === 'consents' ? CONSENTS.map((c) => `consents.${c.id}` as const) : [field],
  );
}

/** The first error in the order the person meets the fields, with its step's index. */
export function firstError(
  errors: LeadErrors,
  order: readonly LeadStepId[],
): { step: number; key: LeadErrorKey } | null {
  for (let step = 0; step < order.length; step++) {
    const stepId = order[step];
    if (!stepId) continue;
    const key = stepErrorKeys(stepId).find((k) => errors[k]);
    if (key) return { step, key };
  }
  return null;
}

/** Only the keys the form knows, with string messages: what a server answers is not trusted blindly. */
export function pickLeadErrors(input: Record<string, unknown> | undefined): LeadErrors {
  const errors: LeadErrors = {};
  for (const [key, message] of Object.entries(input ?? {})) {
    if (typeof message !== 'string' || message === '') continue;
    if (key === '_form' || stepOfErrorKey(key)) errors[key as LeadErrorKey] = message;
  }
  return errors;
}

export function emptyValues(loan: LoanChoice): FormValues {
  const values = Object.fromEntries(LEAD_FIELDS.filter((f) => f !== 'consents').map((f) => [f, ''])) as Record<
    TextField,
    string
  >;
  return {
    ...values,
    amount: String(loan.amount),
    term: String(loan.term),
    termUnit: loan.termUnit,
    consents: { terms: false, privacy: false, marketing: false },
  };
}

export interface InitOptions {
  variant?: FlowVariant;
  origin: LoanChoice;
  initialStep?: LeadStepId | undefined;
  initialValues?: Partial<FormValues> | undefined;
  /** The visitor chose amount and term before (the address carries them): the form does not ask for them again. */
  loanChosen?: boolean | undefined;
}

export function initFlow({
  variant = 'reg',
  origin,
  initialStep,
  initialValues,
  loanChosen = false,
}: InitOptions): FlowState {
  const order = loanChosen ? STEP_ORDER[variant].filter((id) => id !== 'loan') : STEP_ORDER[variant];
  const base = emptyValues(origin);
  return {
    order,
    step: Math.max(0, initialStep ? order.indexOf(initialStep) : 0),
    values: { ...base, ...initialValues, consents: { ...base.consents, ...initialValues?.consents } },
    errors: {},
    status: 'editing',
    message: '',
    focus: null,
    ready: false,
    restored: 'none',
    origin,
  };
}

const without = (errors: LeadErrors, keys: readonly string[]): LeadErrors => {
  const next = { ...errors };
  for (const key of keys) delete next[key as LeadErrorKey];
  return next;
};

const focusOn = (state: FlowState, target: LeadErrorKey | 'heading'): FlowState['focus'] => ({
  target,
  seq: (state.focus?.seq ?? 0) + 1,
});

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'set':
      // An error goes as soon as its field is edited; the step check runs again on "Dalej".
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: without(state.errors, [action.field]),
      };
    case 'unit':
      if (state.values.termUnit === action.unit) return state;
      return {
        ...state,
        values: { ...state.values, termUnit: action.unit, term: String(action.term) },
        errors: without(state.errors, ['term', 'termUnit']),
      };
    case 'consent':
      return {
        ...state,
        values: { ...state.values, consents: { ...state.values.consents, [action.id]: action.checked } },
        errors: without(state.errors, [`consents.${action.id}`]),
      };
    case 'allConsents': {
      const consents = Object.fromEntries(CONSENT_IDS.map((id) => [id, action.checked])) as Consents;
      return {
        ...state,
        values: { ...state.values, consents },
        errors: action.checked ? without(state.errors, stepErrorKeys('consents')) : state.errors,
      };
    }
    case 'next': {
      if (state.status === 'sending') return state;
      const stepId = state.order[state.step];
      if (!stepId) return state;
      const keys = stepErrorKeys(stepId);
      const checked = validateStep(stepId, state.values, action.opts);
      if (!checked.ok) {
        const first = keys.find((key) => checked.errors[key]);
        return {
          ...state,
          errors: { ...without(state.errors, keys), ...checked.errors },
          focus: first ? focusOn(state, first) : state.focus,
          message: checked.errors._form ?? '',
        };
      }
      const step = Math.min(state.order.length - 1, state.step + 1);
      if (step === state.step) return { ...state, errors: without(state.errors, keys), message: '' };
      return {
        ...state,
        step,
        errors: without(state.errors, keys),
        focus: focusOn(state, 'heading'),
        message: '',
        restored: 'none',
      };
    }
    case 'back':
      if (state.step === 0 || state.status === 'sending') return state;
      return {
        ...state,
        step: state.step - 1,
        focus: focusOn(state, 'heading'),
        message: '',
        status: 'editing',
        restored: 'none',
      };
    case 'editLoan': {
      if (state.status === 'sending') return state;
      const at = state.order.indexOf('loan');
      if (at >= 0) return { ...state, step: at, focus: focusOn(state, 'heading'), message: '' };
      const order = [...state.order.slice(0, state.step), 'loan' as const, ...state.order.slice(state.step)];
      return { ...state, order, focus: focusOn(state, 'heading'), message: '', status: 'editing' };
    }
    case 'restore':
      return restoreDraft(state, action.draft);
    case 'errors': {
      const errors = action.errors;
      const first = firstError(errors, state.order);
      const message = action.message ?? errors._form ?? '';
      if (!first) return { ...state, errors, status: message ? 'failed' : 'editing', message };
      return { ...state, errors, step: first.step, status: 'editing', message, focus: focusOn(state, first.key) };
    }
    case 'sending':
      return { ...state, status: 'sending', message: '' };
    case 'failed':
      return { ...state, status: 'failed', message: action.message };
    case 'done':
      // The form gives way to the thank-you; focus goes to its heading so no one is left on a vanished button.
      return { ...state, status: 'done', message: '', focus: focusOn(state, 'heading') };
  }
}

function restoreDraft(state: FlowState, draft: Draft | null): FlowState {
  if (!draft) return { ...state, ready: true };
  const values: FormValues = {
    ...state.values,
    ...draft.values,
    consents: { ...state.values.consents, ...draft.values.consents },
  };
  // A draft from an earlier visit keeps the amount chosen then, unless the page now arrives with another one.
  const sameOrigin =
    !draft.origin ||
    (draft.origin.amount === state.origin.amount &&
      draft.origin.term === state.origin.term &&
      draft.origin.termUnit === state.origin.termUnit);
  if (!sameOrigin) {
    values.amount = String(state.origin.amount);
    values.term = String(state.origin.term);
    values.termUnit = state.origin.termUnit;
  }
  const saved = Math.max(0, state.order.indexOf(draft.step));
  return { ...state, values, step: saved, ready: true, restored: 'kept' };
}

/** The draft as stored: the current step and the values (the form asks nothing that could not be kept for the tab). */
export function serialiseDraft(state: Pick<FlowState, 'order' | 'step' | 'values' | 'origin'>): string {
  const draft: Draft = {
    v: DRAFT_VERSION,
    step: state.order[state.step] ?? 'loan',
    values: state.values,
    origin: state.origin,
  };
  return JSON.stringify(draft);
}

const isChoice = (value: unknown): value is LoanChoice =>
  isRecord(value) &&
  Number.isFinite(value.amount) &&
  Number.isFinite(value.term) &&
  (value.termUnit === 'days' || value.termUnit === 'months');

/** Reads a stored draft; anything unexpected (another version, a hand-edited value) gives null or is dropped. */
export function parseDraft(text: string | null | undefined): Draft | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.v !== DRAFT_VERSION || !isRecord(raw.values)) return null;
  const step = LEAD_STEPS.find((s) => s.id === raw.step)?.id;
  if (!step) return null;
  const values: Draft['values'] = {};
  for (const field of LEAD_FIELDS) {
    if (field === 'consents') continue;
    const value = raw.values[field];
    if (typeof value === 'string' && value.length <= 300) (values as Record<string, string>)[field] = value;
  }
  if (isRecord(raw.values.consents)) {
    const consents: Partial<Consents> = {};
    for (const id of CONSENT_IDS)
      if (typeof raw.values.consents[id] === 'boolean') consents[id] = raw.values.consents[id];
    values.consents = consents as Consents;
  }
  const origin = raw.origin;
  return {
    v: DRAFT_VERSION,
    step,
    values,
    ...(isChoice(origin) ? { origin: { amount: origin.amount, term: origin.term, termUnit: origin.termUnit } } : {}),
  };
}

/**
 * Checks every step with the contract and builds the body to send: each value in its normalised form, only the
 * lead's fields, and the phone and e-mail only with the marketing consent (their one use), so without it they
 * never leave the browser.
 */
export function buildLead(
  values: FormValues,
  opts: LeadOptions,
): { ok: true; lead: LeadInput } | { ok: false; errors: LeadErrors } {
  const merged: Partial<NormalisedLead> = {};
  let errors: LeadErrors = {};
  for (const step of LEAD_STEPS) {
    const checked = validateStep(step.id, values, opts);
    if (checked.ok) Object.assign(merged, checked.value);
    else errors = { ...errors, ...checked.errors };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const withContact = merged.consents?.marketing === true;
  const lead = Object.fromEntries(
    LEAD_FIELDS.filter((field) => (field !== 'phone' && field !== 'email') || (withContact && merged[field])).map(
      (field) => [field, merged[field]],
    ),
  ) as unknown as LeadInput;
  return { ok: true, lead };
}

/** The part of Storage the draft needs (sessionStorage by default; tests and stories pass their own or null). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage, or null where reading it throws (Safari private mode, storage blocked by the visitor). */
function sessionStorageOrNull(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The reducer plus the draft in session storage: read once after mounting (never while rendering, so the
 * prerendered HTML and the first client render agree), written after every change, removed on request.
 * Storage failures are swallowed: the form works without a draft.
 */
export function useRegistrationFlow(opts: InitOptions & { storage?: DraftStorage | null | undefined }) {
  const [state, dispatch] = useReducer(flowReducer, opts, initFlow);
  const store = useRef<DraftStorage | null>(null);
  const configured = opts.storage;

  useEffect(() => {
    store.current = configured === undefined ? sessionStorageOrNull() : configured;
    let text: string | null;
    try {
      text = store.current?.getItem(DRAFT_KEY) ?? null;
    } catch {
      text = null;
    }
    dispatch({ type: 'restore', draft: parseDraft(text) });
    // Read once: a storage passed later would not bring back an older draft.
  }, []);

  useEffect(() => {
    if (!state.ready || state.status === 'done') return;
    try {
      store.current?.setItem(DRAFT_KEY, serialiseDraft(state));
    } catch {
      // Full or blocked storage: the draft is a convenience, the form goes on.
    }
  }, [state.ready, state.status, state.step, state.values]);

  const clearDraft = useCallback(() => {
    try {
      store.current?.removeItem(DRAFT_KEY);
    } catch {
      // Nothing to do: the draft ends with the tab.
    }
  }, []);

  return { state, dispatch, clearDraft };
}
