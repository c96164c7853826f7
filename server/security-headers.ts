// Security headers on every answer (@fastify/helmet for the generic ones, our own hook for the rest):
// - our HTML pages: the CSP of server/csp.ts, worked out at start from the built pages themselves;
// - JSON answers: a CSP that allows nothing (a JSON body opened as a document runs nothing, is framed nowhere);
// - framing: `frame-ancestors 'none'` and X-Frame-Options DENY everywhere, except an answer that sends its own
//   frame-ancestors (the lead frame lists the partner origins allowed to frame it: its policy is kept whole);
// - HSTS only over https (request.protocol, which believes X-Forwarded-Proto only as far as trustProxy does);
// - Cross-Origin-Resource-Policy: same-origin for our pages, cross-origin for everything else, since partner pages
//   load the loader, its chunks, widget CSS and images from us; no Cross-Origin-Embedder-Policy (it would stop
//   partners embedding the lead frame and loading our scripts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RUNTIME_STYLES_FILE } from '../contracts/csp-files';
import { apiOriginOf, inlineParts, NON_PAGE_POLICY, pagePolicy, sha256Source } from './csp';
import { perVersion, type SiteContent } from './site-content';

/** Two years, with subdomains (HSTS preload lists ask for at least one year). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * Powerful features no page of ours uses, switched off for our pages and anything they frame. Notifications
 * are not a policy-controlled feature: push opt-in keeps working. Only names Chromium knows are listed (an
 * unknown name is a console error on every page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Every security header a JSON API answer gets from the two layers below (helmet's defaults as configured there,
 * then the onSend hook: the no-page CSP, DENY framing, the permissions policy, CORP cross-origin), as one fixed
 * list. The hot event route (events/routes.ts) sets its part of it (EVENT_ANSWER_HEADERS, below) itself instead of
 * running both layers per request; security-headers.test.ts checks this list equals what the layers give another
 * JSON answer, so neither can drift.
 */
export const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': REFERRER_POLICY,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'content-security-policy': NON_PAGE_POLICY,
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * The event beacon's answers (events/routes.ts: 202, 400, 413, 415, 429, 503) carry the part of JSON_ANSWER_HEADERS
 * that still means something for a small JSON answer to a script, as OWASP's REST guidance lists it: the CSP that
 * allows nothing and forbids framing, X-Frame-Options, nosniff (the body is never read as anything but JSON), and
 * CORP cross-origin (partner pages call it); HSTS over https is added by the route. The others govern a document
 * and its features: the referrer it sends, the powers its scripts get, its opener, its process, DNS prefetching of
 * its links, and three legacy ones (IE downloads, Flash and PDF policy files, the old XSS filter). This answer can
 * only become a document through a cross-site form POST, and then it has no script, loads nothing, sends nothing
 * and cannot be framed, whatever those headers say. Dropping them takes about 500 bytes off every answer, on the
 * route that answers every page view of every partner page (docs/operations.md, Security headers, has the figures).
 * security-headers.test.ts checks each value here equals the JSON answers' own, so they cannot drift.
 */
export const EVENT_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'cross-origin-resource-policy'] as const
  ).map((name) => [name, JSON_ANSWER_HEADERS[name]!]),
);

/**
 * Helmet's headers that no current browser reads, left off our pages, whose headers and body must fit the first round
 * trip (docs/performance.md): X-Download-Options (Internet Explorer 8's "open" button for downloads),
 * X-Permitted-Cross-Domain-Policies (policy files of Flash and Acrobat, which read it on the policy file, never on an
 * HTML page) and X-XSS-Protection: 0 (switches off an XSS filter Chromium removed in version 78, WebKit soon after,
 * and Firefox never had). X-DNS-Prefetch-Control stays: Chromium and Safari still read it.
 */
export const LEGACY_PAGE_HEADERS = ['x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

export interface PagePolicies {
  /** The policy of the page a request path names (`/offers/`, `/404.html`), or the site-wide one. */
  forPath(path: string, https: boolean): string;
}

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...htmlFiles(full));
    else if (entry.name.endsWith('.html')) found.push(full);
  }
  return found;
}

/**
 * Reads every built page under `root` once and prepares each page's policy: the hashes of that page's own <style>
 * elements and of the CSS the client adds in a <style> of its own (the cookie banner), nothing of other pages. The
 * client router gives a routed page its CSS as a constructed stylesheet, which style-src does not govern
 * (site/app/page-styles.ts), so a page's policy needs no other page's hashes (docs/performance.md, "The category
 * pages in one round trip"). An address that names no built page gets the union of every page's.
 */
