// SQLite storage (better-sqlite3): created and migrated on first start. Migrations are append-only; the
// database's user_version says how many have run.
import Database from 'better-sqlite3';
import { checkWrite } from './write-check';
import { sqliteRunner } from './sql';
import { prepareDatabaseFolder, secureDatabaseFiles } from './file-modes';
import { AFFILIATE_MIGRATIONS } from '../affiliate/schema';
import { ADMIN_MIGRATIONS } from '../admin/schema';
import { CONSENT_MIGRATIONS } from '../consents/schema';
import type { LeadProfile, StoredAnswer, LeadRecord, LeadWebhookInput, PartnerSignupInput, PhoneLeadRecord, PushTokenInput, Storage, StoredEventInput } from './types';

export const MIGRATIONS: readonly string[] = [
  // 1: events from POST /api/event (SPEC §7).
  `CREATE TABLE events (
     id           INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at  TEXT NOT NULL,
     event        TEXT NOT NULL,
     origin       TEXT,
     session_id   TEXT,
     client_id    TEXT,
     domain       TEXT,
     referer      TEXT,
     utm_source   TEXT,
     utm_medium   TEXT,
     utm_campaign TEXT,
     utm_content  TEXT,
     utm_term     TEXT,
     data         TEXT NOT NULL DEFAULT '{}'
   );
   CREATE INDEX events_by_name_time ON events (event, received_at);
   CREATE INDEX events_by_session ON events (session_id);`,
  // 2: affiliate sign-ups from the /partner/ page (POST /api/partners). One row per email address.
  `CREATE TABLE partner_signups (
     id           INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at   TEXT NOT NULL,
     name         TEXT NOT NULL,
     email        TEXT NOT NULL UNIQUE,
     website      TEXT NOT NULL,
     traffic_type TEXT NOT NULL
   );`,
  // 3: leads from the registration form (POST /api/leads). Personal data: never logged, never in URLs.
  `CREATE TABLE leads (
     id               TEXT PRIMARY KEY,          -- UUID v4, the lead id the browser keeps under leadId
     created_at       TEXT NOT NULL,
     amount           INTEGER NOT NULL,
     term_days        INTEGER NOT NULL,
     phone            TEXT NOT NULL,
     first_name       TEXT NOT NULL,
     last_name        TEXT NOT NULL,
     pesel            TEXT NOT NULL,
     birth_date       TEXT NOT NULL,
     id_card          TEXT NOT NULL,
     email            TEXT NOT NULL,
     postal_code      TEXT NOT NULL,
     city             TEXT NOT NULL,
     street           TEXT NOT NULL,
     house_number     TEXT NOT NULL,
     employment       TEXT NOT NULL,
     monthly_income   INTEGER NOT NULL,
     bank_account     TEXT NOT NULL,
     consent_terms    INTEGER NOT NULL,
     consent_privacy  INTEGER NOT NULL,
     consent_marketing INTEGER NOT NULL,
     consents_version TEXT NOT NULL,
     origin           TEXT
   );
   CREATE INDEX leads_by_time ON leads (created_at);`,
  // 4: push_tokens (issue 7): FCM tokens from POST /set-token (SPEC §3, §7), one row per token; a later post of
  // the same token updates it, never dropping a lead link it already has.
  `CREATE TABLE push_tokens (
     token        TEXT PRIMARY KEY,
     created_at   TEXT NOT NULL,
     updated_at   TEXT NOT NULL,
     ga_client_id TEXT,
     domain       TEXT NOT NULL,
     lead_id      TEXT,
     country      INTEGER,
     provider     TEXT,
     utm_source   TEXT,
     utm_medium   TEXT,
     utm_campaign TEXT,
     utm_content  TEXT,
     utm_term     TEXT,
     origin       TEXT
   );
   CREATE INDEX push_tokens_by_lead ON push_tokens (lead_id);`,
  // 5 (issue 6): abandoned-visit webhooks (POST /webhook). One row per lead, state type and UTC day: the unique
  // key makes a repeated call the same day a no-op. `extra` holds the caller's extra fields as JSON.
  `CREATE TABLE lead_webhooks (
     id           INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at  TEXT NOT NULL,
     day          TEXT NOT NULL,                -- UTC date, YYYY-MM-DD
     lead_id      TEXT NOT NULL,
     state_type   TEXT NOT NULL,
     extra        TEXT NOT NULL DEFAULT '{}',
     origin       TEXT,
     UNIQUE (lead_id, state_type, day)
   );`,
  // 6: phone_leads: call-back requests from landing pages (POST /api/phone-leads). Personal data: never logged.
  `CREATE TABLE phone_leads (
     id                INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at        TEXT NOT NULL,
     phone             TEXT NOT NULL,             -- E.164, +48XXXXXXXXX
     consent_terms     INTEGER NOT NULL,
     consent_privacy   INTEGER NOT NULL,
     consent_marketing INTEGER NOT NULL,
     consents_version  TEXT NOT NULL,
     origin            TEXT
   );
   CREATE INDEX phone_leads_by_time ON phone_leads (created_at);`,
  // 7: leads keep only what the product uses (contracts/lead.ts): the loan with its term unit (terms in months for
  // instalment loans), the date of birth, and the phone and e-mail only with the marketing consent. The columns of
  // data nothing ever read (PESEL, ID card, bank account, name, address, employment, income) are dropped with the
  // values already stored: nothing was delivered to lenders, so keeping them served no purpose (RODO art. 5(1)(c)
  // and (e)) and every copy is a risk. Dropping is safe: no code, view or foreign key reads them, and a server
  // older than this migration refuses the newer schema at start instead of writing to missing columns. SQLite
  // cannot make a column nullable in place, so the table is rebuilt, in the migration's one transaction.
  `CREATE TABLE leads_v7 (
     id                TEXT PRIMARY KEY,          -- UUID v4, the lead id the browser keeps under leadId
     created_at        TEXT NOT NULL,
     amount            INTEGER NOT NULL,
     term              INTEGER NOT NULL,          -- in term_unit
     term_unit         TEXT NOT NULL CHECK (term_unit IN ('days', 'months')),
     term_days         INTEGER NOT NULL,          -- the term in days (a month as 365/12 days, rounded)
     birth_date        TEXT NOT NULL,             -- ISO date
     phone             TEXT,                      -- E.164; only with consent_marketing = 1
     email             TEXT,                      -- only with consent_marketing = 1
     consent_terms     INTEGER NOT NULL,
     consent_privacy   INTEGER NOT NULL,
     consent_marketing INTEGER NOT NULL,
     consents_version  TEXT NOT NULL,
     origin            TEXT
   );
   INSERT INTO leads_v7 (id, created_at, amount, term, term_unit, term_days, birth_date, phone, email, consent_terms,
                         consent_privacy, consent_marketing, consents_version, origin)
     SELECT id, created_at, amount, term_days, 'days', term_days, birth_date,
            CASE WHEN consent_marketing = 1 THEN phone END, CASE WHEN consent_marketing = 1 THEN email END,
            consent_terms, consent_privacy, consent_marketing, consents_version, origin
     FROM leads;
   DROP TABLE leads;
   ALTER TABLE leads_v7 RENAME TO leads;
   CREATE INDEX leads_by_time ON leads (created_at);`,
  // 8: the first answer to each Idempotency-Key of POST /api/leads, kept 24 h so a retried submission returns it
  // instead of storing the lead twice; and, per event and webhook row, how many of the caller's extras were removed
  // because they looked like personal data (the count only, never the value) for the operator to watch.
  `CREATE TABLE idempotency_keys (
     key          TEXT NOT NULL,
     route        TEXT NOT NULL,
     created_at   TEXT NOT NULL,
     status       INTEGER NOT NULL,
     body         TEXT NOT NULL,
     PRIMARY KEY (route, key)
   );
   CREATE INDEX idempotency_keys_by_time ON idempotency_keys (created_at);
   ALTER TABLE events ADD COLUMN personal_removed INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE lead_webhooks ADD COLUMN personal_removed INTEGER NOT NULL DEFAULT 0;`,
  // The affiliate ledger (server/affiliate/schema.ts): clicks, conversions, lender and partner postbacks.
  ...AFFILIATE_MIGRATIONS.map((m) => m.sqlite),
  // The operator console (server/admin/schema.ts), then the consent ledger and lead deliveries (server/consents/schema.ts).
  ...ADMIN_MIGRATIONS.map((m) => m.sqlite),
  ...CONSENT_MIGRATIONS.map((m) => m.sqlite),
];

