// POST {leadgen host}/webhook (SPEC §3 "Abandoned-visit payload", §7): form data with lead_id, state_type and
// optional extra fields. The loader builds it with these names; the server checks it with validateWebhook.
import { removePersonalData } from './personal-data';
import { err, ok, type Result } from './result';
import { normaliseUuidV4 } from './uuid';

export const WEBHOOK_PATH = '/webhook';
/** SPEC §3: the state type when the caller gives none. */
export const DEFAULT_STATE_TYPE = 'abandoned_visit_by_pxl';
/**
 * The state types the product sends: a visit that ended without an application, on any page (the default), on
 * an offers page, or on a registration page. Partners pick one per page in window.pageConfig.abandoned.
 */
export const STATE_TYPES = [DEFAULT_STATE_TYPE, 'abandoned_offers_by_pxl', 'abandoned_registration_by_pxl'] as const;
export type StateType = (typeof STATE_TYPES)[number];

/** Extra fields: at most this many, names like `campaign_step`, values short text (README, "Abandoned visits"). */
export const WEBHOOK_LIMITS = { extraFields: 10, nameChars: 40, valueChars: 200, bodyBytes: 4096 } as const;
const EXTRA_NAME = /^[a-z][a-z0-9_]{0,39}$/;
/** Names that would carry personal data (never sent, DESIGN.md): refused even as extras. */
const PERSONAL_NAMES =
  /(^|_)(phone|tel|mobile|pesel|e?mail|iban|account|card|first_name|last_name|surname|address|street|id_card|birth)(_|$)/;
/** The payload's own fields (SPEC §3), sent first; an extra field never takes their names. */
export const WEBHOOK_FIELDS = ['lead_id', 'state_type'] as const;
const RESERVED: ReadonlySet<string> = new Set(WEBHOOK_FIELDS);

export interface WebhookPayload {
  /** Canonical UUID v4 with dashes. */
  leadId: string;
  stateType: StateType;
  extra: Record<string, string>;
}

/** A checked payload as the server stores it. */
export interface ValidWebhook extends WebhookPayload {
  /** Extras removed because their values looked like personal data (contracts/personal-data.ts). */
  removedPersonal: number;
}

export const isStateType = (value: unknown): value is StateType =>
  typeof value === 'string' && (STATE_TYPES as readonly string[]).includes(value);

/** Whether `name` may be an extra field. */
export const isExtraFieldName = (name: string): boolean =>
  EXTRA_NAME.test(name) && !RESERVED.has(name) && !PERSONAL_NAMES.test(name);

/**
 * Checks the form fields as the server receives them (one value per name; a repeated name arrives as a list).
 * Every problem is an error: nothing is stored unless the whole payload is valid.
 */
export function validateWebhook(fields: Record<string, unknown>): Result<ValidWebhook> {
  const leadId = normaliseUuidV4(fields.lead_id);
  if (!leadId) return err('lead_id must be a UUID v4');
  const rawState = fields.state_type ?? DEFAULT_STATE_TYPE;
  if (!isStateType(rawState)) return err(`state_type must be one of ${STATE_TYPES.join(', ')}`);
  const extra: Record<string, string> = {};
  const names = Object.keys(fields).filter((name) => !RESERVED.has(name));
  if (names.length > WEBHOOK_LIMITS.extraFields) return err(`at most ${WEBHOOK_LIMITS.extraFields} extra fields`);
  for (const name of names) {
    const value = fields[name];
    if (!isExtraFieldName(name)) return err(`field ${name.slice(0, WEBHOOK_LIMITS.nameChars)} is not allowed`);
    if (typeof value !== 'string' || value.length > WEBHOOK_LIMITS.valueChars)
      return err(`field ${name} must be text of at most ${WEBHOOK_LIMITS.valueChars} characters`);
    extra[name] = value;
  }
  const { kept, removed } = removePersonalData(extra);
  return ok({ leadId, stateType: rawState, extra: kept, removedPersonal: removed });
}

/** The form the loader posts: lead_id, state_type, then the extras (which cannot override the first two). */
export function webhookForm(payload: WebhookPayload): [string, string][] {
  return [
    [WEBHOOK_FIELDS[0], payload.leadId],
    [WEBHOOK_FIELDS[1], payload.stateType],
    ...Object.entries(payload.extra).filter(([name]) => !RESERVED.has(name)),
  ];
}
