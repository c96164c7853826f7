// Who runs the comparison: the company that acts as a credit intermediary. The site's brand module reads it, and the
// partner widgets name it in their notice (widgets and the loader may not import the site). PLACEHOLDER values: every
// number, the address, e-mails and phone are invented (zeros, ul. Przykładowa, the .example domain) and must be
// replaced with the real registry data before launch (README, "The operator's data").

// SPEC §1: the page title and the publisher are the short name.
export const SHORT_NAME = 'Przelewik';

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

/** Our terms, where the order rule and our role are written out. */
export const TERMS_PATH = '/terms-and-conditions/';

/** The partner widgets' notice: who compares, that we are a credit intermediary and that lenders pay us. */
export const INTERMEDIARY_NOTICE = `Porównanie przygotowuje ${OPERATOR.name} (${SHORT_NAME}), pośrednik kredytowy. Nie udzielamy pożyczek; prowizję płacą nam pożyczkodawcy za przekazane wnioski i zawarte umowy.`;
export const INTERMEDIARY_NOTICE_LINK = 'Regulamin';
