// URL reading the way sourcebuster.js 1.1 reads it, so hosts, paths and query values (and so the cookie values built
// from them) come out identical. Deliberately not WHATWG URL/URLSearchParams: those decode '+' and percent-escapes,
// lower-case and validate, and sourcebuster does none of that.

export interface UrlParts {
  /** Scheme without ':' ('' when there is none). */
  protocol: string;
  /** Host as written, without user info or port ('' when there is none). */
  host: string;
  /** Everything from the first '/' after the host up to '?' or '#' ('' for 'https://example.pl'). */
  path: string;
  /** Between '?' and '#', without either ('' when there is none). */
  query: string;
}

/**
 * One query parameter as sourcebuster's getParam sees it: undefined (absent, or a bare key), a raw value, or several.
 */
export type RawParam = string | undefined | Array<string | undefined>;

// A scheme is letters up to ':' without a dot; "user:pass@" is user info, not a scheme (parseUri's loose mode).
const SCHEME = /^([^:/?#.]+):/;
const LOOKS_LIKE_USER_INFO = /^[^:@]+:[^:@/]*@/;
// Optional "user[:password]@" (which may swallow a path, as in sourcebuster: 'https://medium.com/@a' has host 'a'),
// then the host up to ':', '/', '?' or '#', then an optional numeric port.
const AUTHORITY = /^(?:[^:@]*(?::[^:@]*)?@)?([^:/?#]*)(?::\d*)?/;

/** Splits a URL the way sourcebuster's uri.parse (parseUri, loose mode) does, for the four parts it uses. */
export function parseUrl(url: string): UrlParts {
  let rest = url;
  let protocol = '';
  const scheme = SCHEME.exec(rest);
  if (scheme && !LOOKS_LIKE_USER_INFO.test(rest)) {
    protocol = scheme[1] ?? '';
    rest = rest.slice(scheme[0].length);
  }
  if (rest.startsWith('//')) rest = rest.slice(2);
  const authority = AUTHORITY.exec(rest);
  const host = authority?.[1] ?? '';
  rest = rest.slice(authority?.[0].length ?? 0);
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const mark = rest.indexOf('?');
  return mark >= 0
    ? { protocol, host, path: rest.slice(0, mark), query: rest.slice(mark + 1) }
    : { protocol, host, path: rest, query: '' };
}

/**
 * The referrer host as sourcebuster stores it: the first 'www.' removed wherever it is (String.replace with a string),
 * so 'www.blog.example.pl' gives 'blog.example.pl'.
 */
export function hostWithoutWww(url: string): string {
  return parseUrl(url).host.replace('www.', '');
}

/**
 * Reads a query string like sourcebuster's getParam: '&'-separated, the value is the text between the first and the
 * second '=' (still percent-encoded, '+' kept), a bare key counts as absent, and a repeated key collects its values.
 */
export function readQuery(query: string): Map<string, RawParam> {
  const params = new Map<string, RawParam>();
  for (const part of query.split('&')) {
    const [key = '', value] = part.split('=');
    const previous = params.get(key);
    if (previous === undefined) params.set(key, value);
    else if (typeof previous === 'string') params.set(key, [previous, value]);
    else previous.push(value);
  }
  return params;
}

/**
 * A parameter as sourcebuster writes it into a cookie: several values become 'a,b' (Array#toString), absent is
 * undefined.
 */
export function paramText(value: RawParam): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** The page location pieces classifyTraffic needs, normalised as a browser's location object would give them. */
export interface PageLocation {
  /** location.href: the WHATWG serialisation, so raw 'ż' becomes '%C5%BC' exactly as in a browser. */
  href: string;
  /** location.hostname, lower-case. */
  hostname: string;
  /** location.search without '?'. */
  search: string;
  secure: boolean;
}

/** Normalises the page URL through the WHATWG URL parser (what location.* return); falls back to parseUrl on junk. */
export function pageLocation(url: string): PageLocation {
  try {
    const parsed = new URL(url);
    return {
      href: parsed.href,
      hostname: parsed.hostname.toLowerCase(),
      search: parsed.search.slice(1),
      secure: parsed.protocol === 'https:',
    };
  } catch {
    const parts = parseUrl(url);
    return {
      href: url,
      hostname: parts.host.toLowerCase(),
      search: parts.query,
      secure: parts.protocol.toLowerCase() === 'https',
    };
  }
}
