// Erasure on request (RODO art. 17). In one transaction: the lead's personal data goes (date of birth, phone,
// e-mail, origin, the consent rows' address prefix and browser, webhook extras, push tokens, also where notifications
// went), and the lead is re-keyed to a fresh random id everywhere it is referenced, so the id the person's browser
// still holds leads to nothing (that id is kept only as a keyed hash, storage/erased-leads.ts, so it is not tied to
// anything again). Counts stay: events, clicks, conversions and consents remain under the new id, anonymised,
// because the funnel and partner payouts (a legal obligation to keep accounts, art. 17(3)(b)) need them.
import { randomUUID } from 'node:crypto';
import { formerIdHash } from '../storage/erased-leads';
import { forUpdate, type SqlRunner } from '../storage/sql';

/** Tables of other features that reference a lead by `lead_id`; each is re-keyed when it exists. */
export const LEAD_REFERENCES: readonly string[] = [
  'consent_records',
  'lead_deliveries',
  'clicks',
  'conversions',
  'push_notifications',
];

export interface ErasureResult {
  newId: string;
  events: number;
}

export async function eraseLead(
  sql: SqlRunner,
  leadId: string,
  operatorId: string,
  now: Date,
  references: readonly string[] = LEAD_REFERENCES,
): Promise<ErasureResult | null> {
  return sql.transaction(async (tx) => {
    // Locked on PostgreSQL: a second erasure of the same lead at the same moment then finds no lead, and does nothing.
    const lead = await tx.get<{ id: string }>(`SELECT id FROM leads WHERE id = ?${forUpdate(tx.dialect)}`, [leadId]);
    if (!lead) return null;
    const newId = randomUUID();
    await tx.run(`UPDATE leads SET id = ?, birth_date = '', phone = NULL, email = NULL, origin = NULL WHERE id = ?`, [
      newId,
      leadId,
    ]);
    await tx.run(
      `UPDATE consent_records SET ip_prefix = NULL, user_agent = NULL, withdrawn_at = COALESCE(withdrawn_at, ?)
       WHERE lead_id = ?`,
      [now.toISOString(), leadId],
    );
    for (const table of references) await tx.run(`UPDATE ${table} SET lead_id = ? WHERE lead_id = ?`, [newId, leadId]);
    // The click ledger keeps keyed hashes of the e-mail, phone and address for the fraud rules: they go too.
    await tx.run(
      'UPDATE clicks SET email_hash = NULL, phone_hash = NULL, ip_hash = NULL, origin = NULL WHERE lead_id = ?',
      [newId],
    );
    await tx.run('DELETE FROM lead_webhooks WHERE lead_id = ?', [leadId]);
    await tx.run('DELETE FROM push_tokens WHERE lead_id = ?', [leadId]);
    // The console's notification counts stay; the tokens they went to do not, and nothing more is sent.
    await tx.run(
      "UPDATE push_notifications SET state = 'cancelled' WHERE lead_id = ? AND state IN ('queued', 'sending')",
      [newId],
    );
    await tx.run(
      `UPDATE push_sends
       SET token = id, state = CASE WHEN state = 'pending' THEN 'failed' ELSE state END, next_attempt_at = NULL
       WHERE notification_id IN (SELECT id FROM push_notifications WHERE lead_id = ?)`,
      [newId],
    );
    // Events keep their name, time and page; they are found through their lead_id column (indexed, no scan of the
    // data text), move to the new id there and inside their data (in whichever spelling the browser sent it: with
    // or without dashes, any case), and lose the session and client ids that could tie them to the browser.
    const spelled = new RegExp(leadId.replace(/-/g, '-?'), 'gi');
    const found = await tx.all<{ id: number | string; data: string }>('SELECT id, data FROM events WHERE lead_id = ?', [
      leadId,
    ]);
    for (const event of found) {
      await tx.run(
        'UPDATE events SET data = ?, lead_id = ?, session_id = NULL, client_id = NULL, referer = NULL WHERE id = ?',
        [event.data.replace(spelled, newId), newId, event.id],
      );
    }
    const events = { changes: found.length };
    // The old id only as a keyed hash: a browser still holding it is recognised, and not tied to anything again.
    await tx.run('INSERT INTO lead_erasures (lead_id, erased_at, operator_id, former_id_hash) VALUES (?, ?, ?, ?)', [
      newId,
      now.toISOString(),
      operatorId,
      await formerIdHash(tx, leadId),
    ]);
    return { newId, events: events.changes };
  });
}
