// Where a visitor's data goes, as data: for each flow the fields sent, who receives them, what consent or legal
// basis it rests on and when it happens. The privacy policy, the terms, the registration copy, the transition page
// and docs/product.md are written from this module, and tests hold the code to it (server/consents/data-flows.test.ts,
// loader/data-flows.test.ts, contracts/data-flows.test.ts): a field a flow starts sending without being listed
// here fails a test, so no document can deny what the code does. Polish texts are what the documents print.
import type { ConsentNeed } from './consent';

/** Who receives data. */
export interface Recipient {
  id: string;
  /** As the documents name it. */
  name: string;
  /** What the recipient is to the visitor's data, in Polish, after the name. */
  role: string;
  /** The recipient may process the data outside the European Economic Area. */
  outsideEea: boolean;
}

/** One thing a flow sends: its Polish label and the field names on the wire it covers. */
export interface DataField {
  label: string;
  /** Names as sent (dotted for nested JSON: `loan.amount`); for an SDK that sends its own format, our names for it. */
  wire: readonly string[];
  /** When it is sent only in some cases, which, in Polish. */
  only?: string;
}

/**
 * What the code waits for before the flow runs: a cookie consent of the banner ('analytics', 'marketing'), none,
 * the privacy consent of the registration form ('registration'), or the visitor's consent for one lender given on
 * the transition page ('sharing').
 */
export type FlowGate = ConsentNeed | 'registration' | 'sharing';

export const FLOW_IDS = [
  'offer-matching',
  'lead-delivery',
  'lender-click',
  'events',
  'fingerprint',
  'push',
  'push-token',
  'gtm',
  'meta-pixel',
  'amplitude',
  'abandoned-visit',
  'partner-postback',
] as const;
export type FlowId = (typeof FLOW_IDS)[number];

export interface DataFlow {
  id: FlowId;
  /** The flow's name in the documents. */
  name: string;
  recipients: readonly Recipient[];
  fields: readonly DataField[];
  gate: FlowGate;
  /** The legal basis, in Polish, with its article of the GDPR (RODO). */
  basis: string;
  /** When it happens, in Polish. */
  when: string;
  /** The loader feature that runs it (loader/plugins.ts), whose consent must be `gate`. */
  plugin?: string;
}

// --- Recipients. -------------------------------------------------------------------------------------------------

export const US: Recipient = {
  id: 'przelewik',
  name: 'Przelewik (my)',
  role: 'administrator danych',
  outsideEea: false,
};
export const GOOGLE: Recipient = {
  id: 'google',
  name: 'Google Ireland Ltd. (Google Tag Manager i tagi Google)',
  role: 'odbiorca danych o wizycie; może przekazywać je Google LLC w USA',
  outsideEea: true,
};
export const FIREBASE: Recipient = {
  id: 'firebase',
  name: 'Google Ireland Ltd. (Firebase Cloud Messaging)',
  role: 'dostawca usługi powiadomień push, przetwarza dane w naszym imieniu',
  outsideEea: true,
};
export const META: Recipient = {
  id: 'meta',
  name: 'Meta Platforms Ireland Ltd. (piksel Meta)',
  role: 'odbiorca danych o wizycie; może przekazywać je Meta Platforms Inc. w USA',
  outsideEea: true,
};
export const AMPLITUDE: Recipient = {
  id: 'amplitude',
  name: 'Amplitude Inc.',
  role: 'dostawca analityki produktowej, przetwarza dane w naszym imieniu',
  outsideEea: true,
};
export const FINGERPRINT: Recipient = {
  id: 'fingerprintjs',
  name: 'FingerprintJS Inc. (Fingerprint)',
  role: 'dostawca usługi identyfikacji urządzeń, przetwarza dane w naszym imieniu',
  outsideEea: true,
};
/** Every lender a visitor goes to from us: the one chosen, each time. */
export const CHOSEN_LENDER: Recipient = {
  id: 'chosen-lender',
  name: 'Pożyczkodawca, do którego przechodzisz',
  role: 'odrębny administrator danych, przetwarza je według własnej polityki prywatności',
  outsideEea: false,
};
export const PARTNER: Recipient = {
  id: 'partner',
  name: 'Partner, którego strona lub link przyprowadziły wizytę',
  role: 'odrębny administrator danych swojej kampanii',
  outsideEea: false,
};

