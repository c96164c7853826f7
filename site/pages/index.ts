// Page key → lazily loaded page chunk. The client imports only the chunk of the page it shows; the prerender
// step reads PAGE_SOURCES to <link rel="modulepreload"> that chunk (pages.test.ts keeps the two in step).
import type { PageKey } from '../routes';
import type { PageModule } from './types';

export type PageLoader = () => Promise<PageModule>;
export type PageName = PageKey | 'error';

const placeholder: PageLoader = () => import('./Placeholder');

export const PAGES: Record<PageName, PageLoader> = {
  'home': () => import('./Home'),
  'error': () => import('./ErrorPage'),
  'blog-list': placeholder,
  'blog-article': placeholder,
  'cookies-policy': placeholder,
  'offers': placeholder,
  'landing-offers': placeholder,
  'partner': placeholder,
  'partners-list': placeholder,
  'privacy-policy': placeholder,
  'terms': placeholder,
  'registration': placeholder,
  'transition': placeholder,
  'category': placeholder,
};

/** The source file behind each page key, relative to the repository root. */
export const PAGE_SOURCES: Record<PageName, string> = {
  'home': 'site/pages/Home.tsx',
  'error': 'site/pages/ErrorPage.tsx',
  'blog-list': 'site/pages/Placeholder.tsx',
  'blog-article': 'site/pages/Placeholder.tsx',
  'cookies-policy': 'site/pages/Placeholder.tsx',
  'offers': 'site/pages/Placeholder.tsx',
  'landing-offers': 'site/pages/Placeholder.tsx',
  'partner': 'site/pages/Placeholder.tsx',
  'partners-list': 'site/pages/Placeholder.tsx',
  'privacy-policy': 'site/pages/Placeholder.tsx',
  'terms': 'site/pages/Placeholder.tsx',
  'registration': 'site/pages/Placeholder.tsx',
  'transition': 'site/pages/Placeholder.tsx',
  'category': 'site/pages/Placeholder.tsx',
};
