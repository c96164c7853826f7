// The product's name, in one place (SPEC §1: the page title and the publisher are the short name).
export const SHORT_NAME = 'Przelewik';
/** SPEC §1: the site-wide default page description is empty; some pages set their own. */
export const DEFAULT_DESCRIPTION = '';
export const LOCALE = { code: 'pl', label: 'PL' } as const;
