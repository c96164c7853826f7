// Every cookie and browser-storage key the product writes: one table (name, kind, category, purpose, lifetime),
// the single source of the banner's settings and of the cookies policy's table. Each key sits under the consent
// category its code is gated on; consent-cookies.test.ts compares the table with what the loader and the site
// declare next to their code (loader/stored-keys.ts, site/stored-keys.ts) and with what the loader really writes
// under each consent. Kept apart from legal.ts, so the banner's chunk carries no legal documents.
import { LEAD_MAX_AGE_DAYS } from '../../contracts/lead-retention';
import { typo } from '../../widgets/text/typography';

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB';
export type CookieCategory = 'necessary' | 'analytics' | 'marketing';

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
/** SPEC §9: traffic cookies live 6 months of 30 days (loader/traffic COOKIE_LIFETIME_MONTHS × DAYS_PER_MONTH). */
const TRAFFIC_DAYS = 6 * 30;
const TRAFFIC_LIFETIME = `${TRAFFIC_DAYS} dni od zapisania`;
const TRAFFIC_ROLLING = `${TRAFFIC_DAYS} dni od ostatniej wizyty`;
const LEAD_LIFETIME = `${LEAD_MAX_AGE_DAYS} dni od zapisania, potem usuwamy go automatycznie`;
const SITE_DATA = 'do usunięcia danych strony w przeglądarce';
const PUSH_ANSWER = 'do zmiany decyzji albo usunięcia danych strony w przeglądarce';

