// /offers/ (and /offers2/ … /offers4/, SPEC §2: the same page). Static but for its offers island (the sliders,
// the list's sorting and filters; the cards stay the server's HTML until the choice changes: site/islands/
// all-offers.tsx). The landing offers page adds a call-back form to it in a module of its own (LandingOffers.tsx),
// so /offers/ does not load the form and its phone-number library.
import type { ReactNode } from 'react';
import type { PricingLaw } from '../../contracts/law';
import type { Offer } from '../../contracts/offer';
import { loanSlidersCss } from '../../widgets/LoanSliders/styles';
import { lenderCardCss } from '../../widgets/LenderCard/LenderCard';
import { pricedListCss } from '../../widgets/OfferList/OfferList';
import { sortOffers } from '../../widgets/OfferList/useOfferList';
import { SORT_LABELS, type OfferSort } from '../../widgets/OfferList/listChoice';
import { Island } from '../app/Island';
import { useLeadOrder } from '../app/lead-offers';
import { SHORT_NAME } from '../brand';
import { proseCss } from '../components/content-css';
import { OffersBrowser, type OffersBrowserProps } from '../components/OffersBrowser';
import offersCss from '../components/offers.css?inline';
import offersPageCss from './Offers.css?inline';
import type { CardOrders } from '../islands/reorder-cards';
import type { Head, PageProps } from './types';

export interface OffersData {
  variant: 'offers' | 'landing';
  offers: Offer[];
  /** The law of the day the page was rendered for (site/build-law.ts): its cards are priced under it. */
  law: PricingLaw;
  defaults: { amount: number; termDays: number };
  /** The advertising warning of the day the page was built (contracts/law.ts), null before the rules apply. */
  warning: string | null;
  disclaimer: string;
}

// Offers.css after the card's own CSS: it only adds how the browser defers the cards below the first screen.
export const styles = [proseCss, offersCss, loanSlidersCss, pricedListCss, lenderCardCss, offersPageCss];

export function head({ data }: PageProps<OffersData>): Head {
  return {
    title: `Oferty pożyczek – ${SHORT_NAME}`,
    description:
      'Porównaj oferty pożyczek: RRSO, całkowity koszt i kwota do zapłaty dla wybranej kwoty i okresu. Sortuj i filtruj według swoich potrzeb.',
    // The list is ordered for each lead; only the canonical /offers/ is indexed (SPEC §2 aliases and landings are not).
    ...(data.variant === 'landing' ? { robots: 'noindex, follow' } : { canonicalPath: '/offers/' }),
  };
}

/** Static but for the offers (site/app/islands.ts, "all-offers"). */
export const islands = true;

const offersProps = (data: OffersData): OffersBrowserProps => ({
  offers: data.offers,
  law: data.law,
  defaults: data.defaults,
  heading: 'Oferty dla Ciebie',
  warning: data.warning,
});

/** The server's cards in every order the visitor can pick, for the page's loan: a sort only moves them. */
const cardOrders = ({ offers, defaults, law }: OffersData): CardOrders =>
  Object.fromEntries(
    (Object.keys(SORT_LABELS) as OfferSort[]).map((sort) => [
      sort,
      sortOffers(offers, sort, { amount: defaults.amount, term: defaults.termDays, unit: 'days' }, law).map(
        (offer) => offer.offer_id,
      ),
    ]),
  );

/** Published beside the page, not inline: the document then fits its first round trip (docs/performance.md). */
export const inlineData = false;

/** What the island reads: its props under its name. */
export const islandData = (data: OffersData) => ({
  'all-offers': { ...offersProps(data), orders: cardOrders(data) },
});

/** The live list, as the prerender and the client router render it: the lead's own order once its feed answers. */
function LeadOffers(props: OffersBrowserProps) {
  const ordered = useLeadOrder(props.offers, props.defaults);
  return <OffersBrowser {...props} offers={ordered.offers} orderedFor={ordered.orderedFor} showControls />;
}

/**
 * The page; `form` goes between the list's explanation and the disclaimer (the landing page's call-back form).
 * `island`: the offers are an island of their own (this page); the landing page is one island as a whole, so
 * its offers are not marked again.
 */
export function OffersPage({
  data,
  form,
  island = true,
}: PageProps<OffersData> & { form?: ReactNode; island?: boolean }) {
  const offers = <LeadOffers {...offersProps(data)} />;
  return (
    <>
      <div className="pz-prose">
        <h1>{data.variant === 'landing' ? 'Pożyczki online – sprawdź, ile zapłacisz' : 'Oferty pożyczek'}</h1>
      </div>
      {/* Offers first (on a phone the first card's figures fit the first screen); how to read them follows. */}
      {island ? <Island name="all-offers">{offers}</Island> : offers}
      <p className="pz-meta">
        Ustaw kwotę i okres spłaty, a przy każdej ofercie zobaczysz całkowity koszt i kwotę do zapłaty. Wybierz ofertę i
        złóż wniosek na stronie pożyczkodawcy – to on decyduje o pożyczce.
      </p>
      {form}
      <p className="pz-meta">{data.disclaimer}</p>
    </>
  );
}

export default function Offers(props: PageProps<OffersData>) {
  return <OffersPage {...props} />;
}
