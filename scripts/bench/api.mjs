// The API rows of `npm run bench` (alone: `npm run bench -- --only api`): POST /api/event under load.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../../tests/postgres.mjs';
import { PORT, startServer, waitForHealth } from './common.mjs';

// POST /api/event under load (autocannon, 50 connections, 10 s per server in all): the real server with its limits
// on, on SQLite and on a throwaway PostgreSQL (tests/postgres.mjs, durable settings), beside a bare Fastify server
// that parses the same JSON body, in the same run on the same machine. Afterwards the bench counts the stored
// events: every 202 must be in the database, or the bench fails. One load generator is one client (one IP), so the
// throughput runs raise the event
// budget for that server (RATE_LIMIT_EVENTS) and say so; a last run keeps the default budget and shows what a
// single client gets: its budget in 202s, then cheap 429s. Targets (docs/operations.md): ≥ 0.5× the bare server,
// p99 ≤ 20 ms, printed as ok or MISSED with the figures as measured (they do not fail the bench: a shared machine's
// noise would make that a coin toss). The durable ceiling row says how far a server that answers after a synced
// commit can go on this disk at all (syncLatencyMs).
const EVENT_BODY = JSON.stringify({
  event: 'page_view',
  path: '/',
  session_id: '0b6f3a44-2f4e-4c1a-9d7e-3c2a1b0e9f11',
  domain: 'localhost',
});
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const API_CONNECTIONS = 50;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

function load(url, seconds = API_SECONDS) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: EVENT_BODY,
    connections: API_CONNECTIONS,
    duration: seconds,
  });
}

