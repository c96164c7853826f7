// The one template of the nine loan category pages (SPEC §2: meta ids 3–11, exposed as <html data-page-id>).
import type { Offer } from '../../contracts/offer';
import type { PricingLaw } from '../../contracts/law';
import { loanSlidersCss } from '../../widgets/LoanSliders/styles';
import { FaqAccordion, faqAccordionCss } from '../../widgets/FaqAccordion/FaqAccordion';
import { faqSlug } from '../../widgets/FaqAccordion/useFaqAccordion';
import { lenderCardCss } from '../../widgets/LenderCard/LenderCard';
import { pricedListCss } from '../../widgets/OfferList/OfferList';
import { Island } from '../app/Island';
import { Breadcrumbs } from '../components/Blocks';
import { crumbsCss, proseCss } from '../components/content-css';
import { OffersBrowser } from '../components/OffersBrowser';
import offersCss from '../components/offers.css?inline';
import { breadcrumbJsonLd } from '../seo';
import type { Head, PageProps } from './types';

export interface CategoryData {
  category: {
    metaId: number;
    path: string;
    h1: string;
    title: string;
    description: string;
    intro: readonly string[];
    faq: readonly { q: string; a: string }[];
    filterText: string;
  };
  offers: Offer[];
  /** The law of the day the page was rendered for (site/build-law.ts): its cards are priced under it. */
  law: PricingLaw;
  defaults: { amount: number; termDays: number };
  /** The advertising warning of the day the page was built (contracts/law.ts), null before the rules apply. */
  warning: string | null;
}

export const styles = [proseCss, crumbsCss, offersCss, loanSlidersCss, pricedListCss, lenderCardCss];
/** The FAQ's CSS, far below the cards: published beside the page, linked once it has painted (site/document.ts). */
export const farStyles = [faqAccordionCss];

const crumbs = (c: CategoryData['category']) =>
  c.path === '/pozyczki/'
    ? [
        { name: 'Strona główna', path: '/' },
        { name: c.h1, path: c.path },
      ]
    : [
        { name: 'Strona główna', path: '/' },
        { name: 'Pożyczki', path: '/pozyczki/' },
        { name: c.h1, path: c.path },
      ];

export function head({ data }: PageProps<CategoryData>): Head {
  const c = data.category;
  return {
    title: c.title,
    description: c.description,
    // No FAQPage: its questions and answers are the page's own HTML a second time (0.1–0.2 KB of the first round
    // trip), and Google shows FAQ results only for government and health sites since August 2023.
    jsonLd: [breadcrumbJsonLd(crumbs(c))],
  };
}

/** Static but for the offers (sliders and list) and the FAQ (site/app/islands.ts). */
export const islands = true;

const offersProps = (data: CategoryData) => ({
  offers: data.offers,
  law: data.law,
  defaults: data.defaults,
  heading: 'Oferty w tej kategorii',
  warning: data.warning,
});
const faqProps = (data: CategoryData) => ({
  items: data.category.faq.map((item) => ({ id: faqSlug(item.q), question: item.q, answer: item.a })),
  headingLevel: 3 as const,
  syncHash: true,
});

/** Published beside the page, not inline: the document then fits its first round trip (docs/performance.md). */
export const inlineData = false;

/** What the islands read: each island's props under its name. */
export const islandData = (data: CategoryData) => ({ offers: offersProps(data), faq: faqProps(data) });

export default function Category({ data }: PageProps<CategoryData>) {
  const c = data.category;
  return (
    <>
      <Breadcrumbs
        items={crumbs(c).map((item, index, all) => (index === all.length - 1 ? { name: item.name } : item))}
      />
      <div className="pz-prose">
        <h1>{c.h1}</h1>
      </div>
      {/* Offers first (on a phone the first card's figures fit the first screen); the topic's text follows them. */}
      <Island name="offers">
        <OffersBrowser {...offersProps(data)} />
      </Island>
      <section className="pz-section" aria-labelledby="about">
        <h2 className="pz-section__title" id="about">
          {c.h1} – co warto wiedzieć
        </h2>
        <div className="pz-prose">
          {c.intro.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <p className="pz-meta">{c.filterText}</p>
        </div>
      </section>
      {/* Far below the first screen: laid out when near the viewport (Layout.css, app/far-sections.ts). */}
      <section className="pz-section pz-far pz-far--faq" aria-labelledby="faq">
        <h2 className="pz-section__title" id="faq">
          Pytania i odpowiedzi
        </h2>
        <Island name="faq">
          <FaqAccordion {...faqProps(data)} />
        </Island>
      </section>
    </>
  );
}
