// window.pageConfig.firebase (push opt-in): push is on only with a complete, well-formed block.
import { describe, expect, it } from 'vitest';
import { parseFirebaseSettings, parsePageConfig } from './page-config';

const OK = {
  apiKey: 'AIzaSyA-valid_key.123',
  projectId: 'przelewik-prod',
  messagingSenderId: '123456789012',
  appId: '1:123456789012:web:abcdef',
};

describe('parseFirebaseSettings', () => {
  it.each<[string, unknown, unknown]>([
    ['the four ids', OK, { ...OK, prompt: true }],
    [
      'with a VAPID key and prompt off',
      { ...OK, vapidKey: 'BPn7x_-A'.repeat(5), prompt: false },
      { ...OK, vapidKey: 'BPn7x_-A'.repeat(5), prompt: false },
    ],
    ['a missing id', { ...OK, appId: undefined }, undefined],
    ['an id that is not text', { ...OK, projectId: 42 }, undefined],
    ['an id with markup', { ...OK, apiKey: '<script>' }, undefined],
    ['an id too long', { ...OK, apiKey: 'a'.repeat(201) }, undefined],
    ['a VAPID key with spaces', { ...OK, vapidKey: 'not a key at all, really' }, undefined],
    ['prompt as a string', { ...OK, prompt: 'no' }, undefined],
    ['an array', [OK], undefined],
    ['a string', 'firebase', undefined],
  ])('%s', (_name, input, expected) => {
    expect(parseFirebaseSettings(input)).toEqual(expected);
  });
});

describe('parsePageConfig with firebase', () => {
  it('keeps a good block and drops a bad one with the other invalid fields', () => {
    expect(parsePageConfig({ firebase: OK }, 'https://cdn.example').config.firebase).toEqual({ ...OK, prompt: true });
    const bad = parsePageConfig({ firebase: { apiKey: 'x' }, countryId: 14 }, 'https://cdn.example');
    expect(bad.config.firebase).toBeUndefined();
    expect(bad.config.countryId).toBe(14);
    expect(bad.dropped).toEqual(['firebase']);
  });
});
