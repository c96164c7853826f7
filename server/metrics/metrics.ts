// The operator's Prometheus metrics (docs/operations.md, "Metrics"), in a registry of their own (never prom-client's
// global one, which any dependency could fill). Off every request's path: what a request counts is one plain
// increment in memory (a 503, a lender's postback); what the database holds (deliveries waiting, notifications by
// state, push tokens) is counted only when Prometheus scrapes, once per scrape for all gauges; the event ingest
// queue's depth is read on scrape and its commit latency observed once per group, never per event.
// Labels take only values from the fixed lists below: no partner- or lender-supplied text, no personal data.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SqlRunner } from '../storage/sql';
import type { Storage } from '../storage/types';
import { PUSH_TOKEN_RETENTION_DAYS } from '../../contracts/data-flows';

export const METRIC_PREFIX = 'przelewik_';

/** Why a request was answered 503: the StorageUnavailableError reasons (storage/unavailable.ts), as label values. */
export const UNAVAILABLE_REASONS: Readonly<Record<string, string>> = {
  'too many writes waiting': 'queue_full',
  'disk is full': 'disk_full',
  'database is read-only': 'read_only',
  'database is busy': 'database_busy',
  'disk input/output error': 'io_error',
  'database is out of resources': 'out_of_resources',
  'database is restarting': 'restarting',
  'database did not answer in time': 'timeout',
  'database does not answer': 'unreachable',
  'event writer stopped': 'writer_stopped',
  'server is shutting down': 'shutting_down',
};
const OTHER = 'other';
export const unavailableLabel = (reason: string): string => UNAVAILABLE_REASONS[reason] ?? OTHER;

/** A lender postback's outcome as the postback log records it (affiliate/schema.ts, its CHECK list). */
export const POSTBACK_OUTCOMES = [
  'applied',
  'duplicate',
  'unknown_click',
  'unknown_lender',
  'forbidden',
  'invalid',
  'refused_transition',
] as const;

const DELIVERY_STATES = ['pending', 'failed'] as const;
const NOTIFICATION_STATES = ['queued', 'sending', 'done', 'cancelled'] as const;
const SEND_STATES = ['pending', 'sent', 'failed', 'dead'] as const;

export interface ServerMetrics {
  readonly registry: Registry;
  /** A request answered 503 because the storage could not take it (app.ts's error handler). */
  unavailable(reason: string): void;
  /** A lender's postback received, by its outcome (affiliate/routes.ts). */
  postback(outcome: string): void;
  /** Stops observing the storage. */
  close(): void;
}

export interface MetricsOptions {
  /** Process metrics (CPU, memory, event loop lag, GC); tests of one registry may leave them out. */
  defaults?: boolean;
  /** The clock the overdue push token count reads. */
  now?: () => Date;
}

interface Counts {
  leadDeliveries: Map<string, number>;
  partnerPostbacks: Map<string, number>;
  notifications: Map<string, number>;
  sends: Map<string, number>;
  tokensLive: number;
  tokensDead: number;
  tokensOverdue: number;
}

const byState = async (sql: SqlRunner, query: string): Promise<Map<string, number>> =>
  new Map((await sql.all<{ state: string; n: number | string }>(query)).map((r) => [r.state, Number(r.n)]));

/** Every row count the gauges show, in one go: counts over the state indexes, and one pass over push_tokens. */
async function countRows(sql: SqlRunner, now: Date): Promise<Counts> {
  const overdue = new Date(now.getTime() - PUSH_TOKEN_RETENTION_DAYS * 86_400_000).toISOString();
  const [leadDeliveries, partnerPostbacks, notifications, sends, tokens] = await Promise.all([
    byState(
      sql,
      `SELECT status AS state, COUNT(*) AS n
        FROM lead_deliveries
        WHERE status IN ('pending', 'failed')
        GROUP BY status`,
    ),
    byState(
      sql,
      "SELECT state, COUNT(*) AS n FROM postback_deliveries WHERE state IN ('pending', 'failed') GROUP BY state",
    ),
    byState(sql, 'SELECT state, COUNT(*) AS n FROM push_notifications GROUP BY state'),
    byState(sql, 'SELECT state, COUNT(*) AS n FROM push_sends GROUP BY state'),
    sql.get<{ total: number | string; dead: number | string; overdue: number | string }>(
      `SELECT COUNT(*) AS total, COUNT(dead_at) AS dead, COUNT(CASE WHEN dead_at < ? THEN 1 END) AS overdue
        FROM push_tokens`,
      [overdue],
    ),
  ]);
  const total = Number(tokens?.total ?? 0);
  const dead = Number(tokens?.dead ?? 0);
  return {
    leadDeliveries,
    partnerPostbacks,
    notifications,
    sends,
    tokensLive: total - dead,
    tokensDead: dead,
    tokensOverdue: Number(tokens?.overdue ?? 0),
  };
}

type Registers = Registry[];

