import { describe, expect, it } from 'vitest';
import {
  classifyTraffic,
  COOKIE,
  COOKIE_LIFETIME_MONTHS,
  DAYS_PER_MONTH,
  keptSourceExpired,
  PROMO_MAX,
  PROMO_MIN,
  SESSION_MINUTES,
  type PageAttribution,
  type TrafficDecision,
  type TrafficOptions,
  type TrafficResult,
} from './traffic';
import {
  decodeSbjs,
  DELIMITER,
  encodeSbjs,
  formatSbjsDate,
  formatSbjsValue,
  parseSbjsValue,
  serializeCookie,
  type CookieSpec,
} from '../../../contracts/sbjs-cookie';
import { parseCookieJar } from '../../../contracts/cookie-jar';
import { domainModeFromFlag, isInternalReferrer, registrableDomain } from './domain';
import { parseUrl, readQuery } from './url';
import { isPersonal } from '../../personal-text';
import { readable } from './personal';
import type { PersonalTest } from '../../../contracts/personal-data';

// Every expected cookie value below is written out by hand from sourcebuster.js 1.1's rules (src/js/init.js, data.js,
// helpers/cookies.js): the packed `key=value|||…` string, query values as they are in the URL, the whole string put
// through encodeURIComponent plus !~*'() → %21 %7E %2A %27 %28 %29. So '|||' is %7C%7C%7C, '=' %3D, '(none)'
// %28none%29, and a '%' already in the URL becomes %25.
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0); // fd '2026-11-22 12:00:00' in UTC
const UA = 'Mozilla/5.0 (X11; Linux x86_64)';
const UA_STORED = 'Mozilla%2F5.0%20%28X11%3B%20Linux%20x86_64%29';
const PAGE = 'https://www.example.pl/';
const N = '%28none%29';
const MIGRATED = '1418474375998%3D1';

/** Joins hand-encoded `key%3Dvalue` pairs with the stored delimiter %7C%7C%7C. */
const stored = (...pairs: string[]): string => pairs.join('%7C%7C%7C');
/** A stored sbjs_current / sbjs_first from hand-encoded values. */
const main = (typ: string, src: string, mdm = N, cmp = N, cnt = N, trm = N): string =>
  stored(`typ%3D${typ}`, `src%3D${src}`, `mdm%3D${mdm}`, `cmp%3D${cmp}`, `cnt%3D${cnt}`, `trm%3D${trm}`);

const TYPEIN = main('typein', '%28direct%29');
const GOOGLE_CPC = main('utm', 'google', 'cpc', 'google_cpc');
const EARLIER_ADD = stored(
  'fd%3D2026-11-22%2011%3A00%3A00',
  'ep%3Dhttps%3A%2F%2Fwww.example.pl%2F%3Fgclid%3DCj0',
  `rf%3D${N}`,
);
/** A visitor who came from a Google Ads click an hour ago: second visit, third page, session still open. */
const VISITOR: Record<string, string> = {
  sbjs_migrations: MIGRATED,
  sbjs_current_add: EARLIER_ADD,
  sbjs_first_add: EARLIER_ADD,
  sbjs_current: GOOGLE_CPC,
  sbjs_first: GOOGLE_CPC,
  sbjs_udata: stored('vst%3D2', `uip%3D${N}`, `uag%3D${UA_STORED}`),
  sbjs_session: stored('pgs%3D3', 'cpg%3Dhttps%3A%2F%2Fwww.example.pl%2Fkredyty'),
  sbjs_promo: 'code%3D123456',
};
const without = (jar: Record<string, string>, name: string): Record<string, string> =>
  Object.fromEntries(Object.entries(jar).filter(([key]) => key !== name));
/** The same visitor after the 30-minute session cookie has expired (the browser no longer sends it). */
const VISITOR_LATER = without(VISITOR, COOKIE.session);

interface View {
  url?: string;
  referrer?: string;
  jar?: Record<string, string>;
  pageConfig?: PageAttribution;
  options?: TrafficOptions;
  random?: () => number;
  now?: number;
  isPersonal?: PersonalTest;
}

const view = (v: View = {}): TrafficResult =>
  classifyTraffic({
    url: v.url ?? PAGE,
    referrer: v.referrer ?? '',
    cookies: v.jar ?? {},
    now: v.now ?? NOW,
    userAgent: UA,
    random: v.random ?? (() => 0.5),
    pageConfig: v.pageConfig,
    isPersonal: v.isPersonal ?? isPersonal,
    options: v.options,
  });
const written = (result: TrafficResult, name: string): CookieSpec | undefined =>
  result.cookies.find((c) => c.name === name);
const valueOf = (result: TrafficResult, name: string): string | undefined => written(result, name)?.value;

interface Row extends View {
  name: string;
  decision: TrafficDecision;
  /** Expected stored sbjs_current. */
  current: string;
  /** Expected stored sbjs_first if written; null if it must not be written; omitted: equal to current. */
  first?: string | null;
  vst?: number;
  pgs?: number;
}

