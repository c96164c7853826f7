import { DAYS, formatPln, pluralPl } from '../../contracts/format';
import type { PricingLaw } from '../../contracts/law';
import type { Offer } from '../../contracts/offer';
import { amountSliderCss } from '../../widgets/AmountSlider/styles';
import { FaqAccordion, faqAccordionCss } from '../../widgets/FaqAccordion/FaqAccordion';
import { heroCss } from '../../widgets/Hero/styles';
import { VisitHero } from '../components/VisitHero';
import { LenderCard, lenderCardCss } from '../../widgets/LenderCard/LenderCard';
import { creditNoticeCss, OfferNotices } from '../../widgets/CreditNotice/CreditNotice';
import { hasPaidPlacement } from '../../contracts/offer-order-text';
import { Partners, partnersCss, type Partner } from '../../widgets/Partners/Partners';
import { HowItWorks, howItWorksCss, type Stage } from '../../widgets/HowItWorks/HowItWorks';
import { DEFAULT_DESCRIPTION, SHORT_NAME } from '../brand';
import { metaCss } from '../components/content-css';
import { Island } from '../app/Island';
import { transitionHref } from '../app/links';
import type { HOME } from '../content/home';
import { faqPageJsonLd, organizationJsonLd } from '../seo';
import { faqProps, heroProps, homeIslandData } from './home-islands';
import type { Head, PageProps } from './types';

export interface HomeData {
  description: string;
  hero: (typeof HOME)['hero'];
  howItWorks: { title: string; intro: string; items: Stage[]; note: string };
  offers: Offer[];
  /** The law of the day the page was rendered for (site/build-law.ts): its cards are priced under it. */
  law: PricingLaw;
  example: { amount: number; termDays: number };
  /** The advertising warning of the day the page was built (contracts/law.ts), null before the rules apply. */
  warning: string | null;
  partners: { title: string; items: Partner[] };
  faq: { title: string; items: { q: string; a: string }[] };
}

export const styles = [amountSliderCss, heroCss, howItWorksCss];
/** The cards, partners and FAQ sections' CSS: a file linked once the page has painted (site/document.ts). */
export const farStyles = [metaCss, lenderCardCss, creditNoticeCss, partnersCss, faqAccordionCss];

/** Static but for the hero's sliders and the FAQ (site/app/islands.ts). */
export const islands = true;
// The hero's text is this page's largest paint; the banner's words would take it over its 14 KB budget.
export const consentPreview = false;
export const islandData = homeIslandData;

export function head({ data }: PageProps<HomeData>): Head {
  return {
    title: SHORT_NAME,
    description: data.description || DEFAULT_DESCRIPTION,
    // Search engines read the organisation from the home page (Google: "on your home page"), not from every page.
    jsonLd: [organizationJsonLd(), faqPageJsonLd(data.faq.items.map((f) => ({ question: f.q, answer: f.a })))],
  };
}

export default function Home({ data }: PageProps<HomeData>) {
  const { amount, termDays } = data.example;
  return (
    <>
      <Island name="hero">
        <VisitHero {...heroProps(data)} live />
      </Island>
      <section className="pz-section">
        <HowItWorks
          heading={data.howItWorks.title}
          intro={data.howItWorks.intro}
          stages={data.howItWorks.items}
          note={data.howItWorks.note}
          cta={{ href: '/offers/', label: 'Porównaj oferty' }}
          headingLevel={2}
        />
      </section>
      {/* Far below the first screen: laid out when near the viewport (Layout.css, app/far-sections.ts). */}
      <section className="pz-section pz-far pz-far--offers" aria-labelledby="najtansze-oferty">
        <h2 className="pz-section__title" id="najtansze-oferty">
          Najtańsze oferty dla przykładowej pożyczki
        </h2>
        <p className="pz-meta">
          Koszty policzone dla przykładu: {`${formatPln(amount)} na ${pluralPl(termDays, DAYS)}`}.{' '}
          <a href="/offers/">Zobacz wszystkie oferty</a>
        </p>
        <OfferNotices warning={data.warning} order="cheapest" paid={hasPaidPlacement(data.offers)} />
        <ol className="pz-offer-stack">
          {data.offers.map((offer, index) => (
            <li key={offer.offer_id}>
              <LenderCard
                offer={offer}
                law={data.law}
                amount={amount}
                term={termDays}
                href={transitionHref(offer, amount, termDays)}
                headingLevel={3}
                rank={index + 1}
              />
            </li>
          ))}
        </ol>
      </section>
      <section className="pz-section pz-far pz-far--partners">
        <Partners heading={data.partners.title} partners={data.partners.items} headingLevel={2} />
      </section>
      <section className="pz-section pz-far pz-far--faq" aria-labelledby="faq">
        <h2 className="pz-section__title" id="faq">
          {data.faq.title}
        </h2>
        <Island name="faq">
          <FaqAccordion {...faqProps(data)} />
        </Island>
      </section>
    </>
  );
}
