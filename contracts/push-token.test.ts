import { describe, expect, it } from 'vitest';
import { validatePushToken } from './push-token';

const TOKEN = 'fMx3-dummy_Token:APA91bHqL0ngEnoughToPass';
const form = (over: Record<string, string> = {}) => ({ token: TOKEN, domain: 'partner.pl', utm_source: 'google', utm_medium: 'cpc', ...over });

describe('validatePushToken: utm_* values that look like personal data', () => {
  it.each([
    ['a phone in utm_term', { utm_term: '600100200' }, { utmTerm: null }, 1],
    ['a PESEL in utm_content', { utm_content: '44051401359' }, { utmContent: null }, 1],
    ['both, and an e-mail address in utm_campaign', { utm_term: '+48 600 100 200', utm_content: '44051401359', utm_campaign: 'jan@example.pl' }, { utmTerm: null, utmContent: null, utmCampaign: null }, 3],
    ['ordinary values are kept', { utm_term: 'pozyczka 1000 zl', utm_campaign: 'jesien_2026' }, { utmTerm: 'pozyczka 1000 zl', utmCampaign: 'jesien_2026' }, 0],
  ])('%s: stored as null and counted', (_name, over, expected, removed) => {
    const result = validatePushToken(form(over));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject({ ...expected, utmSource: 'google', utmMedium: 'cpc', removedPersonal: removed });
  });
});
