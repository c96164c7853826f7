// The public forms' rows, the push tokens and the lead's profile, written once for both databases (as the leads
// row is, lead-rows.ts): portable SQL with `?` placeholders, run by either backend's SqlRunner, so a column added
// or an upsert rule changed cannot reach one database and miss the other.
import type { SqlRunner } from './sql';
import type { LeadProfile, LeadWebhookInput, PartnerSignupInput, PhoneLeadRecord, PushTokenInput } from './types';

// A second sign-up with the same email changes nothing: whoever sends it cannot take over the first one's row.
const PARTNER_SIGNUP_INSERT = `INSERT INTO partner_signups (created_at, name, email, website, traffic_type)
  VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (email) DO NOTHING`;

// A token sent again keeps what it said before wherever the new record says nothing. The table is aliased so that
// both databases read `t.column` as the stored row (PostgreSQL requires it; SQLite accepts it).
const PUSH_TOKEN_UPSERT = `INSERT INTO push_tokens AS t (token, created_at, updated_at, ga_client_id, domain,
    lead_id, country, provider, utm_source, utm_medium, utm_campaign, utm_content, utm_term, origin)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (token) DO UPDATE SET
    updated_at = excluded.updated_at,
    ga_client_id = COALESCE(excluded.ga_client_id, t.ga_client_id),
    domain = excluded.domain,
    lead_id = COALESCE(excluded.lead_id, t.lead_id),
    country = COALESCE(excluded.country, t.country),
    provider = COALESCE(excluded.provider, t.provider),
    utm_source = COALESCE(excluded.utm_source, t.utm_source),
    utm_medium = COALESCE(excluded.utm_medium, t.utm_medium),
    utm_campaign = COALESCE(excluded.utm_campaign, t.utm_campaign),
    utm_content = COALESCE(excluded.utm_content, t.utm_content),
    utm_term = COALESCE(excluded.utm_term, t.utm_term),
    origin = excluded.origin`;

// One row per lead, state and day: a lender's webhook sent twice the same day is stored once.
const LEAD_WEBHOOK_INSERT = `INSERT INTO lead_webhooks (received_at, day, lead_id, state_type, extra, origin,
    personal_removed)
  VALUES (?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (lead_id, state_type, day) DO NOTHING`;

const LEAD_PROFILE_SELECT = `SELECT amount, term, term_unit AS "termUnit", term_days AS "termDays",
    birth_date AS "birthDate"
  FROM leads
  WHERE id = ?`;

const PHONE_LEAD_INSERT = `INSERT INTO phone_leads (created_at, phone, consent_terms, consent_privacy,
    consent_marketing, consents_version, origin)
  VALUES (?, ?, ?, ?, ?, ?, ?)`;

/** The storage methods for these rows, on either database's runner. */
export function recordRows(sql: SqlRunner) {
  return {
    async savePartnerSignup(p: PartnerSignupInput): Promise<boolean> {
      const values = [p.receivedAt.toISOString(), p.name, p.email, p.website, p.trafficType];
      return (await sql.run(PARTNER_SIGNUP_INSERT, values)).changes === 1;
    },
    async upsertPushToken(p: PushTokenInput): Promise<void> {
      const r = p.record;
      const at = p.receivedAt.toISOString();
      await sql.run(PUSH_TOKEN_UPSERT, [
        r.token,
        at,
        at,
        r.gaClientId,
        r.domain,
        r.leadId,
        r.country,
        r.partnerId,
        r.utmSource,
        r.utmMedium,
        r.utmCampaign,
        r.utmContent,
        r.utmTerm,
        p.origin,
      ]);
    },
    async insertLeadWebhook(w: LeadWebhookInput): Promise<boolean> {
      const at = w.receivedAt.toISOString();
      const extra = JSON.stringify(w.extra);
      const values = [at, at.slice(0, 10), w.leadId, w.stateType, extra, w.origin, w.removedPersonal];
      return (await sql.run(LEAD_WEBHOOK_INSERT, values)).changes === 1;
    },
    async findLeadProfile(leadId: string): Promise<LeadProfile | null> {
      return (await sql.get<LeadProfile>(LEAD_PROFILE_SELECT, [leadId])) ?? null;
    },
    async insertPhoneLead(lead: PhoneLeadRecord): Promise<void> {
      const c = lead.consents;
      await sql.run(PHONE_LEAD_INSERT, [
        lead.receivedAt.toISOString(),
        lead.phone,
        c.terms ? 1 : 0,
        c.privacy ? 1 : 0,
        c.marketing ? 1 : 0,
        lead.consentsVersion,
        lead.origin,
      ]);
    },
  };
}
