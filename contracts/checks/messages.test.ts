// Every error message of the field checks, as a visitor reads it: a number and the unit after it ("25 000 zł",
// "30 dni", "18 lat", "16 cyfr") are tied by a no-break space, so a line never ends between them.
import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_ERRORS } from './birth-date';
import { CARD_BRANDS, CARD_ERRORS } from './card';
import { CONSENT_ERRORS } from './consents';
import { EMAIL_ERRORS } from './email';
import { MONEY_ERRORS } from './money';
import { PESEL_ERRORS } from './pesel';
import { PHONE_ERRORS } from './phone';

/** A number, a normal space and a unit or counted noun. */
const LOOSE_UNIT =
  /\d (zł|gr|dni|dnia|dzień|miesięcy|miesiąca|miesiące|miesiąc|lat|lata|cyfr|cyfry|cyfrę|znaków|znaki)(?!\p{L})/u;

/** Every message of a messages object, each function called with the arguments it takes here. */
function messages(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    if (path.startsWith('CARD_ERRORS'))
      return Object.values(CARD_BRANDS).map((brand) => [`${path}(${brand.name})`, value(brand) as string]);
    return [
      [`${path}({ min: 100, max: 25000 })`, value({ min: 100, max: 25000 }) as string],
      [`${path}({ min: 1, max: 1 })`, value({ min: 1, max: 1 }) as string],
    ];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => messages(inner, `${path}.${key}`));
  return [];
}

const ALL = Object.entries({
  BIRTH_DATE_ERRORS,
  CARD_ERRORS,
  CONSENT_ERRORS,
  EMAIL_ERRORS,
  MONEY_ERRORS,
  PESEL_ERRORS,
  PHONE_ERRORS,
}).flatMap(([name, value]) => messages(value, name));

describe('the field checks’ messages', () => {
  it('are many (the walk reaches them)', () => {
    expect(ALL.length).toBeGreaterThan(40);
  });

  it.each(ALL)('%s ties a number to its unit', (_path, text) => {
    expect(text).not.toMatch(LOOSE_UNIT);
  });
});
