// POST /api/leads: the registration funnel (/reg/, /reg3/) sends every field at the end; the browser checks
// each step with validateStep as the person goes, and the server re-checks the whole body with validateLead,
// answering 400 with `errors` (field → Polish message) when anything fails.
import { checkCity, checkHouseNumber, checkPostalCode, checkStreet } from './checks/address';
import { checkConsents, type ConsentId, type Consents } from './checks/consents';
import { checkEmail } from './checks/email';
import { checkEmployment, type EmploymentId } from './checks/employment';
import { checkIdCard } from './checks/idcard';
import { checkPolishIban } from './checks/iban';
import { checkAmount, checkMonthlyIncome, checkTermDays, type Limits } from './checks/money';
import { checkName } from './checks/name';
import { checkPesel, type Sex } from './checks/pesel';
import { checkMobilePhone } from './checks/phone';
import type { Result } from './result';

export const LEAD_PATH = '/api/leads';
/** A complete lead is under 2 kB; anything far bigger is not from our form and is refused with 413 before parsing. */
export const LEAD_BODY_LIMIT_BYTES = 8 * 1024;
/** Strings longer than this are refused before any check runs; no field needs more (e-mail, the longest, stops at 254). */
export const MAX_FIELD_CHARS = 300;

export const LEAD_FIELDS = [
  'amount', 'termDays', 'phone', 'firstName', 'lastName', 'pesel', 'idCard', 'email',
  'postalCode', 'city', 'street', 'houseNumber', 'employment', 'monthlyIncome', 'bankAccount', 'consents',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
type ScalarField = Exclude<LeadField, 'consents'>;

/** What the form sends. Numbers may also arrive as digit strings (range and text inputs give strings). */
export interface LeadInput {
  /** Whole złoty. */
  amount: number;
  termDays: number;
  /** As typed: 600 123 456, +48…, 0048…, 48… */
  phone: string;
  firstName: string;
  lastName: string;
  pesel: string;
  /** Identity card series and number, e.g. "ABA 300000". */
  idCard: string;
  email: string;
  /** NN-NNN or NNNNN. */
  postalCode: string;
  city: string;
  /** Empty when the place has no streets. */
  street: string;
  houseNumber: string;
  employment: EmploymentId;
  /** Monthly net income, whole złoty. */
  monthlyIncome: number;
  /** 26 digits, with or without PL and spaces. */
  bankAccount: string;
  consents: Consents;
}

/** The lead as stored: every value in its one canonical form. */
export interface NormalisedLead {
  amount: number;
  termDays: number;
  /** E.164: +48XXXXXXXXX. */
  phone: string;
  firstName: string;
  lastName: string;
  /** 11 digits. */
  pesel: string;
  /** Decoded from the PESEL, ISO date. */
  birthDate: string;
  /** Decoded from the PESEL. */
  sex: Sex;
  /** Upper case, no space: ABA300000. */
  idCard: string;
  /** Domain in lower case. */
  email: string;
  /** NN-NNN. */
  postalCode: string;
  city: string;
  /** '' when none. */
  street: string;
  houseNumber: string;
  employment: EmploymentId;
  monthlyIncome: number;
  /** IBAN, electronic format: PL + 26 digits. */
  bankAccount: string;
  consents: Consents;
}

/** Field names, `consents.terms` style keys for each consent, and `_form` for what belongs to no field. */
export type LeadErrorKey = ScalarField | `consents.${ConsentId}` | '_form';
export type LeadErrors = Partial<Record<LeadErrorKey, string>>;

export interface LeadOptions {
  /** Age (18+) is counted on this day's date in Poland. */
  today: Date;
  /** Limits of the amount and term sliders, from the offer configuration. */
  amount: Limits;
  termDays: Limits;
}

export type LeadValidation = { ok: true; value: NormalisedLead } | { ok: false; errors: LeadErrors };
export type StepValidation = { ok: true; value: Partial<NormalisedLead> } | { ok: false; errors: LeadErrors };

export const LEAD_ERRORS = {
  body: 'Nie udało się odczytać formularza. Odśwież stronę i spróbuj ponownie.',
  unknownField: 'Formularz zawiera nieoczekiwane dane. Odśwież stronę i spróbuj ponownie.',
  tooLong: 'Ten tekst jest za długi. Sprawdź, co zostało wpisane.',
} as const;

/** Polish labels for the form and for summaries. */
export const LEAD_FIELD_LABELS: Record<LeadField, string> = {
  amount: 'Kwota pożyczki',
  termDays: 'Okres spłaty',
  phone: 'Numer telefonu komórkowego',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  pesel: 'PESEL',
  idCard: 'Seria i numer dowodu osobistego',
  email: 'Adres e-mail',
  postalCode: 'Kod pocztowy',
  city: 'Miejscowość',
  street: 'Ulica',
  houseNumber: 'Numer domu i mieszkania',
  employment: 'Źródło dochodu',
  monthlyIncome: 'Miesięczny dochód netto',
  bankAccount: 'Numer konta bankowego',
  consents: 'Zgody',
};

export interface LeadStep {
  id: string;
  title: string;
  fields: readonly LeadField[];
}

/** The steps of the registration form, in order; each field belongs to exactly one step. */
export const LEAD_STEPS = [
  { id: 'loan', title: 'Kwota i okres spłaty', fields: ['amount', 'termDays'] },
  { id: 'phone', title: 'Numer telefonu', fields: ['phone'] },
  { id: 'personal', title: 'Dane osobowe', fields: ['firstName', 'lastName', 'pesel', 'idCard', 'email'] },
  { id: 'address', title: 'Adres i dochody', fields: ['postalCode', 'city', 'street', 'houseNumber', 'employment', 'monthlyIncome'] },
  { id: 'bank', title: 'Numer konta', fields: ['bankAccount'] },
  { id: 'consents', title: 'Zgody', fields: ['consents'] },
] as const satisfies readonly LeadStep[];
export type LeadStepId = (typeof LEAD_STEPS)[number]['id'];

const LEAD_FIELD_SET: ReadonlySet<string> = new Set(LEAD_FIELDS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the given fields of `record`, collecting every failure. */
function checkFields(fields: readonly LeadField[], record: Record<string, unknown>, opts: LeadOptions): { value: Partial<NormalisedLead>; errors: LeadErrors } {
  const value: Partial<NormalisedLead> = {};
  const errors: LeadErrors = {};
  const take = <K extends ScalarField>(field: K, result: Result<NormalisedLead[K]>): void => {
    if (result.ok) value[field] = result.value;
    else errors[field] = result.error;
  };

  for (const field of fields) {
    const raw = Object.hasOwn(record, field) ? record[field] : undefined;
    if (field === 'consents') {
      const consents = checkConsents(raw);
      if (consents.ok) value.consents = consents.value;
      else for (const [id, message] of Object.entries(consents.errors)) errors[id === 'body' ? '_form' : (`consents.${id}` as LeadErrorKey)] = message;
      continue;
    }
    if (typeof raw === 'string' && raw.length > MAX_FIELD_CHARS) {
      errors[field] = LEAD_ERRORS.tooLong;
      continue;
    }
    switch (field) {
      case 'amount': take(field, checkAmount(raw, opts.amount)); break;
      case 'termDays': take(field, checkTermDays(raw, opts.termDays)); break;
      case 'phone': take(field, checkMobilePhone(raw)); break;
      case 'firstName': take(field, checkName(raw, 'firstName')); break;
      case 'lastName': take(field, checkName(raw, 'lastName')); break;
      case 'idCard': take(field, checkIdCard(raw)); break;
      case 'email': take(field, checkEmail(raw)); break;
      case 'postalCode': take(field, checkPostalCode(raw)); break;
      case 'city': take(field, checkCity(raw)); break;
      case 'street': take(field, checkStreet(raw)); break;
      case 'houseNumber': take(field, checkHouseNumber(raw)); break;
      case 'employment': take(field, checkEmployment(raw)); break;
      case 'monthlyIncome': take(field, checkMonthlyIncome(raw)); break;
      case 'pesel': {
        const pesel = checkPesel(raw, opts.today);
        if (pesel.ok) Object.assign(value, pesel.value);
        else errors.pesel = pesel.error;
        break;
      }
      case 'bankAccount': {
        const iban = checkPolishIban(raw);
        if (iban.ok) value.bankAccount = iban.value.electronic;
        else errors.bankAccount = iban.error;
        break;
      }
    }
  }
  return { value, errors };
}

const hasErrors = (errors: LeadErrors): boolean => Object.keys(errors).length > 0;

const isComplete = (value: Partial<NormalisedLead>): value is NormalisedLead =>
  LEAD_FIELDS.every((field) => value[field] !== undefined) && value.birthDate !== undefined && value.sex !== undefined;

/**
 * Checks a whole lead body from the wire. Reports every failing field, refuses bodies that are not
 * objects and fields the form does not have (under `_form`), and never repeats a value in a message.
 */
export function validateLead(body: unknown, opts: LeadOptions): LeadValidation {
  if (!isRecord(body)) return { ok: false, errors: { _form: LEAD_ERRORS.body } };
  const { value, errors } = checkFields(LEAD_FIELDS, body, opts);
  if (Object.keys(body).some((key) => !LEAD_FIELD_SET.has(key))) errors._form = LEAD_ERRORS.unknownField;
  if (hasErrors(errors) || !isComplete(value)) return { ok: false, errors };
  return { ok: true, value };
}

/**
 * Checks one step of the form: only that step's fields, other keys of `values` (the rest of the form's
 * state) are ignored. Gives the normalised values of the step when all pass.
 */
export function validateStep(stepId: LeadStepId, values: unknown, opts: LeadOptions): StepValidation {
  const step = LEAD_STEPS.find((s) => s.id === stepId);
  if (!step) return { ok: false, errors: { _form: LEAD_ERRORS.body } };
  const { value, errors } = checkFields(step.fields, isRecord(values) ? values : {}, opts);
  return hasErrors(errors) ? { ok: false, errors } : { ok: true, value };
}
