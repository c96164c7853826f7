// The page config of our own pages: the site runs on the loader like a partner page, and its third-party
// services (push through Firebase, FingerprintJS Pro, Amplitude) are turned on by the server's environment.
// GET /page-config.js sets `window.pageConfig` (keeping fields the page set itself), as a partner does before loader.js
// (docs/performance.md, "The site on the loader"). Parsing is pure and checked by the page-config contract, so a
// bad value stops the server at start with one line instead of silently switching a service off.
import type { FastifyPluginAsync } from 'fastify';
import { parsePageConfig } from '../../contracts/page-config';
import { ConfigError } from '../config';

type Env = Record<string, string | undefined>;

/** Environment variable → where it goes in the page config. */
export const SITE_PAGE_CONFIG_ENV = {
  FIREBASE_API_KEY: ['firebase', 'apiKey'],
  FIREBASE_PROJECT_ID: ['firebase', 'projectId'],
  FIREBASE_MESSAGING_SENDER_ID: ['firebase', 'messagingSenderId'],
  FIREBASE_APP_ID: ['firebase', 'appId'],
  FIREBASE_VAPID_KEY: ['firebase', 'vapidKey'],
  FINGERPRINT_API_KEY: ['fingerprint', 'apiKey'],
  FINGERPRINT_REGION: ['fingerprint', 'region'],
  FINGERPRINT_ENDPOINT: ['fingerprint', 'endpoint'],
  AMPLITUDE_API_KEY: ['amplitude', 'apiKey'],
  AMPLITUDE_SERVER_ZONE: ['amplitude', 'serverZone'],
  AMPLITUDE_SERVER_URL: ['amplitude', 'serverUrl'],
} as const;

export type SitePageConfig = Record<string, Record<string, string>>;

/** The site's page config from the environment; {} when no service is configured. Throws ConfigError on bad values. */
export function parseSitePageConfig(env: Env): SitePageConfig {
  const raw: SitePageConfig = {};
  for (const [name, [block, field]] of Object.entries(SITE_PAGE_CONFIG_ENV)) {
    const value = env[name]?.trim();
    if (!value) continue;
    (raw[block] ??= {})[field] = value;
  }
  const { dropped } = parsePageConfig(raw, 'http://localhost');
  if (dropped.length > 0) {
    const names = Object.entries(SITE_PAGE_CONFIG_ENV)
      .filter(([, [block, field]]) => dropped.includes(block) || dropped.includes(`${block}.${field}`))
      .map(([name]) => name);
    throw new ConfigError(
      `${names.join(', ') || dropped.join(', ')} not valid: ` +
        `${dropped.join(', ')} (a Firebase block needs all four ids)`,
    );
  }
  return raw;
}

/** Third-party origins the site's CSP must admit for the configured services (README lists the same for partners). */
export function sitePageOrigins(config: SitePageConfig): { connect: string[]; script: string[] } {
  const connect: string[] = [];
  const script: string[] = [];
  const amplitude = config.amplitude;
  if (amplitude?.apiKey) {
    connect.push(
      amplitude.serverUrl
        ? new URL(amplitude.serverUrl).origin
        : amplitude.serverZone === 'EU'
          ? 'https://api.eu.amplitude.com'
          : 'https://api2.amplitude.com',
    );
  }
  const fingerprint = config.fingerprint;
  if (fingerprint?.apiKey) {
    connect.push(
      fingerprint.endpoint ? new URL(fingerprint.endpoint).origin : 'https://*.fpjs.io',
      'https://*.fpjs.io',
    );
    script.push('https://fpnpmcdn.net');
  }
  return { connect: [...new Set(connect)], script };
}

export const PAGE_CONFIG_PATH = '/page-config.js';
/** Our site is Polish: country id 14 (SPEC §9), so the push prompt and the notifications it promises speak Polish. */
export const SITE_COUNTRY_ID = 14;

/**
 * The script that sets our pages' window.pageConfig: the country, then the services' blocks; a page's own fields win.
 */
export function pageConfigScript(config: SitePageConfig): string {
  // '<' escaped, so no value can close a script; served as a script of our own origin (script-src 'self').
  const json = JSON.stringify({ countryId: SITE_COUNTRY_ID, ...config }).replace(/</g, '\\u003c');
  return `window.pageConfig=Object.assign(${json},window.pageConfig);\n`;
}

export const pageConfigRoute: FastifyPluginAsync<{ config: SitePageConfig }> = async (app, { config }) => {
  // Fields a page set itself before this script win; the server's settings fill in the rest.
  const body = pageConfigScript(config);
  app.get(PAGE_CONFIG_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(body),
  );
};
