// session_id and client_id (SPEC §3, §4, §9): kept in local storage, reused only while valid, else made anew.
import { normaliseUuidV4 } from '../../contracts/uuid';
import type { Env } from '../env';

const DAY_MS = 24 * 60 * 60 * 1000;
/** SPEC §9: session_id lifetime 1/48 day (30 minutes), extended by each page view. */
export const SESSION_ID_LIFETIME_MS = DAY_MS / 48;
/** SPEC §9: client_id lifetime 180 days. */
export const CLIENT_ID_LIFETIME_MS = 180 * DAY_MS;
export const SESSION_ID_KEY = 'session_id';
export const CLIENT_ID_KEY = 'client_id';

interface StoredId {
  id: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

/**
 * Decides which id to use: the stored one while it is a UUID v4 and unexpired, otherwise `fresh`.
 * Returns what to store back (sliding expiry for session ids, fixed for client ids).
 */
export function resolveId(
  stored: string | null,
  now: number,
  lifetimeMs: number,
  fresh: string,
  sliding: boolean,
): { id: string; store: string; isNew: boolean } {
  let current: StoredId | null = null;
  if (stored) {
    try {
      const parsed = JSON.parse(stored) as Partial<StoredId>;
      const id = normaliseUuidV4(parsed.id);
      if (id && typeof parsed.exp === 'number' && parsed.exp > now && parsed.exp <= now + lifetimeMs)
        current = { id, exp: parsed.exp };
    } catch {
      current = null;
    }
  }
  const id = current?.id ?? fresh;
  const exp = current && !sliding ? current.exp : now + lifetimeMs;
  return { id, store: JSON.stringify({ id, exp } satisfies StoredId), isNew: current === null };
}

export function currentIds(env: Env): { sessionId: string; clientId: string } {
  const now = env.now();
  const session = resolveId(env.local.get(SESSION_ID_KEY), now, SESSION_ID_LIFETIME_MS, env.uuid(), true);
  const client = resolveId(env.local.get(CLIENT_ID_KEY), now, CLIENT_ID_LIFETIME_MS, env.uuid(), false);
  env.local.set(SESSION_ID_KEY, session.store);
  env.local.set(CLIENT_ID_KEY, client.store);
  return { sessionId: session.id, clientId: client.id };
}

/** Removes both ids (analytics consent withdrawn). */
export function forgetIds(env: Pick<Env, 'local'>): void {
  env.local.remove(SESSION_ID_KEY);
  env.local.remove(CLIENT_ID_KEY);
}
