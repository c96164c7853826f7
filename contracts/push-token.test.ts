import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_FIELDS, pushTokenForm, validatePushToken } from './push-token';

const TOKEN = 'fMx3-dummy_Token:APA91bHqL0ngEnoughToPass';
const form = (over: Record<string, string> = {}) => ({
  token: TOKEN,
  domain: 'partner.pl',
  utm_source: 'google',
  utm_medium: 'cpc',
  ...over,
});

describe('validatePushToken: utm_* values that look like personal data', () => {
  it.each([
    ['a phone in utm_term', { utm_term: '600100200' }, { utmTerm: null }, 1],
    ['a PESEL in utm_content', { utm_content: '44051401359' }, { utmContent: null }, 1],
    [
      'both, and an e-mail address in utm_campaign',
      { utm_term: '+48 600 100 200', utm_content: '44051401359', utm_campaign: 'jan@example.pl' },
      { utmTerm: null, utmContent: null, utmCampaign: null },
      3,
    ],
    [
      'ordinary values are kept',
      { utm_term: 'pozyczka 1000 zl', utm_campaign: 'jesien_2026' },
      { utmTerm: 'pozyczka 1000 zl', utmCampaign: 'jesien_2026' },
      0,
    ],
  ])('%s: stored as null and counted', (_name, over, expected, removed) => {
    const result = validatePushToken(form(over));
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.value).toMatchObject({
        ...expected,
        utmSource: 'google',
        utmMedium: 'cpc',
        removedPersonal: removed,
      });
  });
});

describe('pushTokenForm → validatePushToken: the /set-token record, both ends', () => {
  const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const read = (pairs: [string, string][]) => validatePushToken(Object.fromEntries(pairs));

  it('round-trips every field, in PUSH_TOKEN_FIELDS order, with the partner id sent as provider', () => {
    const pairs = pushTokenForm({
      token: TOKEN,
      gaClientId: '11.22',
      domain: 'Partner.PL',
      leadId: LEAD,
      country: 14,
      partnerId: 'partner-42',
      utmSource: 'blog',
      utmMedium: 'cpa',
      utmCampaign: 'jesien',
      utmContent: 'baner',
      utmTerm: 'pozyczka',
    });
    expect(pairs.map(([name]) => name)).toEqual([...PUSH_TOKEN_FIELDS]);
    expect(Object.fromEntries(pairs).provider).toBe('partner-42');
    expect(read(pairs)).toEqual({
      ok: true,
      value: {
        token: TOKEN,
        gaClientId: '11.22',
        domain: 'partner.pl',
        leadId: LEAD,
        country: 14,
        partnerId: 'partner-42',
        utmSource: 'blog',
        utmMedium: 'cpa',
        utmCampaign: 'jesien',
        utmContent: 'baner',
        utmTerm: 'pozyczka',
        removedPersonal: 0,
      },
    });
  });

  it('sends what the sender does not know as empty strings, which read back as null', () => {
    const pairs = pushTokenForm({ token: TOKEN, domain: 'partner.pl' });
    expect(new URLSearchParams(pairs).toString()).toBe(
      `token=${encodeURIComponent(TOKEN)}&ga_client_id=&domain=partner.pl&lead_id=&country=&provider=&utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=`,
    );
    const result = read(pairs);
    expect(result.ok && result.value).toMatchObject({
      leadId: null,
      country: null,
      partnerId: null,
      gaClientId: null,
      utmSource: null,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no token', { token: '' }, 'token'],
    ['a consent marker as the token', { token: 'CONFIRMED BY USER' }, 'token'],
    ['a token over 1024 characters', { token: 'a'.repeat(1025) }, 'token'],
    ['no domain', { domain: '' }, 'domain'],
    ['a domain that is no host name', { domain: 'http://x' }, 'domain'],
    ['a lead id that is no UUID v4', { lead_id: 'lead-1' }, 'lead_id'],
    ['country 0', { country: '0' }, 'country'],
    ['country 1000', { country: '1000' }, 'country'],
    ['a partner id with a space', { provider: 'partner 42' }, 'provider'],
    ['a partner id that is an e-mail address', { provider: 'jan@example.pl' }, 'provider'],
    ['a utm value over 200 characters', { utm_source: 'x'.repeat(201) }, 'utm_source'],
    ['a field given twice', { utm_medium: ['a', 'b'] }, 'utm_medium'],
    ['an unknown field', { partner_id: 'p' }, 'body'],
  ])('refuses %s', (_name, over, field) => {
    const result = validatePushToken({ ...form(), ...over });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.error)).toContain(field);
  });

  it.each([null, 'token=x', [], 42])('refuses a body that is no form: %j', (body) => {
    expect(validatePushToken(body)).toEqual({ ok: false, error: { body: 'expected a form body' } });
  });

  it('takes limits at their edge: a 200-character utm value, country 999, a 100-character partner id', () => {
    const result = validatePushToken(
      form({ utm_campaign: 'c'.repeat(200), country: '999', provider: 'p'.repeat(100) }),
    );
    expect(result.ok && result.value).toMatchObject({
      utmCampaign: 'c'.repeat(200),
      country: 999,
      partnerId: 'p'.repeat(100),
    });
  });
});
