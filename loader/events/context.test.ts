// What every event carries besides its data: the context, and what is left out of it before it leaves the page.
import { describe, expect, it } from 'vitest';
import { fakeEnv } from '../testing/fake-env';
import { eventContext } from './context';

const NONE = { analytics: false, marketing: false };
const IDS = { sessionId: '0b6f3a44-2f4e-4c1a-9d7e-3c2a1b0e9f11', clientId: '12345678-9012-4345-8678-901234567890' };

describe("eventContext: what comes from the visitor's addresses is left out when it looks like personal data", () => {
  it.each<[string, string, Record<string, string>, Record<string, string>]>([
    [
      'nothing personal',
      'https://www.google.com/search?q=pozyczka+1000',
      { utm_source: 'google', utm_term: 'pożyczka 1000 zł' },
      { utm_source: 'google', utm_term: 'pożyczka 1000 zł', referer: 'https://www.google.com/search?q=pozyczka+1000' },
    ],
    [
      'a phone in utm_term, a PESEL in utm_content',
      '',
      { utm_source: 'google', utm_term: '600100200', utm_content: '44051401359' },
      { utm_source: 'google', referer: '' },
    ],
    [
      'a phone written with spaces or dashes',
      '',
      { utm_term: '+48 600 100 200', utm_campaign: '600-100-200' },
      { referer: '' },
    ],
    ['an e-mail address', '', { utm_campaign: 'jan@example.pl' }, { referer: '' }],
    [
      'a referrer whose query carries a phone',
      'https://partner.pl/form/?tel=600100200#top',
      { utm_source: 'blog' },
      { utm_source: 'blog' },
    ],
    [
      'eight digits are not a phone',
      'https://partner.pl/p/12345678/',
      { utm_campaign: '20261126' },
      { utm_campaign: '20261126', referer: 'https://partner.pl/p/12345678/' },
    ],
  ])('%s', (_name, referrer, source, expected) => {
    const context = eventContext(fakeEnv({ href: 'https://partner.pl/oferta/', referrer }), NONE, source);
    expect(context).toEqual({ ...expected, domain: 'partner.pl' });
  });

  it('adds the ids under analytics consent, unchecked: they are ours, and a UUID may hold nine digits in a row', () => {
    const context = eventContext(
      fakeEnv({ href: 'https://partner.pl/' }),
      { analytics: true, marketing: false },
      {},
      IDS,
    );
    expect(context).toMatchObject({ session_id: IDS.sessionId, client_id: IDS.clientId, domain: 'partner.pl' });
  });
});
