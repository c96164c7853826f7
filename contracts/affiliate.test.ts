import { describe, expect, it } from 'vitest';
import {
  clickHref,
  clickPartnerId,
  cleanPartnerParam,
  cleanPartnerValue,
  loanFromQuery,
  readClickQuery,
  readPartnerParams,
  withPartnerParams,
  type ClickQuery,
} from './affiliate';

describe('cleanPartnerValue', () => {
  it.each<[string | null, string | null]>([
    ['camp-7', 'camp-7'],
    ['  x_1.2~3  ', 'x_1.2~3'],
    ['k=v&x=y', 'k=v&x=y'],
    ['a|b', 'a|b'],
    ['', null],
    ['two words', null],
    ['<script>', null],
    ['"quoted"', null],
    ['a'.repeat(101), null],
    ['jan.kowalski@example.pl', null],
    ['601234567', null],
    ['44051401359', null],
    [null, null],
  ])('%j → %j', (raw, expected) => expect(cleanPartnerValue(raw)).toBe(expected));
});

describe('readPartnerParams', () => {
  it('takes the page address first, then the widget attributes', () => {
    expect(
      readPartnerParams('?sub1=fromUrl&aff_id=p-1', { sub1: 'fromData', sub2: 'd2', pid: '77', affId: 'p-2' }),
    ).toEqual({
      params: { sub1: 'fromUrl', sub2: 'd2', aff_id: 'p-1', pid: '77' },
      dropped: [],
    });
  });

  it('drops values of the wrong shape or that look personal, naming them once each', () => {
    expect(readPartnerParams('?sub1=jan%40example.pl&sub3=ok', { sub1: 'fallback', sub4: 'has space' })).toEqual({
      params: { sub1: 'fallback', sub3: 'ok' },
      dropped: ['sub1', 'sub4'],
    });
  });
});

describe('withPartnerParams', () => {
  const href = 'https://przelewik.example/transition/?offer=101&amount=1500&term=30';
  it('adds the values in a fixed order and keeps the link', () => {
    expect(
      withPartnerParams(
        href,
        { sub2: 'b', sub1: 'a&b', aff_id: 'p-1' },
        { partnerId: 'partner-42', placement: 'widget' },
      ),
    ).toBe(`${href}&sub1=a%26b&sub2=b&aff_id=p-1&provider=partner-42&placement=widget`);
  });

  it('leaves the link as it is without values', () => expect(withPartnerParams(href, {})).toBe(href));
});

describe('cleanPartnerParam: sub-ids under the partner value rule, aff_id and pid under the partner id rule', () => {
  it.each<[Parameters<typeof cleanPartnerParam>[0], string, string | null]>([
    ['sub1', 'k=v&x', 'k=v&x'],
    ['aff_id', 'k=v&x', null],
    ['pid', 'partner-42', 'partner-42'],
    ['aff_id', 'has space', null],
    ['sub2', 'has space', null],
    ['aff_id', 'jan@example.pl', null],
  ])('%s=%j → %j', (name, raw, expected) => expect(cleanPartnerParam(name, raw)).toBe(expected));
});

describe('readPartnerParams: a partner id with a space is refused on links as everywhere else', () => {
  it('drops aff_id with a space', () =>
    expect(readPartnerParams('?aff_id=a%20b&sub1=ok')).toEqual({ params: { sub1: 'ok' }, dropped: ['aff_id'] }));
  it('drops a placing partner id with a space', () => {
    expect(withPartnerParams('/transition/?offer=1', {}, { partnerId: 'a b', placement: 'widget' })).toBe(
      '/transition/?offer=1&placement=widget',
    );
  });
});

