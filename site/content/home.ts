// Polish copy and numbers for the home page. Loan limits are the widest the lenders we list offer.
import { DEFAULT_CHOICE, DEFAULT_TERM, LOAN_LIMITS } from '../../contracts/loan-limits';

export const HOME = {
  description:
    'Porównaj szybkie pożyczki online w złotówkach: RRSO, całkowity koszt i warunki w jednym miejscu. Bezpłatnie i bez zobowiązań.',
  hero: {
    title: 'Porównaj pożyczki i wybierz najtańszą',
    lead: 'Ustaw kwotę, a pokażemy oferty sprawdzonych pożyczkodawców z RRSO i całkowitym kosztem. Porównanie nic nie kosztuje.',
    points: [
      'Bezpłatnie i bez zobowiązań',
      'RRSO i całkowity koszt widoczne przed wnioskiem',
      'Pieniądze trafiają prosto na Twoje konto',
    ],
    amount: { ...LOAN_LIMITS.amount, initial: DEFAULT_CHOICE.amount },
    term: { ...LOAN_LIMITS.termDays, initial: DEFAULT_CHOICE.termDays },
    termMonths: { ...LOAN_LIMITS.termMonths, initial: DEFAULT_TERM.months },
    // The button says "Sprawdź oferty", so it shows the offers for the loan chosen; registration is a step of its own.
    ctaHref: '/offers/',
    note: 'Przelewik jest porównywarką, a nie pożyczkodawcą. Umowę zawierasz bezpośrednio z wybraną firmą.',
  },
  steps: {
    title: 'Jak to działa',
    items: [
      { title: 'Wybierz kwotę', text: 'Przesuń suwak i zobacz, ile zapłacisz w każdej ofercie.' },
      {
        title: 'Odpowiedz na kilka pytań',
        text: 'Najpierw widzisz najtańsze oferty na Twoją kwotę i okres; firmy, które nie pożyczają osobom w Twoim wieku, są na końcu.',
      },
      { title: 'Odbierz pieniądze', text: 'Podpisujesz umowę z pożyczkodawcą, a on wysyła przelew na Twoje konto.' },
    ],
  },
};
