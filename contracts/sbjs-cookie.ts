// The sourcebuster.js 1.1 cookie format, byte for byte: `key=value|||key=value`, the whole string percent-encoded with
// its own encodeData, read back with its decodeData (applied to the whole cookie, then again to each value). The
// loader's traffic feature writes the cookies (loader/features/traffic/); the site's transition page reads the ad
// click ids of CLICK_ID_COOKIE with parseSbjsValue.

/** The cookie of the ad click ids sourcebuster does not record (contracts/handoff.ts CLICK_ID_PARAMS). */
export const CLICK_ID_COOKIE = 'sbjs_clid';

/** SPEC §9: the cookie delimiter. */
export const DELIMITER = '|||';
/** SPEC §4 and sourcebuster's placeholder for a field without a value. */
export const NONE = '(none)';

// encodeURIComponent leaves !~*'() alone; sourcebuster escapes them too (RFC 3986 reserved), in this order.
const EXTRA_ESCAPES: ReadonlyArray<readonly [RegExp, string, RegExp, string]> = [
  [/!/g, '%21', /%21/g, '!'],
  [/~/g, '%7E', /%7E/g, '~'],
  [/\*/g, '%2A', /%2A/g, '*'],
  [/'/g, '%27', /%27/g, "'"],
  [/\(/g, '%28', /%28/g, '('],
  [/\)/g, '%29', /%29/g, ')'],
];

/** sourcebuster's encodeData: encodeURIComponent plus !~*'() escaped. */
export function encodeSbjs(text: string): string {
  return EXTRA_ESCAPES.reduce((s, [plain, escaped]) => s.replace(plain, escaped), encodeURIComponent(text));
}

/**
 * sourcebuster's decodeData: decodeURIComponent, then (sic) any literal %21 %7E %2A %27 %28 %29 left after decoding
 * turned into its character; on a malformed escape, unescape() as sourcebuster falls back to.
 */
export function decodeSbjs(text: string): string {
  try {
    return EXTRA_ESCAPES.reduce((s, [, , escaped, plain]) => s.replace(escaped, plain), decodeURIComponent(text));
  } catch {
    return legacyUnescape(text);
  }
}

/** The Annex B unescape() sourcebuster falls back to, written out because the global is deprecated. */
function legacyUnescape(text: string): string {
  return text.replace(
    /%u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})/g,
    (_, wide: string | undefined, narrow: string | undefined) =>
      String.fromCharCode(parseInt(wide ?? narrow ?? '', 16)),
  );
}

/**
 * A stored cookie value (as in document.cookie) into its fields, the way sbjs.get shows them: the whole value decoded,
 * split on '|||', each 'key=value' split at the first '=', each value decoded again. A later duplicate key wins.
 */
export function parseSbjsValue(stored: string): Record<string, string> {
  const whole = decodeSbjs(stored);
  if (whole === '') return {};
  return Object.fromEntries(
    whole.split(DELIMITER).map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? [pair, ''] : [pair.slice(0, eq), decodeSbjs(pair.slice(eq + 1))];
    }),
  );
}

/**
 * Fields into the stored cookie value, as sourcebuster packs them: values go in as they are (query values still
 * percent-encoded, as sourcebuster takes them from location.search) and the whole string is encoded once.
 */
export function formatSbjsValue(fields: Readonly<Record<string, string | number>>): string {
  return encodeSbjs(
    Object.entries(fields)
      .map(([key, value]) => `${key}=${value}`)
      .join(DELIMITER),
  );
}

/** A cookie to write; `value` is the stored form (already encoded), `expires` ms since the epoch. */
export interface CookieSpec {
  name: string;
  value: string;
  expires: number;
  /** '.example.pl' to share with subdomains; absent for a host-only cookie. */
  domain?: string;
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
}

/** The string to assign to document.cookie. sourcebuster writes the same, minus SameSite and Secure. */
export function serializeCookie(spec: CookieSpec): string {
  return (
    `${spec.name}=${spec.value}; expires=${new Date(spec.expires).toUTCString()}` +
    (spec.domain ? `; domain=${spec.domain}` : '') +
    `; path=${spec.path}; SameSite=${spec.sameSite}` +
    (spec.secure ? '; Secure' : '')
  );
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * sourcebuster's fd date, 'yyyy-mm-dd hh:mm:ss', at a UTC offset in minutes (sourcebuster uses the visitor's local
 * time: pass -new Date(now).getTimezoneOffset() for the same value; 0 gives UTC).
 */
/**
 * The time an fd date stands for (ms since the epoch), read with the offset it was written with; null when malformed.
 */
export function parseSbjsDate(fd: string, utcOffsetMinutes: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(fd.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, se] = m.map(Number) as [number, number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, se);
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || se > 59) return null;
  return utc - utcOffsetMinutes * 60_000;
}

export function formatSbjsDate(now: number, utcOffsetMinutes: number): string {
  const d = new Date(now + utcOffsetMinutes * 60_000);
  return (
    `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ` +
    `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`
  );
}
