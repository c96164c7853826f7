// Personal data kept out of the sbjs_* cookies (the one deliberate difference from sourcebuster in what is stored,
// README.md): a stored URL (ep, rf, cpg) is cut back until it carries none, a source field (src … trm) that looks
// personal becomes '(none)'. Pure: the detector is an argument (the loader's is loader/personal-text.ts), as in
// contracts/event.ts's contextWithoutPersonal. Values are checked as a person reads them (readable).
import type { PersonalTest } from '../../../contracts/personal-data';
import { DELIMITER, decodeSbjs, encodeSbjs, NONE } from '../../../contracts/sbjs-cookie';

/** How many times an escape is undone at most: '%2540' (an '@' encoded twice) still reads as '@'. */
const DECODE_ROUNDS = 3;
const ESCAPE_RUN = /(?:%[\da-f]{2})+/gi;

/**
 * A URL or query value as a person reads it: '+' as a space, then %-escapes undone, repeatedly (an escaped escape is
 * read too; a '+' that was %2B stays a '+'). A run of escapes that is not UTF-8 stays as it is, without hiding the
 * rest of the text.
 */
export function readable(text: string): string {
  let out = text.replace(/\+/g, ' ');
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = out.replace(ESCAPE_RUN, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === out) break;
    out = next;
  }
  return out;
}

/** scheme://host[:port] of a URL, without user info; undefined when it has no such start. */
function originOf(url: string): string | undefined {
  return /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0].replace(/^([^:]+:\/\/)[^]*@/, '$1');
}

/**
 * A URL to store (ep, rf, cpg): whole when it carries no personal data; else without its query and fragment (where a
 * form page puts `?tel=…`); else (personal data in the path) its origin; else '(none)'. '(none)' stays '(none)'.
 */
export function urlWithoutPersonal(url: string, isPersonal: PersonalTest): string {
  if (url === NONE || !isPersonal(readable(url))) return url;
  const page = url.replace(/[?#][^]*$/, '');
  if (!isPersonal(readable(page))) return page;
  const origin = originOf(url);
  return origin !== undefined && !isPersonal(readable(origin)) ? origin : NONE;
}

/** A source field to store (src, mdm, cmp, cnt, trm, as taken from the address): '(none)' when it looks personal. */
export function fieldWithoutPersonal(value: string, isPersonal: PersonalTest): string {
  return value !== NONE && isPersonal(readable(value)) ? NONE : value;
}

/** Which stored fields hold a URL and which a source field; others (typ, fd, pgs …) are never personal. */
export type StoredFieldKind = 'url' | 'field' | null;

/**
 * A stored sbjs cookie value (as in document.cookie) with the personal data of its URL and source fields removed.
 * Returns the very same string when nothing is personal; otherwise re-encodes it as sourcebuster does (only the
 * changed fields differ), so a cookie written before this rule is cleaned when it is next written.
 */
export function storedWithoutPersonal(
  stored: string,
  kindOf: (key: string) => StoredFieldKind,
  isPersonal: PersonalTest,
): string {
  let changed = false;
  const pairs = decodeSbjs(stored)
    .split(DELIMITER)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const kind = eq < 0 ? null : kindOf(pair.slice(0, eq));
      if (kind === null) return pair;
      const value = pair.slice(eq + 1);
      const clean = kind === 'url' ? urlWithoutPersonal(value, isPersonal) : fieldWithoutPersonal(value, isPersonal);
      if (clean === value) return pair;
      changed = true;
      return `${pair.slice(0, eq)}=${clean}`;
    });
  return changed ? encodeSbjs(pairs.join(DELIMITER)) : stored;
}
