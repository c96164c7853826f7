// The product's name and the company behind it, in one place: the operator edits this file before launch
// (site/launch-placeholders.ts lists every invented value). The footer of every page, the legal documents
// and the Organization JSON-LD read from here.

// SPEC §1: the page title and the publisher are the short name.
export const SHORT_NAME = 'Przelewik';
/** SPEC §1: the site-wide default page description is empty; some pages set their own. */
export const DEFAULT_DESCRIPTION = '';
export const LOCALE = { code: 'pl', label: 'PL' } as const;

/**
 * The operator: the company that runs the site and acts as a credit intermediary (it does not lend). PLACEHOLDER
 * values: every number, the address, e-mails and phone are invented (zeros, ul. Przykładowa, the .example domain)
 * and must be replaced with the real registry data before launch.
 */
export const OPERATOR = {
  name: 'Przelewik sp. z o.o.',
  street: 'ul. Przykładowa 1',
  postcode: '00-001',
  city: 'Warszawa',
  /** The seat in the locative, as in "z siedzibą w Warszawie". */
  seat: 'w Warszawie',
  /** Registry court and share capital, as the Commercial Companies Code (art. 206 KSH) asks on a company's website. */
  court: 'Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego',
  shareCapital: '5 000 zł',
  krs: '0000000000',
  nip: '0000000000',
  regon: '000000000',
  email: 'kontakt@przelewik.example',
  phone: '+48 22 000 00 00',
  phoneHours: 'pn.–pt. 9:00–17:00',
  dpoEmail: 'iod@przelewik.example',
  complaintsEmail: 'reklamacje@przelewik.example',
  /** Our entry as a consumer-credit intermediary (the register KNF keeps), in the genitive: "wpisany do …". */
  intermediaryRegister: 'rejestru pośredników kredytowych prowadzonego przez Komisję Nadzoru Finansowego',
  intermediaryNumber: 'RPK000000',
} as const;

/** "ul. Przykładowa 1, 00-001 Warszawa" */
export const OPERATOR_ADDRESS = `${OPERATOR.street}, ${OPERATOR.postcode} ${OPERATOR.city}`;
/** The company as legal documents name it: "Przelewik sp. z o.o. z siedzibą w Warszawie, ul. …". */
export const OPERATOR_LINE = `${OPERATOR.name} z siedzibą ${OPERATOR.seat}, ${OPERATOR_ADDRESS}`;
/** The registry details in one sentence, for the legal documents. */
export const OPERATOR_REGISTRY = `wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego prowadzonego przez ${OPERATOR.court} pod numerem KRS ${OPERATOR.krs}, NIP ${OPERATOR.nip}, REGON ${OPERATOR.regon}, kapitał zakładowy ${OPERATOR.shareCapital}`;
/** What we are and how we are paid, in the words the footer and the terms use. */
export const OPERATOR_ROLE = `${SHORT_NAME} jest pośrednikiem kredytowym wpisanym do ${OPERATOR.intermediaryRegister} pod numerem ${OPERATOR.intermediaryNumber}. Nie udzielamy pożyczek: umowę zawiera się bezpośrednio z wybranym pożyczkodawcą.`;
export const OPERATOR_PAY = 'Porównanie jest bezpłatne: prowizję płacą nam pożyczkodawcy za przekazane wnioski i zawarte umowy.';
