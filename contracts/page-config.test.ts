import { describe, expect, it } from 'vitest';
import { normaliseHost, parsePageConfig } from './page-config';

const ORIGIN = 'https://cdn.przelewik.example';

describe('parsePageConfig', () => {
  it('defaults every host to the loader origin', () => {
    const { config, dropped } = parsePageConfig(undefined, ORIGIN);
    expect(config.hosts).toEqual({ feed: ORIGIN, leadgen: ORIGIN, events: ORIGIN, main: ORIGIN, cdn: ORIGIN });
    expect(dropped).toEqual([]);
  });

  it('takes the documented partner example', () => {
    const { config, dropped } = parsePageConfig(
      { countryId: 14, providerId: 'partner-42', src: 'blog', mdm: 'cpa', cmp: 'autumn' },
      ORIGIN,
    );
    expect(config).toMatchObject({ countryId: 14, partnerId: 'partner-42', src: 'blog', mdm: 'cpa', cmp: 'autumn' });
    expect(dropped).toEqual([]);
  });

  it.each([
    [{ country: 3 }, { countryId: 3 }],
    [{ country: '7' }, { countryId: 7 }],
    [{ provider: 12 }, { partnerId: '12' }],
    [{ customText: '  Hej  ' }, { customText: 'Hej' }],
    [
      { eventsHost: 'https://events.example/' },
      { hosts: expect.objectContaining({ events: 'https://events.example' }) },
    ],
  ])('reads %j', (input, expected) => {
    expect(parsePageConfig(input, ORIGIN).config).toMatchObject(expected);
  });

  it.each([
    [{ countryId: 'Poland' }, ['countryId']],
    [{ countryId: 1.5 }, ['countryId']],
    [{ countryId: -1 }, ['countryId']],
    [{ providerId: {} }, ['providerId']],
    [{ providerId: 'has space' }, ['providerId']],
    [{ provider: 'jan@example.pl' }, ['provider']],
    [{ customText: '' }, ['customText']],
    [{ customText: 'x'.repeat(501) }, ['customText']],
    [{ src: ['a'] }, ['src']],
    [{ eventsHost: 'javascript:alert(1)' }, ['eventsHost']],
    [{ eventsHost: 'https://user:pw@x.example' }, ['eventsHost']],
    [{ colour: 'red' }, ['colour']],
  ])('drops %j', (input, dropped) => {
    const result = parsePageConfig(input, ORIGIN);
    expect(result.dropped).toEqual(dropped);
    expect(result.config.hosts.events).toBe(ORIGIN);
  });

  it.each([[42], ['config'], [[1, 2]]])('drops a non-object config %j as a whole', (input) => {
    expect(parsePageConfig(input, ORIGIN).dropped).toEqual(['pageConfig']);
  });
});

describe('normaliseHost', () => {
  it.each([
    ['https://a.example', 'https://a.example'],
    ['https://a.example/', 'https://a.example'],
    ['http://localhost:3000/base/', 'http://localhost:3000/base'],
    ['ftp://a.example', undefined],
    ['https://a.example/?q=1', undefined],
    ['not a url', undefined],
    [7, undefined],
  ])('%s → %s', (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });
});

describe('consent in the page config', () => {
  it.each([
    ['all', { analytics: true, marketing: true }, []],
    [{ analytics: true }, { analytics: true, marketing: false }, []],
    ['maybe', undefined, ['consent']],
    [{ analytics: 'yes' }, undefined, ['consent']],
  ])('%j', (consent, expected, dropped) => {
    const result = parsePageConfig({ consent }, 'https://cdn.example');
    expect(result.config.consent).toEqual(expected);
    expect(result.dropped).toEqual(dropped);
  });
});

describe('abandoned-visit settings in the page config', () => {
  it.each<[unknown, unknown, string[]]>([
    [{}, { stateType: 'abandoned_visit_by_pxl', extra: {} }, []],
    [
      { stateType: 'abandoned_offers_by_pxl', extra: { campaign: 'jesien' } },
      { stateType: 'abandoned_offers_by_pxl', extra: { campaign: 'jesien' } },
      [],
    ],
    [{ stateType: 'bought_a_car' }, undefined, ['abandoned']],
    [{ extra: { phone: '600123456' } }, undefined, ['abandoned']],
    [{ extra: { note: 42 } }, undefined, ['abandoned']],
    [{ extra: ['x'] }, undefined, ['abandoned']],
    [{ other: 1 }, undefined, ['abandoned']],
    ['yes', undefined, ['abandoned']],
  ])('%j', (abandoned, expected, dropped) => {
    const result = parsePageConfig({ abandoned }, 'https://cdn.example');
    expect(result.config.abandoned).toEqual(expected);
    expect(result.dropped).toEqual(dropped);
  });
});

describe('the config in two parts', () => {
  it('the base knows every settings block page-settings.ts reads, so none is reported unknown or left unread', async () => {
    const { FEATURE_SETTING_FIELDS } = await import('./page-config-base');
    const { SERVICE_SETTING_FIELDS } = await import('./services');
    expect([...FEATURE_SETTING_FIELDS].sort()).toEqual(['abandoned', 'firebase', ...SERVICE_SETTING_FIELDS].sort());
  });

  it('a config without settings blocks is read whole by the base alone', async () => {
    const { parseBaseConfig } = await import('./page-config-base');
    const base = parseBaseConfig({ providerId: 'p1', src: 'blog', colour: 'red' }, 'https://cdn.example');
    expect(base.withSettings).toBeUndefined();
    expect(base.unknown).toEqual(['colour']);
    expect(parseBaseConfig({ gtm: 'GTM-AB12CD' }, 'https://cdn.example').withSettings).toEqual({ gtm: 'GTM-AB12CD' });
  });
});
