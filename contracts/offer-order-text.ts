// The words every offer list uses to say how it is ordered and whether any placement is paid, and where the full
// rule is: constants and string functions only, so the list's controls and frame load without the cost model.

import type { Offer } from './offer';

/** The terms section that states the full rule (an id of the terms page's content, no route of its own). */
export const ORDER_RULE_ID = 'kolejnosc-ofert';
export const ORDER_RULE_PATH = `/terms-and-conditions/#${ORDER_RULE_ID}`;
/** The name of the default order, as the sort control and the order line show it. */
export const DEFAULT_ORDER_NAME = 'najtańsze dla Twojej kwoty';
/** The label of a card whose place the lender paid for. */
export const PAID_LABEL = 'Reklama';

/** How a list may be ordered: the default (the visitor's order), or by one figure the visitor picks. */
export type ListOrder = 'cheapest' | 'rrso' | 'amount';

/** What each order is, in the order line's words (after "Kolejność: "): short, so the first card stays near. */
const ORDER_WORDS: Record<ListOrder, string> = {
  cheapest: `${DEFAULT_ORDER_NAME} – najpierw oferty na Twoją kwotę i okres, od najniższego kosztu, potem RRSO.`,
  rrso: 'najniższe RRSO – najpierw oferty na Twoją kwotę i okres.',
  amount: 'najwyższa kwota – najpierw oferty na Twoją kwotę i okres.',
};

/** Whether any placement is paid, said the same way everywhere. */
export const paidText = (paid: boolean): string =>
  paid ? `Oferty „${PAID_LABEL}” są płatne; nie zmienia to ich miejsca.` : 'Bez płatnych miejsc.';

/** What registering changes in the order, said before it (the registration page) and after it (the order line). */
export const REGISTERED_ORDER =
  'Po rejestracji kolejność ustala ta sama zasada, a firmy, które nie pożyczają osobom w Twoim wieku, przesuwamy na koniec listy.';
/** The order line of a registered visitor's list, for the loan they registered with. */
const LEAD_ORDER = 'Po rejestracji firmy, które nie pożyczają osobom w Twoim wieku, są na końcu.';

/**
 * The order line's text before its link: how the list is ordered and whether any placement is paid; `lead`: the
 * list is in the registered visitor's order (the default order, with their age counted).
 */
export const orderLineText = (order: ListOrder, paid: boolean, lead = false): string =>
  `Kolejność: ${ORDER_WORDS[order]}${lead && order === 'cheapest' ? ` ${LEAD_ORDER}` : ''} ${paidText(paid)}`;

/** The order line's link text (to ORDER_RULE_PATH). */
export const ORDER_RULE_LINK = 'Zasady kolejności';

/** Whether any of `offers` is a paid placement. */
export const hasPaidPlacement = (offers: readonly Pick<Offer, 'paidPlacement'>[]): boolean =>
  offers.some((offer) => offer.paidPlacement === true);

// The partner offer list's default heading is in offer-list-heading.ts: the loader's first paint reads it, without
// these.
