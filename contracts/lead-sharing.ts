// Passing a lead on to a lender that takes applications by API, only with the visitor's consent for that very
// lender (EDPB guidelines 05/2020 §3.1.3: consent to share covers the recipients named when it was given).
// The transition page asks (GET), the visitor agrees (POST), the server records the consent and delivers.
import { normaliseUuidV4 } from './uuid';

export const LEAD_SHARING_PATH = '/api/lead-sharing';

/** Raise when the sharing text changes; every stored consent keeps the version it was given under. */
export const SHARING_TEXT_VERSION = '2026-11-25';

/** What the visitor agrees to, naming the one lender. */
export const sharingText = (lenderName: string): string =>
  `Zgadzam się, aby Przelewik przekazał pożyczkodawcy ${lenderName} mój wniosek: kwotę i okres pożyczki, datę urodzenia ` +
  `oraz numer telefonu i adres e-mail, jeśli je podałem lub podałam, w celu rozpatrzenia wniosku. Zgodę mogę w każdej chwili wycofać.`;

/** GET answer: whether the offer's lender takes applications by API, and the text to agree to. */
export interface SharingOffer {
  takesLeads: boolean;
  lender?: string;
  text?: string;
  version?: string;
}

/** POST body. */
export interface SharingRequest {
  leadId: string;
  offerId: number;
  consent: true;
  version: string;
}

/**
 * POST answer: `delivered` only when the lender confirmed receipt; `pending` while retries go on; `failed` when the
 * lender refused it.
 */
export interface SharingAnswer {
  ok: true;
  status: 'delivered' | 'pending' | 'failed';
  withdrawUrl: string;
}

export function checkSharingRequest(body: unknown): { ok: true; value: SharingRequest } | { ok: false; error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'the body must be a JSON object' };
  const { leadId, offerId, consent, version, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return { ok: false, error: `unknown fields: ${Object.keys(rest).join(', ')}` };
  const lead = normaliseUuidV4(leadId);
  if (!lead) return { ok: false, error: 'leadId must be a UUID v4' };
  if (typeof offerId !== 'number' || !Number.isInteger(offerId) || offerId < 1)
    return { ok: false, error: 'offerId must be a whole number' };
  if (consent !== true) return { ok: false, error: 'consent must be true: a lead is passed on only with consent' };
  if (version !== SHARING_TEXT_VERSION) return { ok: false, error: 'the consent text has changed: reload the page' };
  return { ok: true, value: { leadId: lead, offerId, consent, version } };
}
