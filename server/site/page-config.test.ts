import { describe, expect, it } from 'vitest';
import { parsePageConfig } from '../../contracts/page-config';
import { PROMPT_TEXTS, promptTexts } from '../../loader/features/push/texts';
import { pageConfigScript, parseSitePageConfig, sitePageOrigins } from './page-config';

const firebase = {
  FIREBASE_API_KEY: 'AIzaKey',
  FIREBASE_PROJECT_ID: 'proj',
  FIREBASE_MESSAGING_SENDER_ID: '123',
  FIREBASE_APP_ID: '1:123:web:abc',
};

describe('parseSitePageConfig', () => {
  it.each([
    ['nothing set', {}, {}],
    [
      'Firebase',
      firebase,
      { firebase: { apiKey: 'AIzaKey', projectId: 'proj', messagingSenderId: '123', appId: '1:123:web:abc' } },
    ],
    [
      'FingerprintJS Pro',
      { FINGERPRINT_API_KEY: 'fpKey123', FINGERPRINT_REGION: 'eu' },
      { fingerprint: { apiKey: 'fpKey123', region: 'eu' } },
    ],
    [
      'Amplitude',
      { AMPLITUDE_API_KEY: 'amp0123456789', AMPLITUDE_SERVER_ZONE: 'EU' },
      { amplitude: { apiKey: 'amp0123456789', serverZone: 'EU' } },
    ],
    ['blank values', { AMPLITUDE_API_KEY: '  ' }, {}],
  ])('%s', (_name, env, expected) => {
    expect(parseSitePageConfig(env)).toEqual(expected);
  });
  it.each([
    ['a Firebase block without its app id', { ...firebase, FIREBASE_APP_ID: undefined }, /FIREBASE_/],
    [
      'an unknown FingerprintJS region',
      { FINGERPRINT_API_KEY: 'fpKey123', FINGERPRINT_REGION: 'mars' },
      /FINGERPRINT_REGION/,
    ],
  ])('refuses %s with the variable named', (_name, env, message) => {
    expect(() => parseSitePageConfig(env)).toThrow(message);
  });
});

describe('sitePageOrigins', () => {
  it.each([
    [{}, { connect: [], script: [] }],
    [{ amplitude: { apiKey: 'k' } }, { connect: ['https://api2.amplitude.com'], script: [] }],
    // Push's hosts are in every page's policy (server/csp.ts), not added here.
    [{ firebase: { apiKey: 'k', projectId: 'p' } }, { connect: [], script: [] }],
    [{ amplitude: { apiKey: 'k', serverZone: 'EU' } }, { connect: ['https://api.eu.amplitude.com'], script: [] }],
    [{ fingerprint: { apiKey: 'k' } }, { connect: ['https://*.fpjs.io'], script: ['https://fpnpmcdn.net'] }],
    [
      { fingerprint: { apiKey: 'k', endpoint: 'https://fp.example.pl/x' } },
      { connect: ['https://fp.example.pl', 'https://*.fpjs.io'], script: ['https://fpnpmcdn.net'] },
    ],
  ])('%j', (config, expected) => {
    expect(sitePageOrigins(config)).toEqual(expected);
  });
});

describe('the site page config script', () => {
  const run = (script: string, before: Record<string, unknown> = {}) => {
    const window: { pageConfig?: Record<string, unknown> } = { pageConfig: before };
    new Function('window', script)(window);
    return window.pageConfig!;
  };

  it('carries the Polish country id, so the push prompt and the notifications speak Polish', () => {
    const config = run(pageConfigScript({}));
    expect(config.countryId).toBe(14);
    expect(PROMPT_TEXTS[config.countryId as number]?.lang).toBe('pl');
    expect(promptTexts(config.countryId as number).message).toBe(
      'Włącz powiadomienia, a\u00a0damy Ci znać, gdy pieniądze będą w\u00a0drodze na Twoje konto.',
    );
    expect(parsePageConfig(config, 'http://localhost').dropped).toEqual([]);
  });

  it('keeps the services and lets a field the page set itself win', () => {
    const config = run(pageConfigScript({ amplitude: { apiKey: 'amp</script>' } }), { countryId: 3 });
    expect(config).toEqual({ countryId: 3, amplitude: { apiKey: 'amp</script>' } });
    expect(pageConfigScript({ amplitude: { apiKey: 'amp</script>' } })).not.toContain('</script>');
  });
});
