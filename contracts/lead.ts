// POST /api/leads: the registration funnel (/reg/, /reg3/) sends every field at the end; the browser checks
// each step with validateStep as the person goes, and the server re-checks the whole body with validateLead,
// answering 400 with `errors` (field → Polish message) when anything fails.
//
// What is asked is what the product uses, and nothing more. The loan (amount, term and its unit) prices and
// orders the offers; the date of birth puts first the lenders that lend at the visitor's age (server/feed/rank.ts).
// Nothing is delivered to lenders today, so what only a lender would need (PESEL, ID card, bank account, address,
// employment, income, name) is not asked. Phone and e-mail are optional and kept only with the marketing consent,
// the one use they have. Older forms may still send the retired fields: they are accepted and never stored.
import { checkBirthDate } from './checks/birth-date';
import { checkConsents, type ConsentId, type Consents } from './checks/consents';
import { checkEmail } from './checks/email';
import { checkAmount, checkTermDays, checkTermMonths, type Limits } from './checks/money';
import { checkPesel } from './checks/pesel';
import { checkMobilePhone } from './checks/phone';
import { asText } from './checks/text';
import { termInDays, type TermUnit } from './offer';
import type { Result } from './result';
import { isRecord } from './record';

export const LEAD_PATH = '/api/leads';
/**
 * One UUID per submission, reused on its retries: the server stores the lead once and replays its first answer (24 h).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A complete lead is under 1 kB; anything far bigger is not from our form and is refused with 413 before parsing. */
export const LEAD_BODY_LIMIT_BYTES = 8 * 1024;
/**
 * Strings longer than this are refused before any check runs; no field needs more (e-mail, the longest, stops at 254).
 */
export const MAX_FIELD_CHARS = 300;

