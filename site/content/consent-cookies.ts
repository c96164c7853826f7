// Every cookie and browser-storage key the product writes: one table (name, kind, category, purpose, lifetime),
// the single source of the banner's settings and of the cookies policy's table. Each key sits under the consent
// category its code is gated on; consent-cookies.test.ts compares the table with what the loader and the site
// declare next to their code (loader/stored-keys.ts, site/stored-keys.ts) and with what the loader really writes
// under each consent. Kept apart from legal.ts, so the banner's chunk carries no legal documents.
import { CONSENT_KEY } from '../../contracts/consent';
import { LEAD_MAX_AGE_DAYS } from '../../contracts/lead-retention';
import { CLICK_ID_COOKIE } from '../../contracts/sbjs-cookie';
import { typo } from '../../widgets/text/typography';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB';
export type CookieCategory = 'necessary' | 'analytics' | 'marketing';

/** A key as the code writes it: what the banner's settings list and what consent-cookies.test.ts compares. */
export interface CookieKey {
  /** Exact name of the cookie or storage key; '*' stands for a part that depends on the project key. */
  name: string;
  kind: StorageKind;
  category: CookieCategory;
}

interface CookieText {
  purpose: string;
  /** Lifetime in words, as shown to visitors. */
  lifetime: string;
  /** The same lifetime in seconds; null when it ends with the tab, the consent or the site data, not a clock. */
  maxAgeSeconds: number | null;
}

export interface CookieEntry {
  /** Exact name of the cookie or storage key; '*' stands for a part that depends on the project key. */
  name: string;
  kind: StorageKind;
  purpose: string;
  /** Lifetime in words, as shown to visitors. */
  lifetime: string;
  /** The same lifetime in seconds; null when it ends with the tab, the consent or the site data, not a clock. */
  maxAgeSeconds: number | null;
  category: CookieCategory;
}

export const COOKIE_CATEGORY_LABELS: Record<CookieCategory, string> = {
  necessary: 'Niezbędne',
  analytics: 'Analityczne',
  marketing: 'Marketingowe',
};

export const STORAGE_KIND_LABELS: Record<StorageKind, string> = {
  cookie: 'plik cookie',
  localStorage: 'pamięć lokalna (localStorage)',
  sessionStorage: 'pamięć sesji karty (sessionStorage)',
  indexedDB: 'baza danych przeglądarki (IndexedDB)',
};

const DAY = 86_400;
/**
 * SPEC §9: traffic cookies live 6 months of 30 days (loader/features/traffic COOKIE_LIFETIME_MONTHS × DAYS_PER_MONTH).
 */
const TRAFFIC_DAYS = 6 * 30;
const TRAFFIC_LIFETIME = `${TRAFFIC_DAYS} dni od zapisania`;
const TRAFFIC_ROLLING = `${TRAFFIC_DAYS} dni od ostatniej wizyty`;
const LEAD_LIFETIME = `${LEAD_MAX_AGE_DAYS} dni od zapisania, potem usuwamy go automatycznie`;
const SITE_DATA = 'do usunięcia danych strony w przeglądarce';
const PUSH_ANSWER = 'do zmiany decyzji albo usunięcia danych strony w przeglądarce';

