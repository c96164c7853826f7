// Lenders with their offers from the site's content, for stories and tests (the same data /partners-list/ shows).
import { LENDERS, OFFERS } from '../../site/content/lenders';
import type { HubLender } from './useLenderHub';

export const HUB_LENDERS: HubLender[] = LENDERS.map((lender) => ({ ...lender, offers: OFFERS.filter((o) => o.lenderId === lender.id) }));
