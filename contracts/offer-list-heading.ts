// Apart from offer-order-text.ts: the loader's first paint of a partner offer list needs this one text, not the rest.

/** The partner offer list's heading when the partner sets none: what the list is, not a recommendation. */
export const DEFAULT_LIST_HEADING = 'Najtańsze pożyczki dla Twojej kwoty';
