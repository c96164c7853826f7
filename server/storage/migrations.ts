// The schema, for both backends: one list of migrations, run in order at start, each exactly once. SQLite counts
// how many have run in its user_version (the numbering of the old SQLite-only list is kept, so existing
// databases upgrade in place); PostgreSQL keeps the count in the schema_migrations table (postgres.ts).
//
// Adding tables: append Migration objects at the END of MIGRATIONS (a feature with its own tables keeps its list
// in its own module and appends `...ITS_MIGRATIONS` here). Never edit or reorder one that has shipped. Write
// portable SQL: TEXT, INTEGER/BIGINT, timestamps as ISO TEXT, no AUTOINCREMENT (use SERIAL below when a table
// needs a generated id). Each migration runs in one transaction with its version bump on both backends.
import { perDialect, same, SERIAL, type Migration, type SqlRunner } from './sql';
import { AFFILIATE_MIGRATIONS } from '../affiliate/schema';
import { CATALOGUE_MIGRATIONS } from '../catalogue/schema';
import { ADMIN_MIGRATIONS, CONSOLE_WORK_MIGRATIONS } from '../admin/schema';
import { CONSENT_MIGRATIONS } from '../consents/schema';
import { LAW_MIGRATIONS } from '../law/schema';
import { PARTNER_MIGRATIONS } from '../partners/schema';
import { NOTIFICATION_MIGRATIONS } from '../notifications/schema';
import { PORTAL_MIGRATIONS } from '../portal/schema';
import { LEAD_ID_FIELDS } from './event-lead';

type Dialect = SqlRunner['dialect'];

/**
 * SQL for the canonical form (lower case, dashed) of a UUID v4 held in `value`, with or without dashes and in any
 * case, as contracts/uuid.ts normalises it; NULL for anything else.
 */
/** Each field a lead id may be stored under in an event's data, normalised: COALESCE takes the first. */
const leadIdCandidates = (d: Dialect): string =>
  LEAD_ID_FIELDS.map((field) => normalisedLeadIdSql(d, LEAD_ID_IN_DATA[d](field))).join(', ');

export function normalisedLeadIdSql(dialect: Dialect, value: string): string {
  const v = `lower(trim(CAST(${value} AS TEXT)))`;
  const part = (from: number, length: number) => `substr(${v}, ${from}, ${length})`;
  const dashed = [part(1, 8), part(9, 4), part(13, 4), part(17, 4), part(21, 12)].join(" || '-' || ");
  if (dialect === 'postgres') {
    return `CASE WHEN ${v} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' THEN ${v}
     WHEN ${v} ~ '^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$' THEN ${dashed} END`;
  }
  const hex = (n: number) => '[0-9a-f]'.repeat(n);
  return `CASE WHEN ${v} GLOB '${hex(8)}-${hex(4)}-4${hex(3)}-[89ab]${hex(3)}-${hex(12)}' THEN ${v}
     WHEN ${v} GLOB '${hex(12)}4${hex(3)}[89ab]${hex(15)}' THEN ${dashed} END`;
}

/**
 * The data's lead_id as text, without failing on a row whose data is not JSON (a migration that fails stops the
 * server): SQLite checks it first; PostgreSQL 15 has no such check, so it reads the one flat string field by its
 * pattern (the server writes data with JSON.stringify: `"lead_id":"…"`, no spaces; a nested quote is escaped).
 */
const LEAD_ID_IN_DATA: Readonly<Record<Dialect, (field: string) => string>> = {
  sqlite: (field) => `CASE WHEN json_valid(data) THEN json_extract(data, '$.${field}') END`,
  postgres: (field) => `substring(data from '"${field}":"([^"\\\\]*)"')`,
};