/** How long a lead's Idempotency-Key and its first answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function migrate(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) throw new Error(`database schema ${current} is newer than this server knows (${MIGRATIONS.length})`);
  for (let version = current; version < MIGRATIONS.length; version++) {
    // Each migration and its version bump commit together, so a crash never leaves half a schema.
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}

export function openSqlite(file: string): Storage {
  if (file !== ':memory:') prepareDatabaseFolder(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  if (file !== ':memory:') secureDatabaseFiles(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const insertEvent = db.prepare(
    `INSERT INTO events (received_at, event, origin, session_id, client_id, domain, referer,
                         utm_source, utm_medium, utm_campaign, utm_content, utm_term, data, personal_removed)
     VALUES (@received_at, @event, @origin, @session_id, @client_id, @domain, @referer,
             @utm_source, @utm_medium, @utm_campaign, @utm_content, @utm_term, @data, @personal_removed)`,
  );
  const ping = db.prepare('SELECT 1 AS one');
  const insertLeadStmt = db.prepare(
    `INSERT INTO leads (id, created_at, amount, term, term_unit, term_days, birth_date, phone, email, consent_terms, consent_privacy,
                        consent_marketing, consents_version, origin)
     VALUES (@id, @created_at, @amount, @term, @term_unit, @term_days, @birth_date, @phone, @email, @consent_terms, @consent_privacy,
             @consent_marketing, @consents_version, @origin)`,
  );
  const insertPhoneLeadStmt = db.prepare(
    `INSERT INTO phone_leads (created_at, phone, consent_terms, consent_privacy, consent_marketing, consents_version, origin)
     VALUES (@created_at, @phone, @consent_terms, @consent_privacy, @consent_marketing, @consents_version, @origin)`,
  );
  // A second sign-up with the same email changes nothing: whoever sends it cannot take over the first one's row.
  const insertPartner = db.prepare(
    `INSERT INTO partner_signups (created_at, name, email, website, traffic_type) VALUES (@created_at, @name, @email, @website, @traffic_type)
     ON CONFLICT (email) DO NOTHING`,
  );
  const findAnswer = db.prepare('SELECT status, body FROM idempotency_keys WHERE route = ? AND key = ? AND created_at >= ?');
  const saveAnswer = db.prepare('INSERT INTO idempotency_keys (key, route, created_at, status, body) VALUES (@key, @route, @created_at, @status, @body)');
  const dropAnswer = db.prepare('DELETE FROM idempotency_keys WHERE route = ? AND key = ?');
  const purgeAnswers = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  const upsertPushTokenStmt = db.prepare(
    `INSERT INTO push_tokens (token, created_at, updated_at, ga_client_id, domain, lead_id, country, provider,
                              utm_source, utm_medium, utm_campaign, utm_content, utm_term, origin)
     VALUES (@token, @at, @at, @ga_client_id, @domain, @lead_id, @country, @provider,
             @utm_source, @utm_medium, @utm_campaign, @utm_content, @utm_term, @origin)
     ON CONFLICT (token) DO UPDATE SET
       updated_at = excluded.updated_at, ga_client_id = COALESCE(excluded.ga_client_id, ga_client_id),
       domain = excluded.domain, lead_id = COALESCE(excluded.lead_id, lead_id),
       country = COALESCE(excluded.country, country), provider = COALESCE(excluded.provider, provider),
       utm_source = COALESCE(excluded.utm_source, utm_source), utm_medium = COALESCE(excluded.utm_medium, utm_medium),
       utm_campaign = COALESCE(excluded.utm_campaign, utm_campaign), utm_content = COALESCE(excluded.utm_content, utm_content),
       utm_term = COALESCE(excluded.utm_term, utm_term), origin = excluded.origin`,
  );
  const insertWebhookStmt = db.prepare(
    `INSERT INTO lead_webhooks (received_at, day, lead_id, state_type, extra, origin, personal_removed)
     VALUES (@received_at, @day, @lead_id, @state_type, @extra, @origin, @personal_removed)
     ON CONFLICT (lead_id, state_type, day) DO NOTHING`,
  );
  const leadProfileStmt = db.prepare(
    'SELECT amount, term, term_unit AS termUnit, term_days AS termDays, birth_date AS birthDate FROM leads WHERE id = ?',
  );
  return {
    kind: 'sqlite',
    sql: sqliteRunner(db),
    async ping() {
      try {
        return (ping.get() as { one: number } | undefined)?.one === 1;
      } catch {
        return false;
      }
    },
    async checkWrite() {
      return checkWrite(db);
    },
    async insertEvent(e: StoredEventInput) {
      const c = e.context;
      const info = insertEvent.run({
        received_at: e.receivedAt.toISOString(),
        event: e.event,
        origin: e.origin,
        session_id: c.session_id ?? null,
        client_id: c.client_id ?? null,
        domain: c.domain ?? null,
        referer: c.referer ?? null,
        utm_source: c.utm_source ?? null,
        utm_medium: c.utm_medium ?? null,
        utm_campaign: c.utm_campaign ?? null,
        utm_content: c.utm_content ?? null,
        utm_term: c.utm_term ?? null,
        data: JSON.stringify(e.data),
        personal_removed: e.removedPersonal,
      });
      return Number(info.lastInsertRowid);
    },
    async savePartnerSignup(p: PartnerSignupInput) {
      return insertPartner.run({ created_at: p.receivedAt.toISOString(), name: p.name, email: p.email, website: p.website, traffic_type: p.trafficType }).changes === 1;
    },
    async withIdempotency(route: string, key: string, now: Date, work: () => Promise<StoredAnswer>) {
      // Expired keys go first, so a key older than the TTL is free again.
      purgeAnswers.run(new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString());
      const earlier = findAnswer.get(route, key, new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()) as StoredAnswer | undefined;
      if (earlier) return { answer: earlier, replayed: true };
      // The key is claimed before the work runs, so a concurrent repeat finds it (as a 409 "in progress") instead of
      // storing the lead a second time; better-sqlite3 runs each statement to its end before any other.
      try {
        saveAnswer.run({ key, route, created_at: now.toISOString(), status: 409, body: JSON.stringify({ ok: false, error: 'the first request with this Idempotency-Key is still being processed' }) });
      } catch {
        const claimed = findAnswer.get(route, key, '') as StoredAnswer | undefined;
        if (claimed) return { answer: claimed, replayed: true };
        throw new Error('idempotency key could not be claimed');
      }
      try {
        const answer = await work();
        // Only a stored success is replayed; a refusal frees the key, so a corrected retry is checked afresh.
        if (answer.status >= 200 && answer.status < 300) db.prepare('UPDATE idempotency_keys SET status = ?, body = ? WHERE route = ? AND key = ?').run(answer.status, answer.body, route, key);
        else dropAnswer.run(route, key);
        return { answer, replayed: false };
      } catch (error) {
        dropAnswer.run(route, key);
        throw error;
      }
    },
    async insertLead(lead: LeadRecord) {
      const l = lead.lead;
      insertLeadStmt.run({
        id: lead.id, created_at: lead.receivedAt.toISOString(), amount: l.amount, term: l.term, term_unit: l.termUnit, term_days: l.termDays,
        birth_date: l.birthDate, phone: l.consents.marketing ? l.phone : null, email: l.consents.marketing ? l.email : null,
        consent_terms: l.consents.terms ? 1 : 0,
        consent_privacy: l.consents.privacy ? 1 : 0, consent_marketing: l.consents.marketing ? 1 : 0,
        consents_version: lead.consentsVersion, origin: lead.origin,
      });
    },
    async upsertPushToken(p: PushTokenInput) {
      const r = p.record;
      upsertPushTokenStmt.run({
        token: r.token, at: p.receivedAt.toISOString(), ga_client_id: r.gaClientId, domain: r.domain, lead_id: r.leadId,
        country: r.country, provider: r.provider, utm_source: r.utmSource, utm_medium: r.utmMedium,
        utm_campaign: r.utmCampaign, utm_content: r.utmContent, utm_term: r.utmTerm, origin: p.origin,
      });
    },
    async close() {
      db.close();
    },
    async insertLeadWebhook(w: LeadWebhookInput) {
      const at = w.receivedAt.toISOString();
      const info = insertWebhookStmt.run({ received_at: at, day: at.slice(0, 10), lead_id: w.leadId, state_type: w.stateType, extra: JSON.stringify(w.extra), origin: w.origin, personal_removed: w.removedPersonal });
      return info.changes === 1;
    },
    async findLeadProfile(leadId: string) {
      return (leadProfileStmt.get(leadId) as LeadProfile | undefined) ?? null;
    },
    async insertPhoneLead(lead: PhoneLeadRecord) {
      insertPhoneLeadStmt.run({
        created_at: lead.receivedAt.toISOString(), phone: lead.phone, consent_terms: lead.consents.terms ? 1 : 0,
        consent_privacy: lead.consents.privacy ? 1 : 0, consent_marketing: lead.consents.marketing ? 1 : 0,
        consents_version: lead.consentsVersion, origin: lead.origin,
      });
    },
  };
}
