// Consents asked for at the end of the registration funnel. The texts are what the person agrees to: store
// CONSENT_TEXTS_VERSION with every lead (RODO art. 7(1): we must be able to show what was consented to),
// and bump it whenever a text changes.
export const CONSENT_TEXTS_VERSION = '2026-11-28';

export const CONSENT_IDS = ['terms', 'privacy', 'marketing'] as const;
export type ConsentId = (typeof CONSENT_IDS)[number];
export type Consents = Record<ConsentId, boolean>;

export interface ConsentDefinition {
  id: ConsentId;
  /**
   * Required consents must be given to send the form. Every box starts unticked (RODO recital 32: silence or a
   * pre-ticked box is not consent).
   */
  required: boolean;
  /** The full text shown next to the checkbox. */
  text: string;
  /** The words of `text` to make a link, and where it goes. */
  link?: { words: string; href: string };
}

export const CONSENT_TEXTS: Record<ConsentId, string> = {
  terms: 'Akceptuję Regulamin serwisu Przelewik.',
  privacy:
    'Zgadzam się, aby administrator serwisu Przelewik przetwarzał dane osobowe podane przeze mnie w tym formularzu ' +
    'w celu przedstawienia mi ofert pożyczek. Przelewik przekaże je pożyczkodawcy tylko za moją osobną zgodą, wyrażoną ' +
    'dla tego jednego pożyczkodawcy. Zgodę mogę w każdej chwili wycofać – nie wpływa to na zgodność z prawem ' +
    'przetwarzania, którego dokonano przed jej wycofaniem. Szczegóły, w tym moje prawa i odbiorców danych, opisuje ' +
    'Polityka prywatności.',
  marketing:
    'Zgadzam się na otrzymywanie od serwisu Przelewik informacji handlowych o ofertach pożyczek e-mailem i SMS-em, ' +
    'na podany przeze mnie adres e-mail i numer telefonu. Ta zgoda jest dobrowolna i mogę ją w każdej chwili wycofać.',
};

export const CONSENTS: readonly ConsentDefinition[] = [
  {
    id: 'terms',
    required: true,
    text: CONSENT_TEXTS.terms,
    link: { words: 'Regulamin', href: '/terms-and-conditions/' },
  },
  {
    id: 'privacy',
    required: true,
    text: CONSENT_TEXTS.privacy,
    link: { words: 'Polityka prywatności', href: '/privacy-policy/' },
  },
  { id: 'marketing', required: false, text: CONSENT_TEXTS.marketing },
];

export const CONSENT_ERRORS = {
  terms: 'Aby przejść dalej, zaakceptuj Regulamin.',
  privacy: 'Bez tej zgody nie możemy przedstawić Ci ofert. Zaznacz ją, aby przejść dalej.',
  marketing: 'Zaznacz tę zgodę albo zostaw pole puste.',
  body: 'Nie udało się odczytać zgód. Odśwież stronę i spróbuj ponownie.',
} as const;

export type ConsentErrors = Partial<Record<ConsentId | 'body', string>>;

/**
 * Takes `{ terms, privacy, marketing }` as booleans (strings such as "on" are refused: a consent must be
 * given on purpose). A missing `marketing` means no. Reports every failing consent.
 */
export function checkConsents(input: unknown): { ok: true; value: Consents } | { ok: false; errors: ConsentErrors } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { terms: CONSENT_ERRORS.terms, privacy: CONSENT_ERRORS.privacy } };
  }
  const record = input as Record<string, unknown>;
  const errors: ConsentErrors = {};
  const value: Consents = { terms: false, privacy: false, marketing: false };
  for (const { id, required } of CONSENTS) {
    const given = Object.hasOwn(record, id) ? record[id] : undefined;
    if (given === true) value[id] = true;
    else if (required) errors[id] = CONSENT_ERRORS[id];
    else if (given !== undefined && given !== false) errors[id] = CONSENT_ERRORS[id];
  }
  if (Object.keys(record).some((key) => !(CONSENT_IDS as readonly string[]).includes(key)))
    errors.body = CONSENT_ERRORS.body;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
