// The islands of the prerendered pages and when each is hydrated (docs/performance.md, "What loads when").
// `load`: at once, because it is on the first screen and the visitor may touch it first (the hero's sliders, a
// page that is one form). `idle`: after the `load` event, when the main thread is free (the FAQ below the fold,
// the cookie banner, which is fixed to the bottom and so moves nothing when it appears, the offline notice).
// An island's props are `data[name]` of the page's inline data (the page's `islandData`); the layout's islands
// take none. Pure data and one pure decision; client.tsx does the DOM work.

export type IslandWhen = 'load' | 'idle';

export const ISLAND_WHEN = {
  /**
   * The whole page, for pages that are one interactive form or list (registration, the landing offers page, partner).
   */
  page: 'load',
  hero: 'load',
  /** A category page's sliders and offer list. */
  offers: 'load',
  /** The /offers/ page's sliders and offer list with its sorting and filters. */
  'all-offers': 'load',
  faq: 'idle',
  consent: 'idle',
  offline: 'idle',
} as const satisfies Record<string, IslandWhen>;

export type IslandName = keyof typeof ISLAND_WHEN;

export const isIslandName = (name: string | null | undefined): name is IslandName =>
  typeof name === 'string' && Object.hasOwn(ISLAND_WHEN, name);

/**
 * Which islands to hydrate now and which later, from the names found in the page (in document order). Unknown
 * names are reported, so a typo in a page shows up as one warning, not as a silently dead widget.
 */
export function planIslands(names: readonly (string | null)[]): { load: number[]; idle: number[]; unknown: string[] } {
  const plan = { load: [] as number[], idle: [] as number[], unknown: [] as string[] };
  names.forEach((name, index) => {
    if (!isIslandName(name)) plan.unknown.push(String(name));
    else plan[ISLAND_WHEN[name]].push(index);
  });
  return plan;
}
