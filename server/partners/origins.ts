// The partner origins our widgets may post from and the lead frame may be framed by: the active partners' approved
// origins from the database, plus PARTNER_ORIGINS from the environment (always allowed: the seed of a server
// without a console, and an override the operator controls outside the database). Read on every lead post and frame
// request, so it is cached in memory: a change made through this process's console invalidates it at once; other
// processes (WORKERS, or several servers on one PostgreSQL) see it when their copy is older than the TTL.
import type { SqlRunner } from '../storage/sql';

/** How long another process's change may take to reach this one (PARTNER_ORIGINS_TTL_MS). */
export const DEFAULT_ORIGINS_TTL_MS = 30_000;

export interface OriginDirectory {
  /** Every allowed partner origin: the environment's first, then the database's. */
  list(): Promise<readonly string[]>;
  allows(origin: string): Promise<boolean>;
  /** The environment's origins alone (the console shows them as fixed). */
  readonly envOrigins: readonly string[];
  /** Forget the cached copy: the next read goes to the database. Called after every change of a partner. */
  invalidate(): void;
}

/** The active partners' approved origins, as stored (JSON arrays); a row that cannot be read adds nothing. */
export async function databaseOrigins(sql: SqlRunner): Promise<string[]> {
  const rows = await sql.all<{ origins: string }>("SELECT origins FROM partners WHERE status = 'active'");
  const out = new Set<string>();
  for (const row of rows) {
    try {
      const list = JSON.parse(row.origins) as unknown;
      if (Array.isArray(list)) for (const origin of list) if (typeof origin === 'string') out.add(origin);
    } catch {
      /* a row written by hand that is not JSON allows nothing */
    }
  }
  return [...out];
}

export function originDirectory(
  sql: SqlRunner,
  envOrigins: readonly string[],
  ttlMs: number = DEFAULT_ORIGINS_TTL_MS,
  clock: () => number = Date.now,
): OriginDirectory {
  let cached: {
    at: number;
    generation: number;
    list: Promise<readonly string[]>;
    set: Promise<ReadonlySet<string>>;
  } | null = null;
  let generation = 0;
  const read = () => {
    if (cached && cached.generation === generation && clock() - cached.at < ttlMs) return cached;
    const mine = generation;
    const list = databaseOrigins(sql).then((db) => [...new Set([...envOrigins, ...db])]);
    const set = list.then((items): ReadonlySet<string> => new Set(items));
    const entry = { at: clock(), generation: mine, list, set };
    // A failed read is not kept: the next request asks the database again (and each caller gets the error).
    set.catch(() => undefined);
    list.catch(() => {
      if (cached === entry) cached = null;
    });
    cached = entry;
    return entry;
  };
  return {
    envOrigins,
    list: () => read().list,
    allows: async (origin) => (await read().set).has(origin),
    invalidate: () => {
      generation++;
      cached = null;
    },
  };
}
