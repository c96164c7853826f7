// The record of the optional categories consent allowed on this origin (erasure-watch.ts) and their names: its own
// module, so the core can look for it without carrying the watch, and erase.ts names them without importing it.

/** localStorage: the optional categories allowed on this origin, comma-separated ('analytics,marketing'). */
export const STORED_CATEGORIES_KEY = 'przelewik_stored';

/** The consent categories a withdrawal can take back (necessary cookies cannot be refused). */
export type OptionalCategory = 'analytics' | 'marketing';
