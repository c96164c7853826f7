import { defineConfig } from 'vitest/config';
import { reactAliases } from './scripts/aliases.mjs';

// Unit and component tests sit next to their code. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` line; everything else runs in plain Node, as DESIGN.md intends.
export default defineConfig({
  resolve: { alias: reactAliases },
  define: { __BUILD_ID__: JSON.stringify('test-build'), __SITE_URL__: JSON.stringify('https://przelewik.example') },
  test: {
    include: ['{contracts,loader,widgets,site,server,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['scripts/vitest-setup.ts'],
    // Two workers on two cores (Vitest's own default is cores − 1, one here), and files share their worker's module
    // cache instead of importing Fastify, Preact and jsdom again for each file: 388 s → 177 s for the whole suite
    // on this busy machine (docs/development.md). Tests restore what they change (restoreMocks, real timers after
    // fake ones, testing-library's cleanup), so they do not depend on running in a fresh module graph.
    maxWorkers: 2,
    isolate: false,
  },
});
