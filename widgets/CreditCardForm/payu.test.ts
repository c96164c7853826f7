// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CARD_ERRORS } from '../../contracts/checks/card';
import type { FieldSlot, HostedField } from './operator';
import { PAYU_SDK, isPayuPosId, payuOperator, payuOutcome } from './payu';

describe('payuOutcome', () => {
  it('takes PayU’s token and the last four digits of its mask, never more of the number', () => {
    expect(payuOutcome({ status: 'SUCCESS', body: { token: 'TOK_1', mask: '444433******1111' } }, 'visa')).toEqual({
      ok: true,
      card: { token: 'TOK_1', operator: 'payu', brand: 'visa', last4: '1111' },
    });
    expect(payuOutcome({ status: 'SUCCESS', body: { token: 'TOK_2' } }, undefined)).toEqual({
      ok: true,
      card: { token: 'TOK_2', operator: 'payu' },
    });
  });

  it('puts PayU’s validation codes under their fields in Polish', () => {
    const outcome = payuOutcome(
      {
        status: 'ERROR',
        error: {
          messages: [
            {
              type: 'validation',
              code: 'error.validation.card.number',
              source: 'number',
              message: 'Invalid card number',
            },
            { type: 'validation', code: 'error.validation.expDate.past', source: 'date', message: 'Expired' },
            { type: 'validation', code: 'error.validation.cvv.new', source: 'cvv', message: 'Something new' },
          ],
        },
      },
      undefined,
    );
    expect(outcome).toEqual({
      ok: false,
      errors: { number: CARD_ERRORS.number.luhn, expiry: CARD_ERRORS.expiry.expired, cvc: 'Sprawdź to pole.' },
    });
  });

  it.each([
    ['a technical error', { status: 'ERROR', error: { messages: [{ type: 'technical', code: 'error.network' }] } }],
    ['a success without a token', { status: 'SUCCESS', body: { token: '' } }],
    ['nothing', undefined],
    ['an unknown answer', { status: 'WAIT' }],
  ])('calls %s unavailable, never accepted', (_what, answer) => {
    expect(payuOutcome(answer, 'visa')).toEqual({ ok: false, unavailable: true });
  });
});

describe('isPayuPosId', () => {
  it.each([
    ['300746', true],
    ['0', true],
    ['', false],
    ['30 07', false],
    ['abc', false],
    ['1234567890123', false],
    [300746, false],
  ])('%j → %s', (value, ok) => {
    expect(isPayuPosId(value)).toBe(ok);
  });
});

describe('payuOperator', () => {
  function fakeSdk() {
    const rendered: string[] = [];
    const removed: string[] = [];
    const handlers: Record<string, (body: { brand?: string }) => void> = {};
    const sdk = {
      secureForms: vi.fn(() => ({
        add: (type: string) => {
          const form = {
            render: (selector: string) => (rendered.push(`${type} ${selector}`), form),
            on: (_event: string, handler: (body: { brand?: string }) => void) => ((handlers[type] = handler), form),
            remove: () => (removed.push(type), form),
          };
          return form;
        },
      })),
      tokenize: vi.fn(async () => ({ status: 'SUCCESS' as const, body: { token: 'TOK_X', mask: '555555******4444' } })),
    };
    const entry = vi.fn(() => sdk);
    return { sdk, entry, rendered, removed, handlers };
  }
  const slotsIn = (parent: Element | ShadowRoot): Record<HostedField, FieldSlot> => {
    const make = (field: HostedField) => {
      const element = document.createElement('div');
      parent.appendChild(element);
      return { element, label: field, labelId: `${field}-l` };
    };
    return { number: make('number'), expiry: make('expiry'), cvc: make('cvc') };
  };

  it('loads PayU’s SDK from PayU (the sandbox when asked), renders its three fields and asks for a single-use token', async () => {
    const fake = fakeSdk();
    const loadScript = vi.fn(async () => {});
    const fields = await payuOperator({ posId: '300746', environment: 'sandbox' }, loadScript, () => fake.entry).mount(
      slotsIn(document.body),
    );
    expect(loadScript).toHaveBeenCalledWith(PAYU_SDK.sandbox);
    expect(fake.entry).toHaveBeenCalledWith('300746');
    expect(fake.sdk.secureForms).toHaveBeenCalledWith({ lang: 'pl' });
    expect(fake.rendered.map((r) => r.split(' ')[0])).toEqual(['number', 'date', 'cvv']);
    for (const line of fake.rendered) expect(document.querySelector(line.split(' ')[1]!)).not.toBeNull();
    fake.handlers.number!({ brand: 'mastercard' });
    expect(await fields.tokenize()).toEqual({
      ok: true,
      card: { token: 'TOK_X', operator: 'payu', brand: 'mastercard', last4: '4444' },
    });
    expect(fake.sdk.tokenize).toHaveBeenCalledWith('SINGLE');
    fields.remove();
    expect(fake.removed).toEqual(['number', 'date', 'cvv']);
  });

  it('in a shadow root, places PayU’s fields in the host’s own children, shown through named slots', async () => {
    const fake = fakeSdk();
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const slots = slotsIn(root);
    const fields = await payuOperator(
      { posId: '1', environment: 'production' },
      async () => {},
      () => fake.entry,
    ).mount(slots);
    for (const line of fake.rendered) {
      const outer = document.querySelector(line.split(' ')[1]!)!;
      expect(outer.parentElement).toBe(host);
      expect(root.querySelector(`slot[name="${outer.getAttribute('slot')}"]`)).not.toBeNull();
    }
    fields.remove();
    expect(host.children).toHaveLength(0);
    expect(root.querySelectorAll('slot')).toHaveLength(0);
  });

  it('fails to mount when the SDK does not define PayU, and answers unavailable when tokenize throws', async () => {
    await expect(
      payuOperator(
        { posId: '1', environment: 'production' },
        async () => {},
        () => undefined,
      ).mount(slotsIn(document.body)),
    ).rejects.toThrow(/PayU/);
    await expect(
      payuOperator(
        { posId: '1', environment: 'production' },
        () => Promise.reject(new Error('blocked')),
        () => undefined,
      ).mount(slotsIn(document.body)),
    ).rejects.toThrow('blocked');
    const fake = fakeSdk();
    fake.sdk.tokenize.mockRejectedValueOnce(new Error('network'));
    const fields = await payuOperator(
      { posId: '1', environment: 'production' },
      async () => {},
      () => fake.entry,
    ).mount(slotsIn(document.body));
    expect(await fields.tokenize()).toEqual({ ok: false, unavailable: true });
  });
});
