// Lenders and offers as versions: a change is a new row, never an update, so what a card said at any moment is the
// version in effect then (server/catalogue/store.ts). Each row holds the whole record as the site publishes it
// (an offer's JSON is the card: its lender's name, logo and address, its pricing, and its representative example
// with the figures the cost model gave on the example's day). Seeded from contracts/lenders.ts, each at version 1,
// in effect from the moment the migration runs; the click ledger records the offer version a visitor clicked.
import { LENDERS, OFFERS } from '../../contracts/lenders';
import type { Migration, SqlRunner } from '../storage/sql';

type Dialect = SqlRunner['dialect'];

/** The moment the migration runs, as the ISO text every timestamp of the schema is written in. */
const NOW: Record<Dialect, string> = {
  sqlite: `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  postgres: `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

function tables(d: Dialect): string {
  const big = d === 'postgres' ? 'BIGINT' : 'INTEGER';
  const lenders = LENDERS.map(
    (lender, i) =>
      `(${quote(lender.id)}, 1, ${i + 1}, ${quote(JSON.stringify(lender))}, 'active', ${NOW[d]}, 'seed', ` +
      `${quote('Dane początkowe z contracts/lenders.ts')})`,
  );
  const offers = OFFERS.map(
    (offer, i) =>
      `(${offer.offer_id}, 1, ${quote(offer.lenderId)}, ${i + 1}, ${quote(JSON.stringify(offer))}, 'active', ` +
      `${NOW[d]}, 'seed', ${quote('Dane początkowe z contracts/lenders.ts')})`,
  );
  return `CREATE TABLE lender_versions (
     lender_id     TEXT NOT NULL,
     version       ${big} NOT NULL,
     position      ${big} NOT NULL,     -- the lender's place in lists (smaller first)
     data          TEXT NOT NULL,       -- the Lender as contracts/lenders.ts types it (JSON)
     status        TEXT NOT NULL CHECK (status IN ('active', 'paused', 'retired')),
     effective_at  TEXT NOT NULL,       -- ISO time from which this version is in effect
     author        TEXT NOT NULL,       -- the operator's e-mail, or 'seed'
     note          TEXT,
     PRIMARY KEY (lender_id, version)
   );
   CREATE TABLE offer_versions (
     offer_id      ${big} NOT NULL,
     version       ${big} NOT NULL,
     lender_id     TEXT NOT NULL,
     position      ${big} NOT NULL,
     data          TEXT NOT NULL,       -- the Offer as the site publishes it (JSON)
     status        TEXT NOT NULL CHECK (status IN ('active', 'paused', 'retired')),
     effective_at  TEXT NOT NULL,
     author        TEXT NOT NULL,
     note          TEXT,
     PRIMARY KEY (offer_id, version)
   );
   CREATE INDEX offer_versions_by_lender ON offer_versions (lender_id, offer_id);
   INSERT INTO lender_versions (lender_id, version, position, data, status, effective_at, author, note) VALUES
   ${lenders.join(',\n   ')};
   INSERT INTO offer_versions (offer_id, version, lender_id, position, data, status, effective_at, author, note) VALUES
   ${offers.join(',\n   ')};
   ALTER TABLE clicks ADD COLUMN offer_version ${big};`;
}

export const CATALOGUE_MIGRATIONS: readonly Migration[] = [
  { name: 'catalogue: lenders and offers as versions', sqlite: tables('sqlite'), postgres: tables('postgres') },
];
