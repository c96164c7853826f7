// The console's words for stored states and codes: the ledger's lists, a lead's story and the CSV exports show the
// same labels. A value the code no longer knows is shown as stored.

export const DELIVERY_STATUS_LABELS: Record<string, string> = {
  pending: 'w kolejce',
  delivered: 'dostarczony',
  failed: 'nieudany',
  refused: 'wstrzymany (brak zgody)',
};

export const HOLD_REASON_LABELS: Record<string, string> = {
  duplicate_person: 'ta sama osoba od kilku partnerów',
  disposable_email: 'jednorazowy adres e-mail',
  partner_own_email: 'e-mail partnera jako lead',
  ip_burst: 'seria kliknięć z jednego adresu',
  paid_search: 'reklama w wyszukiwarce bez zgody',
  amount_differs: 'inna kwota pożyczki niż w linku partnera',
};

/** A conversion's standing hold reasons ("disposable_email,ip_burst", as stored) in the operator's words. */
export const holdReasonsText = (stored: string): string =>
  stored
    .split(',')
    .filter(Boolean)
    .map((reason) => HOLD_REASON_LABELS[reason] ?? reason)
    .join(', ');

export const STATUS_LABELS: Record<string, string> = {
  pending: 'oczekuje',
  approved: 'zaakceptowana',
  rejected: 'odrzucona',
  paid: 'wypłacona',
  reversed: 'cofnięta',
};

export const POSTBACK_STATE_LABELS: Record<string, string> = {
  pending: 'w kolejce',
  delivered: 'dostarczony',
  failed: 'nieudany',
  refused: 'odrzucony (adres niepubliczny)',
};

export const OUTCOME_LABELS: Record<string, string> = {
  applied: 'zastosowany',
  duplicate: 'powtórzony',
  unknown_click: 'nieznane kliknięcie',
  unknown_lender: 'nieznany pożyczkodawca',
  forbidden: 'odrzucony (podpis)',
  invalid: 'błędny',
  refused_transition: 'niedozwolona zmiana stanu',
};

export const PURPOSE_LABELS: Record<string, string> = {
  terms: 'regulamin',
  privacy: 'przetwarzanie danych',
  marketing: 'marketing',
  sharing: 'przekazanie wniosku',
};

export const CHANNEL_LABELS: Record<string, string> = {
  web: 'strona',
  email: 'e-mail',
  phone: 'telefon/SMS',
  api: 'API pożyczkodawcy',
};

/** A stored value in the operator's words. */
export const label = (labels: Record<string, string>, value: string): string => labels[value] ?? value;
