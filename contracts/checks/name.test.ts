import { describe, expect, it } from 'vitest';
import { checkName, NAME_ERRORS } from './name';

describe('checkName', () => {
  it.each([
    ['a plain first name', 'Jan', 'firstName', 'Jan'],
    ['Polish letters', 'Łucja', 'firstName', 'Łucja'],
    ['all the Polish diacritics', 'Ąęółśżźćń', 'lastName', 'Ąęółśżźćń'],
    ['two first names', 'Anna Maria', 'firstName', 'Anna Maria'],
    ['a double-barrelled surname', 'Kowalska-Nowak', 'lastName', 'Kowalska-Nowak'],
    ['spaces around the hyphen are tightened', 'Kowalska - Nowak', 'lastName', 'Kowalska-Nowak'],
    ['an apostrophe', "O'Brien", 'lastName', "O'Brien"],
    ['a typographic apostrophe', 'D’Angelo', 'lastName', "D'Angelo"],
    ['particles', 'de la Cruz', 'lastName', 'de la Cruz'],
    ['surrounding and double spaces', '  Jan   Paweł ', 'firstName', 'Jan Paweł'],
    ['a decomposed ą is composed', 'Ma\u0328ka', 'lastName', 'Mąka'],
    ['two letters', 'Li', 'lastName', 'Li'],
    ['fifty letters', 'A'.repeat(50), 'lastName', 'A'.repeat(50)],
    ['foreign Latin letters', 'Müller-Lüdenscheidt', 'lastName', 'Müller-Lüdenscheidt'],
  ] as const)('accepts %s', (_name, input, kind, expected) => {
    expect(checkName(input, kind)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty', '', 'firstName', NAME_ERRORS.firstName.empty],
    ['empty surname', '   ', 'lastName', NAME_ERRORS.lastName.empty],
    ['not a string', 42, 'firstName', NAME_ERRORS.firstName.empty],
    ['one letter', 'J', 'firstName', NAME_ERRORS.firstName.tooShort],
    ['51 letters', 'A'.repeat(51), 'lastName', NAME_ERRORS.lastName.tooLong],
    ['digits', 'Jan2', 'firstName', NAME_ERRORS.firstName.chars],
    ['a dot', 'J. Kowalski', 'lastName', NAME_ERRORS.lastName.chars],
    ['Cyrillic', 'Олена', 'firstName', NAME_ERRORS.firstName.chars],
    ['a leading hyphen', '-Nowak', 'lastName', NAME_ERRORS.lastName.chars],
    ['a trailing apostrophe', "Nowak'", 'lastName', NAME_ERRORS.lastName.chars],
    ['two hyphens', 'Kowalska--Nowak', 'lastName', NAME_ERRORS.lastName.chars],
    ['markup', '<b>Jan</b>', 'firstName', NAME_ERRORS.firstName.chars],
    ['an emoji', 'Jan 🙂', 'firstName', NAME_ERRORS.firstName.chars],
  ] as const)('refuses %s', (_name, input, kind, message) => {
    expect(checkName(input, kind)).toEqual({ ok: false, error: message });
  });
});
