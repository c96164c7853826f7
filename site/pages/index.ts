// Page key → lazily loaded page chunk. The client imports only the chunk of the page it shows; the prerender
// step reads PAGE_SOURCES to <link rel="modulepreload"> that chunk (pages.test.ts keeps the two in step).
import type { PageKey } from '../routes';
import type { PageModule } from './types';

export type PageLoader = () => Promise<PageModule>;
export type PageName = PageKey | 'error';

export const PAGES: Record<PageName, PageLoader> = {
  home: () => import('./Home'),
  error: () => import('./ErrorPage'),
  'blog-list': () => import('./BlogList'),
  'blog-article': () => import('./BlogArticle'),
  'cookies-policy': () => import('./Legal'),
  offers: () => import('./Offers'),
  'landing-offers': () => import('./LandingOffers'),
  partner: () => import('./Partner'),
  'partners-list': () => import('./PartnersList'),
  'privacy-policy': () => import('./Legal'),
  terms: () => import('./Legal'),
  registration: () => import('./Registration'),
  transition: () => import('./Transition'),
  category: () => import('./Category'),
};

/** The source file behind each page key, relative to the repository root. */
export const PAGE_SOURCES: Record<PageName, string> = {
  home: 'site/pages/Home.tsx',
  error: 'site/pages/ErrorPage.tsx',
  'blog-list': 'site/pages/BlogList.tsx',
  'blog-article': 'site/pages/BlogArticle.tsx',
  'cookies-policy': 'site/pages/Legal.tsx',
  offers: 'site/pages/Offers.tsx',
  'landing-offers': 'site/pages/LandingOffers.tsx',
  partner: 'site/pages/Partner.tsx',
  'partners-list': 'site/pages/PartnersList.tsx',
  'privacy-policy': 'site/pages/Legal.tsx',
  terms: 'site/pages/Legal.tsx',
  registration: 'site/pages/Registration.tsx',
  transition: 'site/pages/Transition.tsx',
  category: 'site/pages/Category.tsx',
};
