// The one try/catch of every capability that may throw, and storage built with it: shared by the edge's two parts,
// env.ts (in core.js) and env-more.ts (fetched later), so neither imports the other.
import type { SafeStorage } from './env-apis';

/** `run` with whatever it throws read as `fallback`. */
export const guarded =
  <A extends unknown[], T>(run: (...args: A) => T, fallback: T) =>
  (...args: A): T => {
    try {
      return run(...args);
    } catch {
      return fallback;
    }
  };

/** Wraps a Storage getter that may itself throw (document.domain sandboxing, disabled storage). */
export function safeStorage(get: () => Storage | null | undefined): SafeStorage {
  // A missing storage throws at the call too (null has no getItem): read as the fallback.
  return {
    get: guarded((key: string) => get()!.getItem(key), null),
    set: guarded((key: string, value: string) => (get()!.setItem(key, value), true), false),
    remove: guarded((key: string) => get()!.removeItem(key), undefined),
  };
}
