// The settings a build bakes into the pages (canonical links, sitemap, Open Graph, the API's address, the company's
// data and the call-back hours) are kept in
// dist/.build-stamp beside the build's id, so `npm start` can tell a build made for other settings and rebuild,
// instead of serving pages that name the old address or the company's placeholders. `node scripts/build-stamp.mjs` (the
// last step of `npm run build`) records them.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const STAMP = 'dist/.build-stamp';

/**
 * The company's data and the call-back hours, checked by the build and passed to the pages as values
 * (rollup.config.mjs, scripts/operator-data.mjs; the same names as SITE_ENV_NAMES in contracts/company.ts, which the
 * server checks at start).
 */
export const SITE_ENV_SETTINGS = [
  'COMPANY_NAME',
  'COMPANY_ADDRESS',
  'COMPANY_KRS',
  'COMPANY_NIP',
  'COMPANY_REGON',
  'COMPANY_RPK',
  'COMPANY_EMAIL',
  'COMPANY_PHONE',
  'COMPANY_DPO_EMAIL',
  'COMPANY_COMPLAINTS_EMAIL',
  'CALLBACK_HOURS',
  'LOADER_ERROR_SAMPLE_RATE',
];

/** The environment variables the build reads (rollup.config.mjs, site/prerender.tsx). */
export const BUILD_SETTINGS = ['SITE_URL', 'PUBLIC_API_BASE', ...SITE_ENV_SETTINGS];

/** The stamp's lines for these settings: `NAME=value`, unset and empty alike. */
export const settingsLines = (env) => BUILD_SETTINGS.map((name) => `${name}=${env[name] ?? ''}\n`).join('');

/** The first build setting that differs between the stamp's text and `env`, or null when all match. */
export function changedSetting(stampText, env) {
  const recorded = new Map();
  for (const line of stampText.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) recorded.set(line.slice(0, at), line.slice(at + 1));
  }
  return BUILD_SETTINGS.find((name) => recorded.get(name) !== (env[name] ?? '')) ?? null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(STAMP)) {
    console.error(`${STAMP} is missing: run the whole build (npm run build)`);
    process.exit(1);
  }
  const text = readFileSync(STAMP, 'utf8');
  if (changedSetting(text, process.env) !== null) appendFileSync(STAMP, settingsLines(process.env));
}