const COOKIES: CookieEntry[] = [
  // Necessary: written for every visitor, with no consent (the choice itself, language, the application).
  { name: 'przelewik_consent', kind: 'localStorage', category: 'necessary', lifetime: '12 miesięcy', maxAgeSeconds: 365 * DAY,
    purpose: 'Wybór dotyczący kategorii plików cookies, jego data i wersja listy, której dotyczył. Gdy lista się zmieni, zapytamy ponownie.' },
  { name: 'przelewik_locale', kind: 'cookie', category: 'necessary', lifetime: '365 dni', maxAgeSeconds: 365 * DAY,
    purpose: 'Wersja językowa serwisu (polska).' },
  { name: 'leadId', kind: 'localStorage', category: 'necessary', lifetime: LEAD_LIFETIME, maxAgeSeconds: LEAD_MAX_AGE_DAYS * DAY,
    purpose: 'Identyfikator złożonego wniosku: dzięki niemu pokazujemy oferty dopasowane do wniosku i nie trzeba wypełniać go ponownie. Na stronach partnerów zapisujemy go tylko po zgodzie na pliki marketingowe.' },
  { name: 'lead_id', kind: 'localStorage', category: 'necessary', lifetime: LEAD_LIFETIME, maxAgeSeconds: LEAD_MAX_AGE_DAYS * DAY,
    purpose: 'Starsza nazwa identyfikatora wniosku. Serwis tylko ją odczytuje (zgodność z wcześniejszymi wersjami) i usuwa po upływie terminu.' },
  { name: 'przelewik_lead_at', kind: 'localStorage', category: 'necessary', lifetime: `tyle co identyfikator wniosku (najwyżej ${LEAD_MAX_AGE_DAYS} dni)`, maxAgeSeconds: LEAD_MAX_AGE_DAYS * DAY,
    purpose: 'Data zapisania identyfikatora wniosku, według której usuwamy go po upływie terminu.' },
  { name: 'przelewik_reg_draft', kind: 'sessionStorage', category: 'necessary', lifetime: 'do zamknięcia karty przeglądarki', maxAgeSeconds: null,
    purpose: 'Szkic wypełnianego wniosku, żeby odświeżenie strony nie kasowało wpisanych danych.' },
  { name: 'przelewik_chunk_reload', kind: 'sessionStorage', category: 'necessary', lifetime: '60 sekund', maxAgeSeconds: 60,
    purpose: 'Czas ostatniego automatycznego przeładowania strony po błędzie wczytywania; chroni przed zapętleniem przeładowań.' },

  // Analytics: only with analytics consent (loader/features/pageview keeps the ids only then; Amplitude needs it).
  { name: 'session_id', kind: 'localStorage', category: 'analytics', lifetime: '30 minut od ostatniej aktywności', maxAgeSeconds: 30 * 60,
    purpose: 'Identyfikator bieżącej sesji w statystykach odsłon. Po 30 minutach bez aktywności powstaje nowy.' },
  { name: 'client_id', kind: 'localStorage', category: 'analytics', lifetime: '180 dni', maxAgeSeconds: 180 * DAY,
    purpose: 'Losowy identyfikator przeglądarki w statystykach wizyt, na przykład do sprawdzenia, ile osób wraca do serwisu.' },
  { name: 'AMP_*', kind: 'cookie', category: 'analytics', lifetime: '365 dni', maxAgeSeconds: 365 * DAY,
    purpose: 'Identyfikator urządzenia i sesji w narzędziu analityki produktowej oraz czas ostatniego zdarzenia. Gwiazdka to pierwsze 10 znaków klucza projektu.' },
  { name: 'AMP_MKTG_*', kind: 'cookie', category: 'analytics', lifetime: '365 dni', maxAgeSeconds: 365 * DAY,
    purpose: 'Parametry kampanii, z której zaczęła się wizyta, zapisane przez narzędzie analityki produktowej na potrzeby statystyk.' },
  { name: 'AMP_unsent_*', kind: 'localStorage', category: 'analytics', lifetime: 'do wysłania zdarzeń, zwykle kilkadziesiąt sekund', maxAgeSeconds: null,
    purpose: 'Kolejka zdarzeń analitycznych, których narzędzie analityki produktowej jeszcze nie wysłało (najwyżej 1000 zdarzeń).' },

  // Marketing: only with marketing consent (the traffic, abandoned, push and fingerprint features need it).
  { name: 'sbjs_migrations', kind: 'cookie', category: 'marketing', lifetime: TRAFFIC_LIFETIME, maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Wersja formatu plików cookies źródła wizyty, potrzebna do ich poprawnego odczytu.' },
  { name: 'sbjs_current_add', kind: 'cookie', category: 'marketing', lifetime: TRAFFIC_LIFETIME, maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Dane wizyty, z której pochodzi bieżące źródło: data i godzina wejścia, pierwsza strona i strona, z której nastąpiło przejście.' },
  { name: 'sbjs_first_add', kind: 'cookie', category: 'marketing', lifetime: TRAFFIC_LIFETIME, maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Te same dane dla pierwszej wizyty w serwisie.' },
  { name: 'sbjs_current', kind: 'cookie', category: 'marketing', lifetime: `${TRAFFIC_ROLLING}; zapisane w nim źródło liczy się najwyżej ${TRAFFIC_DAYS} dni od jego zapisania`, maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Źródło bieżącej wizyty: rodzaj (kampania, wyszukiwarka, odnośnik z innej strony, wejście bezpośrednie), źródło, medium, kampania, treść i słowo kluczowe.' },
  { name: 'sbjs_first', kind: 'cookie', category: 'marketing', lifetime: TRAFFIC_LIFETIME, maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Źródło pierwszej wizyty w serwisie, zapisane w ten sam sposób.' },
  { name: 'sbjs_udata', kind: 'cookie', category: 'marketing', lifetime: TRAFFIC_ROLLING, maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Liczba wizyt w serwisie i informacja o przeglądarce.' },
  { name: 'sbjs_session', kind: 'cookie', category: 'marketing', lifetime: '30 minut od ostatniej odsłony', maxAgeSeconds: 30 * 60,
    purpose: 'Liczba stron obejrzanych w bieżącej sesji i adres bieżącej strony. Gdy go nie ma, liczymy nową wizytę.' },
  { name: 'sbjs_promo', kind: 'cookie', category: 'marketing', lifetime: TRAFFIC_LIFETIME, maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Losowy sześciocyfrowy kod promocyjny przypisany do wizyty, używany do rozliczania kampanii.' },
  { name: 'sbjs_clid', kind: 'cookie', category: 'marketing', lifetime: TRAFFIC_LIFETIME, maxAgeSeconds: TRAFFIC_DAYS * DAY,
    purpose: 'Identyfikatory kliknięcia w reklamę (gclid, gbraid, wbraid, fbclid, msclkid, yclid), które przypisują wizytę do kampanii.' },
  { name: 'przelewik_av', kind: 'cookie', category: 'marketing', lifetime: '1 dzień', maxAgeSeconds: DAY,
    purpose: 'Znacznik, że przerwaną wizytę już odnotowaliśmy, żeby nie zapisywać jej ponownie.' },
  { name: 'fgPro', kind: 'localStorage', category: 'marketing', lifetime: '30 dni, potem pobieramy go ponownie', maxAgeSeconds: 30 * DAY,
    purpose: 'Identyfikator urządzenia obliczony przez dostawcę usługi identyfikacji urządzeń. Rozpoznaje to samo urządzenie na stronach naszych partnerów i pomaga wykrywać nadużycia, na przykład wiele wniosków z jednego urządzenia na dane różnych osób.' },
  { name: 'sentFirebaseMessagingToken', kind: 'localStorage', category: 'marketing', lifetime: `${PUSH_ANSWER}; token odświeżamy co 7 dni`, maxAgeSeconds: null,
    purpose: 'Token powiadomień push albo odpowiedź na pytanie o powiadomienia (zgoda lub odmowa), żeby nie pytać ponownie.' },
  { name: 'updatedFirebaseMessagingToken', kind: 'localStorage', category: 'marketing', lifetime: PUSH_ANSWER, maxAgeSeconds: null,
    purpose: 'Znacznik, że token powiadomień push jest już powiązany z wnioskiem albo że powiadomienia odrzucono.' },
  { name: 'requestFCMAccepted', kind: 'localStorage', category: 'marketing', lifetime: SITE_DATA, maxAgeSeconds: null,
    purpose: 'Znacznik, że przeglądarka zezwoliła na powiadomienia push.' },
  { name: 'firebase-installations-database', kind: 'indexedDB', category: 'marketing', lifetime: 'do wycofania zgody na powiadomienia albo usunięcia danych strony', maxAgeSeconds: null,
    purpose: 'Identyfikator instalacji usługi powiadomień push i jej token uwierzytelniający.' },
  { name: 'firebase-messaging-database', kind: 'indexedDB', category: 'marketing', lifetime: 'do wycofania zgody na powiadomienia albo usunięcia danych strony', maxAgeSeconds: null,
    purpose: 'Dane subskrypcji powiadomień push potrzebne do ich dostarczania.' },
  { name: 'firebase-heartbeat-database', kind: 'indexedDB', category: 'marketing', lifetime: '30 dni', maxAgeSeconds: 30 * DAY,
    purpose: 'Daty korzystania z usługi powiadomień push, przekazywane jej dostawcy w celach diagnostycznych.' },
];

/** The table as shown (no-break spaces applied), in category order: necessary, analytics, marketing. */
export const COOKIE_TABLE: CookieEntry[] = COOKIES.map((c) => ({ ...c, purpose: typo(c.purpose), lifetime: typo(c.lifetime) }));

/** What the banner's settings list per category (the same table; the widget reads name and category). */
export const CONSENT_COOKIES: readonly CookieEntry[] = COOKIE_TABLE;
