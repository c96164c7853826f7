// The whole build, as named targets. `npm run build` runs all of them, then the prerender step.
// Select one with `rollup -c --environment TARGET:loader` (names below).
//
//   loader    dist/loader.js               classic IIFE script partners paste with <script async src>;
//                                          it cannot split (Rollup IIFE), so it import()s absolute URLs
//                                          of the feature chunks below, worked out at run time.
//   partner   dist/loader/core.js          the loader's core (stable name; loader.js adds ?v=BUILD_ID) with every
//                                          feature that runs before consent built in, so a partner page without
//                                          widgets runs two scripts of ours (loader.js, core.js);
//             dist/loader/*-[hash].js      consented features, the widget runtime (Preact, shared by every widget
//                                          on the page) and one chunk per partner widget (ES modules). Its own
//                                          graph, so the site's chunking never moves loader code around.
//   modules   dist/assets/*-[hash].js      site client and page chunks (ES modules); one graph, so Preact and
//                                          shared code load once and each page loads only the widgets it uses.
//   library   dist/lib/**/*.js             the widget library as ES modules, one file per module, with
//                                          react / react-dom left as imports: a React app uses it as it is,
//                                          a Preact app aliases react to preact/compat (scripts/aliases.mjs).
//   prerender build/prerender.mjs          Node bundle that renders every prerendered route to dist/**/index.html
//   server    build/server.mjs             the HTTP server (dependencies stay in node_modules)
//   admin     dist/admin/assets/admin.js    the operator console's chart script (uPlot) and admin.css with
//                                          uPlot's stylesheet: its own small graph, never loaded by the site
//   admincli  build/admin.mjs              the operator command line (scripts/admin.mjs runs it)
//   sw        dist/firebase-messaging-sw.js the push messaging service worker, a classic script
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
import { reactAliases } from './scripts/aliases.mjs';
import { SITE_ENV_SETTINGS } from './scripts/build-stamp.mjs';
import { cssInline } from './scripts/css-inline.mjs';
import { esbuildTransform } from './scripts/esbuild-transform.mjs';
import { hooksDirect } from './scripts/hooks-direct.mjs';
import { internalPropsGuard, internalPropsMangle } from './scripts/internal-props.mjs';
import { computeOperatorData, operatorDataPlugin } from './scripts/operator-data.mjs';

// The public origin of the site, for canonical links, the sitemap and social tags.
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
// The company's data and the call-back hours (docs/operations.md): read and checked here, so the prerendered pages
// and the client bundles show the same values the server checks at start, and carry only the values.
const SITE_ENV = Object.fromEntries(
  SITE_ENV_SETTINGS.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
);
const OPERATOR_DATA = await computeOperatorData(SITE_ENV);
const BUILD_ID = createHash('sha256').update(String(Date.now())).digest('hex').slice(0, 10);

