import { describe, expect, it } from 'vitest';
import { SITE_ENV_NAMES } from '../contracts/company';
import { changedSetting, settingsLines, SITE_ENV_SETTINGS } from './build-stamp.mjs';

describe('the build stamp: a build made for other settings is stale', () => {
  const stamp = (env: Record<string, string>) => `build-1a2b\n${settingsLines(env)}`;
  it.each([
    ['the same settings', stamp({ SITE_URL: 'https://przelewik.pl' }), { SITE_URL: 'https://przelewik.pl' }, null],
    ['nothing set, then or now', stamp({}), {}, null],
    ['set empty now, unset then', stamp({}), { PUBLIC_API_BASE: '' }, null],
    [
      'another public origin',
      stamp({ SITE_URL: 'http://localhost:3000' }),
      { SITE_URL: 'https://przelewik.pl' },
      'SITE_URL',
    ],
    [
      'an API address added',
      stamp({ SITE_URL: 'https://przelewik.pl' }),
      { SITE_URL: 'https://przelewik.pl', PUBLIC_API_BASE: 'https://api.przelewik.pl' },
      'PUBLIC_API_BASE',
    ],
    ['a stamp from before settings were recorded', 'build-1a2b\n', {}, 'SITE_URL'],
    ['the company configured after a development build', stamp({}), { COMPANY_KRS: '0000123456' }, 'COMPANY_KRS'],
    [
      'other call-back hours',
      stamp({ CALLBACK_HOURS: 'pn.–pt. 9:00–17:00' }),
      { CALLBACK_HOURS: 'pn.–sob. 8:00–20:00' },
      'CALLBACK_HOURS',
    ],
    [
      'a value with an equals sign',
      stamp({ PUBLIC_API_BASE: 'https://a.example/?x=1' }),
      { PUBLIC_API_BASE: 'https://a.example/?x=1' },
      null,
    ],
  ])('%s', (_name, text, env, expected) => expect(changedSetting(text, env)).toBe(expected));

  it('records every variable the pages read from the environment (contracts/company.ts)', () => {
    expect([...SITE_ENV_SETTINGS].sort()).toEqual([...SITE_ENV_NAMES].sort());
  });
});
