import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { matchRoute, staticPath } from './match';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/blog/', 'blog-list', {}],
    ['/blog/co-to-jest-rrso/', 'blog-article', { id: 'co-to-jest-rrso' }],
    ['/cookies-policy/', 'cookies-policy', {}],
    ['/offers/', 'offers', {}],
    ['/offers2/', 'offers', {}],
    ['/offers3/', 'offers', {}],
    ['/offers4/', 'offers', {}],
    ['/landing/offers/', 'landing-offers', {}],
    ['/landing/offers2/', 'landing-offers', {}],
    ['/partner/', 'partner', {}],
    ['/partners-list/', 'partners-list', {}],
    ['/privacy-policy/', 'privacy-policy', {}],
    ['/privacy-policy/2025-05-01/', 'privacy-policy', { id: '2025-05-01' }],
    ['/terms-and-conditions/', 'terms', {}],
    ['/terms-and-conditions/v2/', 'terms', { id: 'v2' }],
    ['/reg/', 'registration', {}],
    ['/reg3/', 'registration', {}],
    ['/transition/', 'transition', {}],
    ['/pozyczki/', 'category', {}],
    ['/pozyczki/na-dowod/', 'category', {}],
    ['/blog/z%C5%82oty/', 'blog-article', { id: 'złoty' }],
  ])('%s → %s', (path, page, params) => {
    const match = matchRoute(ROUTES, path);
    expect(match?.route.page).toBe(page);
    expect(match?.params).toEqual(params);
  });

  it.each(['/offers', '/nope/', '/blog/a/b/', '/offers5/', '/pozyczki/nieznana/', '/reg/extra/', '/blog/%E0%A4%A/'])(
    '%s matches nothing',
    (path) => {
      expect(matchRoute(ROUTES, path)).toBeNull();
    },
  );
});

describe('route table (SPEC §2)', () => {
  const ids = Object.fromEntries(ROUTES.filter((r) => r.metaId !== undefined).map((r) => [r.path, r.metaId]));

  it('gives the nine category pages meta ids 3 to 11', () => {
    expect(ids).toEqual({
      '/pozyczki/': 3,
      '/pozyczki/z-wpisami-w-krd-erif-bik-big/': 4,
      '/pozyczki/za-darmo/': 5,
      '/pozyczki/dla-kazdego-bez-odmowy/': 6,
      '/pozyczki/dla-ukraincow-i-obcokrajowcow/': 7,
      '/pozyczki/na-30-dni/': 8,
      '/pozyczki/dla-zadluzonych/': 9,
      '/pozyczki/na-dowod/': 10,
      '/pozyczki/1000-zl/': 11,
    });
  });

  it('ends every path with a slash', () => {
    for (const route of ROUTES) expect(route.path.endsWith('/')).toBe(true);
  });

  it('has a fixed path for every route but the blog article', () => {
    expect(ROUTES.filter((r) => staticPath(r) === null).map((r) => r.path)).toEqual(['/blog/:id/']);
    expect(staticPath(ROUTES.find((r) => r.page === 'terms')!)).toBe('/terms-and-conditions/');
  });
});