/**
 * The lenders that may take applications from us by API (server/consents/delivery-config.ts refuses any other):
 * each is named in the privacy policy as a recipient before it may receive anything. Names as in the lender
 * catalogue (contracts/lenders.ts; a test compares them), kept here so the documents need not load the catalogue.
 */
export const LEAD_DELIVERY_LENDERS: readonly { id: string; name: string }[] = [
  { id: 'modra-kasa', name: 'Modra Kasa' },
];

const lenderRecipient = (lender: { id: string; name: string }): Recipient => ({
  id: lender.id,
  name: lender.name,
  role: 'pożyczkodawca, odrębny administrator danych',
  outsideEea: false,
});

// --- Flows. ------------------------------------------------------------------------------------------------------

const LOAN_FIELDS: readonly DataField[] = [
  { label: 'wnioskowana kwota', wire: ['loan.amount'] },
  { label: 'okres spłaty i jego jednostka (dni albo miesiące)', wire: ['loan.term', 'loan.term_unit'] },
];

// Each flow is its own constant, so a page that needs one (the transition page, the form) bundles only that one.
export const OFFER_MATCHING_FLOW: DataFlow = {
  id: 'offer-matching',
  name: 'Formularz dopasowania ofert',
  recipients: [US],
  fields: [
    { label: 'wnioskowana kwota', wire: ['amount'] },
    { label: 'okres spłaty i jego jednostka (dni albo miesiące)', wire: ['term', 'termUnit'] },
    { label: 'data urodzenia', wire: ['birthDate'] },
    { label: 'numer telefonu', wire: ['phone'], only: 'jeśli go podasz i zgodzisz się na kontakt marketingowy' },
    { label: 'adres e-mail', wire: ['email'], only: 'jeśli go podasz i zgodzisz się na kontakt marketingowy' },
    { label: 'udzielone zgody z datą, godziną i wersją ich treści', wire: ['consents'] },
  ],
  gate: 'registration',
  basis:
    'Twoja zgoda wyrażona w formularzu (art. 6 ust. 1 lit. a RODO): bez niej formularz nie zostanie wysłany, a oferty pokażemy w kolejności ogólnej, bez danych z formularza',
  when: 'gdy wyślesz formularz dopasowania ofert',
};

export const LEAD_DELIVERY_FLOW: DataFlow = {
  id: 'lead-delivery',
  name: 'Przekazanie wniosku pożyczkodawcy',
  recipients: /*#__PURE__*/ LEAD_DELIVERY_LENDERS.map(lenderRecipient),
  fields: [
    { label: 'identyfikator wniosku', wire: ['lead_id'] },
    { label: 'data i godzina wysłania formularza', wire: ['created_at'] },
    ...LOAN_FIELDS,
    { label: 'data urodzenia', wire: ['birth_date'] },
    { label: 'numer telefonu', wire: ['phone'], only: 'jeśli podano go w formularzu' },
    { label: 'adres e-mail', wire: ['email'], only: 'jeśli podano go w formularzu' },
    {
      label: 'identyfikator, wersja i skrót treści zgody na przekazanie oraz czas jej wyrażenia',
      wire: ['consent.id', 'consent.text_version', 'consent.text_sha256', 'consent.given_at'],
    },
    { label: 'identyfikator wysyłki', wire: ['delivery_id'] },
  ],
  gate: 'sharing',
  basis:
    'Twoja zgoda na przekazanie wniosku temu jednemu pożyczkodawcy, wyrażona na stronie przejścia (art. 6 ust. 1 lit. a RODO); bez niej nie przekazujemy nic',
  when: 'gdy na stronie przejścia do pożyczkodawcy, który przyjmuje od nas wnioski, zaznaczysz zgodę i wybierzesz „Przekaż wniosek”; po wycofaniu zgody nie wysyłamy już nic',
};

export const LENDER_CLICK_FLOW: DataFlow = {
  id: 'lender-click',
  name: 'Przejście do pożyczkodawcy',
  recipients: [CHOSEN_LENDER],
  fields: [
    { label: 'wybrana kwota', wire: ['amount'] },
    { label: 'wybrany okres spłaty i jego jednostka', wire: ['term', 'term_unit'] },
    { label: 'nasz numer referencyjny przejścia', wire: ['click_id'] },
    {
      label: 'losowy identyfikator wniosku, bez danych z formularza',
      wire: ['lead_id'],
      only: 'jeśli formularz dopasowania ofert został wysłany',
    },
    {
      label: 'identyfikatory kliknięcia w reklamę',
      wire: ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'yclid'],
      only: 'jeśli wizyta zaczęła się od reklamy',
    },
    { label: 'nasza nazwa jako źródło wizyty', wire: ['utm_source', 'utm_medium'] },
  ],
  gate: 'none',
  basis: 'wykonanie usługi, o którą prosisz, wybierając ofertę (art. 6 ust. 1 lit. b RODO)',
  when: 'gdy wybierzesz ofertę i przejdziesz przez stronę przejścia na stronę pożyczkodawcy',
};

