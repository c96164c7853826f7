// SPEC §3, §9: one language, 'pl' labelled 'PL', no prefix in paths; the locale cookie lives 365 days,
// path '/', SameSite=Lax (Secure on https).

/** Declared here, not in site/brand.ts, so the client entry does not take the company's data into its chunk. */
export const LOCALE = { code: 'pl', label: 'PL' } as const;

export const LOCALE_COOKIE = 'przelewik_locale';
export const LOCALE_COOKIE_DAYS = 365;

/** The Set-Cookie string for document.cookie, or null when the cookie already holds the locale. */
export function localeCookie(currentCookies: string, https: boolean): string | null {
  const current = currentCookies.split(/;\s*/).find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  if (current === `${LOCALE_COOKIE}=${LOCALE.code}`) return null;
  return `${LOCALE_COOKIE}=${LOCALE.code}; Max-Age=${LOCALE_COOKIE_DAYS * 86400}; Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}
