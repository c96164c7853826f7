// The lead id as third-party features see it (SPEC §3 "Lead: kept in local storage under leadId or lead_id";
// "The analytics user id is the lead id with dashes removed"). The lead feature owns writing it and
// announces it through ctx.signals.onLead; this only reads what is already there.
import { normaliseUuidV4 } from '../../contracts/uuid';
import type { SafeStorage } from '../env';

export const LEAD_KEYS = ['leadId', 'lead_id'] as const;

/** The stored lead id (canonical dashed form), read as written raw or as a JSON string; undefined if none is valid. */
export function storedLead(local: SafeStorage): string | undefined {
  for (const key of LEAD_KEYS) {
    const raw = local.get(key);
    if (!raw) continue;
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      /* stored raw, as the site does */
    }
    const id = normaliseUuidV4(value) ?? normaliseUuidV4(raw);
    if (id) return id;
  }
  return undefined;
}

/** SPEC §3: the analytics user id is the lead id with dashes removed. */
export const analyticsUserId = (leadId: string): string => leadId.replace(/-/g, '');
