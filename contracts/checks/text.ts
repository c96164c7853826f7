// Small string helpers shared by the field checks. Form fields and JSON bodies both arrive here.

/** The input without surrounding white space; anything that is not a string reads as empty (a missing field). */
export const asText = (input: unknown): string => (typeof input === 'string' ? input.trim() : '');

/** Spaces of every kind (pasted from bank apps and PDFs carry no-break ones) and hyphen-like dashes. */
const SEPARATORS = /[\s\u2010-\u2013-]+/g;

/** Removes the spaces and dashes people type or paste between groups of digits. */
export const stripSeparators = (value: string): string => value.replace(SEPARATORS, '');

/** Runs of white space become one plain space, so "Jan  Maria" and "Jan Maria" are stored alike. */
export const collapseSpaces = (value: string): string => value.replace(/\s+/g, ' ');

/**
 * Canonical Unicode form: "ą" typed as "a" + combining ogonek becomes the single letter, so lengths and patterns agree.
 */
export const tidyText = (input: unknown): string => collapseSpaces(asText(input).normalize('NFC'));
