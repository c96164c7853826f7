import reactDocgenTypescript from '@joshwooding/vite-plugin-react-docgen-typescript';
import type { StorybookConfig } from '@storybook/preact-vite';
import { reactAliases } from '../scripts/aliases.mjs';

// Storybook brings real React 19 through its own dependencies: without the alias, stories importing 'react'
// would get it and fail at render (STACK.md, trap 3). The alias is the build's own (scripts/aliases.mjs).
const config: StorybookConfig = {
  // Widgets, and the site's page parts that are templates rather than widgets (the blog list and article).
  stories: ['../widgets/**/*.stories.@(ts|tsx)', '../site/**/*.stories.@(ts|tsx)'],
  // The site's public files (the blog's cover images live in public/img/).
  staticDirs: ['../public'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/preact-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const existing = viteConfig.resolve?.alias;
    const rest = Array.isArray(existing)
      ? existing
      : Object.entries(existing ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
    viteConfig.resolve = { ...viteConfig.resolve, alias: [...reactAliases, ...rest] };
    // The Preact renderer brings no docgen: the docs pages' props tables (descriptions from the props interfaces'
    // JSDoc, defaults from the components' destructuring) come from react-docgen-typescript, over the widgets'
    // component files only: its TypeScript program is most of the build's time (docs/development.md).
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      reactDocgenTypescript({
        include: ['widgets/*/*.tsx'],
        exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
        tsconfigPath: 'tsconfig.json',
        shouldExtractLiteralValuesFromEnum: true,
        shouldRemoveUndefinedFromOptional: true,
        propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
      }),
    ];
    viteConfig.define = {
      ...viteConfig.define,
      __BUILD_ID__: JSON.stringify('storybook'),
      __SITE_URL__: JSON.stringify('http://localhost:3000'),
      __SITE_ENV__: JSON.stringify({}),
    };
    return viteConfig;
  },
};

export default config;
