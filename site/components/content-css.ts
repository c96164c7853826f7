// The content pages' CSS in parts, so a page takes only what it shows: the home page has no prose, tables,
// breadcrumbs or tiles (2.5 KB of rules it never used, about 150 B of its gzipped HTML), and a category page or
// /offers/, whose document must fit its first round trip, none of the documents' parts.
import meta from './meta.css?inline';
import offerStack from './offer-stack.css?inline';
import prose from './content.css?inline';
import crumbs from './crumbs.css?inline';
import documents from './documents.css?inline';

/** The line under a page's heading and a stack of offer cards: all the home page takes of the content styles. */
export const metaCss = `${meta}\n${offerStack}`;
/** A page of offers under a prose heading (/offers/): the above, with prose; none of the documents' notes, tiles,
 * tables or code, which its first round trip would carry for nothing. */
export const proseCss = `${meta}\n${prose}`;
/** Breadcrumbs, for a page of offers that shows them (the category pages). */
export const crumbsCss = crumbs;
/** Everything a content page shows: the above, with breadcrumbs, notes, tables, tiles and code. */
export const contentCss = `${proseCss}\n${crumbs}\n${documents}`;
