// Polish typesetting in one place (docs/writing.md): no-break spaces that keep a one-letter word with the next
// word ("umowę z pożyczkodawcą"), digit groups together ("1 500 zł"), a number with its unit ("30 dni") and an
// abbreviation with its number ("art. 6"). Screen readers and search engines read a no-break space as a space.

export const NBSP = '\u00a0';

/** Words that stay on the line of the number before them. */
const UNITS =
  'zł|złotych|gr|dni|dnia|dniach|dzień|miesięcy|miesiące|miesiąc|miesiąca|lat|lata|rok|roku|r\\.|minut|minuty|sekund|godzin|godziny|punktu|punktów|p\\.p\\.';

/** A number and the unit after it ("30 dni", "1 500 zł"), not a word that merely starts like a unit. */
const NUMBER_UNIT = new RegExp(`(\\d) (${UNITS})(?![\\p{L}])`, 'gu');

// A one-letter word (a i o u w z, either case) after a start, a space, a bracket or an opening quote, and followed
// by a space: the space becomes a no-break space. At the end of a text (a trailing "z ") too, since the next word
// then comes in the next text node ("oferty z <strong>RRSO</strong>").
const ONE_LETTER = /(?<=^|[\s(„"'\u00a0])([aiouwzAIOUWZ]) (?=\S|$)/g;

/** Ties one-letter words to the next word with a no-break space. Idempotent. */
export const tieShortWords = (text: string): string => text.replace(ONE_LETTER, `$1${NBSP}`);

/**
 * Every Polish typographic no-break space of a plain text (digit groups, units, one-letter words, "art. 6").
 * Idempotent.
 */
export function typo(text: string): string {
  let out = text;
  // Digit groups: '10 000' → '10 000' with a no-break space (repeat for '1 000 000').
  for (let i = 0; i < 3; i++) out = out.replace(/(\d) (\d{3})(?!\d)/g, `$1${NBSP}$2`);
  out = out.replace(NUMBER_UNIT, `$1${NBSP}$2`);
  out = tieShortWords(out);
  // Abbreviations followed by a number: 'art. 6', 'ust. 1', 'lit. a', 'pkt 2', 'nr 1', '§ 3'.
  out = out.replace(/(^|[\s(])(art\.|ust\.|lit\.|pkt|nr|§) (?=[\da-z])/g, `$1$2${NBSP}`);
  return out;
}

/**
 * The mechanical rules of docs/writing.md that a page's visible text must pass, as findings: a one-letter word
 * followed by a normal space, and "po N dni" (after "po" a number of days takes the locative: "po 30 dniach").
 * Each finding quotes the offending text with a little context.
 */
export function copyFindings(text: string): string[] {
  const found: string[] = [];
  const quote = (index: number, length: number) =>
    text
      .slice(Math.max(0, index - 30), index + length + 30)
      .replace(/\s+/g, ' ')
      .trim();
  for (const m of text.matchAll(/(?<=^|[\s(„"'\u00a0])[aiouwzAIOUWZ] (?=\S)/g))
    found.push(`one-letter word before a normal space: „${quote(m.index ?? 0, 2)}”`);
  for (const m of text.matchAll(/(?<![\p{L}])[Pp]o[\s\u00a0]+\d[\d\s\u00a0]*[\s\u00a0]dni(?![\p{L}])/gu))
    found.push(`„po N dni” (write „po N dniach”): „${quote(m.index ?? 0, m[0].length)}”`);
  return found;
}

/** Closing quotes and brackets that must not start a line: „…”, «…», »…«, "…", (…), […]. */
const CLOSING = '”»«"\')\\]';
/** The letter or digit before a run of closing marks, with the marks (and a full stop or comma right after them). */
const CLOSING_RUN = new RegExp(`[\\p{L}\\p{N}][${CLOSING}]+[.,;:!?]?`, 'gu');

/**
 * A text cut into runs, the ones with `keep: true` to be set without a line break inside (white-space: nowrap):
 * each closing quote or bracket with the letter before it, so that a word broken to fit a narrow column
 * ("„Przezorność”") never leaves the closing quote alone on the next line. A word joiner is not enough: an
 * emergency break (overflow-wrap: break-word) ignores it.
 */
export function closingMarkRuns(text: string): { text: string; keep: boolean }[] {
  const runs: { text: string; keep: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(CLOSING_RUN)) {
    const start = match.index ?? 0;
    if (start > at) runs.push({ text: text.slice(at, start), keep: false });
    runs.push({ text: match[0], keep: true });
    at = start + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), keep: false });
  return runs;
}
