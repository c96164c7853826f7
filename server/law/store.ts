// Reading and recording NBP reference rates (server/law/schema.ts). Recording validates with the same rule the
// console form and `npm run admin -- nbp-rate` show (contracts/law.ts validateNbpRate) and replaces a rate recorded
// for the same day, so a correction is one more command, not a database edit.
import { validateNbpRate, type NbpRate } from '../../contracts/law';
import type { SqlRunner } from '../storage/sql';

export interface RecordedRate extends NbpRate {
  recordedAt: string;
  recordedBy: string;
}

interface Row {
  since: string;
  rate_bp: number | string;
  source: string;
  recorded_at: string;
  recorded_by: string;
}

export async function recordedRates(sql: SqlRunner): Promise<RecordedRate[]> {
  const rows = await sql.all<Row>(
    'SELECT since, rate_bp, source, recorded_at, recorded_by FROM nbp_rates ORDER BY since',
  );
  return rows.map((row) => ({
    since: row.since,
    pct: Number(row.rate_bp) / 100,
    source: row.source,
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
  }));
}

/** Stores `rate` (replacing one of the same day) or answers the problems in Polish; nothing is written on a problem. */
export async function recordRate(
  sql: SqlRunner,
  rate: { pct: unknown; since: unknown; source: unknown },
  by: string,
  now: Date,
): Promise<{ ok: true; rate: NbpRate } | { ok: false; problems: string[] }> {
  const problems = validateNbpRate(rate);
  if (problems.length > 0) return { ok: false, problems };
  const valid: NbpRate = {
    pct: rate.pct as number,
    since: rate.since as string,
    source: (rate.source as string).trim(),
  };
  await sql.transaction(async (tx) => {
    await tx.run('DELETE FROM nbp_rates WHERE since = ?', [valid.since]);
    await tx.run('INSERT INTO nbp_rates (since, rate_bp, source, recorded_at, recorded_by) VALUES (?, ?, ?, ?, ?)', [
      valid.since,
      Math.round(valid.pct * 100),
      valid.source,
      now.toISOString(),
      by,
    ]);
  });
  return { ok: true, rate: valid };
}
