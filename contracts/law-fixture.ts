// The law of one fixed day, for tests and stories: widgets are pure and price under the law they are given, so a
// test names its day rather than depending on the day it runs. Code that shows figures to visitors never uses it:
// it asks `lawOn(warsawDay(now))` at its edge (site/build-law.ts, server/law/service.ts).
import { lawOn, pricingLaw, type Law, type PricingLaw } from './law';

export const FIXTURE_DAY = '2026-11-28';
export const FIXTURE_LAW: Law = lawOn(FIXTURE_DAY);
export const FIXTURE_PRICING_LAW: PricingLaw = pricingLaw(FIXTURE_LAW);
