import { describe, expect, it } from 'vitest';
import { MAX_PROPERTIES, MAX_STRING_LENGTH, personalDataIn, safeEventName, scrubProperties } from './personal-data';

describe('personalDataIn', () => {
  it.each([
    // PESEL (valid and invalid checksums alike: a typo is still someone's number)
    ['44051401458', 'digits'],
    ['pesel 02070803628', 'digits'],
    // phones, in every way people write them
    ['600123456', 'digits'],
    ['600 123 456', 'digits'],
    ['600-123-456', 'digits'],
    ['+48600123456', 'digits'],
    ['+48 600 123 456', 'digits'],
    ['(tel. 600.123.456)', 'digits'],
    // card numbers
    ['4111111111111111', 'digits'],
    ['4111 1111 1111 1111', 'digits'],
    ['5500-0000-0000-0004', 'digits'],
    // bank accounts: NRB and IBAN
    ['61 1090 1014 0000 0712 1981 2874', 'digits'],
    ['PL61109010140000071219812874', 'iban'],
    ['DE89370400440532013000', 'iban'],
    ['GB82WEST12345698765432', 'iban'],
    ['konto: GB82 WEST 1234 5698 7654 32', 'iban'],
    // ID card
    ['ABA300000', 'id-card'],
    ['aba 300000', 'id-card'],
    ['dowód: ABA-300000', 'id-card'],
    // email
    ['jan.kowalski@example.pl', 'email'],
    ['Napisz: anna+x@poczta.onet.pl', 'email'],
  ])('%s is %s', (text, kind) => {
    expect(personalDataIn(text)).toBe(kind);
  });

  it.each([
    ['page_view'],
    ['/pozyczki/na-dowod/'],
    ['1500'],
    ['12345678'], // 8 digits: not a phone
    ['2026-11-23T18:00:00.000Z'],
    ['30 dni'],
    ['0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['0f8fad5bd9cb469fa16570867728950e'],
    ['12345678-1234-4123-8123-123456789012'], // a lead id made of digits only is still a random id
    ['partner-42'],
    ['Pożyczka 3000 zł na 30 dni'],
    ['@handle'],
  ])('%s is clean', (text) => {
    expect(personalDataIn(text)).toBeNull();
  });
});

describe('scrubProperties', () => {
  it.each([
    [{ amount: 1500, term: 30, path: '/offers/' }, { amount: 1500, term: 30, path: '/offers/' }, []],
    [{ phone: '600123456', amount: 1500 }, { amount: 1500 }, ['phone']],
    [{ note: 'call me 600 123 456' }, {}, ['note']],
    [{ pesel: 'x', PESEL: 1, userPesel: null }, {}, ['pesel', 'PESEL', 'userPesel']],
    [{ email: 'no', mail: 'jan@example.pl' }, {}, ['email', 'mail']],
    [{ cardNumber: '', card: 'visa', card_brand: 'visa' }, { card_brand: 'visa' }, ['cardNumber', 'card']],
    [{ iban: '', bankAccount: '', account_no: '' }, {}, ['iban', 'bankAccount', 'account_no']],
    [{ idCard: '', id_card: '', dowod: '' }, {}, ['idCard', 'id_card', 'dowod']],
    [{ firstName: 'Jan', nazwisko: 'Kowalski', address: 'x' }, {}, ['firstName', 'nazwisko', 'address']],
    [{ value: 600123456 }, {}, ['value']],
    [{ big: 44051401458 }, {}, ['big']],
    [{ ratio: 0.5, ok: true, none: null }, { ratio: 0.5, ok: true, none: null }, []],
    [{ nested: { phone: '1', step: 2 } }, { nested: { step: 2 } }, ['nested.phone']],
    [{ list: ['a', 'ABA300000', 'b'] }, { list: ['a', 'b'] }, ['list[1]']],
    [{ 'jan@example.pl': 1 }, {}, ['jan@example.pl']],
    [{ fn: () => 1, nan: Number.NaN }, {}, ['fn']],
    [{ lead: '0f8fad5b-d9cb-469f-a165-70867728950e' }, { lead: '0f8fad5b-d9cb-469f-a165-70867728950e' }, []],
  ])('%j → %j', (input, properties, removed) => {
    expect(scrubProperties(input)).toEqual({ properties, removed });
  });

  it('cuts long strings at 4096 characters (SPEC §9)', () => {
    const { properties } = scrubProperties({ text: 'a'.repeat(MAX_STRING_LENGTH + 10) });
    expect((properties.text as string).length).toBe(MAX_STRING_LENGTH);
  });

  it('keeps at most 1000 properties (SPEC §9)', () => {
    const input = Object.fromEntries(Array.from({ length: MAX_PROPERTIES + 5 }, (_, i) => [`k${i}`, i]));
    const { properties, removed } = scrubProperties(input);
    expect(Object.keys(properties)).toHaveLength(MAX_PROPERTIES);
    expect(removed).toEqual(['k1000', 'k1001', 'k1002', 'k1003', 'k1004']);
  });

  it('drops nesting deeper than it needs', () => {
    expect(scrubProperties({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({
      properties: { a: { b: { c: {} } } },
      removed: ['a.b.c.d'],
    });
  });

  it.each([
    [undefined, []],
    [null, []],
    ['text', ['(properties)']],
    [[1], ['(properties)']],
  ])('takes %j as no properties', (input, removed) => {
    expect(scrubProperties(input)).toEqual({ properties: {}, removed });
  });
});

describe('safeEventName', () => {
  it.each([
    ['page_view', 'page_view'],
    ['  offer_click ', 'offer_click'],
    ['', undefined],
    ['x'.repeat(101), undefined],
    ['lead 600123456', undefined],
    ['jan@example.pl', undefined],
    [42, undefined],
  ])('%j → %j', (input, expected) => {
    expect(safeEventName(input)).toBe(expected);
  });
});
