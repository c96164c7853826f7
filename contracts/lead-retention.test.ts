import { describe, expect, it } from 'vitest';
import {
  LEAD_MAX_AGE_DAYS,
  LEAD_MAX_AGE_MS,
  LEAD_STORED_AT_KEY,
  leadAgeDecision,
  readStoredLead,
  type LeadStore,
} from './lead-retention';
import { storeLead } from './lead-store';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const LEAD = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

function memory(initial: Record<string, string> = {}): LeadStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
}

describe('leadAgeDecision', () => {
  it('keeps the lead id 180 days', () => {
    expect(LEAD_MAX_AGE_DAYS).toBe(180);
    expect(LEAD_MAX_AGE_MS).toBe(180 * DAY);
  });

  it.each([
    ['stored now', String(NOW), 'keep'],
    ['stored yesterday', String(NOW - DAY), 'keep'],
    ['exactly at the limit', String(NOW - 180 * DAY), 'keep'],
    ['one ms past the limit', String(NOW - 180 * DAY - 1), 'drop'],
    ['a year ago', String(NOW - 365 * DAY), 'drop'],
    ['at the epoch', '0', 'drop'],
    ['no stamp (stored before the limit existed)', null, 'stamp'],
    ['an empty stamp', '', 'stamp'],
    ['not a number', 'wczoraj', 'stamp'],
    ['an ISO date instead of ms', '2026-01-01T00:00:00Z', 'stamp'],
    ['negative', '-5', 'stamp'],
    ['in the future (a wrong clock)', String(NOW + DAY), 'stamp'],
    ['padded with spaces', ` ${NOW - DAY} `, 'keep'],
  ] as const)('%s → %s', (_name, stamp, expected) => {
    expect(leadAgeDecision(stamp, NOW)).toBe(expected);
  });
});

describe('readStoredLead', () => {
  it('returns a fresh lead id and changes nothing', () => {
    const store = memory({ leadId: LEAD, [LEAD_STORED_AT_KEY]: String(NOW - DAY) });
    expect(readStoredLead(store, NOW)).toBe(LEAD);
    expect(Object.fromEntries(store.data)).toEqual({ leadId: LEAD, [LEAD_STORED_AT_KEY]: String(NOW - DAY) });
  });

  it('drops an expired lead id under both names, with its stamp', () => {
    const store = memory({ leadId: LEAD, lead_id: LEAD, [LEAD_STORED_AT_KEY]: String(NOW - 181 * DAY), other: 'x' });
    expect(readStoredLead(store, NOW)).toBeNull();
    expect(Object.fromEntries(store.data)).toEqual({ other: 'x' });
  });

  it('starts the clock for a lead id stored without a stamp (older writers, the legacy lead_id)', () => {
    const store = memory({ lead_id: LEAD.replace(/-/g, '').toUpperCase() });
    expect(readStoredLead(store, NOW)).toBe(LEAD);
    expect(store.data.get(LEAD_STORED_AT_KEY)).toBe(String(NOW));
    expect(readStoredLead(store, NOW + 181 * DAY)).toBeNull();
    expect(store.data.size).toBe(0);
  });

  it('returns null and writes nothing when there is no lead id, or only garbage', () => {
    for (const initial of [{}, { leadId: 'nie-uuid' }, { [LEAD_STORED_AT_KEY]: '1' }] as Record<string, string>[]) {
      const store = memory(initial);
      expect(readStoredLead(store, NOW)).toBeNull();
      expect(Object.fromEntries(store.data)).toEqual(initial);
    }
  });
});

describe('storeLead', () => {
  it('stores the id with the time it was stored', () => {
    const store = memory();
    storeLead(store, LEAD, NOW);
    expect(Object.fromEntries(store.data)).toEqual({ leadId: LEAD, [LEAD_STORED_AT_KEY]: String(NOW) });
  });

  it('keeps the first stamp when the same id is stored again, and restarts it for another id', () => {
    const store = memory({ leadId: LEAD, [LEAD_STORED_AT_KEY]: String(NOW - 10 * DAY) });
    storeLead(store, LEAD, NOW);
    expect(store.data.get(LEAD_STORED_AT_KEY)).toBe(String(NOW - 10 * DAY));
    const other = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d';
    storeLead(store, other, NOW);
    expect(store.data.get('leadId')).toBe(other);
    expect(store.data.get(LEAD_STORED_AT_KEY)).toBe(String(NOW));
  });
});
