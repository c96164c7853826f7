// The content pages' CSS in two parts, so a page takes only what it shows: the home page has no prose, tables,
// breadcrumbs or tiles (2.5 KB of rules it never used, about 150 B of its gzipped HTML).
import meta from './meta.css?inline';
import prose from './content.css?inline';

/** The line under a page's heading and a stack of offer cards. */
export const metaCss = meta;
/** Everything a content page shows: the above, with prose, tables, breadcrumbs, tiles and code. */
export const contentCss = `${meta}\n${prose}`;