export const EVENTS_FLOW: DataFlow = {
  id: 'events',
  name: 'Zdarzenia w serwisie',
  recipients: [US],
  fields: [
    {
      label: 'nazwa zdarzenia, adres odwiedzanej strony i losowy identyfikator odsłony',
      wire: ['event', 'path', 'view_id'],
    },
    { label: 'domena strony i adres strony, z której przyszła wizyta', wire: ['domain', 'referer'] },
    {
      label: 'źródło wizyty, czyli parametry utm',
      wire: ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'],
      only: 'z pliku cookies źródła wizyty tylko po zgodzie na pliki marketingowe',
    },
    {
      label: 'identyfikatory sesji i przeglądarki',
      wire: ['session_id', 'client_id'],
      only: 'tylko po zgodzie na pliki analityczne',
    },
    {
      label: 'pomiary szybkości strony (LCP, INP, CLS, TTFB) z rodzajem strony i urządzenia',
      wire: ['lcp', 'inp', 'cls', 'ttfb', 'template', 'device'],
      only: 'tylko po zgodzie na pliki analityczne',
    },
    {
      label: 'gdy nasz skrypt zawiedzie: jego wersja, funkcja, rodzaj błędu i odsetek zgłaszanych wizyt',
      wire: ['loader_version', 'feature', 'error_class', 'sample_rate'],
    },
    {
      label: 'identyfikator partnera, na którego stronie działa nasz skrypt',
      wire: ['partner_id'],
      only: 'tylko przy pomiarach szybkości i raportach o błędach',
    },
  ],
  gate: 'none',
  basis:
    'nasz prawnie uzasadniony interes: liczenie odsłon bez zapisywania niczego w przeglądarce (art. 6 ust. 1 lit. f RODO); identyfikatory i zapamiętane źródło wizyty – Twoja zgoda na pliki cookies (art. 6 ust. 1 lit. a RODO)',
  when: 'przy każdym wyświetleniu strony',
  plugin: 'pageview',
};

export const FINGERPRINT_FLOW: DataFlow = {
  id: 'fingerprint',
  name: 'Identyfikator urządzenia',
  recipients: [FINGERPRINT],
  fields: [
    { label: 'cechy i ustawienia przeglądarki oraz urządzenia, adres IP i adres strony', wire: ['signals'] },
    { label: 'identyfikator partnera i kraj', wire: ['tag.provider', 'tag.country'] },
    { label: 'identyfikator wniosku', wire: ['linkedId'], only: 'jeśli formularz dopasowania ofert został wysłany' },
  ],
  gate: 'marketing',
  basis: 'Twoja zgoda na pliki cookies marketingowe (art. 6 ust. 1 lit. a RODO)',
  when: 'raz na 30 dni, na stronach z tą usługą, po zgodzie na pliki marketingowe',
  plugin: 'fingerprint',
};

export const PUSH_FLOW: DataFlow = {
  id: 'push',
  name: 'Powiadomienia push',
  recipients: [FIREBASE],
  fields: [
    {
      label: 'token powiadomień, identyfikator instalacji i adres subskrypcji powiadomień Twojej przeglądarki',
      wire: ['token', 'installation', 'subscription'],
    },
  ],
  gate: 'marketing',
  basis:
    'Twoja zgoda na powiadomienia, wyrażona w okienku serwisu i potwierdzona w przeglądarce (art. 6 ust. 1 lit. a RODO); okienko pokazujemy tylko po zgodzie na pliki marketingowe',
  when: 'gdy zgodzisz się na powiadomienia, a potem przy odświeżeniu tokenu (co najmniej co 7 dni)',
  plugin: 'push',
};

/**
 * A push token that no longer works (FCM called it unregistered) or whose lead was erased is deleted at most this
 * many days later: the privacy policy promises it (site/content/legal.ts prints this number) and the server's
 * retention job keeps the promise (server/notifications/retention.ts).
 */
