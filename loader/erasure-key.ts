// The record of the optional categories consent allowed on this origin (erasure-watch.ts): its own module, so the
// core can look for it without carrying the watch.

/** localStorage: the optional categories allowed on this origin, comma-separated ('analytics,marketing'). */
export const STORED_CATEGORIES_KEY = 'przelewik_stored';
