// The registry's entries built into core.js (plugins.ts has the whole ordered registry and says why the order is
// what it is): the features that need no consent, the only ones a page runs before any answer. The entries of the
// features that need consent come with plugins.ts, a chunk fetched with the first consent that allows one of them.
import type { LoaderPlugin } from './contract';
// Only their start functions, not their module namespaces: a namespace object costs bytes on every page.
import { start as pageview } from './features/pageview/index';
// Of the lead id, only whether the page may know one: the feature comes only then.
import { mayKnowLead } from './features/leadid/hint';
// Of the widgets, only the watch for the first one: the feature itself comes with the first widget.
import { start as mount } from './features/mount/watch';

// A page view carries no personal data and sets no cookie: counted on every page (SPEC §4).
export const PAGEVIEW: LoaderPlugin = {
  name: 'pageview',
  consent: 'none',
  enabled: () => true,
  load: async () => ({ start: pageview }),
};

// leadid reads only what our site stored for the visitor's application or what their link carries.
export const LEADID: LoaderPlugin = {
  name: 'leadid',
  consent: 'none',
  enabled: (_config, env) => mayKnowLead(env),
  load: () => import('./features/leadid/index'),
};

// Widgets carry no personal data and set nothing: mounted for every visitor. Always on, since widgets may be
// added after boot (a MutationObserver); the feature and the widget runtime are fetched only with the first widget.
export const MOUNT: LoaderPlugin = {
  name: 'mount',
  consent: 'none',
  enabled: (_config, env) => env.dom !== undefined,
  load: async () => ({ start: mount }),
};

/** The registry's entries without consent, in its order. */
export const BEFORE_CONSENT: readonly LoaderPlugin[] = [PAGEVIEW, LEADID, MOUNT];
