// SPEC §2 as data: every route of the product, with a trailing slash. Each names the page (a lazily loaded
// chunk) that shows it; loan category pages carry their numeric meta id (SPEC §2, second table).
import { TRANSITION_PATH } from '../contracts/offer-links';

export type PageKey =
  | 'home'
  | 'blog-list'
  | 'blog-article'
  | 'cookies-policy'
  | 'offers'
  | 'landing-offers'
  | 'partner'
  | 'partners-list'
  | 'privacy-policy'
  | 'terms'
  | 'registration'
  | 'transition'
  | 'category';

export interface RouteDef {
  /** Path pattern; `:name` is a required segment, `:name?` an optional one. Always ends with '/'. */
  path: string;
  page: PageKey;
  /** Loan category pages: the numeric meta id, exposed as <html data-page-id>. */
  metaId?: number;
  /** Named middleware run before the page (unknown names fail with 500, SPEC §8). */
  middleware?: string[];
  /** Short Polish name, for titles and breadcrumbs. */
  name: string;
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/', page: 'home', name: 'Strona główna' },
  { path: '/blog/', page: 'blog-list', name: 'Blog' },
  { path: '/blog/:id/', page: 'blog-article', name: 'Artykuł' },
  { path: '/cookies-policy/', page: 'cookies-policy', name: 'Polityka cookies' },
  // SPEC §2: all four show the same offers page.
  { path: '/offers/', page: 'offers', name: 'Oferty' },
  { path: '/offers2/', page: 'offers', name: 'Oferty' },
  { path: '/offers3/', page: 'offers', name: 'Oferty' },
  { path: '/offers4/', page: 'offers', name: 'Oferty' },
  { path: '/landing/offers/', page: 'landing-offers', name: 'Oferty' },
  { path: '/landing/offers2/', page: 'landing-offers', name: 'Oferty' },
  { path: '/partner/', page: 'partner', name: 'Program partnerski' },
  { path: '/partners-list/', page: 'partners-list', name: 'Nasi partnerzy' },
  { path: '/privacy-policy/:id?/', page: 'privacy-policy', name: 'Polityka prywatności' },
  { path: '/terms-and-conditions/:id?/', page: 'terms', name: 'Regulamin' },
  // Funnel pages carry personal data or per-visitor content: kept out of search results.
  { path: '/reg/', page: 'registration', name: 'Wniosek', middleware: ['noindex'] },
  { path: '/reg3/', page: 'registration', name: 'Wniosek', middleware: ['noindex'] },
  { path: TRANSITION_PATH, page: 'transition', name: 'Przekierowanie', middleware: ['noindex'] },
  { path: '/pozyczki/', page: 'category', metaId: 3, name: 'Pożyczki' },
  {
    path: '/pozyczki/z-wpisami-w-krd-erif-bik-big/',
    page: 'category',
    metaId: 4,
    name: 'Wpisy w BIK, KRD, BIG i ERIF a pożyczka',
  },
  { path: '/pozyczki/za-darmo/', page: 'category', metaId: 5, name: 'Pożyczki za darmo' },
  { path: '/pozyczki/dla-kazdego-bez-odmowy/', page: 'category', metaId: 6, name: 'Kto może dostać pożyczkę' },
  {
    path: '/pozyczki/dla-ukraincow-i-obcokrajowcow/',
    page: 'category',
    metaId: 7,
    name: 'Pożyczki dla Ukraińców i obcokrajowców',
  },
  { path: '/pozyczki/na-30-dni/', page: 'category', metaId: 8, name: 'Pożyczki na 30 dni' },
  { path: '/pozyczki/dla-zadluzonych/', page: 'category', metaId: 9, name: 'Długi a kolejna pożyczka' },
  { path: '/pozyczki/na-dowod/', page: 'category', metaId: 10, name: 'Pożyczki na dowód' },
  // Written as the page's title writes it (formatPln: "1 000 zł", no-break spaces); site/data.test.ts compares them.
  { path: '/pozyczki/1000-zl/', page: 'category', metaId: 11, name: 'Pożyczka 1\u00a0000\u00a0zł' },
];
