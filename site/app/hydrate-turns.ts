// Hydration of one island in several tasks. An island's parts wrapped in `Later` (site/components/Later.tsx) keep
// their server HTML during the island's first pass and hydrate after it, one part per task in document order, so no
// task of a large island is the whole island's render (docs/performance.md, "Hydration in short tasks"). Only what
// the client entry needs is here (every page loads it); the parts' turns are Later's.

/** Called as a part's turn starts; what it returns is called once the part has hydrated. */
export type AroundPart = () => () => void;

/** The island's first pass, while it runs: the parts it left for later add their promise to `parts`. */
export interface Pass {
  parts: Promise<void>[];
  around: AroundPart;
}

/** The hydration pass running now, or null (the server, the router, any render after a hydration). */
export const hydration: { pass: Pass | null } = { pass: null };

/**
 * Runs an island's hydration (`run`: Preact's `hydrate`) and resolves once every part it left for later has
 * hydrated too.
 */
export function hydrateInTurns(run: () => void, around: AroundPart): Promise<void> {
  const pass: Pass = { parts: [], around };
  hydration.pass = pass;
  try {
    run();
  } finally {
    hydration.pass = null;
  }
  return Promise.all(pass.parts).then(() => undefined);
}