/** The database's counts as gauges (one query round per scrape, `counts`), and whether the last count worked. */
function databaseGauges(registers: Registers, counts: () => Promise<Counts | null>): void {
  const stateGauge = (
    name: string,
    help: string,
    states: readonly string[],
    pick: (c: Counts) => Map<string, number>,
  ) =>
    new Gauge({
      name: METRIC_PREFIX + name,
      help,
      labelNames: ['state'],
      registers,
      aggregator: 'first',
      async collect() {
        const c = await counts();
        this.reset();
        if (c) for (const state of states) this.set({ state }, pick(c).get(state) ?? 0);
      },
    });

  new Gauge({
    name: `${METRIC_PREFIX}database_counts_up`,
    help: 'Whether the last scrape could count the rows the other gauges show (1) or the database did not answer (0).',
    registers,
    aggregator: 'first',
    async collect() {
      this.set((await counts()) ? 1 : 0);
    },
  });
  stateGauge(
    'lead_deliveries',
    'Lead deliveries to lenders by API waiting for an attempt (pending) or out of attempts (failed).',
    DELIVERY_STATES,
    (c) => c.leadDeliveries,
  );
  stateGauge(
    'partner_postback_deliveries',
    'Postbacks to partners waiting for an attempt (pending) or out of attempts (failed).',
    DELIVERY_STATES,
    (c) => c.partnerPostbacks,
  );
  stateGauge(
    'push_notifications',
    `Transfer-status notifications by state: queued (quiet hours, due), sending, done,
      cancelled (no consent or token).`,
    NOTIFICATION_STATES,
    (c) => c.notifications,
  );
  stateGauge(
    'push_sends',
    `Sends of a notification to one push token by state: pending (due or waiting for a retry), sent, failed,
      dead (FCM: unregistered).`,
    SEND_STATES,
    (c) => c.sends,
  );
  new Gauge({
    name: `${METRIC_PREFIX}push_tokens`,
    help: 'Stored push tokens: live, or dead (FCM called them unregistered; deleted by the retention job).',
    labelNames: ['state'],
    registers,
    aggregator: 'first',
    async collect() {
      const c = await counts();
      this.reset();
      if (c) {
        this.set({ state: 'live' }, c.tokensLive);
        this.set({ state: 'dead' }, c.tokensDead);
      }
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}push_tokens_overdue`,
    help:
      `Dead push tokens older than the ${PUSH_TOKEN_RETENTION_DAYS} days the privacy policy promises: ` +
      'above 0, the retention job is not running.',
    registers,
    aggregator: 'first',
    async collect() {
      const c = await counts();
      this.reset();
      if (c) this.set(c.tokensOverdue);
    },
  });
}

/** The event ingest queue: its depth, and each group commit's time and rows; returns the way to stop observing. */
function ingestMetrics(registers: Registers, ingest: Storage['ingest']): (() => void) | undefined {
  new Gauge({
    name: `${METRIC_PREFIX}ingest_queue_depth`,
    help:
      'Events waiting for their group commit or being committed, in this process ' +
      '(past the bound, new events get 503).',
    registers,
    aggregator: 'sum',
    collect() {
      this.set(ingest?.queued ?? 0);
    },
  });
  const latency = new Histogram({
    name: `${METRIC_PREFIX}group_commit_duration_seconds`,
    help: 'Time from handing a group of events to the database until it committed or failed.',
    labelNames: ['outcome'],
    registers,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });
  const rows = new Histogram({
    name: `${METRIC_PREFIX}group_commit_rows`,
    help: 'Events per group commit.',
    registers,
    buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500],
  });
  const stop = ingest?.observe((seconds, n, committed) => {
    latency.observe({ outcome: committed ? 'committed' : 'failed' }, seconds);
    rows.observe(n);
  });

  return stop;
}

export function createServerMetrics(
  storage: Pick<Storage, 'sql' | 'ingest'>,
  { defaults = true, now = () => new Date() }: MetricsOptions = {},
): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (defaults) collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });

  // One query round per scrape, shared by every gauge's collect (they run together); a failure empties the gauges
  // and says so in przelewik_database_counts_up rather than failing the whole scrape.
  let round: Promise<Counts | null> | null = null;
  const counts = (): Promise<Counts | null> => {
    round ??= countRows(storage.sql, now())
      .catch(() => null)
      .finally(() => setImmediate(() => (round = null)));
    return round;
  };
  databaseGauges(registers, counts);
  const stop = ingestMetrics(registers, storage.ingest);

  const unavailable = new Counter({
    name: `${METRIC_PREFIX}unavailable_responses_total`,
    help: 'Requests answered 503 with Retry-After because the storage could not take them, by reason.',
    labelNames: ['reason'],
    registers,
  });
  const postbacks = new Counter({
    name: `${METRIC_PREFIX}lender_postbacks_total`,
    help: "Lenders' postbacks received, by the outcome the postback log records.",
    labelNames: ['outcome'],
    registers,
  });
  // Every label value exists from the start, so rate() and alerts see a 0 before the first event.
  for (const reason of new Set([...Object.values(UNAVAILABLE_REASONS), OTHER])) unavailable.inc({ reason }, 0);
  for (const outcome of POSTBACK_OUTCOMES) postbacks.inc({ outcome }, 0);

  return {
    registry,
    unavailable: (reason) => unavailable.inc({ reason: unavailableLabel(reason) }),
    postback: (outcome) =>
      postbacks.inc({ outcome: (POSTBACK_OUTCOMES as readonly string[]).includes(outcome) ? outcome : OTHER }),
    close: () => stop?.(),
  };
}
