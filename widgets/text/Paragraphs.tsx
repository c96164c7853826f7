import { Fragment } from 'react';

import { tieShortWords } from './typography';

/** Ties a one-letter word (a, i, o, u, w, z) to the next word with a no-break space (widgets/text/typography.ts). */
export { tieShortWords };

/** Plain text → paragraphs (split on blank lines), each a list of its lines (single line breaks are kept). */
export function textParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
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
