// Fault tests: the real server (fault-server.ts, bundled here and run as a child process) under a burst of
// events while its process is killed with SIGKILL, its PostgreSQL is stopped and started again, or its disk fills.
// What must hold: every event answered 202 is in the database; while the database cannot take writes the answer
// is 503 with Retry-After (never a 202 that is then lost, never a hang); the server recovers without a restart.
// The suites run side by side (describe.concurrent): each test mostly waits (servers starting, the idempotency
// lease, /healthz's memory of a refused write), so one after another they took 131 s summed on a busy machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgres, type ThrowawayPostgres } from '../../tests/postgres.mjs';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import { openSqlite } from './sqlite';
import { freshSchema, storageBackends } from '../testing/backends';
import type { Storage } from './types';
import { FAILED_WRITE_MEMORY_MS } from './unavailable';
import { IDEMPOTENCY_LEASE_MS } from './idempotency';

const SLOW = 120_000;
let entry: string;
const cacheDir = resolve('node_modules/.cache/przelewik-fault');
const temps: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

beforeAll(async () => {
  // Inside the project, so the bundle's imports (fastify, pg, better-sqlite3) resolve from node_modules.
  mkdirSync(cacheDir, { recursive: true });
  const outDir = mkdtempSync(join(cacheDir, 'build-'));
  temps.push(outDir);
  await build({
    configFile: false,
    logLevel: 'silent',
    // The build-time globals the server's modules read, as the real build writes them (rollup.config.mjs).
    define: {
      __BUILD_ID__: JSON.stringify('fault-test'),
      __SITE_URL__: JSON.stringify('http://localhost:3000'),
      __SITE_ENV__: JSON.stringify({}),
    },
    build: {
      ssr: 'server/testing/fault-server.ts',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'fault-server.mjs' } },
    },
  });
  entry = join(outDir, 'fault-server.mjs');
}, SLOW);

// A test that fails half-way never reaches its own kill: every server still running goes here, so none outlives
// the run (and keeps loading the machine).
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Child {
  process: ChildProcess;
  origin: string;
  /** What the server wrote to stderr so far (a failure message names it). */
  errors: () => string;
}

