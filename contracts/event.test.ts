import { describe, expect, it } from 'vitest';
import { contextWithoutPersonal, refererWithoutPersonal, validateEventBody } from './event';
import { looksPersonal } from './personal-data';

describe('validateEventBody', () => {
  it.each([
    ['a minimal page view', { event: 'page_view' }],
    [
      'context and data',
      {
        event: 'page_view',
        path: '/',
        session_id: '0b7c6e1a-3f5d-4c2b-9a8e-1d2c3b4a5f60',
        utm_source: 'google',
        n: 1,
        flag: true,
        none: null,
      },
    ],
    ['empty context values are dropped', { event: 'click', utm_term: '' }],
    [
      '50 data fields beside context fields (context does not count)',
      {
        event: 'x',
        utm_source: 'a',
        domain: 'b',
        ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, i])),
      },
    ],
  ])('accepts %s', (_name, body) => {
    expect(validateEventBody(body).ok).toBe(true);
  });

  it.each([
    ['null', null, 'body must be a JSON object'],
    ['an array', [{ event: 'x' }], 'body must be a JSON object'],
    ['a string', 'page_view', 'body must be a JSON object'],
    ['no event name', { path: '/' }, 'event must be'],
    ['an upper-case name', { event: 'PageView' }, 'event must be'],
    ['a name with spaces', { event: 'page view' }, 'event must be'],
    ['a name too long', { event: 'a'.repeat(65) }, 'event must be'],
    ['a numeric context field', { event: 'x', session_id: 5 }, 'session_id must be a string'],
    ['an object value', { event: 'x', data: { a: 1 } }, 'data must be a string, number, boolean or null'],
    ['an infinite number', { event: 'x', n: Infinity }, 'n must be a finite number'],
    ['a long string', { event: 'x', path: 'a'.repeat(2049) }, 'path is longer than 2048'],
    ['a bad field name', { event: 'x', 'a-b': 1 }, 'field name "a-b" is not allowed'],
    ['a session id that is not a UUID', { event: 'x', session_id: 'abc' }, 'session_id must be a lower-case UUID v4'],
    [
      'a client id in upper case',
      { event: 'x', client_id: '0B7C6E1A-3F5D-4C2B-9A8E-1D2C3B4A5F60' },
      'client_id must be a lower-case UUID v4',
    ],
    [
      'a client id of another UUID version',
      { event: 'x', client_id: '0b7c6e1a-3f5d-1c2b-9a8e-1d2c3b4a5f60' },
      'client_id must be',
    ],
    [
      'too many fields',
      { event: 'x', ...Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, i])) },
      'at most 50',
    ],
  ])('refuses %s', (_name, body, message) => {
    const result = validateEventBody(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it('splits context from data', () => {
    const result = validateEventBody({
      event: 'page_view',
      path: '/',
      client_id: '0b7c6e1a-3f5d-4c2b-9a8e-1d2c3b4a5f60',
      domain: 'example.pl',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        event: 'page_view',
        context: { client_id: '0b7c6e1a-3f5d-4c2b-9a8e-1d2c3b4a5f60', domain: 'example.pl' },
        data: { path: '/' },
        removedPersonal: 0,
      },
    });
  });

  it('removes data values that look like personal data and counts them', () => {
    const result = validateEventBody({
      event: 'form_step',
      step: 2,
      contact: 'jan@example.pl',
      tel: '+48 600 123 456',
      pesel: 44051401359,
    });
    expect(result).toEqual({
      ok: true,
      value: { event: 'form_step', context: {}, data: { step: 2 }, removedPersonal: 3 },
    });
  });

  it('removes context values that look like personal data, cuts the referer back to its origin and path, and counts both', () => {
    // The audited page: https://partner.pl/oferta/?utm_term=600100200&utm_content=44051401359, from a form page.
    const result = validateEventBody({
      event: 'page_view',
      path: '/oferta/',
      utm_source: 'google',
      utm_term: '600100200',
      utm_content: '44051401359',
      domain: 'partner.pl',
      referer: 'https://partner.pl/form/?tel=600100200',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        event: 'page_view',
        context: { utm_source: 'google', domain: 'partner.pl', referer: 'https://partner.pl/form/' },
        data: { path: '/oferta/' },
        removedPersonal: 3,
      },
    });
  });

  it.each([
    ['a phone number glued to a word', 'call_600100200'],
    ['a phone number without a seam', 'call600100200'],
    ['a phone number in camelCase', 'callTo600100200'],
    ['a PESEL', 'lead_44051401359'],
    ['a Polish account number', 'pay_61109010140000071219812874'],
    ['a card number', 'card_4111111111111111'],
    ['an ID card number', 'doc_abs123456'],
  ])('refuses an event name with %s, without repeating it', (_name, event) => {
    const result = validateEventBody({ event, path: '/' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain('event must not carry personal data');
      expect(result.error).not.toContain(event);
    }
  });

  it.each([
    'page_view',
    'page_view_consented',
    'pushUp',
    'step_2',
    'form_step3',
    'offer_click_v2',
    'campaign_20261126',
    'ab_test_12345678',
  ])('accepts the event name %s', (event) => expect(validateEventBody({ event }).ok).toBe(true));
});