const ROWS: Row[] = [
  // 1. utm: any utm_* (each alone fills only its own field), gclid, yclid.
  {
    name: 'utm_source alone',
    url: `${PAGE}?utm_source=newsletter`,
    decision: 'utm',
    current: main('utm', 'newsletter'),
  },
  { name: 'utm_medium alone', url: `${PAGE}?utm_medium=email`, decision: 'utm', current: main('utm', N, 'email') },
  {
    name: 'utm_campaign alone',
    url: `${PAGE}?utm_campaign=jesien`,
    decision: 'utm',
    current: main('utm', N, N, 'jesien'),
  },
  {
    name: 'utm_content alone',
    url: `${PAGE}?utm_content=baner-1`,
    decision: 'utm',
    current: main('utm', N, N, N, 'baner-1'),
  },
  {
    name: 'utm_term alone',
    url: `${PAGE}?utm_term=chwilowka`,
    decision: 'utm',
    current: main('utm', N, N, N, N, 'chwilowka'),
  },
  {
    name: 'all five utm parameters, "+" kept as "+" (not a space)',
    url: `${PAGE}?utm_source=fb&utm_medium=cpc&utm_campaign=lato&utm_content=wideo&utm_term=kredyt+gotowkowy`,
    decision: 'utm',
    current: main('utm', 'fb', 'cpc', 'lato', 'wideo', 'kredyt%2Bgotowkowy'),
  },
  { name: 'gclid alone: google / cpc / google_cpc', url: `${PAGE}?gclid=Cj0KCQ`, decision: 'utm', current: GOOGLE_CPC },
  {
    name: 'yclid alone: yandex / cpc / yandex_cpc',
    url: `${PAGE}?yclid=123`,
    decision: 'utm',
    current: main('utm', 'yandex', 'cpc', 'yandex_cpc'),
  },
  {
    name: 'gclid with utm_source: utm_source wins the source, gclid still fills medium and campaign',
    url: `${PAGE}?utm_source=bing&gclid=Cj0`,
    decision: 'utm',
    current: main('utm', 'bing', 'cpc', 'google_cpc'),
  },
  { name: 'gclid and yclid: gclid wins', url: `${PAGE}?yclid=1&gclid=2`, decision: 'utm', current: GOOGLE_CPC },
  { name: 'an empty gclid still counts', url: `${PAGE}?gclid=`, decision: 'utm', current: GOOGLE_CPC },
  {
    name: 'Polish campaign as the browser sends it (percent-encoded)',
    url: `${PAGE}?utm_campaign=po%C5%BCyczki-jesie%C5%84`,
    decision: 'utm',
    current: main('utm', N, N, 'po%25C5%25BCyczki-jesie%25C5%2584'),
  },
  {
    name: 'Polish campaign given raw: normalised as location.href would be',
    url: `${PAGE}?utm_campaign=pożyczki-jesień`,
    decision: 'utm',
    current: main('utm', N, N, 'po%25C5%25BCyczki-jesie%25C5%2584'),
  },
  {
    name: 'an empty utm_source is stored empty',
    url: `${PAGE}?utm_source=&utm_medium=cpc`,
    decision: 'utm',
    current: main('utm', '', 'cpc'),
  },
  {
    name: 'a repeated parameter is stored "a,b"',
    url: `${PAGE}?utm_source=a&utm_source=b`,
    decision: 'utm',
    current: main('utm', 'a%2Cb'),
  },
  {
    name: 'a value holding "=" stops at it',
    url: `${PAGE}?utm_campaign=a=b`,
    decision: 'utm',
    current: main('utm', N, N, 'a'),
  },
  { name: 'a bare utm_source (no "=") does not count', url: `${PAGE}?utm_source`, decision: 'typein', current: TYPEIN },
  {
    name: 'a literal %21 in the URL: sbjs_first goes through one more decode/encode than sbjs_current',
    url: `${PAGE}?utm_campaign=a%21b`,
    decision: 'utm',
    current: main('utm', N, N, 'a%2521b'),
    first: main('utm', N, N, 'a%21b'),
  },
  {
    name: 'utm without utm_term takes the Yandex referrer text as term',
    url: `${PAGE}?utm_source=yandex&utm_medium=cpc`,
    referrer: 'https://yandex.ru/search/?text=zaim+online',
    decision: 'utm',
    current: main('utm', 'yandex', 'cpc', N, N, 'zaim%2Bonline'),
  },
  // 2. organic: sourcebuster's engines; Google needs no query, the others need their parameter.
  {
    name: 'Google with a query',
    referrer: 'https://www.google.com/search?q=kredyt',
    decision: 'organic',
    current: main('organic', 'google', 'organic'),
  },
  {
    name: 'Google without a query (the usual referrer today)',
    referrer: 'https://www.google.pl/',
    decision: 'organic',
    current: main('organic', 'google', 'organic'),
  },
  {
    name: 'Bing with q',
    referrer: 'https://www.bing.com/search?q=pozyczka',
    decision: 'organic',
    current: main('organic', 'bing', 'organic'),
  },
  {
    name: 'Bing without a query is a referral',
    referrer: 'https://www.bing.com/',
    decision: 'referral',
    current: main('referral', 'bing.com', 'referral', N, '%2F'),
  },
  {
    name: 'Yandex with text',
    referrer: 'https://yandex.ru/search/?text=zaim',
    decision: 'organic',
    current: main('organic', 'yandex', 'organic'),
  },
  {
    name: 'Yandex without a query is a referral',
    referrer: 'https://yandex.ru/',
    decision: 'referral',
    current: main('referral', 'yandex.ru', 'referral', N, '%2F'),
  },
  {
    name: 'Yahoo with p',
    referrer: 'https://pl.search.yahoo.com/search?p=kredyt',
    decision: 'organic',
    current: main('organic', 'yahoo', 'organic'),
  },
  {
    name: 'Yahoo without a query is a referral',
    referrer: 'https://search.yahoo.com/',
    decision: 'referral',
    current: main('referral', 'search.yahoo.com', 'referral', N, '%2F'),
  },
  {
    name: 'DuckDuckGo with q: not a sourcebuster engine, so referral',
    referrer: 'https://duckduckgo.com/?q=kredyt',
    decision: 'referral',
    current: main('referral', 'duckduckgo.com', 'referral', N, '%2F'),
  },
  {
    name: 'DuckDuckGo without a query',
    referrer: 'https://duckduckgo.com/',
    decision: 'referral',
    current: main('referral', 'duckduckgo.com', 'referral', N, '%2F'),
  },
  {
    name: 'Onet search: referral with its path',
    referrer: 'https://szukaj.onet.pl/wyniki?qt=kredyt',
    decision: 'referral',
    current: main('referral', 'szukaj.onet.pl', 'referral', N, '%2Fwyniki'),
  },
  {
    name: 'WP search: referral with its path',
    referrer: 'https://szukaj.wp.pl/szukaj.html?q=kredyt',
    decision: 'referral',
    current: main('referral', 'szukaj.wp.pl', 'referral', N, '%2Fszukaj.html'),
  },
  {
    name: 'DuckDuckGo added through options.organics',
    referrer: 'https://duckduckgo.com/?q=kredyt',
    options: { organics: [{ host: 'duckduckgo.com', param: 'q', display: 'duckduckgo' }] },
    decision: 'organic',
    current: main('organic', 'duckduckgo', 'organic'),
  },
  // 3. referral: host without its first 'www.', content = referrer path.
  {
    name: 'an external referral',
    referrer: 'https://blog.partner.pl/artykul/raty?x=1',
    decision: 'referral',
    current: main('referral', 'blog.partner.pl', 'referral', N, '%2Fartykul%2Fraty'),
  },
  {
    name: 'an external referral from www.',
    referrer: 'https://www.partner.pl/strona',
    decision: 'referral',
    current: main('referral', 'partner.pl', 'referral', N, '%2Fstrona'),
  },
  {
    name: 't.co is stored as twitter.com',
    referrer: 'https://t.co/abc',
    decision: 'referral',
    current: main('referral', 'twitter.com', 'referral', N, '%2Fabc'),
  },
  {
    name: 'options.referrals gives a source its own name and medium',
    referrer: 'https://m.facebook.com/',
    options: { referrals: [{ host: 'facebook.com', display: 'facebook', medium: 'social' }] },
    decision: 'referral',
    current: main('referral', 'facebook', 'social', N, '%2F'),
  },
  {
    name: "sourcebuster's parser reads medium.com/@autor as host 'autor'",
    referrer: 'https://medium.com/@autor/post',
    decision: 'referral',
    current: main('referral', 'autor', 'referral', N, '%2Fpost'),
  },
  {
    name: 'another origin on the same machine (127.0.0.1 → localhost)',
    url: 'http://localhost:3000/',
    referrer: 'http://127.0.0.1:3000/partner',
    decision: 'referral',
    current: main('referral', '127.0.0.1', 'referral', N, '%2Fpartner'),
  },
  // Internal referrers are neither organic nor referral.
  {
    name: 'an internal referrer (same host)',
    referrer: 'https://www.example.pl/kredyty',
    decision: 'typein',
    current: TYPEIN,
  },
  {
    name: 'an internal referrer, www. against no www.',
    url: 'https://example.pl/',
    referrer: 'https://www.example.pl/',
    decision: 'typein',
    current: TYPEIN,
  },
  {
    name: 'an internal subdomain (default mode)',
    referrer: 'https://blog.example.pl/',
    decision: 'typein',
    current: TYPEIN,
  },
  {
    name: 'a subdomain is external with f_l=2 (host-only)',
    url: `${PAGE}?f_l=2`,
    referrer: 'https://blog.example.pl/',
    decision: 'referral',
    current: main('referral', 'blog.example.pl', 'referral', N, '%2F'),
  },
  {
    name: 'on a subdomain, the parent is external by default',
    url: 'https://blog.example.pl/',
    referrer: 'https://www.example.pl/',
    decision: 'referral',
    current: main('referral', 'example.pl', 'referral', N, '%2F'),
  },
  {
    name: 'on a subdomain, the parent is internal with f_l=1 (site)',
    url: 'https://blog.example.pl/?f_l=1',
    referrer: 'https://www.example.pl/',
    decision: 'typein',
    current: TYPEIN,
  },
  { name: 'no referrer: typein (direct) / (none)', decision: 'typein', current: TYPEIN },
  // Page config: the partner's src/mdm/cmp/cnt/trm act as the page's utm_* when the URL has none.
  {
    name: 'page config attribution',
    pageConfig: { src: 'blog', mdm: 'cpa', cmp: 'jesień' },
    decision: 'utm',
    current: main('utm', 'blog', 'cpa', 'jesie%25C5%2584'),
  },
  {
    name: 'page config with content and term',
    pageConfig: { src: 'blog', cnt: 'baner górny', trm: 'raty 0%' },
    decision: 'utm',
    current: main('utm', 'blog', N, N, 'baner%2520g%25C3%25B3rny', 'raty%25200%2525'),
  },
  {
    name: 'URL utm beats page config (as a whole)',
    url: `${PAGE}?utm_source=fb`,
    pageConfig: { src: 'blog', mdm: 'cpa' },
    decision: 'utm',
    current: main('utm', 'fb'),
  },
  {
    name: 'page config beats an organic referrer',
    referrer: 'https://www.google.com/',
    pageConfig: { src: 'blog', mdm: 'cpa' },
    decision: 'utm',
    current: main('utm', 'blog', 'cpa'),
  },
  {
    name: 'blank page config fields are ignored',
    pageConfig: { src: '  ', mdm: '' },
    decision: 'typein',
    current: TYPEIN,
  },
  // Return visits: inside the session, and after it expired.
  {
    name: 'same session, no referrer: kept; pages +1, visits not',
    url: `${PAGE}kontakt`,
    jar: VISITOR,
    decision: 'kept',
    current: GOOGLE_CPC,
    first: null,
    vst: 2,
    pgs: 4,
  },
  {
    name: 'same session, external referrer: still kept',
    url: `${PAGE}kontakt`,
    referrer: 'https://blog.partner.pl/',
    jar: VISITOR,
    decision: 'kept',
    current: GOOGLE_CPC,
    first: null,
    vst: 2,
    pgs: 4,
  },
  {
    name: 'same session, Google: organic replaces current, first stays',
    referrer: 'https://www.google.com/',
    jar: VISITOR,
    decision: 'organic',
    current: main('organic', 'google', 'organic'),
    first: null,
    vst: 2,
    pgs: 4,
  },
  {
    name: 'session expired, no referrer: kept; visits +1, pages restart',
    jar: VISITOR_LATER,
    decision: 'kept',
    current: GOOGLE_CPC,
    first: null,
    vst: 3,
    pgs: 1,
  },
  {
    name: 'session expired, external referrer: referral replaces current, first stays',
    referrer: 'https://blog.partner.pl/',
    jar: VISITOR_LATER,
    decision: 'referral',
    current: main('referral', 'blog.partner.pl', 'referral', N, '%2F'),
    first: null,
    vst: 3,
  },
  {
    name: 'session expired, new utm: current changes, first stays',
    url: `${PAGE}?utm_source=fb`,
    jar: VISITOR_LATER,
    decision: 'utm',
    current: main('utm', 'fb'),
    first: null,
    vst: 3,
  },
  // Malformed cookies are ignored and rebuilt.
  {
    name: 'malformed current and first: typein, both rebuilt',
    jar: {
      sbjs_migrations: MIGRATED,
      sbjs_current: 'garbage',
      sbjs_first: 'typ%3Dnope%7C%7C%7Csrc%3Dx%7C%7C%7Cmdm%3Dy',
    },
    decision: 'typein',
    current: TYPEIN,
  },
  {
    name: 'an undecodable current is rebuilt',
    jar: { sbjs_migrations: MIGRATED, sbjs_current: '%E0%A4%A' },
    decision: 'typein',
    current: TYPEIN,
  },
  {
    name: 'current missing, first present: first is kept as current',
    jar: { sbjs_migrations: MIGRATED, sbjs_first: GOOGLE_CPC, sbjs_session: VISITOR.sbjs_session ?? '' },
    decision: 'kept',
    current: GOOGLE_CPC,
    first: null,
    pgs: 4,
  },
  {
    name: 'malformed udata restarts the visit count',
    jar: { ...VISITOR_LATER, sbjs_udata: 'vst%3Dabc' },
    decision: 'kept',
    current: GOOGLE_CPC,
    first: null,
    vst: 1,
  },
  {
    name: 'a malformed session counts as no session',
    referrer: 'https://blog.partner.pl/',
    jar: { ...VISITOR, sbjs_session: 'pgs%3Dx' },
    decision: 'referral',
    current: main('referral', 'blog.partner.pl', 'referral', N, '%2F'),
    first: null,
    vst: 3,
    pgs: 1,
  },
  {
    name: 'pre-1.0 cookies ("|" delimiter, no sbjs_migrations) are upgraded and kept',
    jar: {
      sbjs_current:
        'typ%3Dorganic%7Csrc%3Dgoogle%7Cmdm%3Dorganic%7Ccmp%3D%28none%29%7Ccnt%3D%28none%29%7Ctrm%3D%28none%29',
      sbjs_first:
        'typ%3Dorganic%7Csrc%3Dgoogle%7Cmdm%3Dorganic%7Ccmp%3D%28none%29%7Ccnt%3D%28none%29%7Ctrm%3D%28none%29',
    },
    decision: 'kept',
    current: main('organic', 'google', 'organic'),
  },
];