export function pagePolicies(
  root: string,
  services: { connect: readonly string[]; script: readonly string[] } = { connect: [], script: [] },
): PagePolicies {
  const everyStyle = new Set<string>();
  const connect = new Set<string>();
  const pages = new Map<string, { styles: string[]; attributes: string[]; scripts: string[] }>();
  for (const file of htmlFiles(root)) {
    const html = readFileSync(file, 'utf8');
    const parts = inlineParts(html);
    const styles = parts.styleElements.map(sha256Source);
    for (const hash of styles) everyStyle.add(hash);
    const api = apiOriginOf(html);
    if (api) connect.add(api);
    const page = {
      styles,
      attributes: parts.styleAttributes.map(sha256Source),
      scripts: parts.scripts.map(sha256Source),
    };
    const rel = '/' + relative(root, file).split('\\').join('/');
    pages.set(rel, page);
    if (rel.endsWith('/index.html')) pages.set(rel.slice(0, -'index.html'.length), page);
  }
  // CSS the client adds at run time outside the page tags (the cookie banner), listed by the prerender.
  const runtimeStyles: string[] = [];
  const runtimeFile = join(root, RUNTIME_STYLES_FILE);
  if (existsSync(runtimeFile)) {
    const texts = JSON.parse(readFileSync(runtimeFile, 'utf8')) as unknown;
    if (!Array.isArray(texts) || !texts.every((text) => typeof text === 'string'))
      throw new Error(`${runtimeFile} must be a JSON list of CSS texts`);
    for (const css of texts) runtimeStyles.push(sha256Source(css));
  }
  const cache = new Map<string, string>();
  return {
    forPath(path, https) {
      const key = `${https ? 's' : ''}${path}`;
      let policy = cache.get(key);
      if (policy === undefined) {
        const page = pages.get(path);
        policy = pagePolicy({
          styleElementHashes: [...(page?.styles ?? everyStyle), ...runtimeStyles],
          styleAttributeHashes: page?.attributes ?? [],
          scriptHashes: page?.scripts ?? [],
          connectOrigins: [...connect, ...services.connect],
          scriptOrigins: services.script,
          https,
        });
        if (page) cache.set(key, policy);
      }
      return policy;
    },
  };
}

const isHtml = (type: unknown) => typeof type === 'string' && /^text\/html\b/i.test(type);
const isJson = (type: unknown) => typeof type === 'string' && /^application\/([a-z.+-]+\+)?json\b/i.test(type);

/** The request path without query, with percent-escapes decoded where they are valid. */
function pathOf(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

export async function securityHeaders(
  app: FastifyInstance,
  root: string,
  notFoundPage = '/404.html',
  services: { connect: readonly string[]; script: readonly string[] } = { connect: [], script: [] },
  content?: SiteContent,
): Promise<void> {
  // Pages re-rendered in place (server/law/site-render.ts) are read again, so their hashes are never stale.
  const initial = pagePolicies(root, services);
  const policyOf = content
    ? perVersion(content, () => (content.version() === 0 ? initial : pagePolicies(root, services)))
    : () => initial;
  await app.register(helmet, {
    global: true,
    // Set per answer below: the CSP depends on the page, framing on the route, HSTS on the protocol.
    contentSecurityPolicy: false,
    frameguard: false,
    hsts: false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: REFERRER_POLICY },
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const type = reply.getHeader('content-type');
    const https = request.protocol === 'https';
    const ownFraming = /frame-ancestors/i.test(String(reply.getHeader('content-security-policy') ?? ''));
    if (!reply.hasHeader('content-security-policy')) {
      if (isHtml(type)) {
        const path = reply.statusCode === 404 ? notFoundPage : pathOf(request.url);
        reply.header('content-security-policy', policyOf().forPath(path, https));
      } else if (isJson(type)) {
        reply.header('content-security-policy', NON_PAGE_POLICY);
      }
    }
    // An answer's own frame-ancestors 'none' (the console's pages) forbids all framing: older browsers that read
    // only X-Frame-Options get DENY too. A policy that lists who may frame it (the lead frame) gets none.
    if (isHtml(type)) for (const name of LEGACY_PAGE_HEADERS) reply.removeHeader(name);
    const framedByNone =
      ownFraming && /frame-ancestors\s+'none'/i.test(String(reply.getHeader('content-security-policy')));
    if (!ownFraming || framedByNone) reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-resource-policy', isHtml(type) && !ownFraming ? 'same-origin' : 'cross-origin');
    if (https) reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}
