// The offers page for the current lead: the lead id from this page's address (`lead_id`, carried on our
// links from partner pages) or local storage, the lead's feed for the loan the page opened with, and the cards in
// its order. The feed is the visitor's order (contracts/offer-order.ts) for that loan with the lead's age: lenders
// that do not lend at that age go below. Any failure leaves the visitor's order without the age, silently (SPEC §8).
import { useEffect, useState } from 'react';
import { loanFromQuery, loanQueryParams, type LoanRequest } from '../../contracts/loan-limits';
import {
  applyFeedOrder,
  FEED_PATH,
  fetchOrderedOffers,
  OFFER_CONFIG_PATH,
  type FeedItem,
} from '../../contracts/offer-feed';
import { parseRuntimeConfig } from './http';
import { currentLeadId } from './lead-id';
import { pageStorage } from './page-storage';

/** The offers in the lead's order, and the loan that order is for (null: no lead's order, the page's own). */
export interface LeadOrder<T> {
  offers: T[];
  orderedFor: LoanRequest | null;
}

/**
 * `offers` as the prerendered page has them, then, once the lead's feed answers, in the lead's order for the loan
 * the page opened with (its address's, else `defaults`).
 */
export function useLeadOrder<T extends FeedItem>(
  offers: T[],
  defaults: { amount: number; termDays: number },
): LeadOrder<T> {
  const [ordered, setOrdered] = useState<LeadOrder<T>>({ offers, orderedFor: null });
  useEffect(() => {
    const leadId = currentLeadId(window.location.search, pageStorage());
    if (!leadId) return;
    const loan = loanFromQuery(window.location.search, {
      amount: defaults.amount,
      term: defaults.termDays,
      unit: 'days',
    });
    const base = new URL(
      parseRuntimeConfig(document.getElementById('pz-runtime')?.textContent).apiBase + '/',
      window.location.href,
    );
    let live = true;
    void fetchOrderedOffers<FeedItem>(
      {
        lead_id: leadId,
        configURL: new URL(OFFER_CONFIG_PATH.slice(1), base).href,
        params: Object.fromEntries(loanQueryParams(loan)),
      },
      {
        fetch: window.fetch.bind(window),
        feedUrl: new URL(FEED_PATH.slice(1), base).href,
        error: (...args) => console.error(...args),
      },
    ).then((feed) => {
      if (live && feed && feed.length > 0) setOrdered({ offers: applyFeedOrder(offers, feed), orderedFor: loan });
    });
    return () => {
      live = false;
    };
  }, [offers, defaults]);
  return ordered;
}
