import { describe, expect, it } from 'vitest';
import { createLocalTokenizer, localTokenizer } from './tokenize';

const CARD = { number: '4111111111111111', expMonth: 8, expYear: 2027, cvc: '987', holder: 'ANNA KOWALSKA' };

describe('localTokenizer', () => {
  it('returns only a random token, the brand, the last four digits and the expiry', async () => {
    const token = await localTokenizer.tokenize(CARD);
    expect(Object.keys(token).sort()).toEqual(['brand', 'expMonth', 'expYear', 'last4', 'token']);
    expect(token).toMatchObject({ brand: 'visa', last4: '1111', expMonth: 8, expYear: 2027 });
    expect(token.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('carries no full number, CVC or name', async () => {
    // Random bytes fixed to 0xab so the token's hex ('abab…') holds no digit that could look like the CVC.
    const token = await createLocalTokenizer((bytes) => bytes.fill(0xab)).tokenize(CARD);
    const json = JSON.stringify(token);
    expect(token.token).toBe('ab'.repeat(16));
    expect(json).not.toContain(CARD.number);
    expect(json).not.toContain(CARD.number.slice(0, 12));
    expect(json).not.toContain(CARD.cvc);
    expect(json).not.toContain('KOWALSKA');
  });

  it('makes a new token every time', async () => {
    const a = await localTokenizer.tokenize(CARD);
    const b = await localTokenizer.tokenize(CARD);
    expect(a.token).not.toBe(b.token);
  });

  it('names an unknown brand as such', async () => {
    expect((await localTokenizer.tokenize({ ...CARD, number: '9999999999999995' })).brand).toBe('unknown');
  });
});
