// Traffic-source attribution (SPEC §3 "Traffic-source data", §4 classification, §9 constants), compatible with the
// cookies of sourcebuster.js 1.1 (npm `sourcebuster`, alexfedoseev/sourcebuster-js): same names, format, encoding
// and values for the same visit, so a site switching from sourcebuster keeps its visitors' attribution.
// Pure: everything arrives as arguments; the caller writes the returned cookies. See README.md.
import { UTM_FIELDS } from '../../../contracts/event';
import { CLICK_ID_PARAMS } from '../../../contracts/handoff';
import type { PageConfig } from '../../../contracts/page-config';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_PARAMS } from '../../../contracts/page-config-wire';
import type { PersonalTest } from '../../../contracts/personal-data';
import { cookieDomain, DOMAIN_FLAG_PARAM, domainModeFromFlag, isInternalReferrer, type DomainMode } from './domain';
import {
  CLICK_ID_COOKIE,
  DELIMITER,
  decodeSbjs,
  encodeSbjs,
  formatSbjsDate,
  formatSbjsValue,
  NONE,
  parseSbjsDate,
  parseSbjsValue,
  type CookieSpec,
} from '../../../contracts/sbjs-cookie';
import { fieldWithoutPersonal, storedWithoutPersonal, urlWithoutPersonal, type StoredFieldKind } from './personal';
import { hostWithoutWww, pageLocation, paramText, parseUrl, readQuery, type RawParam } from './url';

/** SPEC §9: traffic cookie lifetime, 6 months by default. */
export const COOKIE_LIFETIME_MONTHS = 6;
/** SPEC §9: a lifetime month is 30 days (sourcebuster: months × 30 × 24 × 60 minutes). */
export const DAYS_PER_MONTH = 30;
/** SPEC §9: session length 30 minutes. */
export const SESSION_MINUTES = 30;
/** SPEC §3: promo code range, 100000 to 999999 by default. */
export const PROMO_MIN = 100000;
export const PROMO_MAX = 999999;
/** SPEC §4 and sourcebuster's placeholders ('(none)' lives with the cookie format, which the scrubbing also uses). */
export { NONE };
export const DIRECT = '(direct)';

/** Cookie names: sourcebuster's, plus sbjs_clid for the click ids it does not record. */
export const COOKIE = {
  migrations: 'sbjs_migrations',
  current_add: 'sbjs_current_add',
  first_add: 'sbjs_first_add',
  current: 'sbjs_current',
  first: 'sbjs_first',
  udata: 'sbjs_udata',
  session: 'sbjs_session',
  promo: 'sbjs_promo',
  clid: CLICK_ID_COOKIE,
} as const;

/** sourcebuster's only migration (1.0.0: '|' delimiter → '|||'); its id marks a visitor as migrated. */
const MIGRATION_ID = '1418474375998';

export type TrafficType = 'utm' | 'organic' | 'referral' | 'typein';
const TRAFFIC_TYPES: ReadonlySet<string> = new Set<TrafficType>(['utm', 'organic', 'referral', 'typein']);

/**
 * Ad click ids recorded in sbjs_clid (sourcebuster keeps only source/medium for gclid and yclid, nothing for the
 * rest): the ones the transition page passes on (contracts/handoff.ts).
 */
export { CLICK_ID_PARAMS };
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

/**
 * A search engine: referrer host (or a parent domain of it), the query parameter that must be present, the name stored.
 */
export interface OrganicSource {
  host: string;
  param: string;
  display?: string;
}

/** A referrer host given its own source name and medium (sourcebuster's `referrals`). */
export interface ReferralSource {
  host: string;
  display?: string;
  medium?: string;
}

// sourcebuster 1.1's built-in search engines, in its order (Google and Yandex are handled before these).
export const SBJS_ORGANICS: readonly OrganicSource[] = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];

