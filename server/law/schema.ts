// The NBP reference rates an operator recorded, beside the history shipped in contracts/law.ts. A decision of the
// Monetary Policy Council is a row, not a deploy: `lawOn(day, recorded)` merges the two. Portable SQL; the rate is
// kept in basis points (3.75% → 375), so neither backend rounds it.
import { same, type Migration } from '../storage/sql';

export const LAW_MIGRATIONS: readonly Migration[] = [
  same(
    'nbp-rates',
    `CREATE TABLE nbp_rates (
       since        TEXT PRIMARY KEY,   -- YYYY-MM-DD, the day the rate takes effect
       rate_bp      INTEGER NOT NULL,   -- per cent × 100
       source       TEXT NOT NULL,
       recorded_at  TEXT NOT NULL,
       recorded_by  TEXT NOT NULL       -- the operator's e-mail, or 'cli'
     );`,
  ),
];