export const COOKIE_KEYS: readonly CookieKey[] = [
  // Necessary: written for every visitor, with no consent (the choice itself, language, the application).
  { name: CONSENT_KEY, kind: 'localStorage', category: 'necessary' },
  { name: 'przelewik_stored', kind: 'localStorage', category: 'necessary' },
  { name: 'przelewik_locale', kind: 'cookie', category: 'necessary' },
  { name: 'leadId', kind: 'localStorage', category: 'necessary' },
  { name: 'lead_id', kind: 'localStorage', category: 'necessary' },
  { name: 'przelewik_lead_at', kind: 'localStorage', category: 'necessary' },
  { name: 'przelewik_reg_draft', kind: 'sessionStorage', category: 'necessary' },
  { name: 'przelewik_chunk_reload', kind: 'sessionStorage', category: 'necessary' },
  { name: 'przelewik_loan', kind: 'sessionStorage', category: 'necessary' },
  // Analytics: only with analytics consent (loader/features/pageview keeps the ids only then; Amplitude needs it).
  { name: 'session_id', kind: 'localStorage', category: 'analytics' },
  { name: 'client_id', kind: 'localStorage', category: 'analytics' },
  { name: 'AMP_*', kind: 'cookie', category: 'analytics' },
  { name: 'AMP_unsent_*', kind: 'localStorage', category: 'analytics' },
  { name: 'AMP_diagnostics_*', kind: 'indexedDB', category: 'analytics' },
  // Google Analytics through the tag manager: it loads with marketing consent, and writes these only with analytics
  // consent too.
  { name: '_ga', kind: 'cookie', category: 'analytics' },
  { name: '_ga_*', kind: 'cookie', category: 'analytics' },
  // Marketing: only with marketing consent (the traffic, abandoned, push and fingerprint features need it).
  { name: 'sbjs_migrations', kind: 'cookie', category: 'marketing' },
  { name: 'sbjs_current_add', kind: 'cookie', category: 'marketing' },
  { name: 'sbjs_first_add', kind: 'cookie', category: 'marketing' },
  { name: 'sbjs_current', kind: 'cookie', category: 'marketing' },
  { name: 'sbjs_first', kind: 'cookie', category: 'marketing' },
  { name: 'sbjs_udata', kind: 'cookie', category: 'marketing' },
  { name: 'sbjs_session', kind: 'cookie', category: 'marketing' },
  { name: 'sbjs_promo', kind: 'cookie', category: 'marketing' },
  { name: CLICK_ID_COOKIE, kind: 'cookie', category: 'marketing' },
  { name: 'przelewik_av', kind: 'cookie', category: 'marketing' },
  { name: 'fgPro', kind: 'localStorage', category: 'marketing' },
  { name: 'sentFirebaseMessagingToken', kind: 'localStorage', category: 'marketing' },
  { name: 'updatedFirebaseMessagingToken', kind: 'localStorage', category: 'marketing' },
  { name: 'requestFCMAccepted', kind: 'localStorage', category: 'marketing' },
  { name: 'firebase-installations-database', kind: 'indexedDB', category: 'marketing' },
  { name: 'firebase-messaging-database', kind: 'indexedDB', category: 'marketing' },
  { name: 'firebase-heartbeat-database', kind: 'indexedDB', category: 'marketing' },
  // Written by the services themselves, only with marketing consent: the device identification agent, the tags.
  { name: '_iidt', kind: 'cookie', category: 'marketing' },
  { name: '_iidt', kind: 'localStorage', category: 'marketing' },
  { name: '_vid_t', kind: 'cookie', category: 'marketing' },
  { name: '_vid_t', kind: 'localStorage', category: 'marketing' },
  { name: '_gcl_au', kind: 'cookie', category: 'marketing' },
  { name: '_gcl_aw', kind: 'cookie', category: 'marketing' },
  { name: '_fbp', kind: 'cookie', category: 'marketing' },
  { name: '_fbc', kind: 'cookie', category: 'marketing' },
];

