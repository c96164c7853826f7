// The whole build, as named targets. `npm run build` runs all of them, then the prerender step.
// Select one with `rollup -c --environment TARGET:loader` (names below).
//
//   loader    dist/loader.js               classic IIFE script partners paste with <script async src>;
//                                          it cannot split (Rollup IIFE), so it import()s absolute URLs
//                                          of the feature chunks below, worked out at run time.
//   modules   dist/loader/core.js          the loader's core (stable name; loader.js adds ?v=BUILD_ID)
//             dist/assets/*-[hash].js      loader features, site client and page chunks (ES modules); one
//                                          graph, so Preact and shared code load once and each page loads
//                                          only the widgets it uses.
//   library   dist/lib/**/*.js             the widget library as ES modules, one file per module, with
//                                          react / react-dom left as imports: a React app uses it as it is,
//                                          a Preact app aliases react to preact/compat (scripts/aliases.mjs).
//   prerender build/prerender.mjs          Node bundle that renders every prerendered route to dist/**/index.html
//   server    build/server.mjs             the HTTP server (dependencies stay in node_modules)
//   admin     dist/admin/assets/admin.js    the operator console's chart script (uPlot) and admin.css with
//                                          uPlot's stylesheet: its own small graph, never loaded by the site
//   admincli  build/admin.mjs              the operator command line (scripts/admin.mjs runs it)
//   sw        dist/firebase-messaging-sw.js the push messaging service worker (issue 7), a classic script
//                                          with firebase/messaging/sw bundled in (workers cannot import our chunks)
//
// Plugins are defined once, here, and each target picks what it needs.
import { builtinModules } from 'node:module';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { reactAliases } from './scripts/aliases.mjs';
import { cssInline } from './scripts/css-inline.mjs';

// The public origin of the site, for canonical links, the sitemap and social tags.
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const BUILD_ID = createHash('sha256').update(String(Date.now())).digest('hex').slice(0, 10);

