import { describe, expect, it } from 'vitest';
import { cardOperator } from './card-operator';

describe('cardOperator', () => {
  it.each([
    [{}, 'no payment operator is configured (set data-payu-pos-id to your PayU POS id)'],
    [{ payuPosId: '  ' }, 'no payment operator is configured'],
    [{ payuPosId: 'abc' }, 'data-payu-pos-id must be your PayU POS id (digits only)'],
    [{ payuPosId: '300746', payuEnvironment: 'test' }, 'data-payu-environment must be "production" or "sandbox"'],
  ])('%j is not shown: %s', (dataset, why) => {
    const read = cardOperator(dataset);
    expect('missing' in read && read.missing).toMatch(/^widget "credit-card" is not shown: /);
    expect('missing' in read && read.missing).toContain(why);
  });

  it.each([
    [{ payuPosId: '300746' }, { posId: '300746', environment: 'production' }],
    [
      { payuPosId: ' 300746 ', payuEnvironment: 'sandbox' },
      { posId: '300746', environment: 'sandbox' },
    ],
  ])('%j → PayU %j', (dataset, payu) => {
    expect(cardOperator(dataset)).toEqual({ payu });
  });
});
