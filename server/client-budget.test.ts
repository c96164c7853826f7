import { describe, expect, it } from 'vitest';
import { clientBudget, waitText } from './client-budget';

describe('clientBudget', () => {
  it('lets `max` requests of a client through per window, refuses the next until the window ends', () => {
    const budget = clientBudget({ max: 2, windowMs: 60_000 });
    expect(budget.take('a', 1_000)).toEqual({ ok: true });
    expect(budget.take('a', 2_000)).toEqual({ ok: true });
    expect(budget.take('a', 3_000)).toEqual({ ok: false, retryAfterMs: 58_000 });
    expect(budget.take('b', 3_000)).toEqual({ ok: true }); // clients count apart
    expect(budget.take('a', 60_999)).toEqual({ ok: false, retryAfterMs: 1 });
    expect(budget.take('a', 61_000)).toEqual({ ok: true }); // a new window
  });

  it('starts afresh past maxClients addresses in one window, and never refuses a new client for it', () => {
    const budget = clientBudget({ max: 1, windowMs: 1_000, maxClients: 3 });
    for (const client of ['a', 'b', 'c']) expect(budget.take(client, 0).ok).toBe(true);
    expect(budget.take('a', 1).ok).toBe(false);
    expect(budget.take('d', 2).ok).toBe(true); // the fourth address: counters start again
    expect(budget.take('a', 3).ok).toBe(true);
    expect(budget.take('a', 4).ok).toBe(false);
  });

  it.each([
    [0, 0],
    [5, Number.NaN],
  ])('refuses max %s / window %s', (max, windowMs) => {
    expect(() => clientBudget({ max, windowMs })).toThrow(/max ≥ 1/);
  });
});

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [1_000, '1 second'],
    [1_001, '2 seconds'],
    [59_000, '59 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [180_000, '3 minutes'],
  ])('%s ms → %s', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});
