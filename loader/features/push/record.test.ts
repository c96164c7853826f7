// The /set-token form the push feature builds (SPEC §3): the 11 fields from the page, its config and cookies.
import { describe, expect, it } from 'vitest';
import { fakeContext, fakeEnv, memoryCookies } from '../../testing/fake-env';
import { gaClientId, recordBody } from './index';

const TOKEN = 'fcm-token:APA91bEXAMPLEexampleEXAMPLE';
const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('gaClientId', () => {
  it.each([
    ['_ga=GA1.1.1234567890.1700000000', '1234567890.1700000000'],
    ['a=1; _ga=GA1.2.42.43; b=2', '42.43'],
    ['_ga_ABC=GS1.1.x; other=1', ''],
    ['', ''],
  ])('%j → %j', (cookies, id) => expect(gaClientId(cookies)).toBe(id));
});

describe('recordBody', () => {
  const config = {
    countryId: 14,
    providerId: 'partner-42',
    src: 'blog',
    mdm: 'cpa',
    cmp: 'autumn',
    cnt: 'side',
    trm: 'loans',
  };

  it("has the 11 fields in order; the URL's utm_* win over the config's attribution", () => {
    const env = fakeEnv({
      href: 'https://partner.example/p?utm_source=newsletter&utm_campaign=listopad',
      cookies: memoryCookies({ _ga: 'GA1.1.11.22' }),
    });
    const body = recordBody(fakeContext(env, config), TOKEN, LEAD)!;
    expect([...body.entries()]).toEqual([
      ['token', TOKEN],
      ['ga_client_id', '11.22'],
      ['domain', 'partner.example'],
      ['lead_id', LEAD],
      ['country', '14'],
      ['provider', 'partner-42'],
      ['utm_source', 'newsletter'],
      ['utm_medium', 'cpa'],
      ['utm_campaign', 'listopad'],
      ['utm_content', 'side'],
      ['utm_term', 'loans'],
    ]);
  });

  it('sends empty strings for what is unknown, and nothing for a consent marker', () => {
    const ctx = fakeContext(fakeEnv({ href: 'https://site.example/' }), {});
    expect(Object.fromEntries(recordBody(ctx, TOKEN, null)!)).toEqual({
      token: TOKEN,
      ga_client_id: '',
      domain: 'site.example',
      lead_id: '',
      country: '',
      provider: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_content: '',
      utm_term: '',
    });
    expect(recordBody(ctx, 'CONFIRMED BY USER', null)).toBeNull();
  });

  it('leaves out utm_* values that look like personal data, as events do', () => {
    const env = fakeEnv({
      href: 'https://partner.example/?utm_source=google&utm_term=600100200&utm_content=jan%40example.pl',
    });
    const body = Object.fromEntries(recordBody(fakeContext(env, {}), TOKEN, null)!);
    expect(body).toMatchObject({ utm_source: 'google', utm_term: '', utm_content: '' });
    expect(JSON.stringify(body)).not.toMatch(/600100200|example\.pl/);
  });
});
