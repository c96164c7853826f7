// Modules that use only React's hooks take them from preact/hooks, not through preact/compat: compat re-exports the
// very same functions, but importing it runs its setup (React's prop names, events, Suspense), 2.3 KB gzip that a
// page whose first screen needs no more than hooks then fetches later, with the first island that does.
// Only for the modules listed here, each checked to render the same DOM with and without compat's prop rewriting
// (site/components/hero-compat-free.test.tsx); one of them importing anything else from React fails the build.

/** The home page's hero and its sliders, so its first screen runs without compat. */
export const HOOKS_ONLY_MODULES = [
  'site/components/VisitHero.tsx',
  'widgets/Hero/Hero.tsx',
  'widgets/AmountSlider/AmountSlider.tsx',
  'widgets/AmountSlider/LoanRange.tsx',
  'widgets/AmountSlider/useAmountSlider.ts',
  'widgets/LoanSliders/TermUnitSwitch.tsx',
  'widgets/percent-var.ts',
];

/** What preact/compat re-exports unchanged from preact/hooks (compat's own hooks, e.g. useTransition, are not). */
const HOOKS = new Set([
  'useCallback',
  'useContext',
  'useDebugValue',
  'useEffect',
  'useId',
  'useImperativeHandle',
  'useLayoutEffect',
  'useMemo',
  'useReducer',
  'useRef',
  'useState',
]);

const REACT_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(["'])react\2/g;
// React or react-dom, from or import(): compat. Not react/jsx-runtime, which is preact/jsx-runtime, without compat.
const ANY_REACT = /\b(?:from|import)\s*\(?\s*(["'])react(?:-dom(?:\/[\w-]+)?)?\1/;

/** @typedef {{ error(message: string): never }} PluginContext */
/** @typedef {(this: PluginContext, code: string, id: string) => { code: string, map: null } | null} HooksTransform */

/**
 * Rewrites `import { useState } from "react"` to `from "preact/hooks"` in the `modules` (paths from the project's
 * root), after TypeScript is stripped (type-only imports are gone by then); anything but hooks from React there is
 * an error.
 * @param {readonly string[]} modules
 * @returns {{ name: string, transform: HooksTransform }}
 */
export function hooksDirect(modules = HOOKS_ONLY_MODULES) {
  const root = process.cwd().replaceAll('\\', '/');
  const included = new Set(modules.map((path) => `${root}/${path}`));
  return {
    name: 'hooks-direct',
    transform(code, id) {
      if (!included.has(id.replaceAll('\\', '/'))) return null;
      const out = code.replace(REACT_IMPORT, (all, names) => {
        const others = names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0])
          .filter((name) => name && !HOOKS.has(name));
        if (others.length)
          this.error(`${id} imports ${others.join(', ')} from React: only hooks may skip preact/compat`);
        return `import {${names}} from "preact/hooks"`;
      });
      if (ANY_REACT.test(out)) this.error(`${id} imports React otherwise than by named hooks: it needs preact/compat`);
      return out === code ? null : { code: out, map: null };
    },
  };
}