const plugins = {
  alias: () => alias({ entries: reactAliases }),
  operator: () => operatorDataPlugin(OPERATOR_DATA),
  css: () => cssInline(),
  replace: (nodeEnv) =>
    replace({
      preventAssignment: true,
      values: {
        __BUILD_ID__: JSON.stringify(BUILD_ID),
        __SITE_URL__: JSON.stringify(SITE_URL),
        __LOADER_ERROR_SAMPLE_RATE__: JSON.stringify(process.env.LOADER_ERROR_SAMPLE_RATE ?? ''),
        'process.env.NODE_ENV': JSON.stringify(nodeEnv),
      },
    }),
  // TypeScript and JSX are transpiled by esbuild, file by file, with the options of tsconfig.json; types are
  // checked once for the whole tree by `tsc -p tsconfig.check.json` (the first step of `npm test`), not per target,
  // so a half-written file elsewhere in the tree never blocks building the part you are working on.
  ts: () => esbuildTransform({ tsconfig: './tsconfig.json' }),
  resolve: (browser) => nodeResolve({ browser, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  cjs: () => commonjs(),
  // `npm run dev` (BUILD_MODE=dev) skips the minifier: a rebuild is then a second, not twenty.
  // `mangle`: terser's option of that name (the partner target shortens the loader's internal property names).
  minify: (mangle = true) =>
    process.env.BUILD_MODE === 'dev'
      ? null
      : terser({ ecma: 2020, module: true, compress: { passes: 2 }, mangle, format: { comments: false } }),
  // Writes the entry → file map the prerender step needs to put hashed script names into HTML.
  manifest: (file = 'build/asset-manifest.json') => ({
    name: 'asset-manifest',
    generateBundle(_options, bundle) {
      const entries = {};
      const modules = {};
      // Every chunk's static imports, shared chunks included, and the chunk each module's code went into: what a
      // lazily loaded part needs, as one list (a module need not be the face of a chunk to have one).
      const files = {};
      const chunkOf = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const record = { file: chunk.fileName, imports: chunk.imports };
        files[chunk.fileName] = chunk.imports;
        for (const id of chunk.moduleIds)
          if (!id.startsWith('\0')) chunkOf[relative(process.cwd(), id)] = chunk.fileName;
        if (chunk.isEntry) entries[chunk.name] = record;
        if (chunk.facadeModuleId) modules[relative(process.cwd(), chunk.facadeModuleId)] = record;
      }
      mkdirSync('build', { recursive: true });
      writeFileSync(file, JSON.stringify({ buildId: BUILD_ID, entries, modules, files, chunkOf }, null, 2));
    },
  }),
};

// Preact with its React API and what every partner widget needs: one chunk, loaded once per page.
const WIDGET_RUNTIME =
  /[\\/]node_modules[\\/]preact[\\/]|[\\/]loader[\\/]features[\\/]mount[\\/](runtime\.tsx|shadow\.css)(\?|$)|[\\/]widgets[\\/]text[\\/]/;
// The mount feature (features/mount/index.ts, fetched by the watch in core.js with the first widget), putting
// widgets on the page (render.ts) and the first paint of a server-rendered widget
// (first-paint.ts): option reading, shadow root, our links with the partner's values (their personal-data check is a
// chunk of its own, PERSONAL_DATA), in one chunk without Preact, which the runtime imports too.
const WIDGET_PAINT =
  /[\\/]loader[\\/]features[\\/]mount[\\/](index|names|first-paint|html-api|links|read-options|render|shadow-style|personal-check)\.ts$|[\\/]contracts[\\/](partner-values|personal-sign|loan-limits)\.ts$/;
// The personal-data detector with its checksums: fetched by the first paint only for a partner value that could hold
// personal data (features/mount/personal-check.ts); one chunk for everything that uses it.
const PERSONAL_DATA = /[\\/]contracts[\\/](personal-data|checks[\\/](card-number|pesel-digit))\.ts$/;

// Modules core.js uses that a hand-made group below also reaches (contracts/result.ts, through the checks the first
// paint needs): named to the core's own group with boot.ts, since a group takes its dependencies and core.js would
// then import that group on every page.
const CORE_SHARED = /[\\/]loader[\\/]boot(-page)?\.ts$|[\\/]contracts[\\/]result\.ts$/;

// The lead id's feature with its retention rule, one chunk: fetched only by a page that may know a lead
// (features/leadid/hint.ts, in the core), which then waits for no second file.
const LEAD_ID = /[\\/]loader[\\/]features[\\/]leadid[\\/]index\.ts$|[\\/]contracts[\\/]lead-retention\.ts$/;

// What the core needs first with a consent beyond 'none', one chunk: the registry's entries of the features that need
// it (plugins.ts), the page view's part that consent changes (features/pageview/consented.ts) and the capabilities
// only features use (env-more.ts, which the error report, the retry and the erasure fetch too).
const CONSENTED = /[\\/]loader[\\/](plugins|partner-page|env-more|features[\\/]pageview[\\/]consented)\.ts$/;

const browserPlugins = (mangle = true) => [
  plugins.operator(),
  plugins.alias(),
  plugins.css(),
  plugins.replace('production'),
  plugins.resolve(true),
  plugins.cjs(),
  plugins.ts(),
  plugins.minify(mangle),
];
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
  partner: {
    input: { core: 'loader/boot-page.ts' },
    // Chunks that share code with the core import it from core.js itself, instead of a facade core.js that
    // re-exports a second file (one more request in the chain).
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist/loader',
      format: 'es',
      // Arrow functions in what Rollup writes itself (a dynamic import's `.then((m) => m.x)`): shorter in every chunk.
      generatedCode: 'es2015',
      entryFileNames: 'core.js',
      // Feature chunks are named after their folder (loader/features/{name}/index.ts → feature-{name}-[hash].js),
      // partner widgets after theirs (loader/features/mount/widgets/{name}.tsx → widget-{name}-[hash].js).
      chunkFileNames: (chunk) => {
        const feature = chunk.facadeModuleId?.match(/loader[\\/]features[\\/]([^\\/]+)[\\/]index\.ts$/);
        const widget = chunk.facadeModuleId?.match(/loader[\\/]features[\\/]mount[\\/]widgets[\\/]([^\\/]+)\.tsx?$/);
        // The error reporter keeps one name, so a partner's host-based CSP can allow it by path
        // (loader/report/index.ts).
        if (/loader[\\/]report[\\/]index\.ts$/.test(chunk.facadeModuleId ?? '')) return 'report.js';
        return feature
          ? `feature-${feature[1]}-[hash].js`
          : widget
            ? `widget-${widget[1]}-[hash].js`
            : '[name]-[hash].js';
      },
      // Round trips: what runs before consent is built into core.js (plugins.ts imports it statically); the Preact
      // runtime is one chunk every widget shares, fetched in parallel with the widget (features/mount/index.ts).
      // A hand-made group also takes its dependencies: a module core.js needs that a group reaches is named to the
      // core's own group (CORE_SHARED), so core.js never imports the runtime or the first paint.
      manualChunks: (id) =>
        CORE_SHARED.test(id)
          ? 'core'
          : WIDGET_RUNTIME.test(id)
            ? 'runtime'
            : WIDGET_PAINT.test(id)
              ? 'paint'
              : PERSONAL_DATA.test(id)
                ? 'personal-detector'
                : LEAD_ID.test(id)
                  ? 'feature-leadid'
                  : CONSENTED.test(id)
                    ? 'consented'
                    : undefined,
      sourcemap: false,
    },
    plugins: [
      ...browserPlugins(internalPropsMangle()),
      internalPropsGuard(),
      {
        // loader.js imports the core as core.js?v=BUILD_ID; a chunk importing "./core.js" would load and run a second
        // copy of it (another URL is another module). Chunks ask for the same URL, so the core runs once.
        name: 'core-url',
        renderChunk(code, chunk) {
          // The reporter's stable name needs the build in its address too: /loader/ is cached as immutable.
          if (chunk.fileName === 'core.js')
            return code.replace(/(["'])\.\/report\.js\1/g, `$1./report.js?v=${BUILD_ID}$1`);
          return code.replace(/((?:from|import)\s*\(?\s*)(["'])\.\/core\.js\2/g, `$1$2./core.js?v=${BUILD_ID}$2`);
        },
      },
      plugins.manifest('build/loader-manifest.json'),
    ],
    onwarn,
  },
  modules: {
    input: { site: 'site/client.tsx' },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: 'assets/[name]-[hash].js',
      sourcemap: false,
    },
    // The home page's hero takes its hooks without preact/compat (scripts/hooks-direct.mjs).
    plugins: [...browserPlugins(), hooksDirect(), plugins.manifest()],
    onwarn,
  },
  library: {
    input: 'widgets/index.ts',
    output: {
      dir: 'dist/lib',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'widgets',
      entryFileNames: '[name].js',
    },
    external: (id) => /^(react|react-dom)(\/.*)?$/.test(id) || /^preact(\/.*)?$/.test(id),
    plugins: [plugins.operator(), plugins.css(), plugins.replace('production'), plugins.resolve(true), plugins.ts()],
    onwarn,
  },
  prerender: {
    input: 'site/prerender.tsx',
    output: { file: 'build/prerender.mjs', format: 'es', inlineDynamicImports: true },
    external: nodeExternal,
    plugins: [
      plugins.operator(),
      plugins.alias(),
      plugins.css(),
      plugins.replace('production'),
      plugins.resolve(false),
      plugins.cjs(),
      plugins.ts(),
    ],
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
          const css =
            readFileSync('node_modules/uplot/dist/uPlot.min.css', 'utf8') +
            '\n' +
            readFileSync('server/admin/client/admin.css', 'utf8');
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
    plugins: [plugins.operator(), plugins.replace('production'), plugins.resolve(false), plugins.ts()],
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
    // Dependencies are loaded from node_modules at run time (better-sqlite3 is a native addon), except Preact and
    // its renderer, bundled in: the server renders the partner offer list's HTML (server/site/widget-html.ts).
    external: (id) =>
      nodeExternal(id) ||
      !(
        id.startsWith('.') ||
        id.startsWith('/') ||
        id.startsWith('\0') ||
        /^(react|react-dom|preact|preact-render-to-string)(\/|$)/.test(id)
      ),
    plugins: [
      plugins.operator(),
      plugins.alias(),
      plugins.css(),
      plugins.replace('production'),
      plugins.resolve(false),
      plugins.ts(),
    ],
    onwarn,
  },
};

// A full build starts from an empty dist/, so files of earlier builds (old hashes) are never served.
if (!process.env.TARGET) rmSync('dist', { recursive: true, force: true });

const selected = process.env.TARGET ? process.env.TARGET.split(',') : Object.keys(targets);
for (const name of selected)
  if (!targets[name]) throw new Error(`Unknown build target "${name}". Known: ${Object.keys(targets).join(', ')}`);
export default selected.map((name) => targets[name]);
