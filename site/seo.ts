// Search and sharing metadata (SPEC §1): canonical URLs with trailing slashes, the default social image,
// and the schema.org JSON-LD search engines use.
import { OPERATOR, SHORT_NAME } from './brand';

/** The public origin of the site, set at build time (SITE_URL), e.g. https://przelewik.pl. */
export const SITE_URL: string = __SITE_URL__;

/** SPEC §1, §9: the default social-sharing image, 1200×630, WebP. */
export const DEFAULT_SOCIAL_IMAGE = { path: '/og/przelewik-1200x630.webp', width: 1200, height: 630 } as const;

export const canonicalUrl = (path: string): string => new URL(path, SITE_URL).href;

export function organizationJsonLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHORT_NAME,
    url: canonicalUrl('/'),
    logo: canonicalUrl('/favicon.svg'),
    // The company behind the site, as the footer shows it (site/brand.ts).
    legalName: OPERATOR.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: OPERATOR.street,
      postalCode: OPERATOR.postcode,
      addressLocality: OPERATOR.city,
      addressCountry: 'PL',
    },
    email: OPERATOR.email,
    telephone: OPERATOR.phone,
    taxID: OPERATOR.nip,
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path),
    })),
  };
}

export function articleJsonLd(article: {
  title: string;
  description: string;
  path: string;
  published: string;
  updated?: string;
  author: string;
}): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    mainEntityOfPage: canonicalUrl(article.path),
    datePublished: article.published,
    dateModified: article.updated ?? article.published,
    author: { '@type': 'Organization', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: SHORT_NAME,
      logo: { '@type': 'ImageObject', url: canonicalUrl('/favicon.svg') },
    },
    image: canonicalUrl(DEFAULT_SOCIAL_IMAGE.path),
    inLanguage: 'pl-PL',
  };
}

export function faqPageJsonLd(items: { question: string; answer: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
