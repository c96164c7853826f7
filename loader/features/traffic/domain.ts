// Which domain the traffic cookies live on (the `f_l` URL parameter), and which referrers count as "our own site".

/**
 * How the traffic cookies are scoped, chosen by the page's `f_l` URL parameter (or options.domainMode):
 * - 'sbjs' (no f_l, f_l=0, anything unrecognised): what sourcebuster.js does without a `domain` setting — Domain is
 *   the page host minus a leading 'www.' (www.example.pl and example.pl → .example.pl; blog.example.pl →
 *   .blog.example.pl). The default, so a site switching from sourcebuster overwrites its visitors' cookies in place
 *   instead of growing a second, shadowed set.
 * - 'site' (f_l=1): Domain is the registrable domain (shop.firma.com.pl → .firma.com.pl), shared by every subdomain;
 *   like sourcebuster's `domain: 'firma.com.pl'`.
 * - 'host' (f_l=2): host-only cookies (no Domain attribute), subdomains are other sites; like sourcebuster's
 *   `domain: { host, isolate: true }`.
 * localhost, single-label hosts and IP addresses always get host-only cookies: browsers refuse a Domain there.
 */
export type DomainMode = 'sbjs' | 'site' | 'host';

/** The page URL parameter that selects the DomainMode. */
export const DOMAIN_FLAG_PARAM = 'f_l';

/** The `f_l` value into a mode; unknown values fall back to the sourcebuster-compatible default. */
export function domainModeFromFlag(flag: string | undefined): DomainMode {
  if (flag === '1') return 'site';
  if (flag === '2') return 'host';
  return 'sbjs';
}

// Public suffixes of more than one label that our partners' sites use, from the Public Suffix List
// (https://publicsuffix.org/list/): the .pl functional and regional second-level domains, and a few common foreign
// ones. By hand because the full list (~250 KB) is far over the loader's budget; an unlisted one falls back to the
// last two labels, which a browser then refuses for Domain if it is a public suffix (the cookie is lost, not leaked).
const MULTI_LABEL_SUFFIXES = new Set([
  ...[
    'com',
    'net',
    'org',
    'info',
    'biz',
    'edu',
    'gov',
    'mil',
    'nom',
    'waw',
    'shop',
    'sklep',
    'priv',
    'media',
    'mail',
    'atm',
    'auto',
    'agro',
    'gsm',
    'pc',
    'rel',
    'sos',
    'tm',
    'travel',
    'tourism',
    'turystyka',
    'targi',
    'szkola',
    'realestate',
    'nieruchomosci',
    'miasta',
    'gmina',
    'powiat',
    'sex',
    'aid',
    'gda',
    'gdansk',
    'gdynia',
    'med',
    'sopot',
    'krakow',
    'poznan',
    'wroc',
    'wroclaw',
    'lodz',
    'lublin',
    'torun',
    'szczecin',
    'katowice',
    'bialystok',
    'bydgoszcz',
    'olsztyn',
    'opole',
    'rzeszow',
    'kielce',
    'radom',
    'slask',
    'malopolska',
    'mazowsze',
    'mazury',
    'pomorze',
    'podlasie',
    'warmia',
    'zgora',
    'zakopane',
    'warszawa',
    'czest',
    'elblag',
    'gliwice',
    'tychy',
    'rybnik',
  ].map((label) => `${label}.pl`),
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'me.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.jp',
  'com.br',
  'com.ua',
  'org.ua',
  'co.za',
  'com.tr',
  'com.mx',
  'co.in',
]);

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** True where a cookie Domain attribute cannot be used: IP addresses, localhost (and *.localhost), single labels. */
function isHostOnlyHost(host: string): boolean {
  return (
    host === '' ||
    IPV4.test(host) ||
    host.includes(':') ||
    host.startsWith('[') ||
    !host.includes('.') ||
    host === 'localhost' ||
    host.endsWith('.localhost')
  );
}

const normalise = (host: string): string => host.trim().toLowerCase().replace(/\.$/, '');

/**
 * The registrable domain ("eTLD+1") of a host: example.pl for www.example.pl, firma.com.pl for a.firma.com.pl.
 * null for hosts that cannot carry a Domain cookie (localhost, IPs, single labels) or that are a public suffix.
 */
export function registrableDomain(host: string): string | null {
  const h = normalise(host);
  if (isHostOnlyHost(h)) return null;
  const labels = h.split('.');
  if (labels.some((label) => label === '')) return null;
  const take = MULTI_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.length < take ? null : labels.slice(-take).join('.');
}

/** The host sourcebuster treats as "the site" by default: the page host minus a leading 'www.'. */
function sbjsBase(host: string): string {
  return host.replace(/^www\./, '');
}

/** The Domain attribute for the traffic cookies (with sourcebuster's leading dot), or undefined for host-only. */
export function cookieDomain(pageHostname: string, mode: DomainMode): string | undefined {
  const h = normalise(pageHostname);
  if (mode === 'host' || isHostOnlyHost(h)) return undefined;
  if (mode === 'site') {
    const site = registrableDomain(h);
    return site ? `.${site}` : undefined;
  }
  const base = sbjsBase(h);
  // 'www.com.pl' would give '.com.pl', a public suffix the browser refuses: stay host-only instead.
  return registrableDomain(base) === null ? undefined : `.${base}`;
}

/**
 * Whether a referrer host (as hostWithoutWww gives it) is our own site, so neither organic nor referral. 'sbjs' and
 * 'site' accept the base domain and any subdomain of it (sourcebuster's `^(?:.*\.)?domain$`); 'host' accepts only
 * the page host itself, 'www.' aside (sourcebuster's isolate).
 */
export function isInternalReferrer(referrerHost: string, pageHostname: string, mode: DomainMode): boolean {
  const ref = normalise(referrerHost);
  const h = normalise(pageHostname);
  if (mode === 'host') return ref === h.replace('www.', '');
  const base = (mode === 'site' ? registrableDomain(h) : null) ?? sbjsBase(h);
  return ref === base || ref.endsWith(`.${base}`);
}
