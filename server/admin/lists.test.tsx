import { describe, expect, it } from 'vitest';
import { renderPart } from '../web/render';
import {
  filterSql,
  listHref,
  paging,
  readFilters,
  readPage,
  type ListFilters,
  type ListShape,
  type Paging,
} from './lists';
import { FilterForm, ListPager } from './views/list-parts';

// As a page shows them, with the typography hook's no-break spaces read as spaces.
const pager = (
  title: string,
  path: string,
  filters: ListFilters,
  p: Paging,
  param?: string,
  keep?: Record<string, number>,
) =>
  renderPart(<ListPager title={title} path={path} filters={filters} paging={p} param={param} keep={keep} />).replace(
    /\u00a0/g,
    ' ',
  );
const filterForm = (path: string, filters: ListFilters, shape: ListShape, label: string) =>
  renderPart(<FilterForm path={path} filters={filters} shape={shape} label={label} />);

const SHAPE: ListShape = { states: { pending: 'oczekuje', paid: 'wypłacona' }, partner: true, lender: true };

describe('list filters from the address', () => {
  it.each([
    [{}, {}],
    [
      { from: '2026-11-01', to: '2026-11-30', state: 'paid', partner: ' p1 ', lender: 'kasomir' },
      { from: '2026-11-01', to: '2026-11-30', state: 'paid', partner: 'p1', lender: 'kasomir' },
    ],
    [
      { from: '2026-11-30', to: '2026-11-01' },
      { from: '2026-11-01', to: '2026-11-01' },
    ],
    [{ from: '2026-02-30', to: 'jutro' }, {}],
    [{ state: 'hacked' }, {}],
    [{ state: 'constructor' }, {}],
    [{ state: ['paid', 'pending'] }, {}],
    [{ partner: '' }, {}],
    [{ partner: 'x'.repeat(101) }, {}],
    [{ lender: { $ne: 1 } }, {}],
  ])('%j → %j', (query, filters) => expect(readFilters(query as Record<string, unknown>, SHAPE)).toEqual(filters));

  it('leaves out what the list does not offer', () => {
    expect(
      readFilters({ state: 'paid', partner: 'p1', lender: 'kasomir', from: '2026-01-01' }, { partner: true }),
    ).toEqual({ partner: 'p1', from: '2026-01-01' });
  });

  it.each([
    [{}, 1],
    [{ page: '3' }, 3],
    [{ page: '0' }, 1],
    [{ page: '-2' }, 1],
    [{ page: '2.5' }, 1],
    [{ page: 'dwa' }, 1],
    [{ page: ['2', '3'] }, 1],
    [{ page: '99999999' }, 1],
    [{ page: '9999999' }, 1_000_000],
  ])('page %j → %d', (query, page) => expect(readPage(query as Record<string, unknown>)).toBe(page));
});

describe('paging', () => {
  it.each([
    [0, 1, { page: 1, pages: 1, offset: 0 }],
    [45, 1, { page: 1, pages: 3, offset: 0 }],
    [45, 3, { page: 3, pages: 3, offset: 40 }],
    [45, 9, { page: 3, pages: 3, offset: 40 }],
    [40, 2, { page: 2, pages: 2, offset: 20 }],
  ])('%d rows, page %d asked', (total, asked, want) =>
    expect(paging(total, asked)).toMatchObject({ ...want, total, size: 20 }),
  );
});

describe('filter SQL', () => {
  it('bounds the period by Warsaw midnights and binds every value', () => {
    expect(
      filterSql(
        { from: '2026-01-10', to: '2026-07-10', state: 'paid', partner: 'p1', lender: 'kasomir' },
        { time: 't', state: 's', partner: 'p', lender: 'l' },
      ),
    ).toEqual({
      where: 't >= ? AND t < ? AND s = ? AND p = ? AND l = ?',
      params: ['2026-01-09T23:00:00.000Z', '2026-07-10T22:00:00.000Z', 'paid', 'p1', 'kasomir'],
    });
    expect(filterSql({}, { time: 't' })).toEqual({ where: '1 = 1', params: [] });
    expect(filterSql({ partner: 'p1', state: 'paid' }, { time: 't', partnerMatch: 'EXISTS (x = ?)' })).toEqual({
      where: 'EXISTS (x = ?)',
      params: ['p1'],
    });
  });
});

describe('links and forms that keep the filters', () => {
  it('writes the filters and the page into the address, leaving out page 1', () => {
    expect(listHref('/admin/clicks/', { from: '2026-11-01', partner: 'p 1&x' }, { page: 2 })).toBe(
      '/admin/clicks/?from=2026-11-01&partner=p+1%26x&page=2',
    );
    expect(listHref('/admin/clicks/', {}, { page: 1 })).toBe('/admin/clicks/');
  });

  it('links every other page with the same filters, and says where the list is', () => {
    const html = pager('Kliknięcia', '/admin/clicks/', { lender: 'kasomir' }, paging(45, 2));
    expect(html).toContain('aria-label="Strony: Kliknięcia"');
    expect(html).toContain('Pozycje 21–40 z 45');
    expect(html).toContain('Strona 2 z 3');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(hrefs).toEqual([
      '/admin/clicks/?lender=kasomir',
      '/admin/clicks/?lender=kasomir',
      '/admin/clicks/?lender=kasomir&page=3',
      '/admin/clicks/?lender=kasomir&page=3',
    ]);
    expect(pager('Kliknięcia', '/admin/clicks/', {}, paging(0, 1))).toBe('');
    expect(pager('Kliknięcia', '/admin/clicks/', {}, paging(5, 1))).not.toContain('<a ');
  });

  it('keeps the other lists’ pages on a page with several lists', () => {
    const html = pager('Postbacki', '/admin/deliveries/', {}, paging(45, 1), 'partner_page', { leads_page: 3 });
    expect(html).toContain('href="/admin/deliveries/?leads_page=3&amp;partner_page=2"');
  });

  it('fills the form with the filters, every field labelled, and offers to clear them', () => {
    const html = filterForm('/admin/conversions/', { state: 'paid', partner: '"><script>' }, SHAPE, 'Filtry konwersji');
    for (const id of ['f-from', 'f-to', 'f-state', 'f-partner', 'f-lender'])
      expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('<option value="paid" selected>wypłacona</option>');
    expect(html).toContain('value="&quot;>&lt;script>"'); // the quote and the tag escaped
    expect(html).not.toContain('<script');
    expect(html).toContain('<a href="/admin/conversions/">Wyczyść filtry</a>');
    expect(filterForm('/admin/conversions/', {}, SHAPE, 'Filtry')).not.toContain('Wyczyść filtry');
  });
});
