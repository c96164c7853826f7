// POST /api/phone-leads: the landing page's call-back request (PhoneForm). The browser checks it with
// checkPhoneForm and the server re-checks the body here with the very same rules (checkMobilePhone,
// checkConsents); 400 with per-field Polish errors and nothing stored on failure. The phone is never logged.
import { checkConsents, type CONSENT_IDS, type Consents } from './checks/consents';
import { checkMobilePhone } from './checks/phone';
import { isRecord } from './record';

export const PHONE_LEADS_PATH = '/api/phone-leads';
/** A valid body is under 200 bytes; anything far bigger is not from our form and gets 413 before parsing. */
export const PHONE_LEAD_BODY_LIMIT_BYTES = 2 * 1024;

export interface PhoneLead {
  /** E.164, +48XXXXXXXXX. */
  phone: string;
  consents: Consents;
}

export type PhoneLeadErrorKey = 'phone' | `consents.${(typeof CONSENT_IDS)[number]}` | '_form';
export type PhoneLeadErrors = Partial<Record<PhoneLeadErrorKey, string>>;

export const PHONE_LEAD_ERRORS = {
  body: 'Nie udało się odczytać formularza. Odśwież stronę i spróbuj ponownie.',
  unknownField: 'Formularz zawiera pola, których nie znamy. Odśwież stronę i spróbuj ponownie.',
} as const;

const FIELDS = new Set(['phone', 'consents']);

/** Checks a body from the wire; reports every failing field, refuses non-objects and unknown fields (under `_form`). */
export function validatePhoneLead(
  body: unknown,
): { ok: true; value: PhoneLead } | { ok: false; errors: PhoneLeadErrors } {
  if (!isRecord(body)) return { ok: false, errors: { _form: PHONE_LEAD_ERRORS.body } };
  const errors: PhoneLeadErrors = {};
  const phone = checkMobilePhone(body.phone);
  if (!phone.ok) errors.phone = phone.error;
  const consents = checkConsents(body.consents);
  if (!consents.ok) {
    for (const [id, message] of Object.entries(consents.errors))
      errors[id === 'body' ? '_form' : (`consents.${id}` as PhoneLeadErrorKey)] = message;
  }
  if (Object.keys(body).some((key) => !FIELDS.has(key))) errors._form = PHONE_LEAD_ERRORS.unknownField;
  if (!phone.ok || !consents.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { phone: phone.value, consents: consents.value } };
}
