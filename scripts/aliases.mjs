// The one definition of "write against React, run on Preact" (preact/compat).
// Used by rollup.config.mjs, vitest.config.ts and .storybook/main.ts; tsconfig.json
// mirrors it in "paths" for types only. Order matters: the longest specifiers first.
export const reactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
