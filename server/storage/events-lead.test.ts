// Events carry the lead they belong to in their own indexed column (events.lead_id): filled on ingest in the one
// canonical spelling, filled for events stored before the column existed, read by the lead page through its index,
// and moved to the new id by an erasure.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eraseLead } from '../admin/erasure';
import { LEAD_EVENTS_SQL, leadStory } from '../admin/queries';
import { MIGRATIONS } from './migrations';
import { storageBackends } from '../testing/backends';
import type { Storage } from './types';

const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const event = (data: Record<string, string | number>, at = '2026-11-20T10:00:00Z') => ({
  event: 'registration_done',
  context: { session_id: 'b1a7b1e2-1c4e-4c4e-8c4e-1c4e1c4e1c4e' },
  data,
  removedPersonal: 0,
  origin: 'https://partner.example',
  receivedAt: new Date(at),
});

/** The spellings the API accepts for one lead id, and values that are no lead id. */
const SPELLINGS: readonly [string | number, string | null][] = [
  [LEAD, LEAD],
  [LEAD.toUpperCase(), LEAD],
  [LEAD.replace(/-/g, ''), LEAD],
  [LEAD.replace(/-/g, '').toUpperCase(), LEAD],
  [` ${LEAD} `, LEAD],
  ['0f8fad5b-d9cb469f-a165-70867728950e', null], // half-dashed: a copying error, not an id
  ['0f8fad5b-d9cb-169f-a165-70867728950e', null], // version 1
  ['nie-lead', null],
  [42, null],
];