export const LEAD_FIELDS = ['amount', 'termUnit', 'term', 'birthDate', 'phone', 'email', 'consents'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
type ScalarField = Exclude<LeadField, 'consents'>;

/**
 * Fields older versions of the form sent. A body carrying them is still valid; their values are never stored.
 * `termDays` is read as the term in days when `term` is missing, and a PESEL only to find the date of birth
 * of a body that has none.
 */
export const RETIRED_FIELDS = [
  'termDays',
  'firstName',
  'lastName',
  'pesel',
  'idCard',
  'postalCode',
  'city',
  'street',
  'houseNumber',
  'employment',
  'monthlyIncome',
  'bankAccount',
] as const;

/** What the form sends. Numbers may also arrive as digit strings (range and text inputs give strings). */
export interface LeadInput {
  /** Whole złoty. */
  amount: number;
  /** 'days' (one repayment) or 'months' (instalments); absent means days. */
  termUnit: TermUnit;
  /** In `termUnit`. */
  term: number;
  /** DD.MM.RRRR or RRRR-MM-DD. */
  birthDate: string;
  /** Optional: as typed (600 123 456, +48…, 0048…, 48…), or empty. */
  phone?: string;
  /** Optional. */
  email?: string;
  consents: Consents;
}

/** The lead as stored: every value in its one canonical form. */
export interface NormalisedLead {
  amount: number;
  termUnit: TermUnit;
  term: number;
  /** The term in days (a month as 365/12 days, rounded), for the rules that count in days. */
  termDays: number;
  /** ISO date. */
  birthDate: string;
  /** E.164 (+48XXXXXXXXX); null when not given or without the marketing consent. */
  phone: string | null;
  /** Domain in lower case; null when not given or without the marketing consent. */
  email: string | null;
  consents: Consents;
}

/** Field names, `consents.terms` style keys for each consent, and `_form` for what belongs to no field. */
export type LeadErrorKey = ScalarField | `consents.${ConsentId}` | '_form';
export type LeadErrors = Partial<Record<LeadErrorKey, string>>;

export interface LeadOptions {
  /** Age (18+) is counted on this day's date in Poland. */
  today: Date;
  /** Limits of the amount and of the term in each unit (contracts/loan-limits.ts). */
  amount: Limits;
  termDays: Limits;
  termMonths: Limits;
}

export type LeadValidation = { ok: true; value: NormalisedLead } | { ok: false; errors: LeadErrors };
export type StepValidation = { ok: true; value: Partial<NormalisedLead> } | { ok: false; errors: LeadErrors };

export const LEAD_ERRORS = {
  body: 'Nie udało się odczytać formularza. Odśwież stronę i spróbuj ponownie.',
  unknownField: 'Formularz zawiera nieoczekiwane dane. Odśwież stronę i spróbuj ponownie.',
  tooLong: 'Ten tekst jest za długi. Sprawdź, co zostało wpisane.',
  termUnit: 'Wybierz, czy chcesz spłacić pożyczkę jednorazowo, czy w ratach.',
  marketingNeedsContact:
    'Aby dostawać od nas oferty, podaj w kroku „Kontakt” numer telefonu lub adres e-mail albo odznacz tę zgodę.',
} as const;

/** Polish labels for the form and for summaries. */
export const LEAD_FIELD_LABELS: Record<LeadField, string> = {
  amount: 'Kwota pożyczki',
  termUnit: 'Jak chcesz spłacić?',
  term: 'Okres spłaty',
  birthDate: 'Data urodzenia',
  phone: 'Numer telefonu komórkowego',
  email: 'Adres e-mail',
  consents: 'Zgody',
};

export interface LeadStep {
  id: string;
  title: string;
  fields: readonly LeadField[];
  /** One sentence the form shows under the step's title: why these fields are asked and who receives them. */
  why: string;
}

/** The steps of the registration form, in order; each field belongs to exactly one step. */
export const LEAD_STEPS = [
  {
    id: 'loan',
    title: 'Kwota i okres spłaty',
    fields: ['amount', 'termUnit', 'term'],
    why: 'Dla tej kwoty i tego okresu wyliczamy koszt każdej oferty i ustalamy ich kolejność; pożyczkodawca zobaczy je dopiero wtedy, gdy przejdziesz na jego stronę.',
  },
  {
    id: 'age',
    title: 'Wiek',
    fields: ['birthDate'],
    why: 'Pożyczkodawcy pożyczają osobom w określonym wieku, więc dzięki dacie urodzenia pokażemy najpierw tych, którzy mogą pożyczyć właśnie Tobie – zapiszemy ją u nas, a pożyczkodawcy przekażemy tylko za Twoją osobną zgodą.',
  },
  {
    id: 'contact',
    title: 'Kontakt (nieobowiązkowo)',
    fields: ['phone', 'email'],
    why: 'Podaj numer lub e-mail tylko wtedy, gdy chcesz dostawać od nas oferty: zapiszemy je wyłącznie razem ze zgodą marketingową z ostatniego kroku, a pożyczkodawcy przekażemy tylko za Twoją osobną zgodą.',
  },
  {
    id: 'consents',
    title: 'Zgody',
    fields: ['consents'],
    why: 'Zgody i wersję ich treści zapisujemy u siebie, żeby móc pokazać, na co pozwalasz – nie przekazujemy ich nikomu.',
  },
] as const satisfies readonly LeadStep[];
export type LeadStepId = (typeof LEAD_STEPS)[number]['id'];

const ACCEPTED_KEYS: ReadonlySet<string> = new Set<string>([...LEAD_FIELDS, ...RETIRED_FIELDS]);

const own = (record: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * A contact field left empty is a real answer ("no"): it reads as null. Only an empty string is empty: a number or an
 * object is a wrong answer, checked (and refused) like any other.
 */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && asText(value) === '');

/** The term unit of a body: `days` when absent (older forms, and the address format, mean days without one). */
function readUnit(record: Record<string, unknown>): Result<TermUnit> {
  const raw = own(record, 'termUnit');
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: 'days' };
  return raw === 'days' || raw === 'months' ? { ok: true, value: raw } : { ok: false, error: LEAD_ERRORS.termUnit };
}