const CORE: readonly Migration[] = [
  // 1: events from POST /api/event (SPEC §7).
  perDialect(
    'events',
    (d) => `CREATE TABLE events (
     id           ${SERIAL[d]},
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
  ),
  // 2: affiliate sign-ups from the /partner/ page (POST /api/partners). One row per email address.
  perDialect(
    'partner sign-ups',
    (d) => `CREATE TABLE partner_signups (
     id           ${SERIAL[d]},
     created_at   TEXT NOT NULL,
     name         TEXT NOT NULL,
     email        TEXT NOT NULL UNIQUE,
     website      TEXT NOT NULL,
     traffic_type TEXT NOT NULL
   );`,
  ),
  // 3: leads from the registration form (POST /api/leads). Personal data: never logged, never in URLs.
  same(
    'leads',
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
  ),
  // 4: push_tokens: FCM tokens from POST /set-token (SPEC §3, §7), one row per token; a later post of
  // the same token updates it, never dropping a lead link it already has.
  same(
    'push tokens',
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
  ),
  // 5: abandoned-visit webhooks (POST /webhook). One row per lead, state type and UTC day: the unique
  // key makes a repeated call the same day a no-op. `extra` holds the caller's extra fields as JSON.
  perDialect(
    'lead webhooks',
    (d) => `CREATE TABLE lead_webhooks (
     id           ${SERIAL[d]},
     received_at  TEXT NOT NULL,
     day          TEXT NOT NULL,                -- UTC date, YYYY-MM-DD
     lead_id      TEXT NOT NULL,
     state_type   TEXT NOT NULL,
     extra        TEXT NOT NULL DEFAULT '{}',
     origin       TEXT,
     UNIQUE (lead_id, state_type, day)
   );`,
  ),
  // 6: phone_leads: call-back requests from landing pages (POST /api/phone-leads). Personal data: never logged.
  perDialect(
    'phone leads',
    (d) => `CREATE TABLE phone_leads (
     id                ${SERIAL[d]},
     created_at        TEXT NOT NULL,
     phone             TEXT NOT NULL,             -- E.164, +48XXXXXXXXX
     consent_terms     INTEGER NOT NULL,
     consent_privacy   INTEGER NOT NULL,
     consent_marketing INTEGER NOT NULL,
     consents_version  TEXT NOT NULL,
     origin            TEXT
   );
   CREATE INDEX phone_leads_by_time ON phone_leads (created_at);`,
  ),
  // 7: leads keep only what the product uses (contracts/lead.ts): the loan with its term unit (terms in months for
  // instalment loans), the date of birth, and the phone and e-mail only with the marketing consent. The columns of
  // data nothing ever read (PESEL, ID card, bank account, name, address, employment, income) are dropped with the
  // values already stored: nothing was delivered to lenders, so keeping them served no purpose (RODO art. 5(1)(c)
  // and (e)) and every copy is a risk. Dropping is safe: no code, view or foreign key reads them, and a server
  // older than this migration refuses the newer schema at start instead of writing to missing columns. SQLite
  // cannot make a column nullable in place, so the table is rebuilt, in the migration's one transaction.
  same(
    'leads keep only what the product uses',
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
  ),
  // 8: the first answer to each Idempotency-Key of POST /api/leads, kept 24 h so a retried submission returns it
  // instead of storing the lead twice; and, per event and webhook row, how many of the caller's extras were removed
  // because they looked like personal data (the count only, never the value) for the operator to watch.
  same(
    'idempotency keys and removed-personal counts',
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
  ),
  // 9: events are looked up and expired by day: received_at is an ISO timestamp, so a day (or any period) is a
  // range of this index; the retention job deletes through it (retention.ts), and the operator's per-site counts
  // (how many events a partner's domain sent per day) read the second one.
  same(
    'events by day',
    `CREATE INDEX events_by_time ON events (received_at);
   CREATE INDEX events_by_domain_time ON events (domain, received_at);`,
  ),
];

/** Every migration, in order. Append new ones (or a feature's list) at the end. */
// Then the features that own their tables: the affiliate ledger (clicks, conversions, lender and partner postbacks),
// the operator console, and the consent ledger with lead deliveries.
export const MIGRATIONS: readonly Migration[] = [
  ...CORE,
  ...AFFILIATE_MIGRATIONS,
  ...ADMIN_MIGRATIONS,
  ...CONSENT_MIGRATIONS,
  // Every event insert updates every index of the table, and these two no query reads: nothing looks events up by
  // session, and the console's visit counts (event name and a period) read events_by_time, as the retention job
  // does. events_by_time and events_by_domain_time stay.
  same(
    'events: drop the indexes no query reads',
    `DROP INDEX IF EXISTS events_by_session;
   DROP INDEX IF EXISTS events_by_name_time;`,
  ),
  // The NBP reference rates operators record (server/law/): the law in force without a deploy.
  ...LAW_MIGRATIONS,
  // Partners managed in the console (approved origins, sign-up decisions), the mail outbox, audit before/after.
  ...PARTNER_MIGRATIONS,
  // The lead an event belongs to, as its own column: the lead page and erasure find a lead's events through an
  // index instead of scanning the data text of every event kept (395 days). Filled on ingest from the data's
  // lead_id, leadId or li (event-lead.ts; normalised: dashes, lower case); events already stored get it here.
  // Adding a column without a default rewrites nothing; the backfill touches only events whose data names a lead.
  // The index is partial: page views without a lead cost the insert nothing more.
  perDialect(
    'events: the lead they belong to',
    (d) => `ALTER TABLE events ADD COLUMN lead_id TEXT;
   UPDATE events SET lead_id = COALESCE(${leadIdCandidates(d)})
   WHERE ${LEAD_ID_FIELDS.map((field) => `data LIKE '%"${field}"%'`).join(' OR ')};
   CREATE INDEX events_by_lead ON events (lead_id, received_at) WHERE lead_id IS NOT NULL;`,
  ),
  ...CONSOLE_WORK_MIGRATIONS,
  // Lenders and offers as versions, seeded from contracts/lenders.ts; the offer version a click saw.
  ...CATALOGUE_MIGRATIONS,
  // Which request holds an Idempotency-Key: its answer is written only under its own claim, and a claim whose
  // request died is taken over after a short lease (idempotency.ts).
  same('idempotency keys: the claim that holds one', 'ALTER TABLE idempotency_keys ADD COLUMN claim TEXT;'),
  // The loan amount the lender reports in its postback: a percentage payout is computed from it, never from the
  // amount the partner's link carried (server/affiliate/payout.ts).
  same('conversions: the loan the lender reports', 'ALTER TABLE conversions ADD COLUMN reported_loan_minor BIGINT;'),
  // Transfer-status push notifications (server/notifications/): the queue, each token's send, dead tokens.
  ...NOTIFICATION_MIGRATIONS,
  // The partner portal's accounts, sessions, one-time links, test postbacks, origin requests and statements.
  ...PORTAL_MIGRATIONS,
  // An erased lead's former id as a keyed hash (erased-leads.ts): a browser that sends the old id again is not tied
  // to anything.
  same(
    'lead erasures: the former id, keyed-hashed',
    `ALTER TABLE lead_erasures ADD COLUMN former_id_hash TEXT;
   CREATE INDEX lead_erasures_by_former_id ON lead_erasures (former_id_hash);`,
  ),
];
