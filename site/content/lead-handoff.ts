// Copy of the transition page's offer to pass the application on to a lender that takes applications from us by
// API (contracts/lead-sharing.ts). The consent text itself comes from the server with its version.
export const LEAD_HANDOFF = {
  heading: 'Przekazać wniosek od razu?',
  intro: (lender: string): string =>
    `Firma ${lender} przyjmuje od nas wnioski bezpośrednio. Jeśli chcesz, przekażemy jej Twój wniosek, żeby nie trzeba było wpisywać wszystkiego od nowa. To dobrowolne – możesz też po prostu przejść na jej stronę.`,
  submit: 'Przekaż wniosek',
  sending: 'Przekazujemy wniosek…',
  delivered: (lender: string): string =>
    `Gotowe: Twój wniosek został przekazany firmie ${lender}. Dokończ go na jej stronie.`,
  pending: (lender: string): string =>
    `Firma ${lender} nie potwierdziła jeszcze odbioru wniosku. Spróbujemy ponownie w ciągu kilku minut; wniosek możesz też złożyć bezpośrednio na jej stronie.`,
  failed: (lender: string): string =>
    `Firma ${lender} nie przyjęła wniosku. Możesz złożyć go bezpośrednio na jej stronie.`,
  error: 'Nie udało się przekazać wniosku. Spróbuj ponownie albo przejdź na stronę pożyczkodawcy.',
  needsConsent: 'Zaznacz zgodę, aby przekazać wniosek.',
  withdraw: 'Wycofaj tę zgodę',
} as const;
