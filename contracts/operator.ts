// Who runs the comparison: the company that acts as a credit intermediary. The site's brand module reads it, and the
// partner widgets name it in their notice (widgets and the loader may not import the site). Its data is
// configuration (COMPANY_* at build time, docs/operations.md "The company's data"), checked and parsed by the build
// (contracts/operator-data.ts): unset, the invented development placeholders stand in, and the server refuses to
// start in production while any is left.
import { OPERATOR_DATA } from './operator-built';

// SPEC §1: the page title and the publisher are the short name.
export const SHORT_NAME = 'Przelewik';

/** The call-back form's promise: "Oddzwonimy w dni robocze między 9:00 a 17:00." */
export const CALLBACK_PROMISE = OPERATOR_DATA.callbackPromise;

export const OPERATOR = {
  ...OPERATOR_DATA.company,
  /** The seat in the locative, as in "z siedzibą w Warszawie". */
  seat: 'w Warszawie',
  /** Registry court and share capital, as the Commercial Companies Code (art. 206 KSH) asks on a company's website. */
  court: 'Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego',
  shareCapital: '5 000 zł',
  /** When the phone is answered and call-back requests are called back (CALLBACK_HOURS). */
  phoneHours: OPERATOR_DATA.phoneHours,
  /** Our entry as a consumer-credit intermediary (the register KNF keeps), in the genitive: "wpisany do …". */
  intermediaryRegister: 'rejestru pośredników kredytowych prowadzonego przez Komisję Nadzoru Finansowego',
} as const;

/** Our terms, where the order rule and our role are written out. */
export const TERMS_PATH = '/terms-and-conditions/';

/** The partner widgets' notice: who compares, that we are a credit intermediary and that lenders pay us. */
export const INTERMEDIARY_NOTICE = `Porównanie przygotowuje ${OPERATOR.name} (${SHORT_NAME}), pośrednik kredytowy. Nie udzielamy pożyczek; prowizję płacą nam pożyczkodawcy za przekazane wnioski i zawarte umowy.`;
export const INTERMEDIARY_NOTICE_LINK = 'Regulamin';