describe('classifyTraffic: SPEC §4 classification, cookie values as sourcebuster writes them', () => {
  it('has a table of at least 40 cases', () => expect(ROWS.length).toBeGreaterThanOrEqual(40));

  it.each(ROWS)('$name', (row) => {
    const result = view(row);
    expect(result.decision).toBe(row.decision);
    expect(valueOf(result, COOKIE.current)).toBe(row.current);
    expect(valueOf(result, COOKIE.first)).toBe(row.first === undefined ? row.current : (row.first ?? undefined));
    expect(result.data.udata.vst).toBe(row.vst ?? 1);
    expect(result.data.session.pgs).toBe(row.pgs ?? 1);
  });
});

describe('classifyTraffic: the whole first visit', () => {
  const result = view({ url: `${PAGE}?utm_source=google&utm_campaign=po%C5%BCyczki-jesie%C5%84` });
  const EP = 'https%3A%2F%2Fwww.example.pl%2F%3Futm_source%3Dgoogle%26utm_campaign%3Dpo%25C5%25BCyczki-jesie%25C5%2584';
  const TAIL = 'expires=Fri, 21 May 2027 12:00:00 GMT; domain=.example.pl; path=/; SameSite=Lax; Secure';

  it('writes every sourcebuster cookie, in its order, with SameSite=Lax and Secure added', () => {
    expect(result.cookies.map(serializeCookie)).toEqual([
      `sbjs_migrations=1418474375998%3D1; ${TAIL}`,
      `sbjs_current_add=fd%3D2026-11-22%2012%3A00%3A00%7C%7C%7Cep%3D${EP}%7C%7C%7Crf%3D%28none%29; ${TAIL}`,
      `sbjs_first_add=fd%3D2026-11-22%2012%3A00%3A00%7C%7C%7Cep%3D${EP}%7C%7C%7Crf%3D%28none%29; ${TAIL}`,
      `sbjs_current=typ%3Dutm%7C%7C%7Csrc%3Dgoogle%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3Dpo%25C5%25BCyczki-jesie%25C5%2584%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29; ${TAIL}`,
      `sbjs_first=typ%3Dutm%7C%7C%7Csrc%3Dgoogle%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3Dpo%25C5%25BCyczki-jesie%25C5%2584%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29; ${TAIL}`,
      `sbjs_udata=vst%3D1%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DMozilla%2F5.0%20%28X11%3B%20Linux%20x86_64%29; ${TAIL}`,
      `sbjs_session=pgs%3D1%7C%7C%7Ccpg%3D${EP}; expires=Sun, 22 Nov 2026 12:30:00 GMT; domain=.example.pl; path=/; SameSite=Lax; Secure`,
      `sbjs_promo=code%3D550000; ${TAIL}`,
    ]);
  });

  it('returns the decoded data sbjs.get would show', () => {
    const source = { typ: 'utm', src: 'google', mdm: '(none)', cmp: 'pożyczki-jesień', cnt: '(none)', trm: '(none)' };
    const add = {
      fd: '2026-11-22 12:00:00',
      ep: 'https://www.example.pl/?utm_source=google&utm_campaign=pożyczki-jesień',
      rf: '(none)',
    };
    expect(result.data).toEqual({
      current: source,
      first: source,
      current_add: add,
      first_add: add,
      udata: { vst: 1, uip: '(none)', uag: UA },
      session: { pgs: 1, cpg: 'https://www.example.pl/?utm_source=google&utm_campaign=pożyczki-jesień' },
      promo: { code: '550000' },
      clickIds: null,
    });
    expect(result.newVisit).toBe(true);
  });

  it('reads back its own cookies on the next views (document.cookie round trip)', () => {
    const documentCookie = (r: TrafficResult, previous: Record<string, string>): string =>
      Object.entries({ ...previous, ...Object.fromEntries(r.cookies.map((c) => [c.name, c.value])) })
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    const jar1 = parseCookieJar(documentCookie(result, {}));
    const second = view({ url: `${PAGE}kredyty`, referrer: PAGE, jar: jar1, now: NOW + 10 * 60_000 });
    expect(second.decision).toBe('kept');
    expect(second.data.current.cmp).toBe('pożyczki-jesień');
    expect(valueOf(second, COOKIE.current)).toBe(jar1.sbjs_current);
    expect(second.data.session.pgs).toBe(2);
    expect(second.data.udata.vst).toBe(1);
    // 40 minutes later the browser has dropped the session cookie: a new visit, same source.
    const jar2 = without(parseCookieJar(documentCookie(second, jar1)), COOKIE.session);
    const third = view({ jar: jar2, now: NOW + 50 * 60_000 });
    expect(third.decision).toBe('kept');
    expect(third.data.udata.vst).toBe(2);
    expect(third.data.session.pgs).toBe(1);
    expect(third.data.first_add?.fd).toBe('2026-11-22 12:00:00');
  });
});

