// The leads row, written the same way on both databases: one statement with `?` placeholders (the runner turns
// them into PostgreSQL's `$n`), run inside a transaction together with whatever must be stored with the lead (its
// consent records), so a lead is never stored without them.
import type { LeadRecord } from './types';
import type { SqlRunner } from './sql';

const LEAD_INSERT = `INSERT INTO leads (id, created_at, amount, term, term_unit, term_days, birth_date, phone, email,
  consent_terms,
                                       consent_privacy, consent_marketing, consents_version, origin)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** The row's values; phone and e-mail are kept only with the marketing consent that needs them. */
export function leadValues(record: LeadRecord): (string | number | null)[] {
  const l = record.lead;
  const contact = l.consents.marketing;
  return [
    record.id,
    record.receivedAt.toISOString(),
    l.amount,
    l.term,
    l.termUnit,
    l.termDays,
    l.birthDate,
    contact ? l.phone : null,
    contact ? l.email : null,
    l.consents.terms ? 1 : 0,
    l.consents.privacy ? 1 : 0,
    l.consents.marketing ? 1 : 0,
    record.consentsVersion,
    record.origin,
  ];
}

/** Stores the lead and runs `alongside` in the same transaction: both are stored, or neither. */
export function insertLeadRow(
  sql: SqlRunner,
  record: LeadRecord,
  alongside?: (tx: SqlRunner) => Promise<void>,
): Promise<void> {
  return sql.transaction(async (tx) => {
    await tx.run(LEAD_INSERT, leadValues(record));
    await alongside?.(tx);
  });
}