const perf = (result) => `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`;
const codes = (result) =>
  Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${count} × ${code}`)
    .join(', ');

async function countSqlite(dataDir) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(dataDir, 'przelewik.db'), { readonly: true });
  try {
    return db.prepare('SELECT count(*) AS n FROM events').get().n;
  } finally {
    db.close();
  }
}

async function countPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM events')).rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * What one durable commit waits for on this disk: the mean time of `count` 4 KB overwrites each synced with
 * fdatasync (what a WAL append and its sync cost), in a file under the system's temp folder, where the bench's
 * databases live. A server that answers only after its commit is synced serves at most
 * connections ÷ this latency requests per second (Little's law: the mean, so slow syncs count), whatever its CPU
 * does. Taken between slices, so it misses the syncs the servers' own writes queue behind: an upper bound.
 */
function syncLatencyMs(count = 25) {
  const dir = mkdtempSync(join(tmpdir(), 'przelewik-sync-'));
  const fd = openSync(join(dir, 'probe'), 'w');
  const page = Buffer.alloc(4096, 1);
  try {
    writeSync(fd, page, 0, page.length, 0);
    fdatasyncSync(fd);
    const times = [];
    for (let i = 0; i < count; i++) {
      const started = process.hrtime.bigint();
      writeSync(fd, page, 0, page.length, 0);
      fdatasyncSync(fd);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return times.reduce((sum, t) => sum + t, 0) / times.length;
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Clock ticks per second of /proc's CPU times. */
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * CPU time (user + system, ms) that a process and all its descendants have used so far, every thread counted, from
 * /proc (Linux); null where there is no /proc. The server is `npm start`'s process (its event loop, the SQLite writer
 * thread, the cluster's workers); PostgreSQL is its postmaster with every backend.
 */
function treeCpuMs(rootPid) {
  if (!rootPid || !existsSync('/proc/self/stat')) return null;
  const children = new Map();
  const cpu = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After "pid (name) ": state, ppid, …, utime is the 12th field and stime the 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(pid);
    } catch {
      /* the process ended meanwhile */
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += cpu.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The postmaster's pid of a PostgreSQL started by tests/postgres.mjs (first line of postmaster.pid). */
const postmasterPid = (pg) => {
  try {
    return Number(readFileSync(join(pg.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
};

/**
 * One slice of load, with the CPU each side spent on it: the server's process tree, PostgreSQL's when the server
 * uses it, and this process (the load generator).
 */
async function measuredLoad(server, seconds, pgPid) {
  const serverBefore = treeCpuMs(server.child.pid);
  const pgBefore = server.usesPostgres ? treeCpuMs(pgPid) : null;
  const selfBefore = process.cpuUsage();
  const result = await load(`${server.origin}/api/event`, seconds);
  const self = process.cpuUsage(selfBefore);
  const serverAfter = treeCpuMs(server.child.pid);
  const pgAfter = server.usesPostgres ? treeCpuMs(pgPid) : null;
  server.cpu.requests += result.requests.total;
  server.cpu.loadMs += (self.user + self.system) / 1000;
  if (serverBefore !== null && serverAfter !== null) server.cpu.serverMs += serverAfter - serverBefore;
  if (pgBefore !== null && pgAfter !== null) server.cpu.postgresMs += pgAfter - pgBefore;
  return result;
}

/** The middle value (upper middle for an even count). */
const mid = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

// The machine is shared, and its load swings several-fold within a minute: each server gets API_ROUNDS slices of
// the load, taken in turn (bare, SQLite, PostgreSQL, bare, …), so every one sees the same weather; the figures are
// the medians of the slices, the ratio the median of the per-round ratios, and the row counts cover all slices.
const API_ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 5);

const EVENTS_UNLIMITED = { RATE_LIMIT_EVENTS: '1000000', HOST: '127.0.0.1' };

/** Starts one measured server; refuses a port another process already answers on. */
async function startMeasured(servers, label, origin, launch, count) {
  // Another process on the port would answer the health check and be measured instead.
  if (
    await fetch(`${origin}/healthz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${origin} is already in use: set BENCH_PORT to a free range`);
  const { child, dataDir } = launch();
  servers.push({
    label,
    origin,
    child,
    dataDir,
    count,
    slices: [],
    usesPostgres: label.includes('PostgreSQL'),
    cpu: { requests: 0, serverMs: 0, postgresMs: 0, loadMs: 0 },
  });
}

/** The servers compared: bare Fastify, SQLite full and normal, PostgreSQL with one and two workers. */
async function startServers(servers, pg) {
  const start = (...args) => startMeasured(servers, ...args);
  await start('api: POST /api/event, bare fastify (JSON parse only)', `http://127.0.0.1:${PORT + 4}`, () => ({
    child: spawn(process.execPath, ['scripts/bench-bare.mjs', String(PORT + 4)], { stdio: 'inherit' }),
  }));
  await start(
    'api: POST /api/event, SQLite, limits on, RATE_LIMIT_EVENTS raised',
    `http://127.0.0.1:${PORT + 2}`,
    () => startServer(PORT + 2, EVENTS_UNLIMITED),
    (s) => countSqlite(s.dataDir),
  );
  // The first real server rebuilds when sources changed (scripts/start.mjs): the others start once it is up, so
  // they find the build fresh instead of each running one of their own at the same time.
  await waitForHealth(600_000, servers.at(-1).origin);
  await start(
    'api: POST /api/event, SQLite, SQLITE_SYNCHRONOUS=normal, limits on, RATE_LIMIT_EVENTS raised',
    `http://127.0.0.1:${PORT + 7}`,
    () => startServer(PORT + 7, { ...EVENTS_UNLIMITED, SQLITE_SYNCHRONOUS: 'normal' }),
    (s) => countSqlite(s.dataDir),
  );
  if (!pg) return;
  const { default: pgDriver } = await import('pg');
  for (const workers of [1, 2]) {
    const admin = new pgDriver.Client({ connectionString: pg.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE bench_${workers}`);
    await admin.end();
    const url = pg.url.replace(/\/postgres$/, `/bench_${workers}`);
    const port = PORT + 4 + workers;
    await start(
      `api: POST /api/event, PostgreSQL, WORKERS=${workers}, limits on, RATE_LIMIT_EVENTS raised`,
      `http://127.0.0.1:${port}`,
      () => startServer(port, { ...EVENTS_UNLIMITED, DATABASE_URL: url, WORKERS: String(workers) }),
      () => countPostgres(url),
    );
  }
}

