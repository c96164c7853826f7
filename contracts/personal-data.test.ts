import { describe, expect, it } from 'vitest';
import {
  eventNameLooksPersonal,
  findPersonalData,
  isCardNumber,
  isIban,
  isIdCardNumber,
  isNrb,
  isPesel,
  isPolishPhone,
  looksPersonal,
  removePersonalData,
} from './personal-data';

describe('personal data detectors', () => {
  it.each([
    ['44051401359', true],
    ['44051401358', false], // wrong check digit
    ['4405140135', false],
    ['02270803624', true],
  ])('PESEL %s → %s', (digits, expected) => expect(isPesel(digits)).toBe(expected));

  it.each([
    ['PL61 1090 1014 0000 0712 1981 2874', true],
    ['PL61109010140000071219812874', true],
    ['PL62109010140000071219812874', false],
    ['DE89 3704 0044 0532 0130 00', true],
    ['GB82 WEST 1234 5698 7654 32', true],
    ['GB83 WEST 1234 5698 7654 32', false],
  ])('IBAN %s → %s', (text, expected) => expect(isIban(text)).toBe(expected));

  it.each([
    ['61109010140000071219812874', true],
    ['61109010140000071219812875', false],
    ['6110901014000007121981287', false],
  ])('NRB %s → %s', (digits, expected) => expect(isNrb(digits)).toBe(expected));

  it.each([
    ['4111111111111111', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4111111111111112', false], // Luhn fails
    ['1764090000004', false], // a millisecond timestamp, even when Luhn happens to pass: no brand starts with 1
  ])('card %s → %s', (digits, expected) => expect(isCardNumber(digits)).toBe(expected));

  it.each([
    ['600123456', true],
    ['600 123 456', true],
    ['+48 600-123-456', true],
    ['0048600123456', true],
    ['48600123456', true],
    ['060012345', false],
    ['60012345', false],
  ])('phone %s → %s', (text, expected) => expect(isPolishPhone(text)).toBe(expected));

  it.each([
    ['ABA300000', true],
    ['aba 300000', true],
    ['ABA300001', false],
    ['AB300000', false],
  ])('ID card %s → %s', (text, expected) => expect(isIdCardNumber(text)).toBe(expected));

  it.each([
    ['jan.kowalski@example.pl', ['email']],
    ['napisz: jan@firma.com.pl, dzięki', ['email']],
    ['tel. 600 123 456', ['phone']],
    ['pesel 44051401359', ['pesel']],
    ['konto PL61 1090 1014 0000 0712 1981 2874', ['account']],
    ['61 1090 1014 0000 0712 1981 2874', ['account']],
    ['karta 4111 1111 1111 1111', ['card']],
    ['dowód ABA300000', ['idCard']],
    ['step_2', []],
    ['12345', []],
    ['2026-11-25', []],
    ['1500 zł na 30 dni', []],
    ['https://example.pl/oferty/?amount=1500', []],
    ['order 1764090000000', []],
    ['3f2b8c1e600123456ab4e7b8c2d1a2b3', []], // digits inside a hex id
    ['a1b2c3d4-6001-4234-8567-600123456789', []], // a UUID, digits between its dashes
    ['ref600123456', []],
    ['Pożyczki na dowód – porównanie', []], // no digit and no @: nothing is scanned
    ['kontakt@przelewik', []], // an @ without a domain
    ['KONTO@PRZELEWIK.PL', ['email']],
    ['jesien_2026', []], // fewer than six digits: nothing is scanned
    ['dowód ABA 300000', ['idCard']], // six digits in a row, after a space: the least a detector needs
    ['tel. 600-123-456', ['phone']],
    ['konto DE89 3704 0044 0532 0130 00', ['account']], // a foreign IBAN, its digits in groups
  ])('finds in %j: %j', (text, kinds) => expect(findPersonalData(text)).toEqual(kinds));

  it('reads numbers as their digits and leaves other scalars', () => {
    expect(looksPersonal(600123456)).toBe(true);
    expect(looksPersonal(44051401359)).toBe(true);
    expect(looksPersonal(1500)).toBe(false);
    expect(looksPersonal(1.5)).toBe(false);
    expect(looksPersonal(true)).toBe(false);
    expect(looksPersonal(null)).toBe(false);
  });

  it('removes the values that look personal and counts them, never naming them', () => {
    expect(removePersonalData({ step: 'two', contact: 'a@b.pl', phone_like: '600123456', amount: 1500 })).toEqual({
      kept: { step: 'two', amount: 1500 },
      removed: 2,
    });
    expect(removePersonalData({})).toEqual({ kept: {}, removed: 0 });
  });
});

describe('eventNameLooksPersonal', () => {
  it.each([
    ['call_600100200', true],
    ['call600100200', true],
    ['callTo600100200', true],
    ['lead_44051401359', true],
    ['id_abs123456', true],
    ['abs123456', true],
    ['iban_de89370400440532013000', true],
    ['nrb_61109010140000071219812874', true],
    ['page_view', false],
    ['pushUp', false],
    ['form_step3', false],
    ['v2_offer_click', false],
    ['campaign_20261126', false],
    ['ts_1732600000', false],
  ])('%s → %s', (name, expected) => expect(eventNameLooksPersonal(name, looksPersonal)).toBe(expected));
});
