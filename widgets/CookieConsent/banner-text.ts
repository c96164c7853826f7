// The banner's words, in a module of their own: the site paints them with its HTML, in the place it keeps for the
// banner (site/app/Layout.tsx), without the widget's code.

/** The bar's bold lead-in. */
export const BANNER_TITLE = 'Pliki cookies';

// Short on purpose: on a 360 × 640 phone the whole banner stays within a quarter of the screen (e2e measures it).
export const BANNER_TEXT = 'Analityczne i marketingowe zapiszemy tylko za Twoją zgodą – serwis działa też bez nich.';

/** The link to the cookies policy after the first paragraph. */
export const POLICY_LINK_TEXT = 'Polityka cookies';
