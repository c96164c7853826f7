// The lead an event belongs to (events.lead_id): the first of the data's fields that name a lead in the product's
// own words (SPEC §3: `lead_id`, the stored `leadId`, the frame message's `li`) holding a UUID v4, in any of the
// spellings the API accepts (with or without dashes, any case), stored in its canonical form.
import { normaliseUuidV4 } from '../../contracts/uuid';

export const LEAD_ID_FIELDS = ['lead_id', 'leadId', 'li'] as const;

/** Runs once per stored event: a few property reads and, only where a field is there, one pattern test. */
export function eventLeadId(data: Readonly<Record<string, unknown>>): string | null {
  for (const field of LEAD_ID_FIELDS) {
    const value = data[field];
    if (value === undefined) continue;
    const id = normaliseUuidV4(value);
    if (id) return id;
  }
  return null;
}