describe('classifyTraffic: first vs current, and the _add cookies', () => {
  it('a new source rewrites current_add (fd, ep, rf) but never first_add', () => {
    const result = view({ url: `${PAGE}oferta`, referrer: 'https://www.google.com/', jar: VISITOR });
    expect(valueOf(result, COOKIE.current_add)).toBe(
      stored(
        'fd%3D2026-11-22%2012%3A00%3A00',
        'ep%3Dhttps%3A%2F%2Fwww.example.pl%2Foferta',
        'rf%3Dhttps%3A%2F%2Fwww.google.com%2F',
      ),
    );
    expect(written(result, COOKIE.first_add)).toBeUndefined();
    expect(written(result, COOKIE.first)).toBeUndefined();
    expect(result.data.first_add).toEqual({
      fd: '2026-11-22 11:00:00',
      ep: 'https://www.example.pl/?gclid=Cj0',
      rf: '(none)',
    });
    expect(result.data.first.src).toBe('google');
    expect(result.data.first.typ).toBe('utm');
  });

  it('keeping the source writes neither _add cookie nor sbjs_migrations', () => {
    const names = view({ jar: VISITOR }).cookies.map((c) => c.name);
    expect(names).toEqual([COOKIE.current, COOKIE.udata, COOKIE.session]);
  });

  it('writes first_add when a new source comes and it is missing', () => {
    const result = view({ url: `${PAGE}?utm_source=fb`, jar: without(VISITOR, COOKIE.first_add) });
    expect(valueOf(result, COOKIE.first_add)).toBe(
      stored('fd%3D2026-11-22%2012%3A00%3A00', 'ep%3Dhttps%3A%2F%2Fwww.example.pl%2F%3Futm_source%3Dfb', `rf%3D${N}`),
    );
  });

  it('takes fd at the given UTC offset (sourcebuster uses local time)', () => {
    const result = view({ options: { utcOffsetMinutes: 60 } });
    expect(result.data.current_add?.fd).toBe('2026-11-22 13:00:00');
  });

  it('stores options.userIp as uip', () => {
    expect(valueOf(view({ options: { userIp: '10.0.0.1' } }), COOKIE.udata)).toBe(
      stored('vst%3D1', 'uip%3D10.0.0.1', `uag%3D${UA_STORED}`),
    );
  });
});

describe('classifyTraffic: lifetimes (SPEC §9)', () => {
  it('keeps attribution 6 × 30 days and the session 30 minutes', () => {
    const result = view();
    expect(written(result, COOKIE.current)?.expires).toBe(NOW + 180 * 24 * 60 * 60_000);
    expect(written(result, COOKIE.session)?.expires).toBe(NOW + 30 * 60_000);
  });

  it('takes other lengths from options', () => {
    const result = view({ options: { lifetimeMonths: 1, sessionMinutes: 10 } });
    expect(written(result, COOKIE.udata)?.expires).toBe(NOW + 30 * 24 * 60 * 60_000);
    expect(written(result, COOKIE.session)?.expires).toBe(NOW + 10 * 60_000);
  });
});

describe('retention: a kept source lasts at most the cookie lifetime after it was recorded', () => {
  const DAY = 24 * 60 * 60_000;
  const LIFE = 180 * DAY;
  const add = (fd: string) => formatSbjsValue({ fd, ep: PAGE, rf: '(none)' });
  it.each([
    ['recorded now', add('2026-11-22 12:00:00'), 0, false],
    ['recorded 180 days ago to the second', add(formatSbjsDate(NOW - LIFE, 0)), 0, false],
    ['recorded 180 days and one second ago', add(formatSbjsDate(NOW - LIFE - 1000, 0)), 0, true],
    ['recorded a year ago', add('2025-11-22 12:00:00'), 0, true],
    ['written at UTC+2, 180 days ago in that zone', add(formatSbjsDate(NOW - LIFE, 120)), 120, false],
    ['no current_add cookie (cannot tell)', undefined, 0, false],
    ['a malformed date (cannot tell)', add('22.11.2025'), 0, false],
    ['an impossible date (cannot tell)', add('2025-02-30 12:00:00'), 0, false],
  ] as const)('%s → expired %s', (_name, currentAdd, offset, expected) => {
    expect(keptSourceExpired(currentAdd, NOW, LIFE, offset)).toBe(expected);
  });

  it('a visitor whose kept source is older than 6 × 30 days counts as typein, and a fresh _add is written', () => {
    const old = { ...VISITOR_LATER, sbjs_current_add: add('2026-05-01 10:00:00') };
    const result = view({ jar: old });
    expect(result.decision).toBe('typein');
    expect(result.data.current).toMatchObject({ typ: 'typein', src: '(direct)' });
    expect(result.data.current_add?.fd).toBe('2026-11-22 12:00:00');
    const fresh = view({ jar: { ...VISITOR_LATER, sbjs_current_add: add('2026-06-01 10:00:00') } });
    expect(fresh.decision).toBe('kept');
  });
});

