import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePageConfig } from './page-config';
import { readPlainConfig } from './page-config-wire';

const ORIGIN = 'https://cdn.example';
const hosts = (origin: string) => ({ feed: origin, leadgen: origin, events: origin, main: origin, cdn: origin });

describe('the plain page config the core reads itself', () => {
  it.each([
    ['no config', undefined, {}],
    ['null', null, {}],
    ['our site’s', { countryId: 14 }, { countryId: 14 }],
    [
      'a partner’s',
      {
        providerId: 'p1',
        country: 3,
        src: 'blog',
        trm: 'pożyczka',
        customText: 'Dostaj powiadomienia',
        consent: 'all',
      },
      {
        partnerId: 'p1',
        countryId: 3,
        src: 'blog',
        trm: 'pożyczka',
        customText: 'Dostaj powiadomienia',
        consent: { analytics: true, marketing: true },
      },
    ],
    [
      'countryId and providerId win over their other names',
      { countryId: 2, country: 5, providerId: 'a', provider: 'b' },
      { countryId: 2, partnerId: 'a' },
    ],
    ['an empty field is no field', { providerId: null, src: undefined }, {}],
  ])('%s is read whole, as the full reader reads it', (_what, raw, fields) => {
    const plain = readPlainConfig(raw, ORIGIN);
    expect(plain).toEqual({ whole: true, config: { hosts: hosts(ORIGIN), ...fields } });
    expect(parsePageConfig(raw, ORIGIN)).toEqual({ config: plain.config, dropped: [] });
  });

  it.each([
    ['a value to trim', { providerId: ' p1 ' }],
    ['a partner id outside the one rule (an e-mail address)', { providerId: 'jan@example.pl' }],
    ['a number as text', { countryId: '14' }],
    ['a partner id as a number', { providerId: 7 }],
    ['a text over its limit', { src: 'x'.repeat(201) }],
    ['a country id out of range', { countryId: 1000 }],
    ['a consent that is none of the forms', { consent: 'yes' }],
    ['a host', { eventsHost: 'https://events.example' }],
    ['a settings block', { gtm: 'GTM-AB12CD' }],
    ['an unknown field', { colour: 'red' }],
    ['a field named like an Object method', { toString: 'x' }],
    ['an array', []],
    ['a string', 'providerId=p1'],
  ])('%s is left to the full reader', (_what, raw) => {
    expect(readPlainConfig(raw, ORIGIN).whole).toBe(false);
  });

  it('keeps the fields it could read for a config it does not take whole', () => {
    expect(readPlainConfig({ providerId: 'p1', colour: 'red' }, ORIGIN)).toEqual({
      whole: false,
      config: { hosts: hosts(ORIGIN), partnerId: 'p1' },
    });
  });

  it('leaves an origin that is not http(s) to the full reader', () => {
    expect(readPlainConfig(undefined, 'null').whole).toBe(false);
    expect(parsePageConfig(undefined, 'null').config.hosts).toEqual(hosts(''));
  });

  it('never disagrees with the full reader on a config it takes whole', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(' p1', 'p1 ', '', ' ', 'ż', 'x'.repeat(100), 'x'.repeat(101), 'x'.repeat(200), 'x'.repeat(501)),
    );
    const value = fc.oneof(
      text,
      fc.integer({ min: -2, max: 1001 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constantFrom('all', 'none', '14', ' 3 '),
      fc.record({ analytics: fc.oneof(fc.boolean(), fc.string()), marketing: fc.boolean() }, { requiredKeys: [] }),
      fc.array(fc.integer(), { maxLength: 2 }),
    );
    const key = fc.constantFrom(
      'countryId',
      'country',
      'providerId',
      'provider',
      'customText',
      'customAcceptText',
      'customDeclineText',
      'customImg',
      'src',
      'mdm',
      'cmp',
      'cnt',
      'trm',
      'consent',
      'eventsHost',
      'gtm',
      'firebase',
      'colour',
      'constructor',
    );
    const origin = fc.constantFrom(
      'https://cdn.example',
      'http://localhost:3000',
      'http://[::1]:8080',
      new URL('HTTPS://EXAMPLE.COM:443/x').origin,
      'null',
    );
    let whole = 0;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), origin, (raw, at) => {
        const plain = readPlainConfig(raw, at);
        if (!plain.whole) return;
        whole++;
        expect(parsePageConfig(raw, at)).toEqual({ config: plain.config, dropped: [] });
      }),
      { numRuns: 3000 },
    );
    // The property says something only if many configs were taken whole.
    expect(whole).toBeGreaterThan(300);
  });
});