function startServer(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolvePort, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line)
        resolvePort({
          process: child,
          origin: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`,
          errors: () => errors,
        });
    });
    child.once('exit', (code) => reject(new Error(`fault server exited (${code}) before it listened: ${errors}`)));
  });
}

interface Burst {
  acknowledged: Set<number>;
  unavailable: number;
  retryAfter: Set<string>;
  failed: number;
  other: number;
  /** Acknowledged after the last 503 or failure: the server recovered. */
  acknowledgedAfterTrouble: number;
  stop(): Promise<void>;
}

/** `clients` loops, each sending one event at a time with its own sequence number, until stopped. */
function burst(origin: string, clients = 20): Burst {
  let next = 0;
  let stopped = false;
  const state: Burst = {
    acknowledged: new Set(),
    unavailable: 0,
    retryAfter: new Set(),
    failed: 0,
    other: 0,
    acknowledgedAfterTrouble: 0,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
  const trouble = () => {
    state.acknowledgedAfterTrouble = 0;
  };
  const loop = async () => {
    while (!stopped) {
      const seq = next++;
      try {
        const res = await fetch(`${origin}/api/event`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ event: 'burst', seq }),
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.status === 202) {
          state.acknowledged.add(seq);
          state.acknowledgedAfterTrouble++;
        } else if (res.status === 503) {
          state.unavailable++;
          state.retryAfter.add(res.headers.get('retry-after') ?? '');
          trouble();
          await new Promise((r) => setTimeout(r, 50));
        } else state.other++;
      } catch {
        state.failed++;
        trouble();
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const loops = Array.from({ length: clients }, loop);
  return state;
}

/** Polls `check`; `gone` names why waiting is pointless (the server died), so the test fails at once with it. */
const waitFor = async (check: () => boolean, timeoutMs: number, gone: () => string | undefined = () => undefined) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    const why = gone();
    if (why) throw new Error(why);
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

const storedSeqs = (rows: { data: string }[]) => new Set(rows.map((r) => (JSON.parse(r.data) as { seq: number }).seq));

async function pgRows(url: string, schema: string): Promise<{ data: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ data: string }>(`SELECT data FROM ${schema}.events WHERE event = 'burst'`)).rows;
  } finally {
    await client.end();
  }
}

// SQLite in both sync modes: 'normal' skips the sync at commit, and a killed process must still lose nothing.
const killCases = storageBackends().flatMap((b) =>
  b.name === 'sqlite'
    ? [
        { name: 'sqlite', sync: 'full' },
        { name: 'sqlite', sync: 'normal' },
      ]
    : [{ name: b.name, sync: '' }],
);

describe.concurrent.each(killCases)('kill -9 during a burst ($name $sync)', (backend) => {
  it(
    'loses no acknowledged event',
    async () => {
      let env: Record<string, string>;
      let read: () => Promise<{ data: string }[]>;
      if (backend.name === 'sqlite') {
        const dataDir = temp('przelewik-fault-');
        env = { DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: backend.sync };
        read = async () => {
          const db = new Database(join(dataDir, 'przelewik.db')); // recovers the WAL the killed process left
          try {
            return db.prepare("SELECT data FROM events WHERE event = 'burst'").all() as { data: string }[];
          } finally {
            db.close();
          }
        };
      } else {
        const url = process.env.TEST_DATABASE_URL!;
        const schema = await freshSchema(url);
        env = { DATABASE_URL: url, FAULT_PG_SCHEMA: schema };
        read = () => pgRows(url, schema);
      }
      const server = await startServer(env);
      const load = burst(server.origin);
      await waitFor(() => load.acknowledged.size >= 300, 60_000);
      server.process.kill('SIGKILL');
      await new Promise((r) => server.process.once('exit', r));
      await load.stop();
      expect(load.failed).toBeGreaterThan(0); // requests were in flight when the process died
      const stored = storedSeqs(await read());
      const lost = [...load.acknowledged].filter((seq) => !stored.has(seq));
      expect(lost).toEqual([]);
      expect(load.other).toBe(0);
    },
    SLOW,
  );
});

/** A throwaway PostgreSQL of this file's own (the shared one must not be stopped under other test files). */
const ownPostgres = findPostgresBin() ? [{ name: 'own PostgreSQL' }] : [];
if (ownPostgres.length === 0) console.log('fault tests: PostgreSQL restart not run (no PostgreSQL binaries)');

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });

// Beside the other suites, but its two tests one after the other: both stop and restart the same PostgreSQL.
describe.concurrent.each(ownPostgres)(
  'PostgreSQL restarted, stopped and its backends killed under load ($name)',
  () => {
    let instance: ThrowawayPostgres;
    beforeAll(async () => {
      instance = startPostgres({ port: await freePort(), durable: false, quiet: true })!;
    }, SLOW);
    afterAll(() => instance?.stop());

    it.sequential(
      'answers 503 with Retry-After for the gap and recovers without a restart, losing no acknowledged event',
      async () => {
        const schema = await freshSchema(instance.url);
        const server = await startServer({ DATABASE_URL: instance.url, FAULT_PG_SCHEMA: schema });
        try {
          const load = burst(server.origin, 10);
          await waitFor(() => load.acknowledged.size >= 100, 60_000);
          instance.ctl('stop', 'fast');
          await waitFor(() => load.unavailable >= 10, 30_000);
          instance.ctl('start');
          await waitFor(() => load.acknowledgedAfterTrouble >= 100, 60_000);
          await load.stop();
          expect(load.retryAfter).toEqual(new Set(['5']));
          expect(load.other).toBe(0);
          const stored = storedSeqs(await pgRows(instance.url, schema));
          expect([...load.acknowledged].filter((seq) => !stored.has(seq))).toEqual([]);
          // /healthz keeps failing for FAILED_WRITE_MEMORY_MS after the last refused write, then is healthy again.
          let healthy = false;
          const until = Date.now() + FAILED_WRITE_MEMORY_MS + 10_000;
          while (!healthy && Date.now() < until) {
            healthy = (await fetch(`${server.origin}/healthz`)).status === 200;
            if (!healthy) await new Promise((r) => setTimeout(r, 250));
          }
          expect(healthy).toBe(true);
        } finally {
          server.process.kill('SIGTERM');
        }
      },
      SLOW,
    );

    it.sequential(
      'keeps the process alive, answers 503 then 2xx, and stores every acknowledged lead, event and conversion exactly once',
      async () => {
        const schema = await freshSchema(instance.url);
        const server = await startServer({ DATABASE_URL: instance.url, FAULT_PG_SCHEMA: schema, ...AFFILIATE_ENV });
        const read = (text: string) => pgQuery(instance.url, schema, text);
        const clicks = Array.from({ length: 400 }, () => crypto.randomUUID());
        for (const click of clicks)
          await read(
            `INSERT INTO clicks (click_id, created_at, offer_id, lender, placement) VALUES ('${click}', '${new Date().toISOString()}', 101, 'kasomir', 'transition')`,
          );
        let exited = false;
        server.process.once('exit', () => {
          exited = true;
        });
        try {
          const events = burst(server.origin, 6);
          const leads = registrations(() => server.origin);
          const lender = postbacks(server.origin, clicks);
          await waitFor(() => leads.answered.size >= 20 && events.acknowledged.size >= 100, 60_000);

          // The server dying is the failure this test exists for: say so at once, with what it wrote, not after a wait.
          const died = () => (exited ? `the server exited; stderr: ${server.errors()}` : undefined);
          // Counted from each fault on: answers from before it (the in-flight ones pg_ctl's wait held back) prove no
          // recovery.
          const afterFault = () => {
            leads.answeredAfterTrouble = 0;
            events.acknowledgedAfterTrouble = 0;
          };

          // A normal restart: PostgreSQL terminates every connection (57P01), held transactions included.
          instance.ctl('restart', 'fast');
          afterFault();
          // Leads answered after the restart: the server's pool has connected again (it does so on a query).
          await waitFor(() => leads.answeredAfterTrouble >= 10, 60_000, died);

          // A backend killed: PostgreSQL resets every connection and recovers, as after a crash. Idle connections
          // stay pooled, so one of the server's backends exists by now; the loop only covers one just being replaced.
          let backend: Record<string, unknown> | undefined;
          const until = Date.now() + 60_000;
          while (!backend) {
            const why = died() ?? (Date.now() > until ? 'no backend of the server appeared after the restart' : '');
            if (why) throw new Error(why);
            [backend] = await read(
              `SELECT pid FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND datname = current_database() LIMIT 1`,
            );
            if (!backend) await pause(25);
          }
          process.kill(Number(backend.pid), 'SIGKILL');
          afterFault();
          await waitFor(() => leads.answeredAfterTrouble >= 10 && events.acknowledgedAfterTrouble >= 50, 60_000, died);

          await Promise.all([events.stop(), lender.stop(), leads.finish(30_000)]);
          expect(exited).toBe(false);
          expect(events.unavailable + leads.unavailable).toBeGreaterThan(0);
          expect(events.retryAfter.size === 0 || events.retryAfter.has('5')).toBe(true);
          expect(events.other).toBe(0);
          expect(lender.other).toEqual([]);
          const stored = storedSeqs(
            (await read(`SELECT data FROM events WHERE event = 'burst'`)) as { data: string }[],
          );
          expect([...events.acknowledged].filter((seq) => !stored.has(seq))).toEqual([]);
          await expectLeadsExactlyOnce(leads, read);
          const conversions = await read('SELECT txid FROM conversions');
          expect(conversions.length).toBe(new Set(conversions.map((c) => c.txid)).size);
          expect([...lender.acknowledged].filter((txid) => !conversions.some((c) => c.txid === txid))).toEqual([]);
        } finally {
          server.process.kill('SIGTERM');
        }
      },
      SLOW,
    );
  },
);

type Tiny = { kind: 'tmpfs'; dir: string; release(): void } | { kind: 'none'; why: string };

/** A 1 MB tmpfs (needs root, as CI here is): a real full disk, not a simulated error. */
function tinyTmpfs(): Tiny {
  const dir = temp('przelewik-full-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    return { kind: 'none', why: `cannot mount a tmpfs (${(error as Error).message.split('\n')[0]})` };
  }
  return { kind: 'tmpfs', dir, release: () => execFileSync('umount', [dir]) };
}

async function expectDiskFull(storage: Storage) {
  const dist = temp('przelewik-full-dist-');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  const app = await buildApp({
    storage,
    distDir: dist,
    config: {
      ...DEFAULT_CONFIG,
      rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
    },
  });
  try {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const big = 'x'.repeat(2000);
    let status = 202;
    let sent = 0;
    // Events of ~2 KB until the disk refuses one (a few hundred fill 1 MB).
    while (status === 202 && sent < 5000) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.inject({
            method: 'POST',
            url: '/api/event',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ event: 'fill', a: big }),
          }),
        ),
      );
      sent += batch.length;
      status = batch.find((r) => r.statusCode !== 202)?.statusCode ?? 202;
      if (status !== 202) {
        const refused = batch.find((r) => r.statusCode !== 202)!;
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
      }
    }
    expect(status).toBe(503);
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', reason: 'disk is full' });
  } finally {
    await app.close();
  }
}

describe.concurrent('disk full (SQLite)', () => {
  it(
    '/healthz fails with "disk is full" and writes answer 503',
    async () => {
      const mount = tinyTmpfs();
      if (mount.kind === 'tmpfs') {
        const storage = openSqlite(join(mount.dir, 'przelewik.db'));
        try {
          await expectDiskFull(storage);
        } finally {
          await storage.close();
          mount.release();
        }
      } else {
        // Without root: the database capped at its current size, which SQLite reports exactly as a full disk.
        console.log(`fault tests: SQLite disk full simulated with PRAGMA max_page_count: ${mount.why}`);
        const file = join(temp('przelewik-full-'), 'przelewik.db');
        const storage = openSqlite(file);
        const db = new Database(file);
        db.pragma(`max_page_count = ${(db.pragma('page_count', { simple: true }) as number) + 50}`);
        db.close();
        await expectDiskFull(storage);
        await storage.close();
      }
    },
    SLOW,
  );
});

// ——— registrations and postbacks beside the events: every answer a visitor or lender got stays true ———

const LENDER_TOKEN = 'fault-lender-token-0123456789';
const AFFILIATE_ENV = {
  LENDER_POSTBACK_SECRETS: JSON.stringify({ kasomir: { token: LENDER_TOKEN } }),
  LENDER_PAYOUTS: JSON.stringify({ kasomir: { model: 'cpl', amount: '40.00' } }),
  AFFILIATE_HASH_KEY: 'f'.repeat(32),
};
const LEAD_BODY = JSON.stringify({
  amount: 2000,
  termUnit: 'days',
  term: 30,
  birthDate: '14.05.1984',
  phone: '',
  email: '',
  consents: { terms: true, privacy: true, marketing: false },
});
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Registrations {
  /** Idempotency-Key → the lead id its 201 answer gave. */
  answered: Map<string, string>;
  /** Keys sent and not answered 201 yet: the visitor retries them with the same key. */
  pending: Set<string>;
  unavailable: number;
  inProgress: number;
  other: number[];
  /** Answered 201 after the last 503, 409 or failure. */
  answeredAfterTrouble: number;
  /** Stops making new submissions; the pending ones are retried (against `origin()`) until answered. */
  finish(timeoutMs: number): Promise<void>;
}

/** `clients` visitors, each submitting one registration after another and retrying with the same key until 201. */
function registrations(origin: () => string, clients = 6): Registrations {
  let stopped = false;
  const state: Registrations = {
    answered: new Map(),
    pending: new Set(),
    unavailable: 0,
    inProgress: 0,
    other: [],
    answeredAfterTrouble: 0,
    finish: async (timeoutMs) => {
      stopped = true;
      await Promise.all(loops);
      const until = Date.now() + timeoutMs;
      while (state.pending.size > 0 && Date.now() < until) {
        await Promise.all([...state.pending].map((key) => submit(key)));
        if (state.pending.size > 0) await pause(250);
      }
    },
  };
  const submit = async (key: string): Promise<void> => {
    try {
      const res = await fetch(`${origin()}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: LEAD_BODY,
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json()) as { leadId?: string };
      if (res.status === 201) {
        const earlier = state.answered.get(key);
        if (earlier !== undefined && earlier !== body.leadId) state.other.push(-1); // two answers for one key
        state.answered.set(key, body.leadId!);
        state.pending.delete(key);
        state.answeredAfterTrouble++;
        return;
      }
      if (res.status === 503) state.unavailable++;
      else if (res.status === 409) state.inProgress++;
      else state.other.push(res.status);
    } catch {
      /* the server or its database went away mid-request: retried */
    }
    state.answeredAfterTrouble = 0;
  };
  const loop = async () => {
    while (!stopped) {
      const key = crypto.randomUUID();
      state.pending.add(key);
      while (!stopped && state.pending.has(key)) {
        await submit(key);
        if (state.pending.has(key)) await pause(100);
      }
    }
  };
  const loops = Array.from({ length: clients }, loop);
  return state;
}

