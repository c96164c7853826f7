import { Fragment } from 'react';

/**
 * Polish typesetting: a one-letter word (a, i, o, u, w, z) must not end a line, so it is tied to the next word
 * with a no-break space ("umowę z\u00a0pożyczkodawcą"). Screen readers and search engines read it as a space.
 */
export const tieShortWords = (text: string): string => text.replace(/(?<=^|[\s(„"])([aiouwz])[ \t]+(?=\S)/giu, '$1\u00a0');

/** Plain text → paragraphs (split on blank lines), each a list of its lines (single line breaks are kept). */
export function textParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0);
}

/**
 * Copy that arrives as plain text (from data files or data-* attributes, never HTML) written as <p> elements,
 * with <br> for single line breaks and one-letter words tied to the next. Text only: nothing is parsed as markup.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {textParagraphs(text).map((lines, i) => (
        <p key={i} className={className}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {tieShortWords(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
