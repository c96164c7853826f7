// POST /api/partners: an affiliate's sign-up (the /partner/ page's form). Checked the same way in the browser
// and on the server; errors are per field, in Polish.
import { checkEmail } from './checks/email';

export const PARTNERS_PATH = '/api/partners';
export const PARTNER_BODY_LIMIT_BYTES = 8 * 1024;
/** Without JavaScript the form posts (form-encoded, never in the URL) to its own page, answered by the server. */
export const PARTNER_FORM_PATH = '/partner/';
/** The value the consent checkbox sends when ticked, in a form-encoded post. */
export const PARTNER_CONSENT_VALUE = 'tak';

export const TRAFFIC_TYPES = {
  website: 'Strona internetowa lub blog',
  social: 'Media społecznościowe',
  newsletter: 'Newsletter (z zebranymi zgodami)',
  ads: 'Kampanie reklamowe (Google Ads, Meta Ads)',
  other: 'Inne',
} as const;
export type TrafficType = keyof typeof TRAFFIC_TYPES;

export interface PartnerSignup {
  name: string;
  email: string;
  website: string;
  trafficType: TrafficType;
  consent: true;
}

export type PartnerField = keyof PartnerSignup;
export type PartnerErrors = Partial<Record<PartnerField, string>>;

const FIELDS: readonly PartnerField[] = ['name', 'email', 'website', 'trafficType', 'consent'];

/** The answer to a sign-up whose e-mail address already has one: nothing about that application, only what to do. */
export const PARTNER_TAKEN_MESSAGE =
  'Nie możemy przyjąć tego zgłoszenia. Jeśli to Twój adres e-mail, napisz do nas z niego – odpowiemy na tę wiadomość.';

export const PARTNER_CONSENT_TEXT =
  'Akceptuję regulamin programu partnerskiego i zgadzam się na kontakt w sprawie współpracy pod podanym adresem e-mail.';

/** A website address: http(s), a real-looking host; "example.pl" without a scheme is accepted as https. */
export function normaliseWebsite(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > 300) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (
      !/^https?:$/.test(url.protocol) ||
      !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(url.hostname) ||
      url.username ||
      url.password
    )
      return null;
    return url.href;
  } catch {
    return null;
  }
}

export function validatePartnerSignup(
  body: unknown,
): { ok: true; value: PartnerSignup } | { ok: false; errors: PartnerErrors } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, errors: { name: 'Nieprawidłowe dane formularza.' } };
  const input = body as Record<string, unknown>;
  const errors: PartnerErrors = {};
  for (const key of Object.keys(input))
    if (!FIELDS.includes(key as PartnerField))
      return { ok: false, errors: { name: `Nieznane pole: ${key.slice(0, 40)}` } };
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  if (name.length < 2 || name.length > 100)
    errors.name = 'Wpisz imię i nazwisko albo nazwę firmy (od 2 do 100 znaków).';
  const email = checkEmail(input.email);
  if (!email.ok) errors.email = email.error;
  const website = typeof input.website === 'string' ? normaliseWebsite(input.website) : null;
  if (!website) errors.website = 'Wpisz adres strony, np. mojblog.pl.';
  const trafficType = input.trafficType;
  if (typeof trafficType !== 'string' || !Object.prototype.hasOwnProperty.call(TRAFFIC_TYPES, trafficType))
    errors.trafficType = 'Wybierz, skąd pochodzi Twój ruch.';
  if (input.consent !== true) errors.consent = 'Zaznacz zgodę, abyśmy mogli się z Tobą skontaktować.';
  if (Object.keys(errors).length > 0 || !email.ok || !website) return { ok: false, errors };
  return {
    ok: true,
    value: { name, email: email.value, website, trafficType: trafficType as TrafficType, consent: true },
  };
}
