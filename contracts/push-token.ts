// POST {leadgen host}/set-token (SPEC §3 "Push token record", §7): a form body of 11 fields the loader's push
// feature builds with pushTokenForm at first acquisition and at update, and the server reads with
// validatePushToken; any bad field answers 400 and nothing is stored. A utm_* value that looks like personal data
// (contracts/personal-data.ts) is not an error of the visitor's: it is stored as null and counted.
import { UTM_FIELDS } from './event';
import { cleanPartnerId } from './partner-id';
import { looksPersonal } from './personal-data';
import { err, ok, type Result } from './result';
import { normaliseUuidV4 } from './uuid';

export const SET_TOKEN_ROUTE = '/set-token';
/**
 * POST {leadgen host}/delete-token, form body `token`: the loader's erasure sends it when the visitor withdraws the
 * consent push runs under, so the server forgets the token too (and the push consent, with the lead's last token).
 */
export const DELETE_TOKEN_ROUTE = '/delete-token';
/** An FCM token is about 160 characters; 11 short fields fit easily in this. */
export const SET_TOKEN_BODY_LIMIT_BYTES = 8 * 1024;

/** SPEC §3, in the order the loader sends them (`provider` is the partner id). */
export const PUSH_TOKEN_FIELDS = [
  'token',
  'ga_client_id',
  'domain',
  'lead_id',
  'country',
  'provider',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;
export type PushTokenField = (typeof PUSH_TOKEN_FIELDS)[number];

/** What the sender knows; anything missing is sent as an empty string, which the reader takes as not given. */
export interface PushTokenInput {
  token: string;
  gaClientId?: string | null | undefined;
  /** The page's host name (location.hostname). */
  domain?: string | null | undefined;
  leadId?: string | null | undefined;
  country?: number | string | null | undefined;
  partnerId?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmTerm?: string | null | undefined;
}

/** The form body as [field, value] pairs in PUSH_TOKEN_FIELDS order, for URLSearchParams. */
export function pushTokenForm(input: PushTokenInput): [PushTokenField, string][] {
  const value = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v));
  const values: Record<PushTokenField, string> = {
    token: input.token,
    ga_client_id: value(input.gaClientId),
    domain: value(input.domain),
    lead_id: value(input.leadId),
    country: value(input.country),
    provider: value(input.partnerId),
    utm_source: value(input.utmSource),
    utm_medium: value(input.utmMedium),
    utm_campaign: value(input.utmCampaign),
    utm_content: value(input.utmContent),
    utm_term: value(input.utmTerm),
  };
  return PUSH_TOKEN_FIELDS.map((key) => [key, values[key]]);
}

export interface PushTokenRecord {
  token: string;
  gaClientId: string | null;
  /** The page's host name. */
  domain: string;
  /** UUID v4 with dashes, or null when the visitor has no lead yet. */
  leadId: string | null;
  country: number | null;
  /** The partner id (field `provider`, contracts/partner-id.ts). */
  partnerId: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
}

/** A checked record, and how many utm_* values were dropped because they looked like personal data (never which). */
export type ValidPushToken = PushTokenRecord & { removedPersonal: number };

/** FCM registration tokens: base64url characters and a colon; never the consent markers of SPEC §3. */
const TOKEN_PATTERN = /^[A-Za-z0-9_:-]{20,1024}$/;
const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const TEXT_MAX = 200;

/** Accepts a parsed form (string values; repeated keys as arrays, which are refused). */
export function validatePushToken(
  body: unknown,
): Result<ValidPushToken, Partial<Record<PushTokenField | 'body', string>>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return err({ body: 'expected a form body' });
  const input = body as Record<string, unknown>;
  const errors: Partial<Record<PushTokenField | 'body', string>> = {};
  const text = (key: PushTokenField): string | null | undefined => {
    const value = input[key];
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string') {
      errors[key] = 'must be given once, as text';
      return undefined;
    }
    const trimmed = value.trim();
    if (trimmed.length > TEXT_MAX && key !== 'token') {
      errors[key] = `at most ${TEXT_MAX} characters`;
      return undefined;
    }
    return trimmed === '' ? null : trimmed;
  };
  const unknown = Object.keys(input).filter((key) => !(PUSH_TOKEN_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0)
    errors.body = `unknown field(s): ${unknown
      .slice(0, 5)
      .map((k) => k.slice(0, 40))
      .join(', ')}`;

  const token = text('token');
  if (token === null) errors.token = 'required';
  else if (token !== undefined && !TOKEN_PATTERN.test(token)) errors.token = 'not an FCM registration token';
  const domain = text('domain');
  const host = domain?.toLowerCase();
  if (domain === null) errors.domain = 'required';
  else if (host !== undefined && !HOST_PATTERN.test(host)) errors.domain = 'not a host name';
  const rawLead = text('lead_id');
  const leadId = rawLead ? normaliseUuidV4(rawLead) : null;
  if (rawLead && leadId === null) errors.lead_id = 'not a UUID v4';
  const rawCountry = text('country');
  const country = rawCountry && /^\d{1,3}$/.test(rawCountry) && Number(rawCountry) >= 1 ? Number(rawCountry) : null;
  if (rawCountry && country === null) errors.country = 'not a country id (1 to 999)';
  const rawPartner = text('provider');
  const partnerId = rawPartner ? (cleanPartnerId(rawPartner) ?? null) : null;
  if (rawPartner && partnerId === null) errors.provider = 'not a partner id (1 to 100 letters, digits or _ . ~ : -)';
  let removedPersonal = 0;
  const [utmSource, utmMedium, utmCampaign, utmContent, utmTerm] = UTM_FIELDS.map((key) => {
    const value = text(key);
    if (!value || !looksPersonal(value)) return value;
    removedPersonal += 1;
    return null;
  });
  const values = { gaClientId: text('ga_client_id'), utmSource, utmMedium, utmCampaign, utmContent, utmTerm };
  if (Object.keys(errors).length > 0 || !token || !host) return err(errors);
  return ok({
    token,
    domain: host,
    leadId,
    country,
    gaClientId: values.gaClientId ?? null,
    partnerId,
    utmSource: values.utmSource ?? null,
    utmMedium: values.utmMedium ?? null,
    utmCampaign: values.utmCampaign ?? null,
    utmContent: values.utmContent ?? null,
    utmTerm: values.utmTerm ?? null,
    removedPersonal,
  });
}
