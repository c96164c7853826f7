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
  },
});