/** One server's rows: its rate, where the CPU went, and against bare its ratio, p99 and stored events. */
async function serverRows(server, bare, failures) {
  const rows = [];
  const rates = server.slices.map((r) => r.requests.average);
  const p99 = mid(server.slices.map((r) => r.latency.p99));
  const statuses = {};
  for (const r of server.slices)
    for (const [code, { count }] of Object.entries(r.statusCodeStats)) statuses[code] = (statuses[code] ?? 0) + count;
  const errors = server.slices.reduce((n, r) => n + r.errors, 0);
  const spread = rates.map((x) => Math.round(x)).join(' / ');
  const codesSeen = Object.entries(statuses)
    .map(([c, n]) => `${n} × ${c}`)
    .join(', ');
  const shown = `${Math.round(mid(rates))} req/s, p99 ${p99} ms (medians of ${rates.length}: ${spread}); ${codesSeen}`;
  rows.push([server.label, Math.round(mid(rates)), `${shown}${errors ? `, ${errors} errors` : ''}`]);
  // Where the two cores went, per answer: the figures the ratio is made of on a machine that runs all of it.
  if (server.cpu.requests > 0 && treeCpuMs(process.pid) !== null) {
    const per = (ms) => ((ms * 1000) / server.cpu.requests).toFixed(1);
    const parts = [
      `server ${per(server.cpu.serverMs)} µs`,
      ...(server.usesPostgres ? [`PostgreSQL ${per(server.cpu.postgresMs)} µs`] : []),
      `load generator ${per(server.cpu.loadMs)} µs`,
    ];
    rows.push([
      '  CPU per answer, all slices',
      Number(per(server.cpu.serverMs + server.cpu.postgresMs)),
      parts.join(', '),
    ]);
  }
  if (server === bare || !server.count) return rows;
  const ratio = mid(server.slices.map((r, i) => r.requests.average / bare.slices[i].requests.average));
  rows.push([
    `  ratio to bare, median of rounds (target ≥ ${TARGET_RATIO}×)`,
    ratio,
    `${ratio.toFixed(2)}× ${ratio >= TARGET_RATIO ? 'ok' : 'MISSED'}`,
  ]);
  rows.push([`  p99 (target ≤ ${TARGET_P99_MS} ms)`, p99, `${p99} ms ${p99 <= TARGET_P99_MS ? 'ok' : 'MISSED'}`]);
  const stored = await server.count(server);
  const acked = statuses['202'] ?? 0;
  // Requests still in flight when a slice ends may be stored without their 202 being counted: stored ≥ acked.
  const kept = stored >= acked;
  rows.push([
    '  acknowledged events stored',
    stored,
    `${stored} stored of ${acked} acknowledged: ${kept ? 'none lost' : `${acked - stored} LOST`}`,
  ]);
  if (!kept) failures.push(`${server.label}: ${acked - stored} acknowledged events are not in the database`);
  return rows;
}

/** A single client under the default event budget: its budget in 202s, then cheap 429s. */
async function oneClientRow() {
  const { child, dataDir } = startServer(PORT + 3, { HOST: '127.0.0.1' });
  try {
    await waitForHealth(180_000, `http://127.0.0.1:${PORT + 3}`);
    const one = await load(`http://127.0.0.1:${PORT + 3}/api/event`, 3);
    return [
      'api: POST /api/event, SQLite, default limits, one client',
      Math.round(one.requests.average),
      `${perf(one)}; ${codes(one)}`,
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function apiRows() {
  const rows = [];
  const failures = [];
  const servers = [];
  const syncs = [];
  const pg = startPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 55439), durable: true });
  try {
    await startServers(servers, pg);
    for (const server of servers) await waitForHealth(180_000, server.origin);
    const pgPid = pg ? postmasterPid(pg) : null;
    for (let round = 0; round < API_ROUNDS; round++) {
      syncs.push(syncLatencyMs());
      for (const server of servers) server.slices.push(await measuredLoad(server, API_SECONDS / API_ROUNDS, pgPid));
    }
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM'); // a server commits what it queued before it exits
      await new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.once('exit', resolve)));
    }
  }
  try {
    const [bare] = servers;
    // The ceiling of the durable servers (SQLite full, PostgreSQL): each answer waits for at least one sync.
    const syncMs = mid(syncs);
    const ceiling = (API_CONNECTIONS * 1000) / syncMs;
    const times = (ceiling / mid(bare.slices.map((r) => r.requests.average))).toFixed(2);
    const means = syncs.map((x) => x.toFixed(1)).join(' / ');
    rows.push([
      'api: durable ceiling, connections ÷ disk sync latency',
      Math.round(ceiling),
      `${Math.round(ceiling)} req/s = ${times}× bare (sync ${syncMs.toFixed(2)} ms, median of the means ${means})`,
    ]);
    for (const server of servers) rows.push(...(await serverRows(server, bare, failures)));
    if (!pg) rows.push(['api: PostgreSQL', 0, 'not measured: no PostgreSQL binaries']);
  } finally {
    pg?.stop();
    for (const server of servers) if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  }
  rows.push(await oneClientRow());
  for (const failure of failures) console.error(failure);
  if (failures.length) process.exitCode = 1;
  return rows;
}