export const PUSH_TOKEN_RETENTION_DAYS = 30;

export const PUSH_TOKEN_FLOW: DataFlow = {
  id: 'push-token',
  name: 'Zapis tokenu powiadomień',
  recipients: [US],
  fields: [
    { label: 'token powiadomień', wire: ['token'] },
    { label: 'identyfikator klienta w statystykach Google', wire: ['ga_client_id'] },
    { label: 'domena strony', wire: ['domain'] },
    { label: 'identyfikator wniosku', wire: ['lead_id'], only: 'jeśli formularz dopasowania ofert został wysłany' },
    { label: 'kraj i identyfikator partnera', wire: ['country', 'provider'] },
    {
      label: 'źródło wizyty, czyli parametry utm',
      wire: ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'],
    },
  ],
  gate: 'marketing',
  basis: 'Twoja zgoda na powiadomienia (art. 6 ust. 1 lit. a RODO)',
  when: 'gdy przeglądarka wyda token powiadomień i gdy się on zmieni',
  plugin: 'push',
};

export const GTM_FLOW: DataFlow = {
  id: 'gtm',
  name: 'Google Tag Manager',
  recipients: [GOOGLE],
  fields: [
    {
      label:
        'adres odwiedzanej strony i strony, z której przyszła wizyta, adres IP, informacje o przeglądarce i urządzeniu',
      wire: ['page', 'referrer', 'ip', 'browser'],
    },
    { label: 'stan Twoich zgód (tryb zgody Google)', wire: ['consent'] },
    {
      label: 'identyfikatory z plików cookies Google (np. _ga, _gcl_au) i to, co zbierają tagi w kontenerze',
      wire: ['cookies', 'tags'],
    },
  ],
  gate: 'marketing',
  basis: 'Twoja zgoda na pliki cookies marketingowe (art. 6 ust. 1 lit. a RODO)',
  when: 'przy każdym wyświetleniu strony z kontenerem Google Tag Manager, po zgodzie na pliki marketingowe',
  plugin: 'tags',
};

export const META_PIXEL_FLOW: DataFlow = {
  id: 'meta-pixel',
  name: 'Piksel Meta',
  recipients: [META],
  fields: [
    {
      label:
        'zdarzenie wyświetlenia strony (PageView) z adresem strony i strony, z której przyszła wizyta, adres IP, informacje o przeglądarce',
      wire: ['PageView', 'page', 'referrer', 'ip', 'browser'],
    },
    { label: 'identyfikatory z plików cookies Meta (_fbp, _fbc)', wire: ['_fbp', '_fbc'] },
  ],
  gate: 'marketing',
  basis: 'Twoja zgoda na pliki cookies marketingowe (art. 6 ust. 1 lit. a RODO)',
  when: 'przy każdym wyświetleniu strony z pikselem Meta, po zgodzie na pliki marketingowe',
  plugin: 'tags',
};

export const AMPLITUDE_FLOW: DataFlow = {
  id: 'amplitude',
  name: 'Analityka produktowa',
  recipients: [AMPLITUDE],
  fields: [
    {
      label: 'nazwy zdarzeń i ich właściwości, np. ścieżka odwiedzanej strony',
      wire: ['event_type', 'event_properties'],
    },
    {
      label: 'identyfikatory urządzenia i sesji, język i system',
      wire: ['device_id', 'session_id', 'language', 'platform'],
    },
    {
      label: 'pseudonimowy identyfikator utworzony z identyfikatora wniosku',
      wire: ['user_id'],
      only: 'jeśli formularz dopasowania ofert został wysłany',
    },
  ],
  gate: 'analytics',
  basis: 'Twoja zgoda na pliki cookies analityczne (art. 6 ust. 1 lit. a RODO)',
  when: 'w trakcie wizyty, w paczkach co najwyżej co 30 sekund, po zgodzie na pliki analityczne; adresu IP nie zapisujemy',
  plugin: 'analytics',
};