describe('classifyTraffic: the f_l cookie domain modes', () => {
  it.each([
    ["no f_l: sourcebuster's default, host minus www.", PAGE, undefined, '.example.pl'],
    ['f_l=0: the same default', `${PAGE}?f_l=0`, undefined, '.example.pl'],
    ['no f_l on a subdomain: that subdomain', 'https://blog.example.pl/', undefined, '.blog.example.pl'],
    ['f_l=1: the registrable domain', 'https://blog.example.pl/?f_l=1', undefined, '.example.pl'],
    ['f_l=1 under com.pl', 'https://sklep.firma.com.pl/?f_l=1', undefined, '.firma.com.pl'],
    ['f_l=1 under waw.pl', 'https://www.urzad.waw.pl/?f_l=1', undefined, '.urzad.waw.pl'],
    ['f_l=2: host-only', `${PAGE}?f_l=2`, undefined, undefined],
    ['an unknown f_l falls back to the default', `${PAGE}?f_l=yes`, undefined, '.example.pl'],
    ['localhost is always host-only', 'http://localhost:3000/?f_l=1', undefined, undefined],
    ['an IP address is always host-only', 'http://127.0.0.1:3000/', undefined, undefined],
    ['options.domainMode overrides f_l', `${PAGE}?f_l=1`, 'host', undefined],
  ] as const)('%s', (_name, url, domainMode, domain) => {
    const result = view({ url, options: domainMode ? { domainMode } : {} });
    for (const cookie of result.cookies) expect(cookie.domain).toBe(domain);
    expect(serializeCookie(written(result, COOKIE.current) as CookieSpec).includes('; domain=')).toBe(
      domain !== undefined,
    );
  });
});

describe('classifyTraffic: cookie attributes', () => {
  it('marks cookies Secure on https only, SameSite=Lax always', () => {
    for (const cookie of view({ url: 'https://example.pl/' }).cookies)
      expect([cookie.secure, cookie.sameSite, cookie.path]).toEqual([true, 'Lax', '/']);
    for (const cookie of view({ url: 'http://example.pl/' }).cookies)
      expect([cookie.secure, cookie.sameSite, cookie.path]).toEqual([false, 'Lax', '/']);
    expect(serializeCookie(written(view({ url: 'http://example.pl/' }), COOKIE.promo) as CookieSpec)).toBe(
      'sbjs_promo=code%3D550000; expires=Fri, 21 May 2027 12:00:00 GMT; domain=.example.pl; path=/; SameSite=Lax',
    );
  });
});

describe('classifyTraffic: click ids (beyond sourcebuster)', () => {
  it('records gclid, gbraid, wbraid, fbclid and msclkid in sbjs_clid', () => {
    const result = view({ url: `${PAGE}?gclid=A&gbraid=B&wbraid=C&fbclid=D&msclkid=E` });
    expect(valueOf(result, COOKIE.clid)).toBe(
      stored('gclid%3DA', 'gbraid%3DB', 'wbraid%3DC', 'fbclid%3DD', 'msclkid%3DE', 'fd%3D2026-11-22%2012%3A00%3A00'),
    );
    expect(result.data.clickIds).toEqual({
      fd: '2026-11-22 12:00:00',
      ids: { gclid: 'A', gbraid: 'B', wbraid: 'C', fbclid: 'D', msclkid: 'E' },
    });
  });

  it('leaves the sbjs classification as sourcebuster 1.1 has it: fbclid alone is typein', () => {
    const result = view({ url: `${PAGE}?fbclid=IwAR0` });
    expect(result.decision).toBe('typein');
    expect(valueOf(result, COOKIE.current)).toBe(TYPEIN);
    expect(valueOf(result, COOKIE.clid)).toBe(stored('fbclid%3DIwAR0', 'fd%3D2026-11-22%2012%3A00%3A00'));
  });

  it('keeps earlier click ids on a view without any, and ignores empty ones', () => {
    const jar = { ...VISITOR, sbjs_clid: stored('msclkid%3Dm1', 'fd%3D2026-11-20%2009%3A00%3A00') };
    const result = view({ url: `${PAGE}?fbclid=`, jar });
    expect(written(result, COOKIE.clid)).toBeUndefined();
    expect(result.data.clickIds).toEqual({ fd: '2026-11-20 09:00:00', ids: { msclkid: 'm1' } });
  });
});

describe('classifyTraffic: promo code', () => {
  it.each([
    ['the lowest random', 0, undefined, 'code%3D100000'],
    ['the highest random', 0.9999999999, undefined, 'code%3D999999'],
    ['a middle random', 0.25, undefined, 'code%3D325000'],
    ['a custom range, zero-padded to the length of max', 0, { min: 1, max: 500 }, 'code%3D001'],
  ] as const)('%s', (_name, random, promo, expected) => {
    const result = view({ random: () => random, options: promo ? { promo } : {} });
    expect(valueOf(result, COOKIE.promo)).toBe(expected);
  });

  it('uses the SPEC §3 range by default', () => {
    for (const r of [0, 0.1, 0.5, 0.999]) {
      const code = Number(view({ random: () => r }).data.promo?.code);
      expect(code).toBeGreaterThanOrEqual(PROMO_MIN);
      expect(code).toBeLessThanOrEqual(PROMO_MAX);
    }
  });

  it('keeps the code across visits (not rewritten)', () => {
    const result = view({ jar: VISITOR_LATER, random: () => 0 });
    expect(written(result, COOKIE.promo)).toBeUndefined();
    expect(result.data.promo).toEqual({ code: '123456' });
  });

  it('rebuilds a malformed code, and makes none when disabled', () => {
    expect(valueOf(view({ jar: { ...VISITOR, sbjs_promo: 'code%3Dabc' } }), COOKIE.promo)).toBe('code%3D550000');
    const off = view({ options: { promo: false } });
    expect(written(off, COOKIE.promo)).toBeUndefined();
    expect(off.data.promo).toBeNull();
  });
});

