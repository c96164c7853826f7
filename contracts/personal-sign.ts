// What every personal-data detector (personal-data.ts) needs somewhere in a text before it can find anything, in a
// module of its own: the loader's partner widgets test their values with it and fetch the detector only for a value
// that has it (loader/features/mount/personal-check.ts).

/**
 * An e-mail's @, or six digits with at most one other character between each two (an ID card has six in a row; a
 * phone, PESEL, card or account number, and any real IBAN, more). Most values (page names, sources, campaign names
 * like `jesien_2026`) have neither and skip the scans.
 */
export const PERSONAL_SIGN = /@|\d(?:\D?\d){5}/;