// sourcebuster 1.1's built-in referral aliases.
export const SBJS_REFERRALS: readonly ReferralSource[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

// sourcebuster's own rules for Google (any query, 'www.' only as prefix) and Yandex (needs 'text=' in the query).
const GOOGLE_HOST = /^(?:www\.)?google\..{2,9}$/;
const YANDEX_HOST = /^(?:.*\.)?yandex\..{2,9}$/;
const YANDEX_HOST_ANY_CASE = /^(?:.*\.)?yandex\..{2,9}$/i;

/** The parameters that make a page view 'utm' traffic in sourcebuster 1.1. */
const UTM_TRIGGERS = [...UTM_FIELDS, 'gclid', 'yclid'] as const;

/** Attribution a partner page passes in its page config (SPEC §3). */
export type PageAttribution = Pick<PageConfig, 'src' | 'mdm' | 'cmp' | 'cnt' | 'trm'>;

export interface PromoRange {
  min: number;
  max: number;
}

export interface TrafficOptions {
  /** Cookie lifetime in 30-day months (SPEC §9); default 6. */
  lifetimeMonths?: number;
  /** Session length in minutes (SPEC §9); default 30. */
  sessionMinutes?: number;
  /** Promo code range, or false for none; default 100000–999999 (sourcebuster's `promocode: true`). */
  promo?: PromoRange | false;
  /** Overrides the page's f_l parameter. */
  domainMode?: DomainMode;
  /** Offset from UTC, in minutes, for the fd dates; default 0 (UTC). See formatSbjsDate. */
  utcOffsetMinutes?: number;
  /** Stored as uip; default '(none)' (the browser cannot know it; sourcebuster's `user_ip`). */
  userIp?: string;
  /** Extra search engines, checked before the built-in ones (sourcebuster's `organics`). */
  organics?: readonly OrganicSource[];
  /** Extra referral aliases, checked before the built-in ones (sourcebuster's `referrals`). */
  referrals?: readonly ReferralSource[];
}

export interface TrafficInput {
  /** location.href. */
  url: string;
  /** document.referrer ('' when none). */
  referrer: string;
  /** The cookie jar as parseCookieJar(document.cookie) gives it: name → stored (encoded) value. */
  cookies: Readonly<Record<string, string>>;
  /** ms since the epoch. */
  now: number;
  pageConfig?: PageAttribution;
  /** navigator.userAgent. */
  userAgent: string;
  /** Math.random, or a fake in tests: a number in [0, 1). */
  random: () => number;
  /**
   * The personal-data detector (the loader's is loader/personal-text.ts). What looks personal is never stored: a URL
   * (ep, rf, cpg) is cut back, a source field becomes '(none)' (personal.ts); the classification does not change.
   */
  isPersonal: PersonalTest;
  options?: TrafficOptions;
}

/** sbjs_current / sbjs_first. */
export interface SourceData {
  typ: TrafficType;
  src: string;
  mdm: string;
  cmp: string;
  cnt: string;
  trm: string;
}

/**
 * sbjs_current_add / sbjs_first_add: when (fd), where (ep: the entrance URL) and from where (rf: referrer or '(none)'),
 * both without personal data.
 */
export interface VisitExtraData {
  fd: string;
  ep: string;
  rf: string;
}

/** sbjs_udata: visits (vst), ip (uip), user agent (uag). */
export interface UserData {
  vst: number;
  uip: string;
  uag: string;
}

/** sbjs_session: pages seen (pgs), current page (cpg). */
export interface SessionData {
  pgs: number;
  cpg: string;
}

/** sbjs_clid: the click ids of the last page view that had any, and when (fd). */
export interface ClickIdData {
  fd: string;
  ids: Partial<Record<ClickIdParam, string>>;
}

/** What sbjs.get would show after this page view (values decoded), plus our click ids. */
export interface TrafficData {
  current: SourceData;
  first: SourceData;
  current_add: VisitExtraData | null;
  first_add: VisitExtraData | null;
  udata: UserData;
  session: SessionData;
  promo: { code: string } | null;
  clickIds: ClickIdData | null;
}

/** Which SPEC §4 rule decided: a new source of that type, or the stored one kept. */
export type TrafficDecision = TrafficType | 'kept';

export interface TrafficResult {
  data: TrafficData;
  /** To write in this order (sourcebuster's order); each name at most once. */
  cookies: CookieSpec[];
  decision: TrafficDecision;
  /** True when no session cookie existed: this view starts a visit (and counted in vst). */
  newVisit: boolean;
}

const MINUTE_MS = 60_000;

/** The stored fields that come from addresses, by cookie: a source field or a URL (personal.ts cleans them). */
const SOURCE_FIELDS = (key: string): StoredFieldKind => (key === 'typ' ? null : 'field');
const URL_FIELDS = (key: string): StoredFieldKind => (key === 'ep' || key === 'rf' || key === 'cpg' ? 'url' : null);
const STORED_FROM_ADDRESSES = [
  [COOKIE.current_add, URL_FIELDS],
  [COOKIE.first_add, URL_FIELDS],
  [COOKIE.current, SOURCE_FIELDS],
  [COOKIE.first, SOURCE_FIELDS],
  [COOKIE.session, URL_FIELDS],
] as const;
const COOKIE_ORDER: readonly string[] = Object.values(COOKIE);
/** Written back (clean) on every view anyway, so cleaning them in the jar is enough. */
const WRITTEN_EVERY_VIEW: ReadonlySet<string> = new Set([COOKIE.current, COOKIE.session]);
/** The cookies a pre-1.0 visitor may hold with the old '|' delimiter. */
const MIGRATED = [
  COOKIE.current,
  COOKIE.current_add,
  COOKIE.first,
  COOKIE.first_add,
  COOKIE.session,
  COOKIE.udata,
  COOKIE.promo,
] as const;
/** A source's fields sourcebuster leaves as '(none)' unless the rule fills them. */
const UNSET = { cmp: NONE, cnt: NONE, trm: NONE } as const;

/** The cookies of one page view: the jar as it reads after each write, and the writes queued in order. */
interface CookieWork {
  jar: Map<string, string>;
  writes: Map<string, CookieSpec>;
  /** Queues a cookie and updates the jar: later steps read what earlier ones wrote (sourcebuster re-reads it). */
  write(name: string, value: string, lifeMs: number): void;
  /** sourcebuster's `cookies.get(name)` is truthy: the cookie exists and decodes to something. */
  present(name: string): boolean;
}

/** What a page view's steps share: its address, lifetimes and date, and the cookies as they stand. */
interface View {
  input: TrafficInput;
  options: TrafficOptions;
  page: ReturnType<typeof pageLocation>;
  query: ReturnType<typeof readQuery>;
  mode: DomainMode;
  lifetimeMs: number;
  sessionMs: number;
  utcOffset: number;
  fd: string;
  cookies: CookieWork;
}

function cookieWork(input: TrafficInput, page: View['page'], mode: DomainMode): CookieWork {
  const jar = new Map(Object.entries(input.cookies));
  const writes = new Map<string, CookieSpec>();
  const domain = cookieDomain(page.hostname, mode);
  return {
    jar,
    writes,
    write(name, value, lifeMs) {
      const expires = input.now + lifeMs;
      writes.set(name, {
        name,
        value,
        expires,
        ...(domain ? { domain } : {}),
        path: '/',
        sameSite: 'Lax',
        secure: page.secure,
      });
      jar.set(name, value);
    },
    present: (name) => decodeSbjs(jar.get(name) ?? '') !== '',
  };
}

/** The page view's settings: its address and flag, the cookie lifetimes (SPEC §9) and the fd date. */
function readView(input: TrafficInput): View {
  const options = input.options ?? {};
  const page = pageLocation(input.url);
  const query = readQuery(page.search);
  const mode = options.domainMode ?? domainModeFromFlag(paramText(query.get(DOMAIN_FLAG_PARAM)));
  const utcOffset = options.utcOffsetMinutes ?? 0;
  return {
    input,
    options,
    page,
    query,
    mode,
    lifetimeMs:
      Math.trunc(positive(options.lifetimeMonths, COOKIE_LIFETIME_MONTHS) * DAYS_PER_MONTH * 24 * 60) * MINUTE_MS,
    sessionMs: Math.trunc(positive(options.sessionMinutes, SESSION_MINUTES)) * MINUTE_MS,
    utcOffset,
    fd: formatSbjsDate(input.now, utcOffset),
    cookies: cookieWork(input, page, mode),
  };
}

/** Migrations (sourcebuster's migrations.go): mark new visitors as migrated; upgrade pre-1.0 ('|') cookies. */
function migrate({ cookies: { jar, write, present }, lifetimeMs, sessionMs }: View): void {
  if (present(COOKIE.migrations)) return;
  if (present(COOKIE.first)) {
    for (const name of MIGRATED) {
      const stored = jar.get(name);
      if (!stored || !present(name)) continue;
      const upgraded = encodeSbjs(upgradeDelimiters(decodeSbjs(stored)));
      if (upgraded !== stored) write(name, upgraded, name === COOKIE.session ? sessionMs : lifetimeMs);
    }
  }
  write(COOKIE.migrations, formatSbjsValue({ [MIGRATION_ID]: 1 }), lifetimeMs);
}

/**
 * Cookies written before personal data was kept out of them are cleaned as they are read, so nothing below reads
 * or re-writes the old values, and the view is classified as it would have been. sbjs_current and sbjs_session are
 * written back on every view anyway; the ones written once are re-written now with the expiry they had (6 × 30 days
 * after their fd; from now when that is unknown), at least a minute ahead (a cookie the browser still sends has
 * not expired, even when its fd, read in today's time zone, says it just did).
 */
function cleanStored({ cookies: { jar, write }, input, utcOffset, lifetimeMs }: View): void {
  const firstRecorded = recordedAt(jar.get(COOKIE.first_add), utcOffset);
  for (const [name, kindOf] of STORED_FROM_ADDRESSES) {
    const stored = jar.get(name);
    if (!stored) continue;
    const clean = storedWithoutPersonal(stored, kindOf, input.isPersonal);
    if (clean === stored) continue;
    if (WRITTEN_EVERY_VIEW.has(name)) {
      jar.set(name, clean);
      continue;
    }
    const recorded = name === COOKIE.current_add ? recordedAt(stored, utcOffset) : firstRecorded;
    write(name, clean, Math.max((recorded ?? input.now) + lifetimeMs - input.now, MINUTE_MS));
  }
}

/** SPEC §4 steps 1–5: the rule that decided and the new source, or null when the stored one is kept. */
function decideSource(view: View, newVisit: boolean): { decision: TrafficDecision; source: SourceData | null } {
  const { input, options, page, query, mode } = view;
  const { referrer } = input;
  const jar = view.cookies.jar;
  const externalReferrer = referrer !== '' && !isInternalReferrer(hostWithoutWww(referrer), page.hostname, mode);
  const utmParams = UTM_TRIGGERS.some((key) => query.get(key) !== undefined)
    ? query
    : pageConfigParams(input.pageConfig);
  if (utmParams) return { decision: 'utm', source: utmSource(utmParams, referrer, page.search) };
  const organic = externalReferrer ? organicSource(referrer, options.organics ?? []) : null;
  if (organic !== null) {
    return { decision: 'organic', source: { typ: 'organic', src: organic, mdm: 'organic', ...UNSET } };
  }
  if (newVisit && externalReferrer) {
    const alias = referralAlias(referrer, options.referrals ?? []);
    const src = alias?.src ?? hostWithoutWww(referrer);
    const mdm = alias?.mdm ?? 'referral';
    return { decision: 'referral', source: { typ: 'referral', src, mdm, ...UNSET, cnt: parseUrl(referrer).path } };
  }
  if (
    (readSource(jar.get(COOKIE.current)) || readSource(jar.get(COOKIE.first))) &&
    !keptSourceExpired(jar.get(COOKIE.current_add), input.now, view.lifetimeMs, view.utcOffset)
  ) {
    return { decision: 'kept', source: null };
  }
  return { decision: 'typein', source: { typ: 'typein', src: DIRECT, mdm: NONE, ...UNSET } };
}

/**
 * The source's cookies: current_add on every new source, first_add only once (sourcebuster's
 * setFirstAndCurrentExtraData); current, the new source or the stored one re-encoded as sourcebuster re-writes it (a
 * broken current falls back to first); first, once.
 */
function writeSource(view: View, source: SourceData | null): void {
  const { page, input, lifetimeMs } = view;
  const { jar, write } = view.cookies;
  if (source) {
    const extra = formatSbjsValue({
      fd: view.fd,
      ep: urlWithoutPersonal(page.href, input.isPersonal),
      rf: input.referrer ? urlWithoutPersonal(input.referrer, input.isPersonal) : NONE,
    });
    write(COOKIE.current_add, extra, lifetimeMs);
    if (!readExtra(jar.get(COOKIE.first_add))) write(COOKIE.first_add, extra, lifetimeMs);
  }
  const kept = readSource(jar.get(COOKIE.current)) ? jar.get(COOKIE.current) : jar.get(COOKIE.first);
  const current = source ? formatSbjsValue({ ...source }) : encodeSbjs(decodeSbjs(kept ?? ''));
  write(COOKIE.current, current, lifetimeMs);
  // sourcebuster copies first from the cookie it just wrote, so through one more decode/encode (visible only for a
  // value holding a literal %21 %7E %2A %27 %28 %29, which decodeData turns into its character).
  if (!readSource(jar.get(COOKIE.first))) write(COOKIE.first, encodeSbjs(decodeSbjs(current)), lifetimeMs);
}

/**
 * The visitor's cookies: udata counts a visit when no session cookie exists (SPEC §4); the session counts every
 * view (its 30-minute expiry is what ends a visit); the promo code is made once, then kept for the cookie's
 * lifetime (not refreshed, as in sourcebuster).
 */
function writeVisit(view: View, session: number | null): void {
  const { input, options, page, lifetimeMs } = view;
  const { jar, write } = view.cookies;
  const previousVisits = readCount(parseSbjsValue(jar.get(COOKIE.udata) ?? '').vst);
  const visits = previousVisits === null ? 1 : (previousVisits || 1) + (session === null ? 1 : 0);
  write(COOKIE.udata, formatSbjsValue({ vst: visits, uip: options.userIp ?? NONE, uag: input.userAgent }), lifetimeMs);
  const pages = session === null ? 1 : (session || 1) + 1;
  const cpg = urlWithoutPersonal(page.href, input.isPersonal);
  write(COOKIE.session, formatSbjsValue({ pgs: pages, cpg }), view.sessionMs);
  const promo = options.promo === undefined ? { min: PROMO_MIN, max: PROMO_MAX } : options.promo;
  if (promo && !/^\d+$/.test(parseSbjsValue(jar.get(COOKIE.promo) ?? '').code ?? '')) {
    write(COOKIE.promo, formatSbjsValue({ code: promoCode(promo, input.random) }), lifetimeMs);
  }
}

/** Click ids: replaced by the next view that carries any, otherwise kept until they expire. */
function writeClickIds({ query, fd, lifetimeMs, cookies }: View): void {
  const clickIds = CLICK_ID_PARAMS.flatMap((key) => {
    const value = firstValue(query.get(key));
    return value ? [[key, value] as const] : [];
  });
  if (clickIds.length > 0) {
    cookies.write(COOKIE.clid, formatSbjsValue({ ...Object.fromEntries(clickIds), fd }), lifetimeMs);
  }
}

/**
 * Classifies one page view (SPEC §4, in sourcebuster's order) and returns the cookies to write and the resulting data.
 * 1. utm: any utm_* / gclid / yclid in the URL; else the page config's src/mdm/cmp/cnt/trm, read as the utm_* of the
 * page.
 * 2. organic: an external search-engine referrer (even inside a session).
 * 3. referral: an external referrer and no session.
 * 4. kept: the stored sbjs_current (or sbjs_first) stays.
 * 5. typein: (direct) / (none).
 */
export function classifyTraffic(input: TrafficInput): TrafficResult {
  const view = readView(input);
  migrate(view);
  cleanStored(view);
  const session = readSession(view.cookies.jar.get(COOKIE.session));
  const { decision, source } = decideSource(view, session === null);
  // The source is decided; only now is what looks personal in it stored as '(none)' (a utm visit with a phone as
  // utm_term is still a utm visit, with its source and medium).
  writeSource(view, source && sourceWithoutPersonal(source, input.isPersonal));
  writeVisit(view, session);
  writeClickIds(view);
  // sourcebuster's order (COOKIE's), also for the cookies cleaned of personal data before the others were decided.
  const cookies = COOKIE_ORDER.flatMap((name) => view.cookies.writes.get(name) ?? []);
  return { data: readData(view.cookies.jar), cookies, decision, newVisit: session === null };
}

/**
 * Retention: a source kept from an earlier visit (rule 4) is kept only while it was recorded (sbjs_current_add's
 * fd) less than the cookie lifetime ago. sourcebuster re-writes a kept source on every view, which would keep it
 * for ever for a visitor who returns within each 6 months; we drop it instead, and the view counts as typein.
 * A missing or malformed date cannot be judged: the source is kept (its cookies still expire by themselves).
 */
export function keptSourceExpired(
  currentAdd: string | undefined,
  now: number,
  lifetimeMs: number,
  utcOffsetMinutes: number,
): boolean {
  const extra = readExtra(currentAdd);
  if (!extra) return false;
  const recorded = parseSbjsDate(extra.fd, utcOffsetMinutes);
  return recorded !== null && now - recorded > lifetimeMs;
}

/** Each source field that looks personal as '(none)'; the type stays. */
function sourceWithoutPersonal(source: SourceData, isPersonal: PersonalTest): SourceData {
  const clean = (value: string): string => fieldWithoutPersonal(value, isPersonal);
  return {
    typ: source.typ,
    src: clean(source.src),
    mdm: clean(source.mdm),
    cmp: clean(source.cmp),
    cnt: clean(source.cnt),
    trm: clean(source.trm),
  };
}

/** When a stored *_add cookie was written (its fd, read at the offset it was written with), or null when unknown. */
function recordedAt(stored: string | undefined, utcOffsetMinutes: number): number | null {
  const extra = readExtra(stored);
  return extra ? parseSbjsDate(extra.fd, utcOffsetMinutes) : null;
}

/** A positive finite option, else the SPEC default. */
function positive(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** sourcebuster's utm branch: URL values raw, gclid/yclid defaults, and the Yandex Direct 'text' as term. */
function utmSource(params: Map<string, RawParam>, referrer: string, pageSearch: string): SourceData {
  const has = (key: string): boolean => params.get(key) !== undefined;
  const value = (key: string, fallback: () => string): string => paramText(params.get(key)) ?? fallback();
  const viaClick = (google: string, yandex: string): string => (has('gclid') ? google : has('yclid') ? yandex : NONE);
  return {
    typ: 'utm',
    src: value('utm_source', () => viaClick('google', 'yandex')),
    mdm: value('utm_medium', () => viaClick('cpc', 'cpc')),
    cmp: value('utm_campaign', () => viaClick('google_cpc', 'yandex_cpc')),
    cnt: value('utm_content', () => NONE),
    trm: value('utm_term', () => yandexTerm(referrer, pageSearch) || NONE),
  };
}

/**
 * sourcebuster's getUtmTerm: the 'text' parameter of a Yandex referrer. With a query-less Yandex referrer it reads the
 * page's own query instead (getParam('') falls back to location.search) — kept, as it is what sourcebuster stores.
 */
function yandexTerm(referrer: string, pageSearch: string): string {
  if (!referrer) return '';
  const { host, query } = parseUrl(referrer);
  if (!host || !YANDEX_HOST_ANY_CASE.test(host)) return '';
  return paramText(readQuery(query || pageSearch).get('text')) ?? '';
}

/**
 * The page config's attribution as if it were the page's utm_* parameters, or null when it has none. Values are
 * percent-encoded first, as they would be in a link, so the cookie reads back exactly what the partner wrote.
 */
function pageConfigParams(config: PageAttribution | undefined): Map<string, RawParam> | null {
  if (!config) return null;
  const params = new Map<string, RawParam>();
  for (const field of ATTRIBUTION_FIELDS) {
    const value = config[field];
    if (typeof value === 'string' && value.trim() !== '')
      params.set(ATTRIBUTION_PARAMS[field], encodeURIComponent(value.trim()));
  }
  return params.size > 0 ? params : null;
}

/** sourcebuster's isOrganic: Yandex with 'text=', any Google, then the engines whose parameter is in the query. */
function organicSource(referrer: string, extra: readonly OrganicSource[]): string | null {
  const { host, query } = parseUrl(referrer);
  if (query && YANDEX_HOST.test(host) && query.includes('text=')) return 'yandex';
  if (GOOGLE_HOST.test(host)) return 'google';
  if (!query) return null;
  const lowerQuery = query.toLowerCase();
  const engine = [...extra, ...SBJS_ORGANICS].find(
    (o) => o.host && o.param && hostIsOrUnder(host, o.host) && lowerQuery.includes(`${o.param.toLowerCase()}=`),
  );
  return engine ? engine.display || engine.host : null;
}

/** sourcebuster's isReferral aliases (t.co → twitter.com); null means "use the referrer host". */
function referralAlias(referrer: string, extra: readonly ReferralSource[]): { src: string; mdm: string } | null {
  const { host } = parseUrl(referrer);
  const alias = [...extra, ...SBJS_REFERRALS].find((r) => r.host && hostIsOrUnder(host, r.host));
  return alias ? { src: alias.display || alias.host, mdm: alias.medium || 'referral' } : null;
}

/** `^(?:.*\.)?host$`, case-insensitive, as sourcebuster matches configured hosts. */
function hostIsOrUnder(host: string, parent: string): boolean {
  const h = host.toLowerCase();
  const p = parent.toLowerCase();
  return h === p || h.endsWith(`.${p}`);
}

/** sourcebuster 1.0's migration: a lone '|' becomes '|||'; '||' and '|||' stay. */
function upgradeDelimiters(value: string): string {
  return value.replace(/(\|)?\|(\|)?/g, (match, before: string | undefined, after: string | undefined) =>
    before || after ? match : DELIMITER,
  );
}

/** A stored sbjs_current / sbjs_first, or null when missing or malformed (then it is rebuilt). */
function readSource(stored: string | undefined): SourceData | null {
  if (!stored) return null;
  const f = parseSbjsValue(stored);
  if (!f.typ || !TRAFFIC_TYPES.has(f.typ) || f.src === undefined || f.mdm === undefined) return null;
  return {
    typ: f.typ as TrafficType,
    src: f.src,
    mdm: f.mdm,
    cmp: f.cmp ?? NONE,
    cnt: f.cnt ?? NONE,
    trm: f.trm ?? NONE,
  };
}

/** A stored *_add cookie, or null when missing or malformed. */
function readExtra(stored: string | undefined): VisitExtraData | null {
  if (!stored) return null;
  const f = parseSbjsValue(stored);
  return f.fd && f.ep !== undefined && f.rf !== undefined ? { fd: f.fd, ep: f.ep, rf: f.rf } : null;
}

/** sourcebuster's parseInt for vst/pgs; null when there is no number at all (malformed: treated as no cookie). */
function readCount(text: string | undefined): number | null {
  return text !== undefined && /^\d+/.test(text) ? parseInt(text, 10) : null;
}

/** The stored session's page count, or null when there is no (readable) session cookie. */
function readSession(stored: string | undefined): number | null {
  return stored ? readCount(parseSbjsValue(stored).pgs) : null;
}

/** sourcebuster's promo: a random integer in [min, max], zero-padded to the length of max. */
function promoCode({ min, max }: PromoRange, random: () => number): string {
  const code = Math.min(max, Math.floor(random() * (max - min + 1)) + min);
  return String(code).padStart(String(max).length, '0');
}

/** A click id's value (the first one when repeated); '' and bare keys count as absent. */
function firstValue(value: RawParam): string | undefined {
  return (Array.isArray(value) ? value.find((v) => v) : value) || undefined;
}

/** The data sbjs.get would show, read back from the jar after this view's writes. */
function readData(jar: ReadonlyMap<string, string>): TrafficData {
  const current = readSource(jar.get(COOKIE.current)) ?? {
    typ: 'typein',
    src: DIRECT,
    mdm: NONE,
    cmp: NONE,
    cnt: NONE,
    trm: NONE,
  };
  const udata = parseSbjsValue(jar.get(COOKIE.udata) ?? '');
  const session = parseSbjsValue(jar.get(COOKIE.session) ?? '');
  const promo = parseSbjsValue(jar.get(COOKIE.promo) ?? '').code;
  const clid = parseSbjsValue(jar.get(COOKIE.clid) ?? '');
  const ids = Object.fromEntries(CLICK_ID_PARAMS.flatMap((key) => (clid[key] ? [[key, clid[key]] as const] : [])));
  return {
    current,
    first: readSource(jar.get(COOKIE.first)) ?? current,
    current_add: readExtra(jar.get(COOKIE.current_add)),
    first_add: readExtra(jar.get(COOKIE.first_add)),
    udata: { vst: readCount(udata.vst) ?? 1, uip: udata.uip ?? NONE, uag: udata.uag ?? '' },
    session: { pgs: readCount(session.pgs) ?? 1, cpg: session.cpg ?? '' },
    promo: promo && /^\d+$/.test(promo) ? { code: promo } : null,
    clickIds: clid.fd && Object.keys(ids).length > 0 ? { fd: clid.fd, ids } : null,
  };
}