/** Checks the given fields of `record`, collecting every failure. */
function checkFields(
  fields: readonly LeadField[],
  record: Record<string, unknown>,
  opts: LeadOptions,
): { value: Partial<NormalisedLead>; errors: LeadErrors } {
  const value: Partial<NormalisedLead> = {};
  const errors: LeadErrors = {};
  const take = <K extends ScalarField>(field: K, result: Result<NormalisedLead[K]>): void => {
    if (result.ok) value[field] = result.value;
    else errors[field] = result.error;
  };

  for (const field of fields) {
    const raw = own(record, field);
    if (field === 'consents') {
      const consents = checkConsents(raw);
      if (consents.ok) value.consents = consents.value;
      else
        for (const [id, message] of Object.entries(consents.errors))
          errors[id === 'body' ? '_form' : (`consents.${id}` as LeadErrorKey)] = message;
      continue;
    }
    if (typeof raw === 'string' && raw.length > MAX_FIELD_CHARS) {
      errors[field] = LEAD_ERRORS.tooLong;
      continue;
    }
    switch (field) {
      case 'amount':
        take(field, checkAmount(raw, opts.amount));
        break;
      case 'termUnit':
        take(field, readUnit(record));
        break;
      case 'term': {
        const unit = readUnit(record);
        if (!unit.ok) break; // reported under termUnit; a term means nothing without its unit
        // Older forms sent the term in days as `termDays`.
        const given = raw === undefined && unit.value === 'days' ? own(record, 'termDays') : raw;
        const term =
          unit.value === 'months' ? checkTermMonths(given, opts.termMonths) : checkTermDays(given, opts.termDays);
        if (term.ok) {
          value.term = term.value;
          value.termDays = termInDays(term.value, unit.value);
        } else errors.term = term.error;
        break;
      }
      case 'birthDate': {
        // An older form sent a PESEL instead: only the date of birth is taken from it, the number is dropped.
        const pesel = raw === undefined ? own(record, 'pesel') : undefined;
        const fromPesel =
          typeof pesel === 'string' && pesel.length <= MAX_FIELD_CHARS ? checkPesel(pesel, opts.today) : null;
        if (fromPesel?.ok) value.birthDate = fromPesel.value.birthDate;
        else take(field, checkBirthDate(raw, opts.today));
        break;
      }
      case 'phone':
        if (isBlank(raw)) value.phone = null;
        else take(field, checkMobilePhone(raw));
        break;
      case 'email':
        if (isBlank(raw)) value.email = null;
        else take(field, checkEmail(raw));
        break;
    }
  }
  return { value, errors };
}

/** The marketing consent needs somewhere to send the offers to: a phone number or an e-mail address. */
function checkMarketingContact(record: Record<string, unknown>, errors: LeadErrors): void {
  const consents = own(record, 'consents');
  const wantsMarketing = isRecord(consents) && own(consents, 'marketing') === true;
  if (wantsMarketing && isBlank(own(record, 'phone')) && isBlank(own(record, 'email')))
    errors['consents.marketing'] ??= LEAD_ERRORS.marketingNeedsContact;
}

const hasErrors = (errors: LeadErrors): boolean => Object.keys(errors).length > 0;

const isComplete = (value: Partial<NormalisedLead>): value is NormalisedLead =>
  LEAD_FIELDS.every((field) => value[field] !== undefined) && value.termDays !== undefined;

/**
 * Checks a whole lead body from the wire. Reports every failing field, refuses bodies that are not objects and
 * fields the form never had (under `_form`), accepts the retired ones without storing them, and never repeats a
 * value in a message. Without the marketing consent the phone and e-mail are dropped: they have no other use.
 */
export function validateLead(body: unknown, opts: LeadOptions): LeadValidation {
  if (!isRecord(body)) return { ok: false, errors: { _form: LEAD_ERRORS.body } };
  const { value, errors } = checkFields(LEAD_FIELDS, body, opts);
  checkMarketingContact(body, errors);
  if (Object.keys(body).some((key) => !ACCEPTED_KEYS.has(key))) errors._form = LEAD_ERRORS.unknownField;
  if (hasErrors(errors) || !isComplete(value)) return { ok: false, errors };
  if (!value.consents.marketing) return { ok: true, value: { ...value, phone: null, email: null } };
  return { ok: true, value };
}

/**
 * Checks one step of the form: only that step's fields, other keys of `values` (the rest of the form's
 * state) are ignored, except that the consents step sees whether a contact was given for the marketing
 * consent. Gives the normalised values of the step when all pass.
 */
export function validateStep(stepId: LeadStepId, values: unknown, opts: LeadOptions): StepValidation {
  const step = LEAD_STEPS.find((s) => s.id === stepId);
  if (!step) return { ok: false, errors: { _form: LEAD_ERRORS.body } };
  const record = isRecord(values) ? values : {};
  const { value, errors } = checkFields(step.fields, record, opts);
  if (step.id === 'consents') checkMarketingContact(record, errors);
  return hasErrors(errors) ? { ok: false, errors } : { ok: true, value };
}
