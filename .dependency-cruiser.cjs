// The layer check of `npm test` (`npm run layers`). Layers, lowest first; each may import only the ones below it:
//   contracts ← widgets ← loader ← site ← server
// contracts: pure shared code (wire formats, the cost model, the lender catalogue, Polish formats): no DOM, no Node.
// widgets: React-API components on contracts. loader: the partner script, which mounts widgets.
// site: pages and prerender (built with widgets; declares its stored keys beside the loader's).
// server: HTTP and storage (it imports contracts, and the loader's server render of the partner offer list).
// tests/, scripts/ and .storybook/ are tooling on top: they may import any layer, no layer imports them
// (except test files, which may use the shared checks in tests/).
// ARCHITECTURE.md, "Layers", explains the order.
const TEST_FILE = '\\.(test|spec)\\.tsx?$';
const TOOLING = '^(tests|scripts|\\.storybook)/';

/** A rule: files under `layer` may not import from `above` (layers and folders that sit above it). */
const layer = (name, from, above, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^${from}/` },
  to: { path: `^(${above.join('|')})/` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Files that import each other in a loop cannot be read, tested or loaded one at a time: what both need goes ' +
        'into a module both import (a types file, a shared helper).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer(
      'contracts-import-only-contracts',
      'contracts',
      ['widgets', 'loader', 'site', 'server'],
      'contracts/ is the bottom layer: shared by all, it imports none of them.',
    ),
    layer(
      'widgets-import-only-contracts',
      'widgets',
      ['loader', 'site', 'server'],
      'Widgets know contracts/ only; fixtures they share with the site live in contracts/.',
    ),
    layer(
      'loader-imports-widgets-and-contracts',
      'loader',
      ['site', 'server'],
      'The loader runs on partner pages: it knows widgets and contracts, never the site or the server.',
    ),
    layer('site-imports-no-server', 'site', ['server'], 'The site is static files: it never imports the server.'),
    {
      name: 'no-layer-imports-tooling',
      comment:
        'tests/, scripts/ and .storybook/ sit on top of every layer; only test files may use tests/ (shared checks).',
      severity: 'error',
      from: { path: '^(contracts|widgets|loader|site|server)/', pathNot: TEST_FILE },
      to: { path: TOOLING },
    },
    {
      name: 'tests-of-a-layer-use-only-tests',
      comment: 'A test file may use tests/ (shared checks), never scripts/ or .storybook/.',
      severity: 'error',
      from: { path: '^(contracts|widgets|loader|site|server)/.*' + TEST_FILE },
      to: { path: '^(scripts|\\.storybook)/' },
    },
    {
      name: 'contracts-no-node',
      comment: 'contracts/ runs in browsers and on the server alike: no Node built-ins.',
      severity: 'error',
      from: { path: '^contracts/', pathNot: TEST_FILE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'card-stand-in-only-in-tests-and-stories',
      comment:
        'The demonstration card operator checks no card: only tests and stories may use it, never a page (docs/credit-card.md).',
      severity: 'error',
      from: { pathNot: '(\\.(test|spec)\\.tsx?|\\.stories\\.tsx)$|^(tests|\\.storybook)/' },
      to: { path: '^widgets/CreditCardForm/tokenize\\.ts$' },
    },
    {
      name: 'server-features-never-import-the-console',
      comment:
        'The operator console (server/admin/) sits on top of the server: public routes, the portal and the services never import it. ' +
        'Pages and guards they share live in server/web/, logins in server/accounts/, the audit trail in server/audit/. ' +
        'Only the app that wires it, its own console pages in feature folders (console.ts), the migration list and test helpers may.',
      severity: 'error',
      from: {
        path: '^server/',
        pathNot:
          '^server/(admin/|testing/|app\\.ts$|storage/migrations\\.ts$)|^server/[^/]+/console\\.ts$|' + TEST_FILE,
      },
      to: { path: '^server/admin/' },
    },
    {
      name: 'server-test-helpers-only-in-tests',
      comment:
        'Test helpers (a test app, both backends, a server with planted faults) live in server/testing/; production code never imports them.',
      severity: 'error',
      from: { path: '^(contracts|widgets|loader|site|server)/', pathNot: '^server/testing/|' + TEST_FILE },
      to: { path: '^server/testing/' },
    },
    {
      name: 'no-build-output',
      comment: 'Sources never import what the build writes.',
      severity: 'error',
      from: {},
      to: { path: '^(dist|build|storybook-static)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|build|storybook-static)/' },
    // Type-only imports count: a type from a higher layer is a dependency on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.css'] },
  },
};
