// The affiliate ledger's tables: outbound clicks to lenders, lender postbacks (incoming, including the ones we
// could not match), conversions with their state history and fraud holds, and partner postbacks (templates and
// the outbound delivery log). Written once for SQLite and PostgreSQL (server/storage/sql.ts); reached only
// through `storage.sql`. Every column is described in server/affiliate/README-schema.md.
//
// Conventions: times are ISO-8601 UTC text like the other tables; money is an integer in minor units (grosze)
// with its ISO 4217 currency beside it; ids we make are UUID v4 text. No personal data is stored here: a person
// is only ever a keyed hash (e-mail, phone) and an address only a keyed hash (IP).
import type { Migration } from '../storage/sql';

/** Columns and types shared by both dialects, so a table is written once and only the integer width differs. */
function both(name: string, sql: (big: string) => string): Migration {
  return { name, sqlite: sql('INTEGER'), postgres: sql('BIGINT') };
}

/** The ledger's first migration, a table (with its indexes) at a time; joined as it was first written. */
const LEDGER_TABLES: readonly ((big: string) => string)[] = [
  // clicks
  (big: string) => `CREATE TABLE clicks (
     click_id        TEXT PRIMARY KEY,
     created_at      TEXT NOT NULL,
     lead_id         TEXT,
     offer_id        ${big} NOT NULL,
     lender          TEXT NOT NULL,
     partner_id      TEXT,
     aff_id          TEXT,
     pid             TEXT,
     sub1            TEXT,
     sub2            TEXT,
     sub3            TEXT,
     sub4            TEXT,
     sub5            TEXT,
     utm_source      TEXT,
     utm_medium      TEXT,
     utm_campaign    TEXT,
     paid_search     TEXT,
     amount          ${big},
     term            ${big},
     term_unit       TEXT CHECK (term_unit IN ('days', 'months')),
     placement       TEXT NOT NULL,
     origin          TEXT,
     ip_hash         TEXT,
     email_hash      TEXT,
     phone_hash      TEXT,
     disposable_email ${big}
   );
   CREATE INDEX clicks_by_time ON clicks (created_at);
   CREATE INDEX clicks_by_lead ON clicks (lead_id);
   CREATE INDEX clicks_by_partner_time ON clicks (partner_id, created_at);
   CREATE INDEX clicks_by_ip_time ON clicks (ip_hash, created_at);
   CREATE INDEX clicks_by_email_time ON clicks (email_hash, created_at);
   CREATE INDEX clicks_by_phone_time ON clicks (phone_hash, created_at);`,
  // conversions
  (big: string) => `CREATE TABLE conversions (
     id                    TEXT PRIMARY KEY,
     lender                TEXT NOT NULL,
     click_id              TEXT NOT NULL REFERENCES clicks (click_id),
     txid                  TEXT NOT NULL,
     created_at            TEXT NOT NULL,
     updated_at            TEXT NOT NULL,
     status                TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'paid', 'reversed')),
     lead_id               TEXT,
     partner_id            TEXT,
     offer_id              ${big} NOT NULL,
     payout_model          TEXT NOT NULL CHECK (payout_model IN ('cpl', 'cps', 'cps_percent')),
     reported_payout_minor ${big},
     reported_currency     TEXT,
     revenue_minor         ${big} NOT NULL DEFAULT 0,
     partner_payout_minor  ${big} NOT NULL DEFAULT 0,
     currency              TEXT NOT NULL DEFAULT 'PLN',
     approved_at           TEXT,
     payable_from          TEXT,
     hold_reason           TEXT,
     UNIQUE (lender, click_id, txid)
   );
   CREATE INDEX conversions_by_click ON conversions (click_id);
   CREATE INDEX conversions_by_partner_time ON conversions (partner_id, created_at);
   CREATE INDEX conversions_by_status ON conversions (status, updated_at);`,
  // conversion_events
  (_big: string) => `CREATE TABLE conversion_events (
     id             TEXT PRIMARY KEY,
     conversion_id  TEXT NOT NULL REFERENCES conversions (id),
     at             TEXT NOT NULL,
     from_status    TEXT,
     to_status      TEXT NOT NULL,
     source         TEXT NOT NULL CHECK (source IN ('postback', 'operator', 'system')),
     postback_id    TEXT,
     note           TEXT
   );
   CREATE INDEX conversion_events_by_conversion ON conversion_events (conversion_id, at);`,
  // conversion_holds
  (_big: string) => `CREATE TABLE conversion_holds (
     id             TEXT PRIMARY KEY,
     conversion_id  TEXT NOT NULL REFERENCES conversions (id),
     reason         TEXT NOT NULL,
     detail         TEXT NOT NULL DEFAULT '',
     created_at     TEXT NOT NULL,
     resolved_at    TEXT,
     resolution     TEXT CHECK (resolution IN ('released', 'confirmed')),
     resolved_by    TEXT,
     UNIQUE (conversion_id, reason)
   );
   CREATE INDEX conversion_holds_open ON conversion_holds (resolved_at, created_at);`,
  // postback_log
  (big: string) => `CREATE TABLE postback_log (
     id             TEXT PRIMARY KEY,
     received_at    TEXT NOT NULL,
     lender         TEXT NOT NULL,
     method         TEXT NOT NULL,
     auth           TEXT NOT NULL CHECK (auth IN ('token', 'hmac', 'missing', 'bad')),
     click_id       TEXT,
     txid           TEXT,
     status         TEXT,
     payout_minor   ${big},
     currency       TEXT,
     outcome        TEXT NOT NULL CHECK (outcome IN ('applied', 'duplicate', 'unknown_click', 'unknown_lender',
                                                     'forbidden', 'invalid', 'refused_transition')),
     http_status    ${big} NOT NULL,
     conversion_id  TEXT,
     detail         TEXT NOT NULL DEFAULT '',
     ip_hash        TEXT,
     reconciled_at  TEXT
   );
   CREATE INDEX postback_log_by_time ON postback_log (received_at);
   CREATE INDEX postback_log_unknown ON postback_log (outcome, reconciled_at);`,
  // partner_postbacks
  (big: string) => `CREATE TABLE partner_postbacks (
     partner_id     TEXT PRIMARY KEY,
     url_template   TEXT NOT NULL,
     enabled        ${big} NOT NULL DEFAULT 1,
     created_at     TEXT NOT NULL,
     updated_at     TEXT NOT NULL
   );`,
  // partner_settings
  (big: string) => `CREATE TABLE partner_settings (
     partner_id          TEXT PRIMARY KEY,
     share_percent       ${big} NOT NULL DEFAULT 100,
     allow_paid_search   ${big} NOT NULL DEFAULT 0,
     email_hash          TEXT,
     updated_at          TEXT NOT NULL
   );`,
  // postback_deliveries
  (big: string) => `CREATE TABLE postback_deliveries (
     id              TEXT PRIMARY KEY,
     conversion_id   TEXT NOT NULL REFERENCES conversions (id),
     partner_id      TEXT NOT NULL,
     status          TEXT NOT NULL,
     url             TEXT NOT NULL,
     state           TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed', 'refused')),
     attempts        ${big} NOT NULL DEFAULT 0,
     next_attempt_at TEXT,
     last_attempt_at TEXT,
     http_status     ${big},
     error           TEXT,
     created_at      TEXT NOT NULL,
     delivered_at    TEXT,
     UNIQUE (conversion_id, status)
   );
   CREATE INDEX postback_deliveries_due ON postback_deliveries (state, next_attempt_at);
   CREATE INDEX postback_deliveries_by_partner ON postback_deliveries (partner_id, created_at);`,
];

export const AFFILIATE_MIGRATIONS: readonly Migration[] = [
  both('affiliate-ledger', (big) => LEDGER_TABLES.map((table) => table(big)).join('\n   ')),
];
