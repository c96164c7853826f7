// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CARD_ERRORS } from '../../contracts/checks/card';
import type { FieldSlot, HostedField } from './operator';
import { demoOperator, demoToken } from './tokenize';

const NOW = () => new Date('2025-06-15T10:00:00Z');

function slots(): Record<HostedField, FieldSlot> {
  const make = (field: HostedField): FieldSlot => {
    const element = document.createElement('div');
    document.body.append(element);
    return { element, label: field, labelId: `${field}-label` };
  };
  return { number: make('number'), expiry: make('expiry'), cvc: make('cvc') };
}
function type(slot: FieldSlot, value: string) {
  const input = slot.element.querySelector('input')!;
  input.value = value;
  input.dispatchEvent(new Event('input'));
  return input;
}

describe('the demonstration operator', () => {
  it('says it is a demonstration', () => {
    expect(demoOperator().demo).toBe(true);
  });

  it('puts a labelled input into each place and masks what is typed', async () => {
    const places = slots();
    await demoOperator({ now: NOW }).mount(places);
    const number = type(places.number, '4111111111111111');
    expect(number.value).toBe('4111 1111 1111 1111');
    expect(number.getAttribute('aria-labelledby')).toBe('number-label');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(type(places.expiry, '0827').value).toBe('08/27');
  });

  it('answers the contract’s errors per field, then a random token with the brand and last four digits only', async () => {
    const places = slots();
    const fields = await demoOperator({ now: NOW, fillRandom: (bytes) => bytes.fill(0xab) }).mount(places);
    type(places.number, '4111111111111112');
    type(places.expiry, '0524');
    expect(await fields.tokenize()).toEqual({
      ok: false,
      errors: { number: CARD_ERRORS.number.luhn, expiry: CARD_ERRORS.expiry.expired, cvc: CARD_ERRORS.cvc.empty },
    });
    type(places.number, '4111111111111111');
    type(places.expiry, '0827');
    type(places.cvc, '987');
    const outcome = await fields.tokenize();
    expect(outcome).toEqual({
      ok: true,
      card: { token: 'ab'.repeat(16), operator: 'demo', brand: 'visa', last4: '1111' },
    });
    expect(JSON.stringify(outcome)).not.toContain('987');
    // And forgets the card once it has answered.
    for (const place of Object.values(places)) expect(place.element.querySelector('input')!.value).toBe('');
    fields.remove();
    for (const place of Object.values(places)) expect(place.element.querySelector('input')).toBeNull();
  });

  it('makes a new token every time', () => {
    expect(demoToken()).toMatch(/^[0-9a-f]{32}$/);
    expect(demoToken()).not.toBe(demoToken());
  });
});