describe('sbjs encoding helpers', () => {
  it.each([
    ['pożyczki-jesień', 'po%C5%BCyczki-jesie%C5%84'],
    ["a!b~c*d'e(f)", 'a%21b%7Ec%2Ad%27e%28f%29'],
    ['typ=utm|||src=(none)', 'typ%3Dutm%7C%7C%7Csrc%3D%28none%29'],
    ['a b/c', 'a%20b%2Fc'],
  ])('encodeSbjs(%j) = %j, and decodes back', (plain, encoded) => {
    expect(encodeSbjs(plain)).toBe(encoded);
    expect(decodeSbjs(encoded)).toBe(plain);
  });

  it('decodes like sourcebuster in its odd corners', () => {
    expect(decodeSbjs('a%2521b')).toBe('a!b'); // a literal %21 left after decoding becomes '!'
    expect(decodeSbjs('100%')).toBe('100%'); // malformed: unescape() fallback
    expect(decodeSbjs('%E0%A4%A')).toBe('\u00e0\u00a4%A');
    expect(decodeSbjs('%u017C')).toBe('ż');
  });

  it('parseSbjsValue decodes the whole value, then each field', () => {
    expect(
      parseSbjsValue('typ%3Dutm%7C%7C%7Ccmp%3Dpo%25C5%25BCyczki-jesie%25C5%2584%7C%7C%7Ccnt%3D%28none%29'),
    ).toEqual({
      typ: 'utm',
      cmp: 'pożyczki-jesień',
      cnt: '(none)',
    });
    expect(parseSbjsValue('ep%3Dhttps%3A%2F%2Fa.pl%2F%3Fx%3D1')).toEqual({ ep: 'https://a.pl/?x=1' });
    expect(parseSbjsValue('')).toEqual({});
    expect(parseSbjsValue('junk')).toEqual({ junk: '' });
  });

  it('formatSbjsValue packs and encodes once; Polish text round-trips', () => {
    expect(formatSbjsValue({ typ: 'utm', vst: 3, cmp: 'pożyczki-jesień' })).toBe(
      'typ%3Dutm%7C%7C%7Cvst%3D3%7C%7C%7Ccmp%3Dpo%C5%BCyczki-jesie%C5%84',
    );
    expect(parseSbjsValue(formatSbjsValue({ cmp: 'pożyczki-jesień', trm: 'chwilówka 24h' }))).toEqual({
      cmp: 'pożyczki-jesień',
      trm: 'chwilówka 24h',
    });
    expect(parseSbjsValue(formatSbjsValue({ cmp: 'po%C5%BCyczki' }))).toEqual({ cmp: 'pożyczki' });
  });

  it('serializeCookie writes a host-only cookie without a domain', () => {
    expect(
      serializeCookie({
        name: 'sbjs_session',
        value: 'pgs%3D1',
        expires: NOW,
        path: '/',
        sameSite: 'Lax',
        secure: true,
      }),
    ).toBe('sbjs_session=pgs%3D1; expires=Sun, 22 Nov 2026 12:00:00 GMT; path=/; SameSite=Lax; Secure');
  });

  it.each([
    [Date.UTC(2026, 0, 5, 3, 4, 5), 0, '2026-01-05 03:04:05'],
    [Date.UTC(2026, 0, 5, 3, 4, 5), 120, '2026-01-05 05:04:05'],
    [Date.UTC(2026, 0, 5, 3, 4, 5), -300, '2026-01-04 22:04:05'],
    [Date.UTC(2026, 11, 31, 23, 30, 0), 60, '2027-01-01 00:30:00'],
  ])('formatSbjsDate(%i, %i) = %s', (ms, offset, expected) => {
    expect(formatSbjsDate(ms, offset)).toBe(expected);
  });
});

describe('domains', () => {
  it.each([
    ['www.example.pl', 'example.pl'],
    ['example.pl', 'example.pl'],
    ['a.b.example.pl', 'example.pl'],
    ['WWW.Example.PL.', 'example.pl'],
    ['sklep.firma.com.pl', 'firma.com.pl'],
    ['firma.net.pl', 'firma.net.pl'],
    ['x.fundacja.org.pl', 'fundacja.org.pl'],
    ['www.urzad.waw.pl', 'urzad.waw.pl'],
    ['news.bbc.co.uk', 'bbc.co.uk'],
    ['com.pl', null],
    ['localhost', null],
    ['app.localhost', null],
    ['intranet', null],
    ['127.0.0.1', null],
    ['[::1]', null],
    ['::1', null],
    ['', null],
  ])('registrableDomain(%j) = %j', (host, expected) => {
    expect(registrableDomain(host)).toBe(expected);
  });

  it.each([
    [undefined, 'sbjs'],
    ['0', 'sbjs'],
    ['1', 'site'],
    ['2', 'host'],
    ['true', 'sbjs'],
  ] as const)('domainModeFromFlag(%j) = %s', (flag, mode) => {
    expect(domainModeFromFlag(flag)).toBe(mode);
  });

  it.each([
    ['example.pl', 'www.example.pl', 'sbjs', true],
    ['blog.example.pl', 'www.example.pl', 'sbjs', true],
    ['example.pl.evil.com', 'www.example.pl', 'sbjs', false],
    ['notexample.pl', 'www.example.pl', 'sbjs', false],
    ['example.pl', 'blog.example.pl', 'sbjs', false],
    ['example.pl', 'blog.example.pl', 'site', true],
    ['blog.example.pl', 'www.example.pl', 'host', false],
    ['example.pl', 'www.example.pl', 'host', true],
    ['localhost', 'localhost', 'site', true],
  ] as const)('isInternalReferrer(%j on %j, %s) = %s', (referrerHost, pageHost, mode, expected) => {
    expect(isInternalReferrer(referrerHost, pageHost, mode)).toBe(expected);
  });
});

describe("URL reading (sourcebuster's parser)", () => {
  it.each([
    [
      'https://blog.example.pl/post/1?x=1#h',
      { protocol: 'https', host: 'blog.example.pl', path: '/post/1', query: 'x=1' },
    ],
    ['https://example.pl', { protocol: 'https', host: 'example.pl', path: '', query: '' }],
    ['https://user:pw@a.pl:8080/p?q', { protocol: 'https', host: 'a.pl', path: '/p', query: 'q' }],
    ['https://medium.com/@autor/post', { protocol: 'https', host: 'autor', path: '/post', query: '' }],
    [
      'android-app://com.google.android.gm/',
      { protocol: 'android-app', host: 'com.google.android.gm', path: '/', query: '' },
    ],
    ['https://a.pl?x=1', { protocol: 'https', host: 'a.pl', path: '', query: 'x=1' }],
  ])('parseUrl(%j)', (url, parts) => {
    expect(parseUrl(url)).toEqual(parts);
  });

  it('readQuery keeps raw values, a bare key as absent, repeats as a list', () => {
    const params = readQuery('a=1&b&c=&a=2&d=x=y&e=po%C5%BC+ka');
    expect(params.get('a')).toEqual(['1', '2']);
    expect(params.get('b')).toBeUndefined();
    expect(params.has('b')).toBe(true);
    expect(params.get('c')).toBe('');
    expect(params.get('d')).toBe('x');
    expect(params.get('e')).toBe('po%C5%BC+ka');
  });
});

describe('constants (SPEC §3, §9)', () => {
  it('names the SPEC values', () => {
    expect([COOKIE_LIFETIME_MONTHS, DAYS_PER_MONTH, SESSION_MINUTES, DELIMITER, PROMO_MIN, PROMO_MAX]).toEqual([
      6,
      30,
      30,
      '|||',
      100000,
      999999,
    ]);
  });
});

