import { expect, it } from 'vitest';
import { numberLabel } from './useTypedNumber';

it.each([
  ['amount', 'Kwota pożyczki (w złotych)'],
  ['days', 'Kwota pożyczki (w dniach)'],
  ['months', 'Kwota pożyczki (w miesiącach)'],
] as const)('the number field of a %s slider is named %j', (field, name) => {
  expect(numberLabel('Kwota pożyczki', field)).toBe(name);
});