describe('loanFromQuery: the loan a transition link or click carried', () => {
  it.each<[string, object]>([
    ['?offer=101&amount=1500&term=30', { amount: 1500, term: 30, unit: 'days' }],
    ['?offer=101&amount=25000&term=48&unit=months', { amount: 25000, term: 48, unit: 'months' }],
    ['?offer=101&amount=25000&term=90&unit=months', { amount: 25000, unit: 'months' }],
    ['?offer=101&amount=abc&term=30&unit=days', { term: 30, unit: 'days' }],
    ['?offer=101&amount=1500&term=30&unit=weeks', { amount: 1500 }],
    ['?offer=101', { unit: 'days' }],
  ])('%s → %j', (search, expected) => expect(loanFromQuery(search)).toEqual(expected));
});

describe('the click query: clickHref builds it, readClickQuery reads it', () => {
  const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
  const full: ClickQuery = {
    leadId: LEAD,
    clickIds: { gclid: 'g1', fbclid: 'IwAR1' },
    loan: { amount: 25000, term: 48, unit: 'months' },
    partner: { sub1: 'a&b', sub5: 'x|y', aff_id: 'net-7', pid: '77' },
    partnerId: 'partner-42',
    utm: { utm_source: 'blog', utm_medium: 'cpa', utm_campaign: 'jesien 2026' },
    placement: 'widget',
  };

  it.each<[string, ClickQuery]>([
    ['every field', full],
    [
      'nothing but a short loan',
      {
        leadId: null,
        clickIds: {},
        loan: { amount: 1500, term: 30, unit: 'days' },
        partner: {},
        partnerId: null,
        utm: {},
        placement: null,
      },
    ],
  ])('round-trips %s', (_name, click) => {
    const href = clickHref(101, click);
    expect(href.startsWith('/api/click/101?')).toBe(true);
    expect(readClickQuery(href.slice(href.indexOf('?')))).toEqual(click);
  });

  it('writes a fixed order', () => {
    expect(clickHref(101, full)).toBe(
      `/api/click/101?amount=25000&term=48&unit=months&lead_id=${LEAD}&gclid=g1&fbclid=IwAR1&sub1=a%26b&sub5=x%7Cy&aff_id=net-7&pid=77&provider=partner-42&utm_source=blog&utm_medium=cpa&utm_campaign=jesien+2026&placement=widget`,
    );
  });

  it.each<[string, string, Partial<ClickQuery>]>([
    [
      'personal data in a sub-id and a utm value',
      '?sub1=jan%40example.pl&sub2=ok&utm_term=x&utm_source=600100200',
      { partner: { sub2: 'ok' }, utm: {} },
    ],
    [
      'a partner id with a space or an @',
      '?provider=partner%2042&aff_id=jan%40example.pl&pid=ok-1',
      { partner: { pid: 'ok-1' }, partnerId: null },
    ],
    ['an unknown placement', '?placement=evil', { placement: null }],
    [
      'a lead id that is no UUID v4, and one without dashes',
      `?lead_id=${LEAD.replaceAll('-', '').toUpperCase()}`,
      { leadId: LEAD },
    ],
    ['a bad ad click id', '?gclid=%3Cscript%3E&yclid=y.1', { clickIds: { yclid: 'y.1' } }],
    [
      'a utm value with a control character or over 100 characters',
      `?utm_source=a%07b&utm_medium=${'m'.repeat(101)}&utm_campaign=${'c'.repeat(100)}`,
      { utm: { utm_campaign: 'c'.repeat(100) } },
    ],
    ['a term without its unit', '?amount=1500&term=30&unit=weeks', { loan: { amount: 1500 } }],
  ])('leaves out what its rule refuses: %s', (_name, search, expected) => {
    expect(readClickQuery(search)).toMatchObject(expected);
  });

  it.each<[string, string | null]>([
    ['?aff_id=net-7&pid=77&provider=p-1', 'net-7'],
    ['?pid=77&provider=p-1', '77'],
    ['?provider=p-1', 'p-1'],
    ['?provider=p%201', null],
  ])('the ledger partner of %s is %j', (search, expected) =>
    expect(clickPartnerId(readClickQuery(search))).toBe(expected),
  );
});
