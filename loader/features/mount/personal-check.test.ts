// The partner values' personal-data check (personal-check.ts): the detector is fetched only for a page with a value
// that could hold personal data, and until it is there such a value is never passed on. One module state per file:
// the tests run in order, before and after the detector is loaded.
import { describe, expect, it } from 'vitest';
import { fakeEnv } from '../../testing/fake-env';
import { partnerLinks } from './links';
import { isPersonal, readyToCheck, signedSubIds } from './personal-check';
import { offerListSpec } from './read-options';

/** A campaign id of seven digits: a sign of personal data, and none (no phone, PESEL, card or account number). */
const CAMPAIGN = 'kampania-7431902';
const PHONE = '600 100 200';

const ctx = (href = 'https://partner.example/', scriptData?: Record<string, string>) => ({
  env: fakeEnv({ href, ...(scriptData ? { scriptData } : {}) }),
  config: { hosts: { main: 'https://przelewik.example' } } as never,
});

describe('before the detector is fetched', () => {
  it('values without an @ or six digits are read and passed on as they are, and nothing is fetched for them', async () => {
    const page = ctx('https://partner.example/?sub2=jesien_2026', { sub3: 'stopka' });
    await readyToCheck(page, { sub1: 'blog', affId: '123456789' });
    expect(isPersonal('blog')).toBe(false);
    expect(offerListSpec({ sub1: 'blog' }).spec.subIds).toEqual({ sub1: 'blog' });
    const link = partnerLinks(page as never, { sub1: 'blog' })('/transition/?offer=1');
    expect(link).toBe(
      'https://przelewik.example/transition/?offer=1&sub1=blog&sub2=jesien_2026&sub3=stopka&placement=widget',
    );
    expect(page.env.warnings).toEqual([]);
  });

  it('a value with a sign is dropped while nothing has checked it, never passed on unchecked', () => {
    expect(isPersonal(CAMPAIGN)).toBe(true);
    const { spec, dropped } = offerListSpec({ sub1: CAMPAIGN });
    expect(spec.subIds).toEqual({});
    expect(dropped).toEqual(['data-sub1']);
  });
});

describe('signedSubIds: which pages fetch the detector', () => {
  it.each<[string, string, Record<string, string>, Record<string, string> | undefined, boolean]>([
    [
      'nothing signed',
      'https://partner.example/?sub1=blog&utm_term=1234567',
      { amount: '250000' },
      { sub2: 'x' },
      false,
    ],
    ['the address', `https://partner.example/?sub1=${CAMPAIGN}`, {}, undefined, true],
    ['the widget element', 'https://partner.example/', { sub4: 'a@b.pl' }, undefined, true],
    ['our script tag', 'https://partner.example/', {}, { sub5: PHONE }, true],
    [
      'a partner id with digits (checked as an id, not as text)',
      'https://partner.example/?pid=1234567',
      { affId: '7654321' },
      undefined,
      false,
    ],
    ['an address that does not parse', 'nie adres', { sub1: 'blog' }, undefined, false],
  ])('%s → %s', (_name, href, dataset, scriptData, expected) => {
    expect(signedSubIds(href, dataset, scriptData)).toBe(expected);
  });
});

describe('a page with a value that has a sign fetches the detector first', () => {
  it('fetches it, once, and says nothing', async () => {
    const page = ctx(`https://partner.example/?sub1=${CAMPAIGN}`);
    await readyToCheck(page, {});
    expect(isPersonal(CAMPAIGN)).toBe(false);
    expect(page.env.warnings).toEqual([]);
  });

  it('then a value with a sign but no personal data is kept, and personal data is still dropped', () => {
    expect(isPersonal(CAMPAIGN)).toBe(false);
    expect(isPersonal(PHONE)).toBe(true);
    expect(isPersonal('jan.kowalski@example.pl')).toBe(true);
    const { spec, dropped } = offerListSpec({ sub1: CAMPAIGN, sub2: PHONE });
    expect(spec.subIds).toEqual({ sub1: CAMPAIGN });
    expect(dropped).toEqual(['data-sub2']);
  });
});
