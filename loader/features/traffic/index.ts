// Feature "traffic" (consent: marketing): classifies each page view with the pure, sourcebuster-compatible
// traffic.ts beside it, writes its sbjs_* cookies through env.cookies and tells the other features the view's
// attribution (signals.setAttribution), which the page view carries as utm_*. A withdrawal of marketing consent
// deletes every sbjs_* cookie (on each Domain the f_l modes could have used) and stops until consent is given again.
import { cookieDomain } from './domain';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_PARAMS } from '../../../contracts/page-config-wire';
import { UTM_MAX } from '../../attribution';
import { parseCookieJar } from '../../../contracts/cookie-jar';
import { serializeCookie } from '../../../contracts/sbjs-cookie';
import { classifyTraffic, COOKIE, NONE, type SourceData } from './traffic';
import { isPersonal } from '../../personal-text';
import type { Env } from '../../env';
import type { Attribution, FeatureContext } from '../../contract';

/** sbjs_current's fields as the page view's utm_* (sourcebuster placeholders like '(none)' are left out). */
export function attributionOf(current: SourceData): Attribution {
  const utm: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = current[field];
    if (value && value !== NONE) utm[ATTRIBUTION_PARAMS[field]] = value.slice(0, UTM_MAX);
  }
  return utm;
}

/** Classifies this page view and writes its cookies; returns the attribution, or undefined when it cannot. */
export function classifyPage(env: Env, ctx: Pick<FeatureContext, 'config'>): Attribution | undefined {
  const result = classifyTraffic({
    url: env.href,
    referrer: env.referrer,
    cookies: parseCookieJar(env.cookies.read()),
    now: env.now(),
    userAgent: env.userAgent,
    random: env.random,
    pageConfig: ctx.config,
    isPersonal,
    // sourcebuster writes fd in the visitor's local time; so do we, for identical cookies.
    options: { utcOffsetMinutes: -new Date(env.now()).getTimezoneOffset() },
  });
  let written = 0;
  for (const cookie of result.cookies) if (env.cookies.write(serializeCookie(cookie))) written++;
  if (written < result.cookies.length) {
    env.warn('traffic source not stored: cookies are blocked');
    return undefined;
  }
  return attributionOf(result.data.current);
}

/** Deletes every sbjs_* cookie: host-only and on each Domain the f_l modes use (README.md). */
export function clearTrafficCookies(env: Env): void {
  let host = '';
  try {
    host = new URL(env.href).hostname;
  } catch {
    /* host-only deletion below still runs */
  }
  const domains = new Set([undefined, cookieDomain(host, 'sbjs'), cookieDomain(host, 'site')]);
  for (const name of Object.values(COOKIE)) {
    for (const domain of domains)
      env.cookies.write(
        `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${domain ? `; domain=${domain}` : ''}; path=/; SameSite=Lax`,
      );
  }
}

export function start(ctx: FeatureContext): void {
  const { env, signals } = ctx;
  let stored = false;
  signals.onConsent((consent) => {
    if (!consent.marketing) {
      if (stored) clearTrafficCookies(env);
      stored = false;
      return;
    }
    if (stored) return;
    stored = true;
    const utm = classifyPage(env, ctx);
    if (utm) signals.setAttribution(utm);
  });
}
