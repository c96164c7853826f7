// Traffic-source attribution, sourcebuster.js-compatible (README.md). The public surface of loader/traffic.
export {
  classifyTraffic,
  CLICK_ID_PARAMS,
  COOKIE,
  COOKIE_LIFETIME_MONTHS,
  DAYS_PER_MONTH,
  DIRECT,
  keptSourceExpired,
  MIGRATION_ID,
  NONE,
  PROMO_MAX,
  PROMO_MIN,
  SBJS_ORGANICS,
  SBJS_REFERRALS,
  SESSION_MINUTES,
} from './traffic';
export type {
  ClickIdData,
  ClickIdParam,
  OrganicSource,
  PageAttribution,
  PromoRange,
  ReferralSource,
  SessionData,
  SourceData,
  TrafficData,
  TrafficDecision,
  TrafficInput,
  TrafficOptions,
  TrafficResult,
  TrafficType,
  UserData,
  VisitExtraData,
} from './traffic';
export { cookieDomain, DOMAIN_FLAG_PARAM, domainModeFromFlag, isInternalReferrer, registrableDomain } from './domain';
export type { DomainMode } from './domain';
export { decodeSbjs, DELIMITER, encodeSbjs, formatSbjsDate, formatSbjsValue, parseCookieJar, parseSbjsDate, parseSbjsValue, serializeCookie } from './sbjs-cookie';
export type { CookieSpec } from './sbjs-cookie';
export { hostWithoutWww, parseUrl, readQuery } from './url';
