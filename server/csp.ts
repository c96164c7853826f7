// The Content-Security-Policy of our own HTML pages, worked out from the built HTML itself (pure: text in,
// policy out). The prerendered pages are static files served precompressed, so a per-response nonce would mean
// rewriting every page on every request: hashes of the inline parts are used instead, computed at server start
// from the very files that are served, so they can never drift from the build.
//
// What is inline in our pages (site/document.ts):
// - <script type="application/ld+json"> and <script type="application/json"> data blocks: never executed, so
//   CSP does not govern them; any inline script that would run gets its hash in script-src.
// - <style data-site-css> and <style data-page-css="key">: style-src lists the hash of each, once (style-src-elem
//   would repeat the list: browsers fall back from it to style-src, and older ones know only style-src). Each page's
//   policy lists its own (server/security-headers.ts): the client router gives the next page its CSS as a
//   constructed stylesheet, which style-src does not govern (site/app/page-styles.ts).
// - style="…" attributes: our pages render none (badge colours are classes, widgets/badge/badge.ts; percentages
//   are data attributes, widgets/percent-var.ts), so style-src-attr is 'none'. Should a page have one, it gets
//   'unsafe-hashes' with the hash of each value on that page (only exactly these values; script attributes stay
//   refused). Styles set later by Preact go through the CSSOM (element.style), which CSP does not restrict.
import { createHash } from 'node:crypto';

/** The quoted CSP source of a SHA-256 hash of `text` (UTF-8). */
export const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types a browser does not run: data blocks. */
const DATA_SCRIPT = /^(application\/(ld\+)?json|text\/plain)$/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** The attribute value a browser sees: character references decoded. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

export interface InlineParts {
  /** Text of every <style> element. */
  styleElements: string[];
  /** Value of every style="…" attribute (decoded). */
  styleAttributes: string[];
  /** Text of every inline <script> a browser would execute. */
  scripts: string[];
}

/** The inline parts of one HTML document as our prerender writes it. */
export function inlineParts(html: string): InlineParts {
  const parts: InlineParts = { styleElements: [], styleAttributes: [], scripts: [] };
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) parts.styleElements.push(match[1] ?? '');
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? '';
    if (DATA_SCRIPT.test(type)) continue;
    parts.scripts.push(match[2] ?? '');
  }
  // Attributes only inside tags: strip the text of <style> and <script> first so CSS or JSON cannot fake one.
  const tagsOnly = html.replace(/<(style|script)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2>');
  for (const tag of tagsOnly.matchAll(/<[a-z][^>]*>/gi)) {
    for (const attr of tag[0].matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
      parts.styleAttributes.push(decodeAttribute(attr[1] ?? attr[2] ?? ''));
  }
  return parts;
}

/** The API origin a page was built for (pz-runtime apiBase), or null when the API is on the page's own origin. */
export function apiOriginOf(html: string): string | null {
  const runtime = /<script type="application\/json" id="pz-runtime">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!runtime) return null;
  try {
    const base = (JSON.parse(runtime) as { apiBase?: unknown }).apiBase;
    return typeof base === 'string' && base ? new URL(base).origin : null;
  } catch {
    return null;
  }
}

/**
 * Firebase's installation and registration hosts: the loader's push feature calls them when a page config turns
 * push on (SPEC §7, "Push messaging service"). Listed on every page, so the same loader works on our pages as on a
 * partner's whatever page config it is given (80 bytes of the header; the push end-to-end tests give our pages one);
 * nothing else of a third party is, unless the server's environment turns it on (server/site/page-config.ts).
 */
export const PUSH_CONNECT_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
] as const;

export interface PolicyInput {
  /** Hash sources of every <style> element text any page may add (the union over the site). */
  styleElementHashes: readonly string[];
  /** Hash sources of this page's style attributes. */
  styleAttributeHashes: readonly string[];
  /** Hash sources of this page's executable inline scripts (none today). */
  scriptHashes: readonly string[];
  /** Origins besides our own the page calls (the API when it lives elsewhere). */
  connectOrigins: readonly string[];
  /** Script origins of the third-party services the site's page config turns on (site/page-config.ts). */
  scriptOrigins?: readonly string[];
  /** Served over https: old http subresource links are upgraded. */
  https: boolean;
}

const uniq = (items: readonly string[]) => [...new Set(items)];

/**
 * The policy of one of our pages. Everything the site loads comes from its own origin: the client entry and its
 * chunks, the loader and its features, the API, the lead frame (framed by the loader on our own pages), images
 * and the push service worker. The Amplitude and FingerprintJS hosts come in only when the server's environment
 * turns those services on for our pages (site/page-config.ts); tag-manager hosts are for partner pages only.
 */
export function pagePolicy(input: PolicyInput): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...uniq(input.scriptOrigins ?? []), ...uniq(input.scriptHashes)]],
    ['style-src', ["'self'", ...uniq(input.styleElementHashes)]],
    [
      'style-src-attr',
      input.styleAttributeHashes.length ? ["'unsafe-hashes'", ...uniq(input.styleAttributeHashes)] : ["'none'"],
    ],
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...uniq([...PUSH_CONNECT_ORIGINS, ...input.connectOrigins])]],
    // Fonts, frames and the manifest fall back to default-src 'self', workers to script-src ('self': the hashes
    // match no worker's address), so naming them would say the same in more bytes.
    ['media-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const text = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (input.https) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

/** The policy of every other answer (JSON, files): nothing may run or be framed. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
