import { describe, expect, it } from 'vitest';
import { allows, parseConsentInput } from './consent';

describe('parseConsentInput', () => {
  it.each([
    [true, { analytics: true, marketing: true }],
    ['all', { analytics: true, marketing: true }],
    [false, { analytics: false, marketing: false }],
    ['none', { analytics: false, marketing: false }],
    [{ analytics: true }, { analytics: true, marketing: false }],
    [{ analytics: false, marketing: true, revision: 1, necessary: true }, { analytics: false, marketing: true }],
    [{}, { analytics: false, marketing: false }],
    [{ analytics: 'yes' }, undefined],
    [{ marketing: 1 }, undefined],
    ['yes', undefined],
    [null, undefined],
    [undefined, undefined],
    [[true], undefined],
    [1, undefined],
  ])('%j → %j', (input, expected) => {
    expect(parseConsentInput(input)).toEqual(expected);
  });
});

describe('allows', () => {
  it.each([
    ['none', { analytics: false, marketing: false }, true],
    ['analytics', { analytics: false, marketing: true }, false],
    ['analytics', { analytics: true, marketing: false }, true],
    ['marketing', { analytics: true, marketing: false }, false],
    ['marketing', { analytics: false, marketing: true }, true],
  ] as const)('%s under %j → %s', (need, state, expected) => {
    expect(allows(state, need)).toBe(expected);
  });
});