const plugins = {
  alias: () => alias({ entries: reactAliases }),
  css: () => cssInline(),
  replace: (nodeEnv) =>
    replace({
      preventAssignment: true,
      values: { __BUILD_ID__: JSON.stringify(BUILD_ID), __SITE_URL__: JSON.stringify(SITE_URL), 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    }),
  // One TypeScript instance per target (the plugin keeps per-build state). Type errors are printed as
  // warnings here and fail `npm test` (tsc -p tsconfig.check.json runs first), so a half-written file elsewhere
  // in the tree never blocks building the part you are working on.
  ts: () => typescript({ tsconfig: './tsconfig.json', noEmitOnError: false }),
  resolve: (browser) => nodeResolve({ browser, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  cjs: () => commonjs(),
  minify: () => terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  // Writes the entry → file map the prerender step needs to put hashed script names into HTML.
  manifest: () => ({
    name: 'asset-manifest',
    generateBundle(_options, bundle) {
      const entries = {};
      const modules = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const record = { file: chunk.fileName, imports: chunk.imports };
        if (chunk.isEntry) entries[chunk.name] = record;
        if (chunk.facadeModuleId) modules[relative(process.cwd(), chunk.facadeModuleId)] = record;
      }
      mkdirSync('build', { recursive: true });
      writeFileSync('build/asset-manifest.json', JSON.stringify({ buildId: BUILD_ID, entries, modules }, null, 2));
    },
  }),
};

const browserPlugins = () => [plugins.alias(), plugins.css(), plugins.replace('production'), plugins.resolve(true), plugins.cjs(), plugins.ts(), plugins.minify()];
const nodeExternal = (id) => builtinModules.includes(id) || id.startsWith('node:');
const onwarn = (warning, warn) => {
  // Preact's own modules are fine with "this" at top level; everything else is surfaced.
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  warn(warning);
};

const targets = {
  loader: {
    input: 'loader/entry.ts',
    output: { file: 'dist/loader.js', format: 'iife', inlineDynamicImports: true, sourcemap: false },
    plugins: browserPlugins(),
    onwarn,
  },
  modules: {
    input: {
      'core': 'loader/boot.ts',
      'site': 'site/client.tsx',
    },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: (chunk) => (chunk.name === 'core' ? 'loader/core.js' : 'assets/[name]-[hash].js'),
      // Feature chunks are named after their folder (loader/features/{name}/index.ts → feature-{name}-[hash].js).
      chunkFileNames: (chunk) => {
        const feature = chunk.facadeModuleId?.match(/loader[\\/]features[\\/]([^\\/]+)[\\/]index\.ts$/);
        return feature ? `assets/feature-${feature[1]}-[hash].js` : 'assets/[name]-[hash].js';
      },
      sourcemap: false,
    },
    plugins: [...browserPlugins(), plugins.manifest()],
    onwarn,
  },
  library: {
    input: 'widgets/index.ts',
    output: { dir: 'dist/lib', format: 'es', preserveModules: true, preserveModulesRoot: 'widgets', entryFileNames: '[name].js' },
    external: (id) => /^(react|react-dom)(\/.*)?$/.test(id) || /^preact(\/.*)?$/.test(id),
    plugins: [plugins.css(), plugins.replace('production'), plugins.resolve(true), plugins.ts()],
    onwarn,
  },
  prerender: {
    input: 'site/prerender.tsx',
    output: { file: 'build/prerender.mjs', format: 'es', inlineDynamicImports: true },
    external: nodeExternal,
    plugins: [plugins.alias(), plugins.css(), plugins.replace('production'), plugins.resolve(false), plugins.cjs(), plugins.ts()],
    onwarn,
  },
  admin: {
    input: 'server/admin/client/admin.ts',
    output: { file: 'dist/admin/assets/admin.js', format: 'es', inlineDynamicImports: true, sourcemap: false },
    plugins: [
      ...browserPlugins(),
      {
        name: 'admin-css',
        buildStart() {
          this.addWatchFile('server/admin/client/admin.css');
        },
        generateBundle() {
          const css = readFileSync('node_modules/uplot/dist/uPlot.min.css', 'utf8') + '\n' + readFileSync('server/admin/client/admin.css', 'utf8');
          this.emitFile({ type: 'asset', fileName: 'admin.css', source: css });
        },
      },
    ],
    onwarn,
  },
  admincli: {
    input: 'server/admin/cli.ts',
    output: { file: 'build/admin.mjs', format: 'es', inlineDynamicImports: true },
    external: (id) => nodeExternal(id) || !(id.startsWith('.') || id.startsWith('/') || id.startsWith('\0')),
    plugins: [plugins.replace('production'), plugins.ts()],
    onwarn,
  },
  sw: {
    input: 'loader/features/push/sw.ts',
    output: { file: 'dist/firebase-messaging-sw.js', format: 'iife', inlineDynamicImports: true, sourcemap: false },
    plugins: browserPlugins(),
    onwarn,
  },
  server: {
    input: 'server/main.ts',
    output: { file: 'build/server.mjs', format: 'es', inlineDynamicImports: true },
    // Dependencies are loaded from node_modules at run time (better-sqlite3 is a native addon).
    external: (id) => nodeExternal(id) || !(id.startsWith('.') || id.startsWith('/') || id.startsWith('\0')),
    plugins: [plugins.replace('production'), plugins.ts()],
    onwarn,
  },
};

// A full build starts from an empty dist/, so files of earlier builds (old hashes) are never served.
if (!process.env.TARGET) rmSync('dist', { recursive: true, force: true });

const selected = process.env.TARGET ? process.env.TARGET.split(',') : Object.keys(targets);
for (const name of selected) if (!targets[name]) throw new Error(`Unknown build target "${name}". Known: ${Object.keys(targets).join(', ')}`);
export default selected.map((name) => targets[name]);
