import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { reactAliases } from './scripts/aliases.mjs';

// Unit and component tests sit next to their code. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` line; everything else runs in plain Node, as DESIGN.md intends.
// Test files in .ts that render in jsdom: they run with the component tests (a new one is found by the check below).
const JSDOM_TS = readFileSync('scripts/jsdom-ts-tests.txt', 'utf8').split('\n').filter(Boolean);

export default defineConfig({
  resolve: { alias: reactAliases },
  define: {
    __BUILD_ID__: JSON.stringify('test-build'),
    __SITE_URL__: JSON.stringify('https://przelewik.example'),
    __SITE_ENV__: JSON.stringify({}),
  },
  test: {
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['scripts/vitest-setup.ts'],
    // Two workers on two cores (Vitest's own default is cores − 1, one here).
    maxWorkers: 2,
    projects: [
      {
        // Plain Node tests (server, contracts, loader decisions, scripts) share their worker's module cache instead of
        // importing Fastify again for each file: they restore what they change (restoreMocks, real timers after fake
        // ones), so they do not depend on a fresh module graph. About half the suite's time (docs/development.md).
        extends: true,
        test: {
          name: 'node',
          include: ['{contracts,loader,widgets,site,server,scripts}/**/*.test.ts'],
          exclude: JSDOM_TS,
          isolate: false,
        },
      },
      {
        // Component tests share their worker's jsdom as well (a new process per file cost more than half the unit
        // lane's CPU): the setup file puts the document, storage, listeners, timers, globals and Preact's option hooks
        // back before and after each file, and our modules are evaluated again for each (docs/development.md).
        extends: true,
        test: {
          name: 'dom',
          include: ['{contracts,loader,widgets,site,server,scripts}/**/*.test.tsx', ...JSDOM_TS],
          isolate: false,
          setupFiles: ['scripts/vitest-dom-setup.ts'],
        },
      },
    ],
  },
});
