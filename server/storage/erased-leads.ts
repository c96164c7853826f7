// The ids of erased leads, as keyed hashes: erasure re-keys a lead to a fresh random id, but the person's browser
// may still hold the old one and send it again (a push token's weekly refresh, a later page view). Only a keyed hash
// of the old id is kept, so the table names nobody, yet a returning old id is recognised and not tied to anything.
import { createHmac } from 'node:crypto';
import type { SqlRunner } from './sql';
import { storedSecret } from './secrets';

const ERASED_LEAD_KEY = 'erased-lead-key';

/** The keyed hash of a lead id, whatever its spelling (dashes, case). */
export async function formerIdHash(sql: SqlRunner, leadId: string): Promise<string> {
  const key = await storedSecret(sql, ERASED_LEAD_KEY);
  return createHmac('sha256', key)
    .update(`lead:${leadId.replace(/-/g, '').toLowerCase()}`)
    .digest('hex');
}

/** Whether the operator erased the lead that had this id. */
export async function leadErased(sql: SqlRunner, leadId: string): Promise<boolean> {
  const hash = await formerIdHash(sql, leadId);
  return (await sql.get('SELECT lead_id FROM lead_erasures WHERE former_id_hash = ?', [hash])) !== undefined;
}
