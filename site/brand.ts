// The product's name and the company behind it, in one place: the company's data comes from the build's
// environment (docs/operations.md, "The company's data"). The footer of every page, the legal documents
// and the Organization JSON-LD read from here.
import { CALLBACK_PROMISE, OPERATOR, SHORT_NAME } from '../contracts/operator';
/** SPEC §1: the site-wide default page description is empty; some pages set their own. */
export const DEFAULT_DESCRIPTION = '';
export { LOCALE } from './app/locale';

/**
 * The operator: the company that runs the site and acts as a credit intermediary (it does not lend). It lives in
 * contracts/operator.ts (configuration: COMPANY_* at build time), so the partner widgets can name it too.
 */
export { OPERATOR, SHORT_NAME };

/** The call-back form's promise: "Oddzwonimy w dni robocze między 9:00 a 17:00." */
export { CALLBACK_PROMISE };

/** "ul. Przykładowa 1, 00-001 Warszawa" */
export const OPERATOR_ADDRESS = `${OPERATOR.street}, ${OPERATOR.postcode} ${OPERATOR.city}`;
/** The company as legal documents name it: "Przelewik sp. z o.o. z siedzibą w Warszawie, ul. …". */
export const OPERATOR_LINE = `${OPERATOR.name} z siedzibą ${OPERATOR.seat}, ${OPERATOR_ADDRESS}`;
/** The registry details in one sentence, for the legal documents. */
export const OPERATOR_REGISTRY = `wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego prowadzonego przez ${OPERATOR.court} pod numerem KRS ${OPERATOR.krs}, NIP ${OPERATOR.nip}, REGON ${OPERATOR.regon}, kapitał zakładowy ${OPERATOR.shareCapital}`;
/** What we are and how we are paid, in the words the footer and the terms use. */
export const OPERATOR_ROLE = `${SHORT_NAME} jest pośrednikiem kredytowym wpisanym do ${OPERATOR.intermediaryRegister} pod numerem ${OPERATOR.intermediaryNumber}. Nie udzielamy pożyczek: umowę zawiera się bezpośrednio z wybranym pożyczkodawcą.`;
export const OPERATOR_PAY =
  'Porównanie jest bezpłatne: prowizję płacą nam pożyczkodawcy za przekazane wnioski i zawarte umowy.';