// Personal data never stored (the deliberate difference in README.md): the same visits, cookie values written out by
// hand as above. `ep`/`rf`/`cpg` hand-encoded: ':' %3A, '/' %2F, '?' %3F, '=' %3D, '&' %26.
const FD_NOW = 'fd%3D2026-11-22%2012%3A00%3A00';
const EXAMPLE_EP = 'https%3A%2F%2Fwww.example.pl%2F';
const PARTNER_OFFER = 'https%3A%2F%2Fpartner.pl%2Foferta%2F';
const PARTNER_FORM = 'https%3A%2F%2Fpartner.pl%2Fform%2F';
const ADDRESS_FIELDS = ['ep', 'rf', 'cpg', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id'];

interface PersonalRow extends View {
  name: string;
  decision: TrafficDecision;
  current: string;
  /** Expected stored ep, rf and cpg. */
  ep: string;
  rf?: string;
  cpg?: string;
}

const PERSONAL_ROWS: PersonalRow[] = [
  {
    name: 'a phone as utm_term and tel: still utm, the term (none), ep and cpg without the query',
    url: 'https://partner.pl/oferta/?utm_term=600100200&tel=600100200',
    decision: 'utm',
    current: main('utm', N),
    ep: PARTNER_OFFER,
  },
  {
    name: 'the same with utm_source and utm_medium: both kept',
    url: 'https://partner.pl/oferta/?utm_source=google&utm_medium=cpc&utm_term=600100200&tel=600100200',
    decision: 'utm',
    current: main('utm', 'google', 'cpc'),
    ep: PARTNER_OFFER,
  },
  {
    name: 'a form page of the same site as referrer: rf without its query',
    url: 'https://partner.pl/oferta/',
    referrer: 'https://partner.pl/form/?tel=600100200',
    decision: 'typein',
    current: TYPEIN,
    ep: PARTNER_OFFER,
    rf: PARTNER_FORM,
  },
  {
    name: "another site's form page as referrer: a referral from it, rf without its query",
    referrer: 'https://partner.pl/form/?tel=600100200',
    decision: 'referral',
    current: main('referral', 'partner.pl', 'referral', N, '%2Fform%2F'),
    ep: EXAMPLE_EP,
    rf: PARTNER_FORM,
  },
  {
    name: 'a PESEL as utm_content',
    url: `${PAGE}?utm_source=nl&utm_content=44051401359`,
    decision: 'utm',
    current: main('utm', 'nl'),
    ep: EXAMPLE_EP,
  },
  {
    name: 'an e-mail as utm_source (%40)',
    url: `${PAGE}?utm_source=jan%40example.pl&utm_medium=email`,
    decision: 'utm',
    current: main('utm', N, 'email'),
    ep: EXAMPLE_EP,
  },
  {
    name: 'a phone with spaces (%2B48%20600…)',
    url: `${PAGE}?utm_source=sms&utm_term=%2B48%20600%20100%20200`,
    decision: 'utm',
    current: main('utm', 'sms'),
    ep: EXAMPLE_EP,
  },
  {
    name: 'a phone as the page config term',
    pageConfig: { src: 'blog', trm: '600 100 200' },
    decision: 'utm',
    current: main('utm', 'blog'),
    ep: EXAMPLE_EP,
  },
  {
    name: 'a PESEL in the page path: ep and cpg are the origin',
    url: 'https://www.example.pl/klient/44051401359',
    decision: 'typein',
    current: TYPEIN,
    ep: 'https%3A%2F%2Fwww.example.pl',
  },
  {
    name: 'a phone in the referrer path: referral, content (none), rf the origin',
    referrer: 'https://forum.pl/profil/600100200?x=1',
    decision: 'referral',
    current: main('referral', 'forum.pl', 'referral'),
    ep: EXAMPLE_EP,
    rf: 'https%3A%2F%2Fforum.pl',
  },
  {
    name: 'a phone searched on Yandex: the term (none), rf without its query',
    url: `${PAGE}?utm_source=yandex&utm_medium=cpc`,
    referrer: 'https://yandex.ru/search/?text=600100200',
    decision: 'utm',
    current: main('utm', 'yandex', 'cpc'),
    ep: 'https%3A%2F%2Fwww.example.pl%2F%3Futm_source%3Dyandex%26utm_medium%3Dcpc',
    rf: 'https%3A%2F%2Fyandex.ru%2Fsearch%2F',
  },
  {
    name: 'a phone searched on Google: still organic',
    referrer: 'https://www.google.com/search?q=600100200',
    decision: 'organic',
    current: main('organic', 'google', 'organic'),
    ep: EXAMPLE_EP,
    rf: 'https%3A%2F%2Fwww.google.com%2Fsearch',
  },
  {
    name: 'an all-digit yclid errs on the side of dropping: ep without the query, still yandex / cpc',
    url: `${PAGE}?yclid=6532837520346955775`,
    decision: 'utm',
    current: main('utm', 'yandex', 'cpc', 'yandex_cpc'),
    ep: EXAMPLE_EP,
  },
  // Clean values: byte for byte what sourcebuster writes.
  {
    name: 'clean: a "+" term and a Polish campaign kept whole',
    url: `${PAGE}?utm_source=google&utm_campaign=po%C5%BCyczki&utm_term=kredyt+gotowkowy`,
    referrer: 'https://blog.partner.pl/artykul/raty?x=1',
    decision: 'utm',
    current: main('utm', 'google', N, 'po%25C5%25BCyczki', N, 'kredyt%2Bgotowkowy'),
    ep: 'https%3A%2F%2Fwww.example.pl%2F%3Futm_source%3Dgoogle%26utm_campaign%3Dpo%25C5%25BCyczki%26utm_term%3Dkredyt%2Bgotowkowy',
    rf: 'https%3A%2F%2Fblog.partner.pl%2Fartykul%2Fraty%3Fx%3D1',
  },
  {
    name: 'clean: short numbers in the address kept whole',
    url: 'https://partner.pl/oferta/?kwota=5000&okres=12&utm_content=baner-300x250',
    decision: 'utm',
    current: main('utm', N, N, N, 'baner-300x250'),
    ep: 'https%3A%2F%2Fpartner.pl%2Foferta%2F%3Fkwota%3D5000%26okres%3D12%26utm_content%3Dbaner-300x250',
  },
];

describe('classifyTraffic: personal data is never stored, and never changes the classification', () => {
  it.each(PERSONAL_ROWS)('$name', (row) => {
    const result = view(row);
    expect(result.decision).toBe(row.decision);
    expect(valueOf(result, COOKIE.current)).toBe(row.current);
    expect(valueOf(result, COOKIE.first)).toBe(row.current);
    const add = stored(FD_NOW, `ep%3D${row.ep}`, `rf%3D${row.rf ?? N}`);
    expect(valueOf(result, COOKIE.current_add)).toBe(add);
    expect(valueOf(result, COOKIE.first_add)).toBe(add);
    expect(valueOf(result, COOKIE.session)).toBe(stored('pgs%3D1', `cpg%3D${row.cpg ?? row.ep}`));
    // The same view with nothing treated as personal is classified the same way.
    const unscrubbed = view({ ...row, isPersonal: () => false });
    expect(result.decision).toBe(unscrubbed.decision);
    expect(result.data.current.typ).toBe(unscrubbed.data.current.typ);
    for (const cookie of result.cookies) {
      for (const [key, value] of Object.entries(parseSbjsValue(cookie.value))) {
        if (ADDRESS_FIELDS.includes(key)) expect(isPersonal(readable(value)), `${cookie.name} ${key}`).toBe(false);
      }
    }
  });
});

it("click ids are kept as they are in sbjs_clid (the ad platforms' own random ids)", () => {
  expect(valueOf(view({ url: `${PAGE}?yclid=6532837520346955775` }), COOKIE.clid)).toBe(
    stored('yclid%3D6532837520346955775', FD_NOW),
  );
});

const LIFE = 180 * 24 * 60 * 60_000;
const OLD_FD = 'fd%3D2026-11-22%2011%3A00%3A00';
const OLD_EXPIRES = Date.UTC(2026, 10, 22, 11, 0, 0) + LIFE;
const PERSONAL_ADD = stored(
  OLD_FD,
  'ep%3Dhttps%3A%2F%2Fwww.example.pl%2F%3Fgclid%3DCj0%26tel%3D600100200',
  'rf%3Dhttps%3A%2F%2Fpartner.pl%2Fform%2F%3Ftel%3D600100200',
);
const CLEAN_ADD = stored(OLD_FD, `ep%3D${EXAMPLE_EP}`, `rf%3D${PARTNER_FORM}`);
const PERSONAL_SOURCE = main('utm', 'google', 'cpc', 'google_cpc', N, '600100200');
const OLD: Record<string, string> = {
  ...VISITOR,
  sbjs_current_add: PERSONAL_ADD,
  sbjs_first_add: PERSONAL_ADD,
  sbjs_current: PERSONAL_SOURCE,
  sbjs_first: PERSONAL_SOURCE,
  sbjs_session: stored('pgs%3D3', 'cpg%3Dhttps%3A%2F%2Fwww.example.pl%2Fkredyty%3Femail%3Djan%2540example.pl'),
};
const KONTAKT_SESSION = stored('pgs%3D4', 'cpg%3Dhttps%3A%2F%2Fwww.example.pl%2Fkontakt');
const GOOGLE_ADD = stored(FD_NOW, `ep%3D${EXAMPLE_EP}kontakt`, 'rf%3Dhttps%3A%2F%2Fwww.google.com%2F');
const writes = (result: TrafficResult) => result.cookies.map((c) => [c.name, c.value, c.expires]);

/**
 * What a view that keeps the stored source writes: every cookie clean, the ones written once with their old expiry.
 */
const KEPT_CLEAN = [
  [COOKIE.current_add, CLEAN_ADD, OLD_EXPIRES],
  [COOKIE.first_add, CLEAN_ADD, OLD_EXPIRES],
  [COOKIE.current, GOOGLE_CPC, NOW + LIFE],
  [COOKIE.first, GOOGLE_CPC, OLD_EXPIRES],
  [COOKIE.udata, VISITOR.sbjs_udata, NOW + LIFE],
  [COOKIE.session, KONTAKT_SESSION, NOW + 30 * 60_000],
];
describe('classifyTraffic: cookies written with personal data before are cleaned when read', () => {
  it.each([
    [
      'a kept source: the cookies written once are re-written clean with the expiry they had, current and session clean',
      OLD,
      '',
      'kept',
      KEPT_CLEAN,
    ],
    [
      'a new source: current and current_add are the new ones, first and first_add re-written clean',
      OLD,
      'https://www.google.com/',
      'organic',
      [
        [COOKIE.current_add, GOOGLE_ADD, NOW + LIFE],
        [COOKIE.first_add, CLEAN_ADD, OLD_EXPIRES],
        [COOKIE.current, main('organic', 'google', 'organic'), NOW + LIFE],
        [COOKIE.first, GOOGLE_CPC, OLD_EXPIRES],
        [COOKIE.udata, VISITOR.sbjs_udata, NOW + LIFE],
        [COOKIE.session, KONTAKT_SESSION, NOW + 30 * 60_000],
      ],
    ],
    [
      'no first_add to date sbjs_first: it gets 6 × 30 days from now',
      without(OLD, COOKIE.first_add),
      '',
      'kept',
      [
        [COOKIE.current_add, CLEAN_ADD, OLD_EXPIRES],
        [COOKIE.current, GOOGLE_CPC, NOW + LIFE],
        [COOKIE.first, GOOGLE_CPC, NOW + LIFE],
        [COOKIE.udata, VISITOR.sbjs_udata, NOW + LIFE],
        [COOKIE.session, KONTAKT_SESSION, NOW + 30 * 60_000],
      ],
    ],
    [
      'a first_add past its 6 × 30 days by its fd, yet still sent: first and first_add kept clean one more minute',
      {
        ...OLD,
        sbjs_first_add: stored(
          'fd%3D2026-05-01%2010%3A00%3A00',
          'ep%3Dhttps%3A%2F%2Fpartner.pl%2F%3Ftel%3D600100200',
          `rf%3D${N}`,
        ),
      },
      '',
      'kept',
      [
        [COOKIE.current_add, CLEAN_ADD, OLD_EXPIRES],
        [
          COOKIE.first_add,
          stored('fd%3D2026-05-01%2010%3A00%3A00', 'ep%3Dhttps%3A%2F%2Fpartner.pl%2F', `rf%3D${N}`),
          NOW + 60_000,
        ],
        [COOKIE.current, GOOGLE_CPC, NOW + LIFE],
        [COOKIE.first, GOOGLE_CPC, NOW + 60_000],
        [COOKIE.udata, VISITOR.sbjs_udata, NOW + LIFE],
        [COOKIE.session, KONTAKT_SESSION, NOW + 30 * 60_000],
      ],
    ],
    [
      'a broken current: the clean first is kept as the source',
      { ...OLD, sbjs_current: 'garbage' },
      '',
      'kept',
      KEPT_CLEAN,
    ],
    [
      'a personal current_add older than 6 × 30 days: still typein by the retention rule, with a fresh current_add',
      {
        ...OLD,
        sbjs_current_add: stored(
          'fd%3D2026-05-01%2010%3A00%3A00',
          'ep%3Dhttps%3A%2F%2Fpartner.pl%2F%3Ftel%3D600100200',
          `rf%3D${N}`,
        ),
      },
      '',
      'typein',
      [
        [COOKIE.current_add, stored(FD_NOW, `ep%3D${EXAMPLE_EP}kontakt`, `rf%3D${N}`), NOW + LIFE],
        [COOKIE.first_add, CLEAN_ADD, OLD_EXPIRES],
        [COOKIE.current, TYPEIN, NOW + LIFE],
        [COOKIE.first, GOOGLE_CPC, OLD_EXPIRES],
        [COOKIE.udata, VISITOR.sbjs_udata, NOW + LIFE],
        [COOKIE.session, KONTAKT_SESSION, NOW + 30 * 60_000],
      ],
    ],
  ] as const)('%s', (_name, jar, referrer, decision, expected) => {
    const result = view({ url: `${PAGE}kontakt`, referrer, jar });
    expect(result.decision).toBe(decision);
    expect(view({ url: `${PAGE}kontakt`, referrer, jar, isPersonal: () => false }).decision).toBe(decision);
    expect(writes(result)).toEqual(expected);
    expect(result.data.first).toEqual({
      typ: 'utm',
      src: 'google',
      mdm: 'cpc',
      cmp: 'google_cpc',
      cnt: '(none)',
      trm: '(none)',
    });
  });
});

describe('cookies cleaned of personal data, on the next views', () => {
  it('once cleaned, the next view writes only what it always writes', () => {
    const first = view({ url: `${PAGE}kontakt`, jar: OLD });
    const jar = { ...OLD, ...Object.fromEntries(first.cookies.map((c) => [c.name, c.value])) };
    const next = view({ url: `${PAGE}kontakt`, jar, now: NOW + 60_000 });
    expect(next.cookies.map((c) => c.name)).toEqual([COOKIE.current, COOKIE.udata, COOKIE.session]);
    expect(valueOf(next, COOKIE.current)).toBe(GOOGLE_CPC);
  });

  it('a kept WooCommerce-fork source loses a personal id field, the others stay as stored', () => {
    const fork = stored(
      'typ%3Dutm',
      'src%3Dfb',
      'mdm%3Dcpc',
      `cmp%3D${N}`,
      `cnt%3D${N}`,
      `trm%3D${N}`,
      'id%3Djan%2540example.pl',
    );
    const result = view({ jar: { ...VISITOR, sbjs_current: fork } });
    expect(valueOf(result, COOKIE.current)).toBe(
      stored('typ%3Dutm', 'src%3Dfb', 'mdm%3Dcpc', `cmp%3D${N}`, `cnt%3D${N}`, `trm%3D${N}`, `id%3D${N}`),
    );
  });
});