interface Postbacks {
  /** txid → acknowledged (200). */
  acknowledged: Set<string>;
  other: number[];
  stop(): Promise<void>;
}

/** A lender posting back conversions for the given clicks, each retried until acknowledged. */
function postbacks(origin: string, clicks: string[]): Postbacks {
  let stopped = false;
  let n = 0;
  const state: Postbacks = {
    acknowledged: new Set(),
    other: [],
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
  const loop = async () => {
    while (!stopped && n < clicks.length) {
      const click = clicks[n++]!;
      const txid = `T-${click.slice(0, 8)}`;
      while (!stopped && !state.acknowledged.has(txid)) {
        try {
          const res = await fetch(`${origin}/api/postback/kasomir`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-postback-token': LENDER_TOKEN },
            body: new URLSearchParams({ click_id: click, txid, status: 'approved' }).toString(),
            signal: AbortSignal.timeout(10_000),
          });
          await res.arrayBuffer();
          if (res.status === 200) state.acknowledged.add(txid);
          else if (res.status !== 503) state.other.push(res.status);
        } catch {
          /* retried */
        }
        if (!state.acknowledged.has(txid)) await pause(100);
      }
    }
  };
  const loops = Array.from({ length: 3 }, loop);
  return state;
}

/** Each answered lead id stored exactly once, and no lead stored that no answer named. */
async function expectLeadsExactlyOnce(load: Registrations, read: (sql: string) => Promise<Record<string, unknown>[]>) {
  expect(load.pending.size).toBe(0);
  expect(load.other).toEqual([]);
  const ids = (await read('SELECT id FROM leads')).map((r) => String(r.id));
  expect(ids.length).toBe(new Set(ids).size);
  expect(new Set(ids)).toEqual(new Set(load.answered.values()));
  // Every key's stored answer is the one its visitor got, and no key is left "in progress".
  const keys = await read('SELECT key, status, body FROM idempotency_keys');
  for (const row of keys) {
    expect(row.status).toBe(201);
    expect((JSON.parse(String(row.body)) as { leadId: string }).leadId).toBe(load.answered.get(String(row.key)));
  }
}

