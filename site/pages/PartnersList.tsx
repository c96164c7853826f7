// /partners-list/: the lender hub. The directory of the lenders whose offers we list and a detail view per
// lender, deep-linkable as /partners-list/#lender-id (the prerendered page holds every detail for readers
// without JavaScript and for search engines).
import type { Offer, QuotedLoan } from '../../contracts/offer';
import type { PricingLaw } from '../../contracts/law';
import { lenderCardCss } from '../../widgets/LenderCard/LenderCard';
import type { LenderWithOffers } from '../../contracts/lenders';
import { LenderHub, lenderHubCss } from '../../widgets/LenderHub/LenderHub';
import { transitionHref } from '../app/links';
import { Breadcrumbs } from '../components/Blocks';
import { contentCss } from '../components/content-css';
import type { PARTNERS_LIST_PAGE } from '../content/pages';
import { breadcrumbJsonLd } from '../seo';
import type { Head, PageProps } from './types';
import { useEffect, useState } from 'react';
import { clearLoanPending, LOAN_PENDING_ATTR, loanOfAddress } from '../app/visit-loan';

type Example = PartnersListData['example'] & { unit?: 'days' | 'months' };

/** The hub's loan: the address's (a link carries the visitor's loan here), else the page's example. */
const exampleOf = (search: string, fallback: Example): Example => {
  const loan = loanOfAddress(search);
  return loan ? { amount: loan.amount, termDays: loan.term, unit: loan.unit } : fallback;
};

export interface PartnersListData {
  page: typeof PARTNERS_LIST_PAGE;
  lenders: LenderWithOffers[];
  /** The law of the day the page was rendered for (site/build-law.ts). */
  law: PricingLaw;
  /** Amount and term (days) the offer cards are priced for. */
  example: { amount: number; termDays: number };
  /** The advertising warning of the day the page was built (contracts/law.ts), null before the rules apply. */
  warning: string | null;
}

export const styles = [contentCss, lenderCardCss, lenderHubCss];

// No islands marked: the hub follows the address's #lender, moves focus to the lender's heading and back, so the
// whole page hydrates (site/app/islands.ts: a page that marks no islands is one island).

/** All its data, published beside the page, not inline: the document then fits its first round trip. */
export const inlineData = false;

export function head({ data }: PageProps<PartnersListData>): Head {
  return {
    title: data.page.title,
    description: data.page.description,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Strona główna', path: '/' },
        { name: data.page.h1, path: '/partners-list/' },
      ]),
    ],
  };
}

export default function PartnersList({ data }: PageProps<PartnersListData>) {
  // The lender gets the loan the card priced (the hub's loan in the offer's unit, or the nearest it lends).
  const hrefFor = (offer: Offer, loan: QuotedLoan) => transitionHref(offer, loan.amount, loan.term, '', loan.unit);
  // Rendered by the client router (no mark from the server): the address's loan at once. Hydrated over a page the
  // server marked for another loan: its example first, as the HTML, then the address's (site/app/visit-loan.ts).
  const [example, setExample] = useState<Example>(() =>
    typeof window === 'undefined' || document.documentElement.hasAttribute(LOAN_PENDING_ATTR)
      ? data.example
      : exampleOf(window.location.search, data.example),
  );
  useEffect(() => {
    setExample(exampleOf(window.location.search, data.example));
    clearLoanPending();
  }, []);
  return (
    <>
      <Breadcrumbs items={[{ name: 'Strona główna', path: '/' }, { name: data.page.h1 }]} />
      <div className="pz-prose">
        <h1>{data.page.h1}</h1>
        {data.page.intro.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <LenderHub lenders={data.lenders} law={data.law} hrefFor={hrefFor} example={example} warning={data.warning} />
    </>
  );
}
