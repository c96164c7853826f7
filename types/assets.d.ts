// `import css from './x.css?inline'` gives the file's CSS as a string, in Rollup (scripts/css-inline.mjs),
// Vite/vitest and Storybook alike, so widgets can put their styles into a shadow root or a <style>.
declare module '*.css?inline' {
  const css: string;
  export default css;
}

// Replaced at build time by @rollup/plugin-replace (rollup.config.mjs); vitest defines them too.
declare const __BUILD_ID__: string;
/** The site's public origin (env SITE_URL at build time; default http://localhost:3000). */
declare const __SITE_URL__: string;
/** COMPANY_* and CALLBACK_HOURS from the build's environment (contracts/company.ts, contracts/callback-hours.ts). */
declare const __SITE_ENV__: Record<string, string>;
/** LOADER_ERROR_SAMPLE_RATE from the build's environment ('' when unset; loader/report/index.ts). */
declare const __LOADER_ERROR_SAMPLE_RATE__: string;
