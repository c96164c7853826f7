// What the first paint asks our server for, and what the server accepts: the offer list's options as read from
// the element (props.ts) travel as a query and come back as the same options; anything else is refused.
import { describe, expect, it } from 'vitest';
import { offerListFromQuery, offerListQuery, readWidgetHtml } from './html-api';
import { widgetSpec, type OfferListWidget } from './props';
import { offerListSpec } from './read-options';

const specOf = (dataset: Record<string, string>): OfferListWidget => {
  const { spec } = widgetSpec({ widget: 'offer-list', ...dataset });
  if (spec?.widget !== 'offer-list') throw new Error('not an offer list');
  return spec;
};

describe('offerListQuery → offerListFromQuery', () => {
  it.each([
    [{}, 'amount=1500&term=30&unit=days&limit=5&heading=Najta%C5%84sze+po%C5%BCyczki+dla+Twojej+kwoty'],
    [
      { amount: '2000', term: '30', limit: '3', heading: 'Pożyczki od naszego partnera', sub1: 'blog' },
      'amount=2000&term=30&unit=days&limit=3&heading=Po%C5%BCyczki+od+naszego+partnera',
    ],
    [
      { amount: '9000', term: '24', unit: 'months', category: 'na-dowod' },
      'amount=9000&term=24&unit=months&limit=5&heading=Najta%C5%84sze+po%C5%BCyczki+dla+Twojej+kwoty&category=na-dowod',
    ],
  ])('%j → %s, read back as the same options (without the sub-ids, which the page adds to links)', (dataset, query) => {
    const spec = specOf(dataset);
    expect(offerListQuery(spec)).toBe(query);
    const back = offerListFromQuery(Object.fromEntries(new URLSearchParams(query)));
    expect(back).toEqual({ ok: true, value: { ...spec, subIds: {} } });
  });

  it.each([
    [{ amount: '99' }, 'invalid option(s): amount'],
    [{ limit: '21', term: '0' }, 'invalid option(s): term, limit'],
    [{ sub1: 'blog' }, 'unknown option "sub1"'],
    [{ widget: 'faq' }, 'unknown option "widget"'],
    [{ amount: ['1000', '2000'] }, 'option "amount" must be given once'],
    [{ category: '../../etc' }, 'invalid option(s): category'],
  ])('refuses %j: %s', (query, error) => {
    expect(offerListFromQuery(query)).toEqual({ ok: false, error });
  });

  it('ignores a version parameter', () => {
    expect(offerListFromQuery({ v: 'abc', amount: '2000' })).toMatchObject({ ok: true, value: { amount: 2000 } });
  });
});

describe('readWidgetHtml', () => {
  it.each([
    [{ html: '<p>x</p>', css: '', unknownCategory: false }, true],
    [{ html: '<p>x</p>', css: '', unknownCategory: 'no' }, false],
    [{ html: 1, css: '', unknownCategory: false }, false],
    [{ ok: false, error: 'offers are not available' }, false],
    [null, false],
    ['<p>x</p>', false],
  ])('%j is an answer: %s', (body, ok) => {
    expect(readWidgetHtml(body) !== null).toBe(ok);
  });
});

describe('offerListSpec (the first paint’s reading) is widgetSpec’s for an offer list', () => {
  it.each([
    {},
    { amount: '2000', term: '30', limit: '3', heading: 'Pożyczki', sub1: 'blog', sub2: 'x y' },
    { amount: '99', term: '24', unit: 'months', category: 'na-dowod', limit: '0', heading: '' },
    { unit: 'years', term: '12', category: 'Zła kategoria', sub5: 'a'.repeat(65) },
  ])('%j', (dataset) => {
    expect(offerListSpec(dataset)).toEqual(widgetSpec({ ...dataset, widget: 'offer-list' }));
  });
});
