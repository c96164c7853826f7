// Copy of the transition page (/transition/). Kept apart from pages.ts so the page's client chunk does not pull
// in the offers and the rest of the site copy.
import type { LoanRequest } from '../../contracts/loan-limits';
import { DAYS, formatPln, MONTHS, pluralPl, type PluralForms } from '../../contracts/format';
import { SHORT_NAME } from '../brand';
import { deliveryLenderNames, fieldLabels, LENDER_CLICK_FLOW } from '../../contracts/data-flows';

/** How long the transition page waits before it sends the visitor to the lender. */
export const TRANSITION_SECONDS = 3;

/** "za sekundę / sekundy / sekund": the accusative after "za". */
const SECONDS_AFTER_ZA: PluralForms = { one: 'sekundę', few: 'sekundy', many: 'sekund' };

/** 1 → "Za 1 sekundę", 3 → "Za 3 sekundy", 5 → "Za 5 sekund", 0 → "Już teraz" (Intl plural rules via pluralPl). */
export function countdownText(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return whole === 0 ? 'Już teraz' : `Za ${pluralPl(whole, SECONDS_AFTER_ZA)}`;
}

/** "1 500 zł na 30 dni", "25 000 zł na 48 miesięcy"; the parts the link did not carry are left out. */
export function loanText(loan: Partial<LoanRequest>): string | null {
  const term =
    loan.term !== undefined && loan.unit !== undefined
      ? pluralPl(loan.term, loan.unit === 'months' ? MONTHS : DAYS)
      : null;
  if (loan.amount !== undefined) return term ? `${formatPln(loan.amount)} na ${term}` : formatPln(loan.amount);
  return term ? `okres ${term}` : null;
}

/**
 * What the click hands the lender, from contracts/data-flows.ts ("lender-click"): the loan chosen in words, then
 * every other field with its condition.
 */
export function clickFields(loan: Partial<LoanRequest>): string[] {
  const chosen = loanText(loan);
  const flow = LENDER_CLICK_FLOW;
  const isLoan = (wire: readonly string[]) => wire.includes('amount') || wire.includes('term');
  const rest = fieldLabels({ ...flow, fields: flow.fields.filter((f) => !isLoan(f.wire)) });
  return chosen ? [`wybrana pożyczka (${chosen})`, ...rest] : rest;
}

/**
 * What the visitor reads while we hand them over: what the click passes on (from the data-flows module), that the
 * form's personal data goes only to a lender that takes applications and only with a separate consent, what they
 * still do (apply on the lender's site; the lender decides) and who we are (a comparison site, not the lender).
 */
export const TRANSITION_PAGE = {
  title: `Przekierowanie – ${SHORT_NAME}`,
  heading: 'Przekierowujemy Cię do pożyczkodawcy…',
  lenderLine: (lenderName: string): string => `Za chwilę zobaczysz stronę firmy ${lenderName}.`,
  nextHeading: 'Co dalej?',
  passedOn: (lenderName: string, loan: Partial<LoanRequest>): string =>
    `Przy przejściu firma ${lenderName} dostaje od nas: ${clickFields(loan).join('; ')}.`,
  formData: (): string =>
    `Datę urodzenia, telefon i e-mail z formularza przekazujemy tylko pożyczkodawcy, który przyjmuje od nas wnioski (${deliveryLenderNames()}), i tylko za Twoją osobną zgodą.`,
  yourPart: (lenderName: string): string =>
    `Wniosek wypełniasz na stronie firmy ${lenderName}: to ona sprawdza wniosek i decyduje, czy udzieli Ci pożyczki.`,
  ourRole: `${SHORT_NAME} jest porównywarką ofert, a nie pożyczkodawcą: nie udzielamy pożyczek i nie składamy wniosków w Twoim imieniu.`,
  tip: 'Przed podpisaniem umowy sprawdź kwotę do zapłaty, termin spłaty i RRSO w formularzu informacyjnym.',
  fallbackLink: 'Jeśli nic się nie dzieje, kliknij tutaj',
  pause: 'Zatrzymaj przekierowanie',
  paused: 'Przekierowanie zatrzymane. Przejdź dalej, kiedy zechcesz.',
  goNow: (lenderName: string): string => `Przejdź do strony firmy ${lenderName}`,
  backLink: 'Wróć do listy ofert',
} as const;
