// First and last names as on the identity card. Latin script only (Polish letters included): lenders match
// them against the card, which is printed in Latin letters.
import { err, ok, type Result } from '../result';
import { tidyText } from './text';

export const NAME_MIN = 2;
export const NAME_MAX = 50;
/** Words of Latin letters (with diacritics) joined by one space, hyphen or apostrophe: "Anna-Maria", "O'Brien", "de la Cruz". */
const NAME_PATTERN = /^[\p{Script=Latin}\p{M}]+(?:[ '-][\p{Script=Latin}\p{M}]+)*$/u;

export type NameKind = 'firstName' | 'lastName';

export const NAME_ERRORS = {
  firstName: {
    empty: 'Wpisz imię.',
    tooShort: `Imię musi mieć co najmniej ${NAME_MIN} znaki.`,
    tooLong: `Imię może mieć najwyżej ${NAME_MAX} znaków.`,
    chars: 'Imię może zawierać tylko litery (także polskie), spację, myślnik i apostrof.',
  },
  lastName: {
    empty: 'Wpisz nazwisko.',
    tooShort: `Nazwisko musi mieć co najmniej ${NAME_MIN} znaki.`,
    tooLong: `Nazwisko może mieć najwyżej ${NAME_MAX} znaków.`,
    chars: 'Nazwisko może zawierać tylko litery (także polskie), spację, myślnik i apostrof.',
  },
} as const;

/** Trims, joins runs of spaces, tightens " - " to "-" and turns the typographic ’ into '. Keeps the letters' case. */
export function normaliseName(input: unknown): string {
  return tidyText(input).replace(/\s*-\s*/g, '-').replace(/\s*['’]\s*/g, "'");
}

export function checkName(input: unknown, kind: NameKind): Result<string> {
  const messages = NAME_ERRORS[kind];
  const name = normaliseName(input);
  if (name === '') return err(messages.empty);
  const length = [...name].length;
  if (length > NAME_MAX) return err(messages.tooLong);
  if (!NAME_PATTERN.test(name)) return err(messages.chars);
  if (length < NAME_MIN) return err(messages.tooShort);
  return ok(name);
}
