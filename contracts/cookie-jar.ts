// document.cookie read once, the same way by every reader (the loader's traffic, abandoned-visit and erasure code):
// the browser's `name=value; name=value` list.

/**
 * document.cookie into name → stored value. The first cookie of a name wins, as in sourcebuster's cookies.get (a
 * browser lists the older of two same-name cookies, e.g. one per domain, first); a part without a name is skipped.
 */
export function parseCookieJar(documentCookie: string): Record<string, string> {
  const jar = new Map<string, string>();
  for (const part of documentCookie.split(';')) {
    const item = part.replace(/^ +/, '');
    const eq = item.indexOf('=');
    if (eq <= 0) continue;
    const name = item.slice(0, eq);
    if (!jar.has(name)) jar.set(name, item.slice(eq + 1));
  }
  return Object.fromEntries(jar);
}