async function pgQuery(url: string, schema: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

describe.concurrent.each(storageBackends())('kill -9 of the server mid-registration ($name)', (backend) => {
  it(
    'lets the visitor retry with the same key on the restarted server and stores one lead per key',
    async () => {
      let env: Record<string, string>;
      let read: (text: string) => Promise<Record<string, unknown>[]>;
      if (backend.name === 'sqlite') {
        const dataDir = temp('przelewik-fault-');
        env = { DATA_DIR: dataDir };
        read = async (text) => {
          const db = new Database(join(dataDir, 'przelewik.db'));
          try {
            return db.prepare(text).all() as Record<string, unknown>[];
          } finally {
            db.close();
          }
        };
      } else {
        const url = process.env.TEST_DATABASE_URL!;
        const schema = await freshSchema(url);
        env = { DATABASE_URL: url, FAULT_PG_SCHEMA: schema };
        read = (text) => pgQuery(url, schema, text);
      }
      let server = await startServer(env);
      const leads = registrations(() => server.origin, 8);
      await waitFor(() => leads.answered.size >= 20, 60_000);
      server.process.kill('SIGKILL');
      await new Promise((r) => server.process.once('exit', r));
      const killedAt = Date.now();
      server = await startServer(env);
      try {
        await leads.finish(30_000);
        // Within the lease and a little: a key the dead process held is taken over by the first retry after it.
        expect(Date.now() - killedAt).toBeLessThan(IDEMPOTENCY_LEASE_MS + 15_000);
        await expectLeadsExactlyOnce(leads, read);
      } finally {
        server.process.kill('SIGTERM');
      }
    },
    SLOW,
  );
});
