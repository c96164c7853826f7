// A per-process, per-client request budget for one hot route (POST /api/event), in place of @fastify/rate-limit
// there: the plugin's per-request bookkeeping (its LRU store, three x-ratelimit-* headers, a hook chain) cost
// about as much as the rest of the route. Same rule as the plugin's fixed window: `max` requests per client
// address per window, counted in this process only; the next one gets 429 with Retry-After until the window ends.
// Differences, on purpose: one window for all clients (they all start afresh at the same moment, which is never
// more generous than a window per client), and no x-ratelimit-* headers on answers that are not refused.
// Memory is bounded: past `maxClients` addresses in one window the counters start afresh, as the plugin's
// 5 000-entry LRU forgets the oldest clients (a flood from many addresses gets no more than it would there).

export interface BudgetOptions {
  /** Requests per client per window. */
  max: number;
  windowMs: number;
  /** Addresses counted per window at most (memory bound). */
  maxClients?: number;
}

export type BudgetAnswer = { ok: true } | { ok: false; retryAfterMs: number };

export interface ClientBudget {
  /** Counts one request of `client` at `now` (ms); refuses it once the client's budget for the window is spent. */
  take(client: string, now: number): BudgetAnswer;
}

export const DEFAULT_MAX_CLIENTS = 10_000;

export function clientBudget({ max, windowMs, maxClients = DEFAULT_MAX_CLIENTS }: BudgetOptions): ClientBudget {
  if (!(max >= 1) || !(windowMs >= 1))
    throw new Error(`a client budget needs max ≥ 1 and windowMs ≥ 1 (got ${max}, ${windowMs})`);
  let counts = new Map<string, number>();
  let windowEnd = -Infinity;
  return {
    take(client, now) {
      if (now >= windowEnd) {
        counts = new Map();
        windowEnd = now + windowMs;
      }
      const used = counts.get(client) ?? 0;
      if (used >= max) return { ok: false, retryAfterMs: windowEnd - now };
      if (used === 0 && counts.size >= maxClients) counts = new Map();
      counts.set(client, used + 1);
      return { ok: true };
    },
  };
}

/** "1 second", "42 seconds", "1 minute", "3 minutes" (rounded up): the wait in a 429's error sentence. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