// What each key is for and how long it stays, as the cookies policy shows it (keyed by name; a test checks both lists
// agree).
const TEXTS: Record<string, CookieText> = {
  przelewik_consent: {
    lifetime: '12 miesięcy',
    maxAgeSeconds: 365 * DAY,
    purpose:
      'Wybór dotyczący kategorii plików cookies, jego data i wersja listy, której dotyczył. Gdy lista się zmieni, zapytamy ponownie.',
  },
  przelewik_stored: {
    lifetime: 'do wycofania ostatniej zgody',
    maxAgeSeconds: null,
    purpose:
      'Kategorie plików, na które pozwala Twoja zgoda. Gdy ją wycofasz, także na innej stronie albo w innej karcie, według tego zapisu usuwamy wszystko, co zapisaliśmy na jej podstawie.',
  },
  przelewik_locale: { lifetime: '365 dni', maxAgeSeconds: 365 * DAY, purpose: 'Wersja językowa serwisu (polska).' },
  leadId: {
    lifetime: LEAD_LIFETIME,
    maxAgeSeconds: LEAD_MAX_AGE_DAYS * DAY,
    purpose:
      'Identyfikator złożonego wniosku: dzięki niemu pokazujemy oferty dopasowane do wniosku i nie trzeba wypełniać go ponownie. Na stronach partnerów zapisujemy go tylko po zgodzie na pliki marketingowe.',
  },
  lead_id: {
    lifetime: LEAD_LIFETIME,
    maxAgeSeconds: LEAD_MAX_AGE_DAYS * DAY,
    purpose:
      'Starsza nazwa identyfikatora wniosku. Serwis tylko ją odczytuje (zgodność z wcześniejszymi wersjami) i usuwa po upływie terminu.',
  },
  przelewik_lead_at: {
    lifetime: `tyle co identyfikator wniosku (najwyżej ${LEAD_MAX_AGE_DAYS} dni)`,
    maxAgeSeconds: LEAD_MAX_AGE_DAYS * DAY,
    purpose: 'Data zapisania identyfikatora wniosku, według której usuwamy go po upływie terminu.',
  },
  przelewik_reg_draft: {
    lifetime: 'do zamknięcia karty przeglądarki',
    maxAgeSeconds: null,
    purpose: 'Szkic wypełnianego wniosku, żeby odświeżenie strony nie kasowało wpisanych danych.',
  },
  przelewik_loan: {
    lifetime: 'do zamknięcia karty przeglądarki',
    maxAgeSeconds: null,
    purpose: 'Wybrana kwota i okres pożyczki, żeby każda strona z ofertami w tej karcie pokazywała tę samą pożyczkę.',
  },
  przelewik_chunk_reload: {
    lifetime: '60 sekund',
    maxAgeSeconds: 60,
    purpose:
      'Czas ostatniego automatycznego przeładowania strony po błędzie wczytywania; chroni przed zapętleniem przeładowań.',
  },
  session_id: {
    lifetime: '30 minut od ostatniej aktywności',
    maxAgeSeconds: 30 * 60,
    purpose: 'Identyfikator bieżącej sesji w statystykach odsłon. Po 30 minutach bez aktywności powstaje nowy.',
  },
  client_id: {
    lifetime: '180 dni',
    maxAgeSeconds: 180 * DAY,
    purpose:
      'Losowy identyfikator przeglądarki w statystykach wizyt, na przykład do sprawdzenia, ile osób wraca do serwisu.',
  },
  'AMP_*': {
    lifetime: '365 dni',
    maxAgeSeconds: 365 * DAY,
    purpose:
      'Identyfikator urządzenia i sesji w narzędziu analityki produktowej oraz czas ostatniego zdarzenia. Gwiazdka to pierwsze 10 znaków klucza projektu.',
  },
  'AMP_diagnostics_*': {
    lifetime: SITE_DATA,
    maxAgeSeconds: null,
    purpose:
      'Baza danych, którą narzędzie analityki produktowej zakłada na swoje dane diagnostyczne (wysyłanie diagnostyki mamy wyłączone).',
  },
  'AMP_unsent_*': {
    lifetime: 'do wysłania zdarzeń, zwykle kilkadziesiąt sekund',
    maxAgeSeconds: null,
    purpose:
      'Kolejka zdarzeń analitycznych, których narzędzie analityki produktowej jeszcze nie wysłało (najwyżej 1000 zdarzeń).',
  },
  sbjs_migrations: {
    lifetime: TRAFFIC_LIFETIME,
    maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Wersja formatu plików cookies źródła wizyty, potrzebna do ich poprawnego odczytu.',
  },
  sbjs_current_add: {
    lifetime: TRAFFIC_LIFETIME,
    maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose:
      'Dane wizyty, z której pochodzi bieżące źródło: data i godzina wejścia, pierwsza strona i strona, z której nastąpiło przejście.',
  },
  sbjs_first_add: {
    lifetime: TRAFFIC_LIFETIME,
    maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Te same dane dla pierwszej wizyty w serwisie.',
  },
  sbjs_current: {
    lifetime: `${TRAFFIC_ROLLING}; zapisane w nim źródło liczy się najwyżej ${TRAFFIC_DAYS} dni od jego zapisania`,
    maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose:
      'Źródło bieżącej wizyty: rodzaj (kampania, wyszukiwarka, odnośnik z innej strony, wejście bezpośrednie), źródło, medium, kampania, treść i słowo kluczowe.',
  },
  sbjs_first: {
    lifetime: TRAFFIC_LIFETIME,
    maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Źródło pierwszej wizyty w serwisie, zapisane w ten sam sposób.',
  },
  sbjs_udata: {
    lifetime: TRAFFIC_ROLLING,
    maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Liczba wizyt w serwisie i informacja o przeglądarce.',
  },
  sbjs_session: {
    lifetime: '30 minut od ostatniej odsłony',
    maxAgeSeconds: 30 * 60,
    purpose: 'Liczba stron obejrzanych w bieżącej sesji i adres bieżącej strony. Gdy go nie ma, liczymy nową wizytę.',
  },
  sbjs_promo: {
    lifetime: TRAFFIC_LIFETIME,
    maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Losowy sześciocyfrowy kod promocyjny przypisany do wizyty, używany do rozliczania kampanii.',
  },
  sbjs_clid: {
    lifetime: TRAFFIC_LIFETIME,
    maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose:
      'Identyfikatory kliknięcia w reklamę (gclid, gbraid, wbraid, fbclid, msclkid, yclid), które przypisują wizytę do kampanii.',
  },
  przelewik_av: {
    lifetime: '1 dzień',
    maxAgeSeconds: DAY,
    purpose: 'Znacznik, że przerwaną wizytę już odnotowaliśmy, żeby nie zapisywać jej ponownie.',
  },
  fgPro: {
    lifetime: '30 dni, potem pobieramy go ponownie',
    maxAgeSeconds: 30 * DAY,
    purpose:
      'Identyfikator urządzenia obliczony przez dostawcę usługi identyfikacji urządzeń. Rozpoznaje to samo urządzenie na stronach naszych partnerów i pomaga wykrywać nadużycia, na przykład wiele wniosków z jednego urządzenia na dane różnych osób.',
  },
  sentFirebaseMessagingToken: {
    lifetime: `${PUSH_ANSWER}; token odświeżamy co 7 dni`,
    maxAgeSeconds: null,
    purpose:
      'Token powiadomień push albo odpowiedź na pytanie o powiadomienia (zgoda lub odmowa), żeby nie pytać ponownie.',
  },
  updatedFirebaseMessagingToken: {
    lifetime: PUSH_ANSWER,
    maxAgeSeconds: null,
    purpose: 'Znacznik, że token powiadomień push jest już powiązany z wnioskiem albo że powiadomienia odrzucono.',
  },
  requestFCMAccepted: {
    lifetime: SITE_DATA,
    maxAgeSeconds: null,
    purpose: 'Znacznik, że przeglądarka zezwoliła na powiadomienia push.',
  },
  'firebase-installations-database': {
    lifetime: 'do wycofania zgody na powiadomienia albo usunięcia danych strony',
    maxAgeSeconds: null,
    purpose: 'Identyfikator instalacji usługi powiadomień push i jej token uwierzytelniający.',
  },
  'firebase-messaging-database': {
    lifetime: 'do wycofania zgody na powiadomienia albo usunięcia danych strony',
    maxAgeSeconds: null,
    purpose: 'Dane subskrypcji powiadomień push potrzebne do ich dostarczania.',
  },
  'firebase-heartbeat-database': {
    lifetime: '30 dni',
    maxAgeSeconds: 30 * DAY,
    purpose: 'Daty korzystania z usługi powiadomień push, przekazywane jej dostawcy w celach diagnostycznych.',
  },
  _iidt: {
    lifetime: '1 rok',
    maxAgeSeconds: 365 * DAY,
    purpose:
      'Identyfikator przeglądarki zapisany przez usługę identyfikacji urządzeń, który pomaga jej rozpoznać to samo urządzenie przy kolejnej wizycie.',
  },
  _vid_t: {
    lifetime: '1 rok',
    maxAgeSeconds: 365 * DAY,
    purpose:
      'Zaszyfrowany identyfikator odwiedzającego, zapisany przez usługę identyfikacji urządzeń do kolejnego rozpoznania.',
  },
  _ga: {
    lifetime: '2 lata',
    maxAgeSeconds: 730 * DAY,
    purpose:
      'Identyfikator przeglądarki w statystykach Google (wczytywanych przez Menedżera tagów Google), do zliczania wizyt i skuteczności kampanii.',
  },
  '_ga_*': {
    lifetime: '2 lata',
    maxAgeSeconds: 730 * DAY,
    purpose: 'Stan bieżącej sesji w statystykach Google dla danego strumienia danych (gwiazdka to jego identyfikator).',
  },
  _gcl_au: {
    lifetime: '90 dni',
    maxAgeSeconds: 90 * DAY,
    purpose: 'Identyfikator Google Ads, który łączy wizytę z kampanią reklamową.',
  },
  _gcl_aw: {
    lifetime: '90 dni',
    maxAgeSeconds: 90 * DAY,
    purpose: 'Identyfikator kliknięcia w reklamę Google Ads (gclid), zapisany, gdy wejście nastąpiło z takiej reklamy.',
  },
  _fbp: {
    lifetime: '90 dni',
    maxAgeSeconds: 90 * DAY,
    purpose:
      'Identyfikator przeglądarki nadany przez piksel Meta (Facebook), do mierzenia skuteczności reklam i ich kierowania.',
  },
  _fbc: {
    lifetime: '90 dni',
    maxAgeSeconds: 90 * DAY,
    purpose: 'Identyfikator kliknięcia w reklamę Meta (fbclid), zapisany, gdy wejście nastąpiło z takiej reklamy.',
  },
};

/** The keys with their texts, as the cookies policy shows them (no-break spaces applied), in category order. */
function buildTable(): CookieEntry[] {
  return COOKIE_KEYS.map((key) => {
    const text = TEXTS[key.name];
    if (!text) throw new Error(`consent-cookies.ts: no purpose and lifetime for ${key.name}`);
    return { ...key, purpose: typo(text.purpose), lifetime: typo(text.lifetime), maxAgeSeconds: text.maxAgeSeconds };
  });
}

// Pure, so the banner's chunk, which needs only COOKIE_KEYS, leaves the texts out (≈ 1.8 KB gzip on a first visit).
export const COOKIE_TABLE: CookieEntry[] = /* @__PURE__ */ buildTable();

/** @alias What the banner's settings list per category: name and category (the same keys as COOKIE_TABLE). */
export const CONSENT_COOKIES: readonly CookieKey[] = COOKIE_KEYS;

/** For the test: names that have texts. */
export const TEXT_NAMES: readonly string[] = /* @__PURE__ */ Object.keys(TEXTS);
