// Copy of the transition page (/transition/). Kept apart from pages.ts so the page's client chunk does not pull
// in the offers and the rest of the site copy.
import { pluralPl, type PluralForms } from '../../widgets/format/format';
import { SHORT_NAME } from '../brand';

/** How long the transition page waits before it sends the visitor to the lender. */
export const TRANSITION_SECONDS = 3;

/** "za sekundę / sekundy / sekund": the accusative after "za". */
const SECONDS_AFTER_ZA: PluralForms = { one: 'sekundę', few: 'sekundy', many: 'sekund' };

/** 1 → "Za 1 sekundę", 3 → "Za 3 sekundy", 5 → "Za 5 sekund", 0 → "Już teraz" (Intl plural rules via pluralPl). */
export function countdownText(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return whole === 0 ? 'Już teraz' : `Za ${pluralPl(whole, SECONDS_AFTER_ZA)}`;
}

export const TRANSITION_PAGE = {
  title: `Przekierowanie – ${SHORT_NAME}`,
  heading: 'Przekierowujemy Cię do pożyczkodawcy…',
  lenderLine: (lenderName: string): string => `Za chwilę zobaczysz stronę firmy ${lenderName}, na której dokończysz wniosek.`,
  tip: 'Przed podpisaniem umowy sprawdź kwotę do zapłaty, termin spłaty i RRSO w formularzu informacyjnym.',
  fallbackLink: 'Jeśli nic się nie dzieje, kliknij tutaj',
  backLink: 'Wróć do listy ofert',
} as const;