describe.each(storageBackends())('events.lead_id on $name', (backend) => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await backend.open();
  });
  afterEach(() => storage.close());

  it('is filled on ingest from the data’s lead_id, in every spelling the API accepts, normalised', async () => {
    for (const [value, want] of SPELLINGS) {
      const id = await storage.insertEvent(event({ lead_id: value }));
      expect(await storage.sql.get('SELECT lead_id FROM events WHERE id = ?', [id]), String(value)).toEqual({
        lead_id: want,
      });
    }
    const without = await storage.insertEvent(event({ step: 2 }));
    expect(await storage.sql.get('SELECT lead_id FROM events WHERE id = ?', [without])).toEqual({ lead_id: null });
  });

  it.each([
    [{ leadId: LEAD.toUpperCase() }, LEAD],
    [{ li: LEAD.replace(/-/g, '') }, LEAD],
    [{ lead_id: 'nie-lead', li: LEAD }, LEAD],
    [{ lead_id: OTHER, leadId: LEAD }, OTHER],
    [{ lid: LEAD }, null],
  ])('takes the lead from the fields that name one in the product’s words: %j', async (data, want) => {
    const id = await storage.insertEvent(event(data));
    expect(await storage.sql.get('SELECT lead_id FROM events WHERE id = ?', [id])).toEqual({ lead_id: want });
  });

  it('is filled by the migration for events stored before it, in the same spellings', async () => {
    const sql = storage.sql;
    // Back to the schema before the last migration: no column, no index.
    await sql.run('DROP INDEX events_by_lead');
    await sql.run('ALTER TABLE events DROP COLUMN lead_id');
    for (const [i, [value]] of SPELLINGS.entries())
      await sql.run("INSERT INTO events (received_at, event, data) VALUES (?, 'page_view', ?)", [
        `2026-11-20T10:00:0${i}Z`,
        JSON.stringify({ lead_id: value }),
      ]);
    await sql.run("INSERT INTO events (received_at, event, data) VALUES ('2026-11-20T11:00:00Z', 'page_view', '{}')");
    // Data that is not JSON (never written by the server) must not stop the migration: SQLite skips it, PostgreSQL
    // reads the field by its pattern. A lead_id quoted inside another value is no lead_id.
    await sql.run(
      `INSERT INTO events (received_at, event, data) VALUES ('2026-11-20T11:00:01Z', 'page_view', '{"lead_id":"${LEAD}"')`,
    );
    await sql.run(`INSERT INTO events (received_at, event, data) VALUES ('2026-11-20T11:00:02Z', 'page_view', ?)`, [
      JSON.stringify({ note: `"lead_id":"${LEAD}"` }),
    ]);
    await sql.run(`INSERT INTO events (received_at, event, data) VALUES ('2026-11-20T11:00:03Z', 'page_view', ?)`, [
      JSON.stringify({ li: OTHER.toUpperCase() }),
    ]);
    await sql.run(`INSERT INTO events (received_at, event, data) VALUES ('2026-11-20T11:00:04Z', 'page_view', ?)`, [
      JSON.stringify({ lead_id: 'x', leadId: OTHER.replace(/-/g, '') }),
    ]);
    const migration = MIGRATIONS.find((m) => m.name === 'events: the lead they belong to')!;
    for (const statement of migration[sql.dialect]
      .split(/;\s*(?:\n|$)/)
      .map((s) => s.trim())
      .filter(Boolean))
      await sql.run(statement);
    const rows = await sql.all<{ lead_id: string | null }>('SELECT lead_id FROM events ORDER BY received_at');
    expect(rows.map((r) => r.lead_id)).toEqual([
      ...SPELLINGS.map(([, want]) => want),
      null,
      sql.dialect === 'sqlite' ? null : LEAD,
      null,
      OTHER,
      OTHER,
    ]);
  });

  it('is what the lead page reads its events by, through the events_by_lead index', async () => {
    const sql = storage.sql;
    await storage.insertEvent(event({ lead_id: LEAD.replace(/-/g, '').toUpperCase() }, '2026-11-20T10:00:00Z'));
    await storage.insertEvent(event({ lead_id: OTHER }, '2026-11-20T10:01:00Z'));
    // A text that names the lead without being its lead_id (the old LIKE scan found it; the column does not).
    await storage.insertEvent(event({ note: LEAD }, '2026-11-20T10:02:00Z'));
    await storage.insertLead({
      id: LEAD,
      consentsVersion: 'v',
      origin: null,
      receivedAt: new Date('2026-11-20T09:59:00Z'),
      lead: {
        amount: 2000,
        termUnit: 'days',
        term: 30,
        termDays: 30,
        birthDate: '1990-01-01',
        phone: null,
        email: null,
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
    const story = await leadStory(sql, LEAD);
    expect(story!.events.map((e) => e.received_at)).toEqual(['2026-11-20T10:00:00.000Z']);

    let plan: string;
    if (sql.dialect === 'sqlite') {
      plan = (await sql.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${LEAD_EVENTS_SQL}`, [LEAD]))
        .map((r) => r.detail)
        .join('\n');
    } else {
      // Enough events for the planner to prefer an index over reading the table, with fresh statistics.
      await sql.run(
        `INSERT INTO events (received_at, event, data, lead_id)
         SELECT '2026-11-21T00:00:00Z', 'page_view', '{}', md5(g::text) FROM generate_series(1, 20000) AS g`,
      );
      await sql.run('ANALYZE events');
      plan = (await sql.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${LEAD_EVENTS_SQL}`, [LEAD]))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    }
    expect(plan).toContain('events_by_lead');
    expect(plan).not.toMatch(/Seq Scan|SCAN events(?! USING)/);
  });

  it('moves to the new id at erasure, with the id inside the data in whichever spelling it came', async () => {
    await storage.insertLead({
      id: LEAD,
      consentsVersion: 'v',
      origin: null,
      receivedAt: new Date('2026-11-20T09:59:00Z'),
      lead: {
        amount: 2000,
        termUnit: 'days',
        term: 30,
        termDays: 30,
        birthDate: '1990-01-01',
        phone: null,
        email: null,
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
    await storage.insertEvent(event({ lead_id: LEAD.replace(/-/g, '').toUpperCase() }));
    await storage.insertEvent(event({ lead_id: LEAD }));
    await storage.insertEvent(event({ lead_id: OTHER }));
    const result = await eraseLead(storage.sql, LEAD, 'op', new Date('2026-11-21T00:00:00Z'));
    expect(result!.events).toBe(2);
    expect(await storage.sql.all('SELECT id FROM events WHERE lead_id = ?', [LEAD])).toEqual([]);
    const moved = await storage.sql.all<{ data: string; session_id: string | null }>(
      'SELECT data, session_id FROM events WHERE lead_id = ?',
      [result!.newId],
    );
    expect(moved).toHaveLength(2);
    for (const e of moved) {
      expect(e.data).toBe(JSON.stringify({ lead_id: result!.newId }));
      expect(e.session_id).toBeNull();
    }
    expect(await storage.sql.get('SELECT session_id FROM events WHERE lead_id = ?', [OTHER])).toEqual({
      session_id: 'b1a7b1e2-1c4e-4c4e-8c4e-1c4e1c4e1c4e',
    });
  });
});
