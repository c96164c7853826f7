// The landing-page call-back form's checks, pure: the phone with the contract's checkMobilePhone, the required
// consents with checkConsents. Nothing here re-implements a rule.
import { CONSENTS, checkConsents, type ConsentId, type Consents } from '../../contracts/checks/consents';
import { checkMobilePhone } from '../../contracts/checks/phone';

/** Only the consents the form needs: the short form asks for nothing optional. */
export const PHONE_FORM_CONSENTS = CONSENTS.filter((consent) => consent.required);

export interface PhoneFormValues {
  /** As typed. */
  phone: string;
  consents: Consents;
}

/** What the form hands to `submit`: the phone in E.164 (+48…) and every consent as a boolean. */
export interface PhoneLeadBody {
  phone: string;
  consents: Consents;
}

export type PhoneFormErrorKey = 'phone' | `consents.${ConsentId}` | '_form';
export type PhoneFormErrors = Partial<Record<PhoneFormErrorKey, string>>;

/** The order fields appear in, for focusing the first error. */
export const PHONE_FORM_KEYS: readonly PhoneFormErrorKey[] = [
  'phone',
  ...PHONE_FORM_CONSENTS.map((c) => `consents.${c.id}` as const),
];

export const emptyPhoneForm = (): PhoneFormValues => ({
  phone: '',
  consents: { terms: false, privacy: false, marketing: false },
});

export function checkPhoneForm(
  values: PhoneFormValues,
): { ok: true; body: PhoneLeadBody } | { ok: false; errors: PhoneFormErrors } {
  const errors: PhoneFormErrors = {};
  const phone = checkMobilePhone(values.phone);
  if (!phone.ok) errors.phone = phone.error;
  const consents = checkConsents(values.consents);
  if (!consents.ok) {
    for (const [id, message] of Object.entries(consents.errors))
      errors[id === 'body' ? '_form' : (`consents.${id}` as PhoneFormErrorKey)] = message;
  }
  if (!phone.ok || !consents.ok) return { ok: false, errors };
  return { ok: true, body: { phone: phone.value, consents: consents.value } };
}

/** A server's per-field errors, under the form's keys: `consents.terms` and a bare `terms` both land on the box. */
export function pickPhoneErrors(input: Record<string, unknown> | undefined): PhoneFormErrors {
  const errors: PhoneFormErrors = {};
  for (const [key, message] of Object.entries(input ?? {})) {
    if (typeof message !== 'string' || message === '') continue;
    const consentKey = `consents.${key}` as PhoneFormErrorKey;
    if ((PHONE_FORM_KEYS as readonly string[]).includes(key) || key === '_form')
      errors[key as PhoneFormErrorKey] = message;
    else if ((PHONE_FORM_KEYS as readonly string[]).includes(consentKey)) errors[consentKey] = message;
  }
  return errors;
}

export const firstPhoneFormError = (errors: PhoneFormErrors): PhoneFormErrorKey | null =>
  PHONE_FORM_KEYS.find((key) => errors[key]) ?? null;

/**
 * What a refused request leaves on screen: the field errors (focused, the form stays 'idle') or a failed state with
 * the server's message, else `fallback`. Only keys the form knows are taken from the answer.
 */
export function refusedOutcome(
  result: { errors?: Record<string, string>; message?: string },
  fallback: string,
): { status: 'idle' | 'failed'; message: string; errors: PhoneFormErrors | null } {
  const fieldErrors = pickPhoneErrors(result.errors);
  const hasFieldErrors = firstPhoneFormError(fieldErrors) !== null;
  return {
    status: hasFieldErrors ? 'idle' : 'failed',
    message: result.message ?? fieldErrors._form ?? (hasFieldErrors ? '' : fallback),
    errors: hasFieldErrors ? fieldErrors : null,
  };
}
