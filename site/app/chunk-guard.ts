// The guard against reload loops when a chunk fails to load (SPEC §8): used by the client entry on a first load and by
// the router on a navigation, so it is small and imports nothing.

/** SPEC §8, §9: a failed chunk load reloads the page at most once per this long. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Session-storage key of that guard (its value: the time of the last such reload, ms). */
export const CHUNK_RELOAD_KEY = 'przelewik_chunk_reload';

/** SPEC §8: a chunk that fails to load reloads the page, unless that already happened in the last 60 s. */
export function chunkFailureAction(lastReload: string | null, now: number): 'reload' | 'error-page' {
  const last = lastReload === null ? Number.NaN : Number(lastReload);
  if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return 'error-page';
  return 'reload';
}
