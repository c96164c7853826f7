// Hydration of one island in several tasks. An island's parts wrapped in `Later` (site/components/Later.tsx) keep
// their server HTML during the island's first pass and hydrate after it, one part per task in document order, so no
// task of a large island is the whole island's render (docs/performance.md, "Hydration in short tasks"). Only what
// the client entry needs is here (every page loads it); the parts' turns are Later's.

/** While an island's first pass runs, the parts it left for later add here the promise of their hydration. */
export const hydration: { parts: Promise<void>[] | null } = { parts: null };

/**
 * Runs an island's hydration (`run`: Preact's `hydrate`) and resolves once every part it left for later has
 * hydrated too.
 */
export function hydrateInTurns(run: () => void): Promise<unknown> {
  const parts: Promise<void>[] = (hydration.parts = []);
  try {
    run();
  } finally {
    hydration.parts = null;
  }
  return Promise.all(parts);
}