export const ABANDONED_VISIT_FLOW: DataFlow = {
  id: 'abandoned-visit',
  name: 'Przerwana wizyta',
  recipients: [US],
  fields: [
    { label: 'identyfikator wniosku', wire: ['lead_id'] },
    { label: 'rodzaj zdarzenia (przerwana wizyta)', wire: ['state_type'] },
    {
      label: 'dodatkowe pola ustawione przez właściciela strony, bez danych osobowych',
      wire: ['extra'],
      only: 'jeśli strona je ustawia',
    },
  ],
  gate: 'marketing',
  basis: 'Twoja zgoda na pliki cookies marketingowe (art. 6 ust. 1 lit. a RODO)',
  when: 'najwyżej raz dziennie, przy wizycie w serwisie lub na stronie partnera, gdy znamy identyfikator Twojego wniosku',
  plugin: 'abandoned',
};

export const PARTNER_POSTBACK_FLOW: DataFlow = {
  id: 'partner-postback',
  name: 'Rozliczenie z partnerem',
  recipients: [PARTNER],
  fields: [
    {
      label: 'numer referencyjny przejścia i własne parametry śledzenia partnera',
      wire: ['click_id', 'sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'aff_id', 'pid'],
    },
    {
      label: 'status wniosku u pożyczkodawcy, prowizja i jej waluta, numer transakcji',
      wire: ['status', 'payout', 'currency', 'txid'],
    },
  ],
  gate: 'none',
  basis:
    'nasz prawnie uzasadniony interes: rozliczenie prowizji z partnerem (art. 6 ust. 1 lit. f RODO); żadnych danych z formularza',
  when: 'gdy pożyczkodawca poinformuje nas o zmianie statusu wniosku, który przyszedł od partnera',
};

export const DATA_FLOWS: readonly DataFlow[] = [
  OFFER_MATCHING_FLOW,
  LEAD_DELIVERY_FLOW,
  LENDER_CLICK_FLOW,
  EVENTS_FLOW,
  FINGERPRINT_FLOW,
  PUSH_FLOW,
  PUSH_TOKEN_FLOW,
  GTM_FLOW,
  META_PIXEL_FLOW,
  AMPLITUDE_FLOW,
  ABANDONED_VISIT_FLOW,
  PARTNER_POSTBACK_FLOW,
];

/** The flow with this id (every id of FLOW_IDS has one). */
export function dataFlow(id: FlowId): DataFlow {
  const flow = DATA_FLOWS.find((f) => f.id === id);
  if (!flow) throw new Error(`no data flow ${id}`);
  return flow;
}

/** Every wire name a flow covers, in order. */
export const flowWire = (flow: DataFlow): string[] => flow.fields.flatMap((f) => f.wire);

/** Every recipient other than us, once each, in the order the flows name them. */
export function externalRecipients(flows: readonly DataFlow[] = DATA_FLOWS): Recipient[] {
  const seen = new Map<string, Recipient>();
  for (const flow of flows) for (const r of flow.recipients) if (r.id !== US.id && !seen.has(r.id)) seen.set(r.id, r);
  return [...seen.values()];
}

/** "a, b i c": a Polish list. */
export function joinPl(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]}`;
}

/** The labels of a flow's fields, each with its condition in brackets. */
export const fieldLabels = (flow: DataFlow): string[] =>
  flow.fields.map((f) => (f.only ? `${f.label} (${f.only})` : f.label));

/** The dotted paths of every value in a JSON object (`{loan: {amount: 1}}` → `loan.amount`): what a body sends. */
export function wirePaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, inner]) => wirePaths(inner, prefix ? `${prefix}.${key}` : key));
}

/** The names sent that `flow` does not declare: each one is data the documents do not mention. */
export function undeclared(sent: Iterable<string>, flow: DataFlow): string[] {
  const declared = new Set(flowWire(flow));
  return [...new Set(sent)].filter((name) => !declared.has(name));
}

/** The lenders that take applications from us, for copy: "Modra Kasa", "A i B". */
export const deliveryLenderNames = (): string => joinPl(LEAD_DELIVERY_LENDERS.map((l) => l.name));

/**
 * What of the visitor's own a delivery hands over, for copy (our references and the consent record left out):
 * "wnioskowana kwota, okres spłaty …, data urodzenia, numer telefonu (jeśli …) i adres e-mail (jeśli …)".
 */
export function deliveredPersonalFields(): string {
  const ours = new Set(['lead_id', 'delivery_id', 'created_at', 'consent.id']);
  const flow = LEAD_DELIVERY_FLOW;
  return joinPl(fieldLabels({ ...flow, fields: flow.fields.filter((f) => !f.wire.some((w) => ours.has(w))) }));
}
