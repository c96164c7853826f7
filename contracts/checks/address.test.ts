import { describe, expect, it } from 'vitest';
import { ADDRESS_ERRORS, checkCity, checkHouseNumber, checkPostalCode, checkStreet } from './address';

describe('checkPostalCode', () => {
  it.each([
    ['the usual form', '00-950', '00-950'],
    ['five digits', '30001', '30-001'],
    ['a space for the dash', '30 001', '30-001'],
    ['an en dash', '30–001', '30-001'],
    ['spaces around', ' 80-180 ', '80-180'],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkPostalCode(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty', '', ADDRESS_ERRORS.postalCode.empty],
    ['not a string', 30001, ADDRESS_ERRORS.postalCode.empty],
    ['four digits', '30-01', ADDRESS_ERRORS.postalCode.format],
    ['six digits', '300-001', ADDRESS_ERRORS.postalCode.format],
    ['letters', 'AB-123', ADDRESS_ERRORS.postalCode.format],
    ['a foreign format', 'SW1A 1AA', ADDRESS_ERRORS.postalCode.format],
    ['two dashes', '30--001', ADDRESS_ERRORS.postalCode.format],
  ])('refuses %s', (_name, input, message) => {
    expect(checkPostalCode(input)).toEqual({ ok: false, error: message });
  });
});

describe('checkCity', () => {
  it.each([
    ['a city', 'Kraków', 'Kraków'],
    ['a hyphenated town', 'Kędzierzyn-Koźle', 'Kędzierzyn-Koźle'],
    ['several words', 'Nowy  Dwór Mazowiecki', 'Nowy Dwór Mazowiecki'],
    ['brackets', 'Nowa Wieś (gm. Kobyłka)', 'Nowa Wieś (gm. Kobyłka)'],
    ['two letters', 'Ił', 'Ił'],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkCity(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty', '', ADDRESS_ERRORS.city.empty],
    ['one letter', 'K', ADDRESS_ERRORS.city.tooShort],
    ['61 characters', 'A'.repeat(61), ADDRESS_ERRORS.city.tooLong],
    ['digits', '00-950 Warszawa', ADDRESS_ERRORS.city.chars],
    ['a leading hyphen', '-Warszawa', ADDRESS_ERRORS.city.chars],
    ['markup', '<script>', ADDRESS_ERRORS.city.chars],
  ])('refuses %s', (_name, input, message) => {
    expect(checkCity(input)).toEqual({ ok: false, error: message });
  });
});

describe('checkStreet', () => {
  it.each([
    ['a street', 'Marszałkowska', 'Marszałkowska'],
    ['with its prefix', 'ul. Marszałkowska', 'ul. Marszałkowska'],
    ['a number in the name', 'ul. 3 Maja', 'ul. 3 Maja'],
    ['a Roman numeral', 'al. Jana Pawła II', 'al. Jana Pawła II'],
    ['quotes', 'ul. „Solidarności”', 'ul. „Solidarności”'],
    ['nothing (a village without streets)', '', ''],
    ['only spaces', '   ', ''],
    ['missing', undefined, ''],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkStreet(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['one letter', 'A', ADDRESS_ERRORS.street.tooShort],
    ['81 characters', 'A'.repeat(81), ADDRESS_ERRORS.street.tooLong],
    ['digits only', '123', ADDRESS_ERRORS.street.chars],
    ['markup', '<b>Długa</b>', ADDRESS_ERRORS.street.chars],
    ['a semicolon', 'Długa; DROP', ADDRESS_ERRORS.street.chars],
  ])('refuses %s', (_name, input, message) => {
    expect(checkStreet(input)).toEqual({ ok: false, error: message });
  });
});

describe('checkHouseNumber', () => {
  it.each([
    ['a number', '12', '12'],
    ['a letter', '12a', '12a'],
    ['a flat', '12/3', '12/3'],
    ['spaces around the slash', '12 / 3', '12/3'],
    ['letters on both sides', '12A/4B', '12A/4B'],
    ['"m." for the flat', '12 m. 3', '12 m. 3'],
    ['a range', '12-14', '12-14'],
  ])('accepts %s', (_name, input, expected) => {
    expect(checkHouseNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty', '', ADDRESS_ERRORS.houseNumber.empty],
    ['no digit in front', 'A12', ADDRESS_ERRORS.houseNumber.format],
    ['a word', 'brak', ADDRESS_ERRORS.houseNumber.format],
    ['21 characters', `1${'2'.repeat(20)}`, ADDRESS_ERRORS.houseNumber.format],
    ['a comma', '12,3', ADDRESS_ERRORS.houseNumber.format],
  ])('refuses %s', (_name, input, message) => {
    expect(checkHouseNumber(input)).toEqual({ ok: false, error: message });
  });
});
