// The one content file for the rates the law ties loan costs to. Update it with each decision of the Monetary
// Policy Council (Rada Polityki Pieniężnej): the new NBP reference rate and the day it took effect, from nbp.pl.
// The interest cap (contracts/offer.ts, MAX_INTEREST_YEARLY_PCT) derives from it; nothing else holds the rate.

export const NBP_REFERENCE_RATE = {
  /** NBP reference rate, per cent a year. */
  pct: 4.0,
  /** The day the rate took effect (ISO date). */
  since: '2025-12-04',
} as const;
