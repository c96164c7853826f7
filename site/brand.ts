// The product's name and the company behind it, in one place: the company's data comes from the build's
// environment (docs/operations.md, "The company's data"). The footer of every page, the legal documents
// and the Organization JSON-LD read from here.

import { callbackHoursText, callbackPromise, DEFAULT_CALLBACK_HOURS, parseCallbackHours, type CallbackHours } from '../contracts/callback-hours';
import { readCompany } from '../contracts/company';

// SPEC §1: the page title and the publisher are the short name.
export const SHORT_NAME = 'Przelewik';
/** SPEC §1: the site-wide default page description is empty; some pages set their own. */
export const DEFAULT_DESCRIPTION = '';
export const LOCALE = { code: 'pl', label: 'PL' } as const;

const SITE_ENV: Readonly<Record<string, string>> = __SITE_ENV__;
const { company } = readCompany(SITE_ENV);
const hours = parseCallbackHours(SITE_ENV.CALLBACK_HOURS);
// A bad CALLBACK_HOURS stops the server at start (docs/operations.md); the pages then keep the default hours.
const callbackHours = hours.ok ? hours.value : (parseCallbackHours(DEFAULT_CALLBACK_HOURS) as { ok: true; value: CallbackHours }).value;

/**
 * The operator: the company that runs the site and acts as a credit intermediary (it does not lend). Its data is
 * configuration (COMPANY_* at build time, contracts/company.ts, docs/operations.md): unset, the invented
 * development placeholders stand in, and the server refuses to start in production while any is left.
 */
export const OPERATOR = {
  ...company,
  /** The seat in the locative, as in "z siedzibą w Warszawie". */
  seat: 'w Warszawie',
  /** Registry court and share capital, as the Commercial Companies Code (art. 206 KSH) asks on a company's website. */
  court: 'Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego',
  shareCapital: '5 000 zł',
  /** When the phone is answered and call-back requests are called back (CALLBACK_HOURS). */
  phoneHours: callbackHoursText(callbackHours),
  /** Our entry as a consumer-credit intermediary (the register KNF keeps), in the genitive: "wpisany do …". */
  intermediaryRegister: 'rejestru pośredników kredytowych prowadzonego przez Komisję Nadzoru Finansowego',
} as const;

/** The call-back form's promise: "Oddzwonimy w dni robocze między 9:00 a 17:00." */
export const CALLBACK_PROMISE = callbackPromise(callbackHours);

/** "ul. Przykładowa 1, 00-001 Warszawa" */
export const OPERATOR_ADDRESS = `${OPERATOR.street}, ${OPERATOR.postcode} ${OPERATOR.city}`;
/** The company as legal documents name it: "Przelewik sp. z o.o. z siedzibą w Warszawie, ul. …". */
export const OPERATOR_LINE = `${OPERATOR.name} z siedzibą ${OPERATOR.seat}, ${OPERATOR_ADDRESS}`;
/** The registry details in one sentence, for the legal documents. */
export const OPERATOR_REGISTRY = `wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego prowadzonego przez ${OPERATOR.court} pod numerem KRS ${OPERATOR.krs}, NIP ${OPERATOR.nip}, REGON ${OPERATOR.regon}, kapitał zakładowy ${OPERATOR.shareCapital}`;
/** What we are and how we are paid, in the words the footer and the terms use. */
export const OPERATOR_ROLE = `${SHORT_NAME} jest pośrednikiem kredytowym wpisanym do ${OPERATOR.intermediaryRegister} pod numerem ${OPERATOR.intermediaryNumber}. Nie udzielamy pożyczek: umowę zawiera się bezpośrednio z wybranym pożyczkodawcą.`;
export const OPERATOR_PAY = 'Porównanie jest bezpłatne: prowizję płacą nam pożyczkodawcy za przekazane wnioski i zawarte umowy.';
