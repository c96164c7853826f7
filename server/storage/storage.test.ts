// The storage contract, run against every backend available (SQLite always, PostgreSQL under `npm test`).
import { afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_MS } from './idempotency';
import type { SettleAnswer } from './types';
import { pruneEvents, retentionCutoff } from './retention';
import { sqliteFileBackend, storageBackends } from '../testing/backends';
import { StorageUnavailableError } from './unavailable';
import type { Storage, StoredEventInput } from './types';
import type { SqlRunner } from './sql';

const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

const event = (n: number, receivedAt = new Date('2026-11-22T10:00:00Z')): StoredEventInput => ({
  event: 'page_view',
  context: { session_id: `s${n}`, domain: 'partner.example', utm_source: 'tv' },
  data: { n },
  removedPersonal: 0,
  origin: null,
  receivedAt,
});

// The in-memory SQLite writes events on the event loop; the file (as `npm start` runs it) on its writer thread.
describe.each([...storageBackends(), sqliteFileBackend()])('$label storage', (backend) => {
  const open = async (options?: Parameters<typeof backend.open>[0]) => {
    const storage = await backend.open(options);
    opened.push(storage);
    return storage;
  };

  it('stores an event with its columns and answers ping and the write check', async () => {
    const storage = await open();
    expect(storage.kind).toBe(backend.name);
    const id = await storage.insertEvent({ ...event(1), removedPersonal: 2, origin: 'https://partner.example' });
    expect(
      await storage.sql.all(
        'SELECT id, event, origin, session_id, domain, utm_source, data, received_at, personal_removed FROM events',
      ),
    ).toEqual([
      {
        id,
        event: 'page_view',
        origin: 'https://partner.example',
        session_id: 's1',
        domain: 'partner.example',
        utm_source: 'tv',
        data: '{"n":1}',
        received_at: '2026-11-22T10:00:00.000Z',
        personal_removed: 2,
      },
    ]);
    expect(await storage.ping()).toBe(true);
    expect(await storage.checkWrite()).toBeNull();
  });

  it('stores awkward text exactly: quotes, backslashes, braces, commas, the word NULL, emoji and Polish letters', async () => {
    const storage = await open();
    const awkward = 'a "quoted" \\ back\\slash, {brace} NULL ; zażółć gęślą jaźń 🙂';
    const ids = await Promise.all([
      storage.insertEvent({
        ...event(1),
        context: { session_id: 's1', referer: awkward, utm_term: 'NULL', utm_content: '' },
        data: { text: awkward, n: 1.5, yes: true, none: null },
      }),
      storage.insertEvent({ ...event(2), context: {}, data: {} }),
    ]);
    const rows = await storage.sql.all<{
      id: number;
      referer: string | null;
      utm_term: string | null;
      utm_content: string | null;
      session_id: string | null;
      data: string;
    }>('SELECT id, referer, utm_term, utm_content, session_id, data FROM events ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows[0]).toMatchObject({ referer: awkward, utm_term: 'NULL', utm_content: '', session_id: 's1' });
    expect(JSON.parse(rows[0]!.data)).toEqual({ text: awkward, n: 1.5, yes: true, none: null });
    expect(rows[1]).toMatchObject({ referer: null, utm_term: null, session_id: null, data: '{}' });
  });

  it('keeps only the event indexes a query reads: by time (retention, console), by domain and time, by lead (the lead page, erasure)', async () => {
    const storage = await open();
    const indexes =
      storage.sql.dialect === 'sqlite'
        ? await storage.sql.all<{ name: string }>(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events' AND name NOT LIKE 'sqlite_%' ORDER BY name",
          )
        : await storage.sql.all<{ name: string }>(
            "SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'events' AND indexname <> 'events_pkey' ORDER BY indexname",
          );
    expect(indexes.map((i) => i.name)).toEqual(['events_by_domain_time', 'events_by_lead', 'events_by_time']);
  });

  it('commits a burst of events in groups and acknowledges each only with its own id, every one stored', async () => {
    const storage = await open({ events: { maxBatch: 7, maxWaitMs: 1 } });
    const ids = await Promise.all(Array.from({ length: 100 }, (_, n) => storage.insertEvent(event(n))));
    expect(new Set(ids).size).toBe(100);
    const rows = await storage.sql.all<{ id: number; data: string }>('SELECT id, data FROM events ORDER BY id');
    expect(rows).toHaveLength(100);
    // Each caller got the id of its own row back.
    const byId = new Map(rows.map((r) => [r.id, r.data]));
    ids.forEach((id, n) => expect(byId.get(id)).toBe(JSON.stringify({ n })));
  });

  it('refuses events past the queue bound with "storage unavailable" and stores none of the refused', async () => {
    const storage = await open({ events: { maxBatch: 5, maxWaitMs: 20, maxQueued: 5 } });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => storage.insertEvent(event(n))));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(StorageUnavailableError);
    expect(await storage.sql.get('SELECT count(*) AS n FROM events')).toEqual({ n: 5 });
  });

  it('cancels an event insert stuck on a lock after its time limit (PostgreSQL): 503 for its events, none stored, and the next group goes on', async () => {
    if (backend.name !== 'postgres') return; // SQLite's writer has no lock to wait for but its own (busy_timeout)
    const storage = await open({ eventInsertTimeoutMs: 300 });
    await storage.insertEvent(event(0));
    const blocker = await storage.sql.transaction(async (tx) => {
      // Another transaction holds the table: the insert waits for its lock.
      await tx.run('LOCK TABLE events IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const stuck = await storage.insertEvent(event(1)).then(
        () => null,
        (error: unknown) => error,
      );
      return { stuck, waited: Date.now() - started };
    });
    expect(blocker.stuck).toBeInstanceOf(StorageUnavailableError);
    expect((blocker.stuck as StorageUnavailableError).reason).toBe('database did not answer in time');
    expect(blocker.waited).toBeLessThan(5_000);
    await storage.insertEvent(event(2));
    expect(await storage.sql.all('SELECT session_id FROM events ORDER BY id')).toEqual([
      { session_id: 's0' },
      { session_id: 's2' },
    ]);
  });

  it('finishes queued events before it closes', async () => {
    const storage = await backend.open({ events: { maxWaitMs: 50 } });
    const pending = Promise.all([storage.insertEvent(event(1)), storage.insertEvent(event(2))]);
    await storage.close();
    expect(await pending).toHaveLength(2);
    expect(await storage.ping()).toBe(false);
  });

  it('deletes events before the retention cutoff, whole UTC days, and keeps the rest', async () => {
    const storage = await open();
    const day = (iso: string) => new Date(iso);
    await Promise.all([
      storage.insertEvent(event(1, day('2026-01-01T23:59:59Z'))),
      storage.insertEvent(event(2, day('2026-01-02T00:00:00Z'))),
      storage.insertEvent(event(3, day('2026-03-01T12:00:00Z'))),
    ]);
    const cutoff = retentionCutoff(day('2026-03-01T15:30:00Z'), 58);
    expect(cutoff).toBe('2026-01-02T00:00:00.000Z');
    expect(await pruneEvents(storage.sql, cutoff, 1)).toBe(1);
    expect(await storage.sql.all('SELECT session_id FROM events ORDER BY id')).toEqual([
      { session_id: 's2' },
      { session_id: 's3' },
    ]);
  });

  it('stores a lead and reads back the feed’s profile; a contact without the marketing consent is never written', async () => {
    const storage = await open();
    const lead = {
      amount: 25000,
      term: 48,
      termUnit: 'months' as const,
      termDays: 1460,
      birthDate: '1980-01-01',
      phone: '+48601234567',
      email: 'a@example.pl',
    };
    await storage.insertLead({
      id: 'x',
      lead: { ...lead, consents: { terms: true, privacy: true, marketing: false } },
      consentsVersion: 'v',
      origin: null,
      receivedAt: new Date(),
    });
    await storage.insertLead({
      id: 'y',
      lead: { ...lead, consents: { terms: true, privacy: true, marketing: true } },
      consentsVersion: 'v',
      origin: null,
      receivedAt: new Date(),
    });
    expect(await storage.findLeadProfile('x')).toEqual({
      amount: 25000,
      term: 48,
      termUnit: 'months',
      termDays: 1460,
      birthDate: '1980-01-01',
    });
    expect(await storage.findLeadProfile('nope')).toBeNull();
    expect(await storage.sql.all('SELECT id, phone, email FROM leads ORDER BY id')).toEqual([
      { id: 'x', phone: null, email: null },
      { id: 'y', phone: '+48601234567', email: 'a@example.pl' },
    ]);
  });

  it('stores a lead with what goes alongside it (its consent records) in one transaction: both, or neither', async () => {
    const storage = await open();
    const record = (id: string) => ({
      id,
      lead: {
        amount: 2000,
        term: 30,
        termUnit: 'days' as const,
        termDays: 30,
        birthDate: '1980-01-01',
        phone: null,
        email: null,
        consents: { terms: true, privacy: true, marketing: false },
      },
      consentsVersion: 'v',
      origin: null,
      receivedAt: new Date(),
    });
    const consent = (tx: SqlRunner, leadId: string, purpose: string) =>
      tx.run(
        `INSERT INTO consent_records (id, lead_id, purpose, channel, lender, text_version, text_hash, given_at) VALUES (?, ?, ?, 'web', '*', 'v', 'h', ?)`,
        [`${leadId}-${purpose}`, leadId, purpose, new Date().toISOString()],
      );
    await storage.insertLead(record('kept'), async (tx) => {
      await consent(tx, 'kept', 'terms');
      await consent(tx, 'kept', 'privacy');
    });
    // The second consent record fails (the disk filled, the connection dropped): the lead and the first record go too.
    await expect(
      storage.insertLead(record('lost'), async (tx) => {
        await consent(tx, 'lost', 'terms');
        throw new Error('the disk is full');
      }),
    ).rejects.toThrow('the disk is full');
    expect(await storage.sql.all('SELECT id FROM leads ORDER BY id')).toEqual([{ id: 'kept' }]);
    expect(await storage.sql.all('SELECT lead_id, purpose FROM consent_records ORDER BY purpose')).toEqual([
      { lead_id: 'kept', purpose: 'privacy' },
      { lead_id: 'kept', purpose: 'terms' },
    ]);
  });

  it('runs the work of an idempotency key once in 24 h, replays its success, and frees the key after a refusal or expiry', async () => {
    const storage = await open();
    const t0 = new Date('2026-11-25T10:00:00Z');
    let runs = 0;
    const work = (status: number) => async () => ({ status, body: JSON.stringify({ run: ++runs }) });
    expect(await storage.withIdempotency('/r', 'k', t0, work(201))).toEqual({
      answer: { status: 201, body: '{"run":1}' },
      replayed: false,
    });
    expect(await storage.withIdempotency('/r', 'k', new Date(t0.getTime() + 1000), work(201))).toEqual({
      answer: { status: 201, body: '{"run":1}' },
      replayed: true,
    });
    expect(await storage.withIdempotency('/other', 'k', t0, work(201))).toMatchObject({ replayed: false }); // keys are per route
    expect(
      await storage.withIdempotency('/r', 'k', new Date(t0.getTime() + IDEMPOTENCY_TTL_MS + 1), work(201)),
    ).toEqual({ answer: { status: 201, body: '{"run":3}' }, replayed: false });
    expect(await storage.withIdempotency('/r', 'bad', t0, work(400))).toMatchObject({ replayed: false });
    expect(await storage.withIdempotency('/r', 'bad', t0, work(201))).toEqual({
      answer: { status: 201, body: '{"run":5}' },
      replayed: false,
    });
    await expect(
      storage.withIdempotency('/r', 'boom', t0, async () => {
        throw new Error('disk');
      }),
    ).rejects.toThrow('disk');
    expect(await storage.withIdempotency('/r', 'boom', t0, work(201))).toMatchObject({ replayed: false });
  });

  it('answers a concurrent repeat of an idempotency key with "in progress" and runs the work once', async () => {
    const storage = await open();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const first = storage.withIdempotency('/r', 'k', new Date(), async () => {
      runs++;
      await gate;
      return { status: 201, body: '{}' };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await storage.withIdempotency('/r', 'k', new Date(), async () => {
      runs++;
      return { status: 201, body: '{}' };
    });
    expect(second).toMatchObject({ answer: { status: 409 }, replayed: true });
    release();
    expect(await first).toEqual({ answer: { status: 201, body: '{}' }, replayed: false });
    expect(runs).toBe(1);
  });

  it('lets the first retry after the lease take over a key whose request died, and stores its answer with its data', async () => {
    const storage = await open();
    const t0 = new Date('2026-11-25T10:00:00Z');
    await storage.sql.run('CREATE TABLE idem_rows (id TEXT NOT NULL)');
    // A request that claimed the key and died before its transaction committed: only its claim is left.
    await storage.sql.run(
      'INSERT INTO idempotency_keys (key, route, created_at, status, body, claim) VALUES (?, ?, ?, 409, ?, ?)',
      ['k', '/r', t0.toISOString(), '{}', 'dead'],
    );
    let runs = 0;
    const work = async (settle: SettleAnswer) => {
      runs++;
      const answer = { status: 201, body: JSON.stringify({ run: runs }) };
      await storage.sql.transaction(async (tx) => {
        await tx.run('INSERT INTO idem_rows (id) VALUES (?)', [`row${runs}`]);
        await settle(tx, answer);
      });
      return answer;
    };
    const during = await storage.withIdempotency('/r', 'k', new Date(t0.getTime() + IDEMPOTENCY_LEASE_MS - 2500), work);
    expect(during).toMatchObject({ answer: { status: 409 }, replayed: true, retryAfterSeconds: 3 });
    expect(runs).toBe(0);
    const after = await storage.withIdempotency('/r', 'k', new Date(t0.getTime() + IDEMPOTENCY_LEASE_MS + 1), work);
    expect(after).toEqual({ answer: { status: 201, body: '{"run":1}' }, replayed: false });
    expect(
      await storage.withIdempotency('/r', 'k', new Date(t0.getTime() + IDEMPOTENCY_LEASE_MS + 2), work),
    ).toMatchObject({ answer: { status: 201, body: '{"run":1}' }, replayed: true });
    expect(await storage.sql.all('SELECT id FROM idem_rows')).toEqual([{ id: 'row1' }]);
  });

  it('rolls back a slow request whose claim a retry took over, so the data is stored once with the answer given', async () => {
    const storage = await open();
    const t0 = new Date('2026-11-25T10:00:00Z');
    await storage.sql.run('CREATE TABLE idem_rows (id TEXT NOT NULL)');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const storeRow = (id: string, wait: Promise<void> | null) => async (settle: SettleAnswer) => {
      if (wait) await wait;
      const answer = { status: 201, body: JSON.stringify({ id }) };
      await storage.sql.transaction(async (tx) => {
        await tx.run('INSERT INTO idem_rows (id) VALUES (?)', [id]);
        await settle(tx, answer);
      });
      return answer;
    };
    const slow = storage.withIdempotency('/r', 'k', t0, storeRow('slow', gate));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const retry = await storage.withIdempotency(
      '/r',
      'k',
      new Date(t0.getTime() + IDEMPOTENCY_LEASE_MS + 1),
      storeRow('retry', null),
    );
    expect(retry).toEqual({ answer: { status: 201, body: '{"id":"retry"}' }, replayed: false });
    release();
    expect(await slow).toEqual({ answer: { status: 201, body: '{"id":"retry"}' }, replayed: true });
    expect(await storage.sql.all('SELECT id FROM idem_rows')).toEqual([{ id: 'retry' }]);
  });

  it('never overwrites a partner sign-up with a second one for the same e-mail address', async () => {
    const storage = await open();
    const signup = {
      name: 'Anna',
      email: 'a@example.pl',
      website: 'https://a.pl/',
      trafficType: 'website' as const,
      consent: true as const,
      receivedAt: new Date(),
    };
    expect(await storage.savePartnerSignup(signup)).toBe(true);
    expect(await storage.savePartnerSignup({ ...signup, name: 'Mallory', website: 'https://evil.example/' })).toBe(
      false,
    );
    expect(await storage.sql.all('SELECT name FROM partner_signups')).toEqual([{ name: 'Anna' }]);
  });

  it('keeps one push token row, updated by a repeat that never drops an existing lead link', async () => {
    const storage = await open();
    const record = {
      token: 't1',
      gaClientId: null,
      domain: 'a.pl',
      leadId: 'lead-1',
      country: 48,
      partnerId: 'fcm',
      utmSource: 'tv',
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
    };
    await storage.upsertPushToken({ record, origin: null, receivedAt: new Date('2026-11-01T00:00:00Z') });
    await storage.upsertPushToken({
      record: { ...record, leadId: null, domain: 'b.pl' },
      origin: 'https://b.pl',
      receivedAt: new Date('2026-11-02T00:00:00Z'),
    });
    expect(
      await storage.sql.all(
        'SELECT token, created_at, updated_at, domain, lead_id, utm_source, origin FROM push_tokens',
      ),
    ).toEqual([
      {
        token: 't1',
        created_at: '2026-11-01T00:00:00.000Z',
        updated_at: '2026-11-02T00:00:00.000Z',
        domain: 'b.pl',
        lead_id: 'lead-1',
        utm_source: 'tv',
        origin: 'https://b.pl',
      },
    ]);
  });

  it('stores a webhook once per lead, state type and UTC day', async () => {
    const storage = await open();
    const hook = {
      leadId: 'l',
      stateType: 'abandoned',
      extra: { step: '2' },
      removedPersonal: 0,
      origin: null,
      receivedAt: new Date('2026-11-22T10:00:00Z'),
    };
    expect(await storage.insertLeadWebhook(hook)).toBe(true);
    expect(await storage.insertLeadWebhook({ ...hook, receivedAt: new Date('2026-11-22T23:00:00Z') })).toBe(false);
    expect(await storage.insertLeadWebhook({ ...hook, receivedAt: new Date('2026-11-23T00:00:00Z') })).toBe(true);
    expect(await storage.sql.all('SELECT day, extra FROM lead_webhooks ORDER BY day')).toEqual([
      { day: '2026-11-22', extra: '{"step":"2"}' },
      { day: '2026-11-23', extra: '{"step":"2"}' },
    ]);
  });

  it('stores a phone lead', async () => {
    const storage = await open();
    await storage.insertPhoneLead({
      phone: '+48601234567',
      consents: { terms: true, privacy: true, marketing: false },
      consentsVersion: 'v',
      origin: null,
      receivedAt: new Date('2026-11-22T10:00:00Z'),
    });
    expect(await storage.sql.all('SELECT phone, consent_marketing FROM phone_leads')).toEqual([
      { phone: '+48601234567', consent_marketing: 0 },
    ]);
  });

  it('runs portable SQL: placeholders, one row, all rows, changes, and a transaction rolled back whole', async () => {
    const storage = await open();
    const { sql } = storage;
    expect(sql.dialect).toBe(backend.name);
    await sql.run('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
    expect((await sql.run('INSERT INTO t (id, v) VALUES (?, ?), (?, ?)', [1, 'a', 2, '?'])).changes).toBe(2);
    expect(await sql.get('SELECT v FROM t WHERE id = ?', [2])).toEqual({ v: '?' });
    expect(await sql.get('SELECT v FROM t WHERE id = ?', [3])).toBeUndefined();
    expect(await sql.all("SELECT v FROM t WHERE v <> '?' ORDER BY id")).toEqual([{ v: 'a' }]);
    expect(await sql.get('SELECT count(*) AS n FROM t')).toEqual({ n: 2 });
    await expect(
      sql.transaction(async (tx) => {
        await tx.run('INSERT INTO t (id, v) VALUES (?, ?)', [3, 'kept?']);
        await tx.transaction(async (inner) => inner.run('INSERT INTO t (id, v) VALUES (?, ?)', [4, 'nested']));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(
      await sql.transaction(async (tx) => (await tx.run('UPDATE t SET v = ? WHERE id = ?', ['b', 1])).changes),
    ).toBe(1);
    expect(await sql.all('SELECT id, v FROM t ORDER BY id')).toEqual([
      { id: 1, v: 'b' },
      { id: 2, v: '?' },
    ]);
  });

  it('reports a closed database as unreachable and its write check as failed', async () => {
    const storage = await backend.open();
    await storage.close();
    expect(await storage.ping()).toBe(false);
    expect(await storage.checkWrite()).toBe('database is closed');
  });
});