describe('refererWithoutPersonal (with the server detector)', () => {
  it.each([
    ['none', 'https://partner.pl/oferta/', 'https://partner.pl/oferta/'],
    [
      'a query without personal data',
      'https://www.google.com/search?q=pozyczka+1000+zl',
      'https://www.google.com/search?q=pozyczka+1000+zl',
    ],
    [
      'a path with a date and an id',
      'https://partner.pl/blog/2026/11/26/post-123/',
      'https://partner.pl/blog/2026/11/26/post-123/',
    ],
    ['a phone in the query', 'https://partner.pl/form/?tel=600100200', 'https://partner.pl/form/'],
    [
      'a phone in the query, %-encoded with spaces',
      'https://partner.pl/form/?tel=600%20100%20200',
      'https://partner.pl/form/',
    ],
    [
      'a phone in the query, + for spaces',
      'https://partner.pl/form/?tel=%2B48+600+100+200&x=1',
      'https://partner.pl/form/',
    ],
    ['a PESEL in the fragment', 'https://partner.pl/form/#pesel=44051401359', 'https://partner.pl/form/'],
    [
      'an e-mail address %-encoded in the query',
      'https://partner.pl/form/?m=jan%40example.pl',
      'https://partner.pl/form/',
    ],
    ['a phone in the path', 'https://partner.pl/tel/600100200/?a=1', ''],
    ['a malformed escape: read as it is', 'https://partner.pl/form/?tel=600100200%E0%A4%A', 'https://partner.pl/form/'],
  ])('%s', (_name, referer, expected) => expect(refererWithoutPersonal(referer, looksPersonal)).toBe(expected));
});

describe('contextWithoutPersonal', () => {
  const detector = (text: string) => text.includes('600100200');
  it.each([
    [
      'a clean context: unchanged',
      { utm_source: 'google', referer: 'https://a.pl/' },
      { utm_source: 'google', referer: 'https://a.pl/' },
      [],
    ],
    [
      'each utm_* that looks personal is left out',
      { utm_source: 'google', utm_term: '600100200', utm_content: 'x600100200' },
      { utm_source: 'google' },
      ['utm_content', 'utm_term'],
    ],
    ['the domain too', { domain: '600100200.example' }, {}, ['domain']],
    [
      'the referer is cut, and named as removed',
      { referer: 'https://a.pl/f/?t=600100200' },
      { referer: 'https://a.pl/f/' },
      ['referer'],
    ],
    ['the referer is left out when its path is personal', { referer: 'https://a.pl/600100200/' }, {}, ['referer']],
    ['the ids are UUIDs, not read as text', { session_id: '600100200' }, { session_id: '600100200' }, []],
  ])('%s', (_name, context, kept, removed) => {
    expect(contextWithoutPersonal(context, detector)).toEqual({ context: kept, removed });
  });
});
