// The content pages' CSS in two parts, so a page takes only what it shows: the home page has no prose, tables,
// breadcrumbs or tiles (2.5 KB of rules it never used, about 150 B of its gzipped HTML).
import meta from './meta.css?inline';
import prose from './content.css?inline';
import documents from './documents.css?inline';

/** The line under a page's heading and a stack of offer cards. */
export const metaCss = meta;
/** A page of offers with a heading and breadcrumbs (category pages, /offers/): the above, with prose and breadcrumbs;
 * none of the documents' notes, tiles, tables or code, which its first round trip would carry for nothing. */
export const proseCss = `${meta}\n${prose}`;
/** Everything a content page shows: the above, with notes, tables, tiles and code. */
export const contentCss = `${proseCss}\n${documents}`;
