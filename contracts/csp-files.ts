/** Written by the prerender into the build folder (never served: "_" files are internal): a JSON list of the CSS
 * texts the client puts in <style> tags of its own at run time (the cookie banner), which the page CSP allows by
 * hash. Page CSS is not listed: the server hashes it from the built pages. */
export const RUNTIME_STYLES_FILE = '_runtime-styles.json';
