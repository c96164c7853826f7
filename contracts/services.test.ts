import { describe, expect, it } from 'vitest';
import { parsePageConfig } from './page-config';
import { parseServiceSettings, serviceUrl } from './services';

const AMP_KEY = '0123456789abcdef0123456789abcdef';
const FP_KEY = 'aB3dE5gH7jK9mN1pQ3sT';

describe('parseServiceSettings', () => {
  it.each([
    [{}, {}],
    [{ amplitude: { apiKey: AMP_KEY } }, { amplitude: { apiKey: AMP_KEY } }],
    [{ amplitude: AMP_KEY }, { amplitude: { apiKey: AMP_KEY } }],
    [
      { amplitude: { apiKey: ` ${AMP_KEY} `, serverUrl: 'https://api.eu.amplitude.com/2/httpapi', serverZone: 'EU' } },
      { amplitude: { apiKey: AMP_KEY, serverUrl: 'https://api.eu.amplitude.com/2/httpapi', serverZone: 'EU' } },
    ],
    [
      { amplitude: { apiKey: AMP_KEY, serverUrl: 'http://127.0.0.1:4000/amp' } },
      { amplitude: { apiKey: AMP_KEY, serverUrl: 'http://127.0.0.1:4000/amp' } },
    ],
    [{ fingerprint: { apiKey: FP_KEY } }, { fingerprint: { apiKey: FP_KEY } }],
    [{ fingerprint: FP_KEY }, { fingerprint: { apiKey: FP_KEY } }],
    [
      { fingerprint: { apiKey: FP_KEY, endpoint: 'https://fp.przelewik.example', region: 'eu' } },
      { fingerprint: { apiKey: FP_KEY, endpoint: 'https://fp.przelewik.example/', region: 'eu' } },
    ],
    // A block without a key is kept: the feature reports "API key required" (SPEC §8).
    [{ fingerprint: {} }, { fingerprint: {} }],
    [{ gtm: { containerId: 'GTM-AB12CD' } }, { gtm: { containerId: 'GTM-AB12CD' } }],
    [{ gtm: 'GTM-XYZ9' }, { gtm: { containerId: 'GTM-XYZ9' } }],
    [{ pixels: { meta: '1234567890123456' } }, { pixels: { meta: '1234567890123456' } }],
    [{ pixels: { meta: 1234567890123 } }, { pixels: { meta: '1234567890123' } }],
    [{ amplitude: null, fingerprint: undefined }, {}],
  ])('reads %j', (input, expected) => {
    const { services, dropped } = parseServiceSettings(input);
    expect(services).toEqual(expected);
    expect(dropped).toEqual([]);
  });

  it.each([
    [{ amplitude: 42 }, {}, ['amplitude']],
    [{ amplitude: [AMP_KEY] }, {}, ['amplitude']],
    [{ amplitude: {} }, {}, ['amplitude.apiKey']],
    [{ amplitude: { apiKey: 'short' } }, {}, ['amplitude.apiKey']],
    [{ amplitude: { apiKey: 'has spaces in it ok' } }, {}, ['amplitude.apiKey']],
    [
      { amplitude: { apiKey: AMP_KEY, serverUrl: 'http://evil.example/x' } },
      { amplitude: { apiKey: AMP_KEY } },
      ['amplitude.serverUrl'],
    ],
    [
      { amplitude: { apiKey: AMP_KEY, serverUrl: 'javascript:alert(1)' } },
      { amplitude: { apiKey: AMP_KEY } },
      ['amplitude.serverUrl'],
    ],
    [
      { amplitude: { apiKey: AMP_KEY, serverZone: 'PL' } },
      { amplitude: { apiKey: AMP_KEY } },
      ['amplitude.serverZone'],
    ],
    [{ amplitude: { apiKey: AMP_KEY, colour: 'red' } }, { amplitude: { apiKey: AMP_KEY } }, ['amplitude.colour']],
    [{ fingerprint: true }, {}, ['fingerprint']],
    [{ fingerprint: { apiKey: 12 } }, { fingerprint: {} }, ['fingerprint.apiKey']],
    [{ fingerprint: { apiKey: FP_KEY, region: 'EU' } }, { fingerprint: { apiKey: FP_KEY } }, ['fingerprint.region']],
    [
      { fingerprint: { apiKey: FP_KEY, endpoint: 'https://u:p@fp.example' } },
      { fingerprint: { apiKey: FP_KEY } },
      ['fingerprint.endpoint'],
    ],
    [{ gtm: 'UA-12345-1' }, {}, ['gtm.containerId']],
    [{ gtm: { containerId: 'gtm-ab12cd' } }, {}, ['gtm.containerId']],
    [{ gtm: {} }, {}, ['gtm.containerId']],
    [{ gtm: 7 }, {}, ['gtm']],
    [{ pixels: { meta: 'abc' } }, {}, ['pixels.meta']],
    [{ pixels: { meta: '1234567890', tiktok: 'x' } }, { pixels: { meta: '1234567890' } }, ['pixels.tiktok']],
    [{ pixels: 'x' }, {}, ['pixels']],
  ])('drops the bad parts of %j', (input, expected, dropped) => {
    const result = parseServiceSettings(input);
    expect(result.services).toEqual(expected);
    expect(result.dropped).toEqual(dropped);
  });
});

describe('serviceUrl', () => {
  it.each([
    ['https://api2.amplitude.com/2/httpapi', 'https://api2.amplitude.com/2/httpapi'],
    ['https://fp.example', 'https://fp.example/'],
    ['http://localhost:3000/x', 'http://localhost:3000/x'],
    ['http://fp.example', undefined],
    ['https://fp.example/#x', undefined],
    ['ftp://fp.example', undefined],
    ['no url', undefined],
    [5, undefined],
  ])('%s → %s', (input, expected) => {
    expect(serviceUrl(input)).toBe(expected);
  });
});

describe('parsePageConfig with services', () => {
  it('puts the services on the config and reports bad parts in the one dropped list', () => {
    const { config, dropped } = parsePageConfig(
      {
        countryId: 14,
        amplitude: { apiKey: AMP_KEY, serverZone: 'XX' },
        fingerprint: { apiKey: FP_KEY },
        gtm: 'nope',
        pixels: { meta: '1234567890' },
        colour: 'red',
      },
      'https://cdn.example',
    );
    expect(config).toMatchObject({
      countryId: 14,
      amplitude: { apiKey: AMP_KEY },
      fingerprint: { apiKey: FP_KEY },
      pixels: { meta: '1234567890' },
    });
    expect(config.gtm).toBeUndefined();
    expect(dropped).toEqual(['amplitude.serverZone', 'gtm.containerId', 'colour']);
  });

  it('leaves the services off when they are not given', () => {
    const { config } = parsePageConfig({ providerId: 'p' }, 'https://cdn.example');
    expect(config.amplitude ?? config.fingerprint ?? config.gtm ?? config.pixels).toBeUndefined();
  });
});
