// The offers page for the current lead: the lead id from this page's address (`lead_id`, carried on our
// links from partner pages) or local storage, the lead's feed, and the cards in its order. Any failure leaves
// the default order, silently (SPEC §8).
import { useEffect, useState } from 'react';
import { applyFeedOrder, FEED_PATH, fetchOrderedOffers, OFFER_CONFIG_PATH, type FeedItem } from '../../contracts/offer-feed';
import { parseRuntimeConfig } from './http';
import { currentLeadId } from './lead-id';
import { pageStorage } from './page-storage';

/** `offers` as the prerendered page has them, then, once the lead's feed answers, in the lead's order. */
export function useLeadOrder<T extends FeedItem>(offers: T[]): T[] {
  const [ordered, setOrdered] = useState(offers);
  useEffect(() => {
    const leadId = currentLeadId(window.location.search, pageStorage());
    if (!leadId) return;
    const base = new URL(parseRuntimeConfig(document.getElementById('pz-runtime')?.textContent).apiBase + '/', window.location.href);
    let live = true;
    void fetchOrderedOffers<FeedItem>(
      { lead_id: leadId, configURL: new URL(OFFER_CONFIG_PATH.slice(1), base).href },
      { fetch: window.fetch.bind(window), feedUrl: new URL(FEED_PATH.slice(1), base).href, error: (...args) => console.error(...args) },
    ).then((feed) => {
      if (live && feed && feed.length > 0) setOrdered(applyFeedOrder(offers, feed));
    });
    return () => {
      live = false;
    };
  }, [offers]);
  return ordered;
}
