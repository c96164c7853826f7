// Polish copy and numbers for the home page. Loan limits are the widest the lenders we list offer.
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
    amount: { min: 100, max: 25000, step: 100, initial: 1500 },
    note: 'Przelewik jest porównywarką, a nie pożyczkodawcą. Umowę zawierasz bezpośrednio z wybraną firmą.',
  },
  steps: {
    title: 'Jak to działa',
    items: [
      { title: 'Wybierz kwotę', text: 'Przesuń suwak i zobacz, ile zapłacisz w każdej ofercie.' },
      { title: 'Wypełnij jeden wniosek', text: 'Podajesz dane raz, a my dopasowujemy do nich oferty.' },
      { title: 'Odbierz pieniądze', text: 'Podpisujesz umowę z pożyczkodawcą, a on wysyła przelew na Twoje konto.' },
    ],
  },
};
