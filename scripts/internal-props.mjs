// Property names of the loader's own objects, which never leave its scripts: the signals, the capabilities (env),
// the registry's entries, the boot's results, the event names' keys. The minifier cannot shorten a property name by
// itself, so the partner target gives each a fixed short one, the same in every chunk (one map, never a name made up
// per chunk), and core.js, which runs on every partner page before consent, is smaller for it.
// Only names that are no DOM or language name, that nothing a partner or the server reads (the page config, the
// public global, wire formats), and that no library bundled into the partner's chunks uses: internalPropsGuard fails
// the build when a module from node_modules has one.

/** The names, in a fixed order: each one's short name is its place in the list (A, B, C…). */
export const INTERNAL_PROPS = [
  'onLead',
  'setLead',
  'onConsent',
  'setConsent',
  'onChoice',
  'setAttribution',
  'settleSource',
  'sourceFor',
  'scriptData',
  'setGlobal',
  'replaceUrl',
  'classifiesSource',
  'whole',
  'settled',
  'started',
  'pageViewConsented',
  'timers',
  'erasure',
  'signals',
  'local',
  'uuid',
  'pageView',
  'pushResponse',
];

/** terser's `mangle` option: these names only, each to its fixed short name. */
export const internalPropsMangle = (names = INTERNAL_PROPS) => ({
  properties: {
    regex: new RegExp(`^(?:${names.join('|')})$`),
    // The map itself, not a name cache shared between chunks: no chunk's other names depend on another's.
    cache: { props: Object.fromEntries(names.map((name, i) => [`$${name}`, String.fromCharCode(65 + i)])) },
  },
});

/** Whether `code` uses one of `names` as a property (`.name`, `name:`, `name(`, `['name']`): the name, or undefined. */
export function internalPropIn(code, names = INTERNAL_PROPS) {
  const use = new RegExp(`(?:\\.|\\[\\s*['"\`])(${names.join('|')})\\b|\\b(${names.join('|')})\\s*[:(]`);
  const found = use.exec(code);
  return found ? (found[1] ?? found[2]) : undefined;
}

/** Rollup plugin: fails the build when a library bundled into the target uses one of the names. */
export const internalPropsGuard = (names = INTERNAL_PROPS) => ({
  name: 'internal-props-guard',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]/.test(id)) return null;
    const name = internalPropIn(code, names);
    if (name)
      this.error(`${id} uses the property "${name}", which the partner target shortens (scripts/internal-props.mjs)`);
    return null;
  },
});
