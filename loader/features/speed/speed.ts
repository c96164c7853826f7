// Field speed, the pure part: what page template and device class a page load is, and the one event a batch of
// web-vitals measurements becomes (docs/partners.md, "Field speed"). No identifier beyond those analytics consent
// already allows is added: the template, the partner id and the device class only.
import type { EventScalar } from '../../../contracts/event';
import { TRANSITION_PATH } from '../../../contracts/offer-links';
import { cleanPartnerId, PARTNER_ID_FIELD } from '../../../contracts/partner-id';

export const SPEED_EVENT = 'web_vitals';
export type SpeedMetric = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export const SPEED_METRICS: readonly SpeedMetric[] = ['LCP', 'INP', 'CLS', 'TTFB'];

/** Our site's page templates by path (site/routes.ts); any partner page is 'partner'. */
export function pageTemplate(href: string, mainHost: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'other';
  }
  if (url.origin !== new URL(mainHost).origin) return 'partner';
  const path = url.pathname;
  if (path === '/') return 'home';
  if (path.startsWith('/pozyczki/')) return 'category';
  if (/^\/(landing\/)?offers\d?\/$/.test(path)) return 'offers';
  if (path.startsWith('/blog/')) return 'blog';
  if (/^\/reg3?\/$/.test(path)) return 'registration';
  if (path === TRANSITION_PATH) return 'transition';
  return 'other';
}

/** 'mobile', 'tablet' or 'desktop', from the browser's user agent. */
export function deviceClass(userAgent: string): 'mobile' | 'tablet' | 'desktop' {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/**
 * The event's props: each measured metric (ms rounded; CLS to 4 places) with the page's template, partner and device.
 */
export function speedBatch(
  values: Partial<Record<SpeedMetric, number>>,
  template: string,
  device: string,
  partnerId: string | undefined,
): Record<string, EventScalar> {
  const props: Record<string, EventScalar> = { template, device };
  const partner = cleanPartnerId(partnerId);
  if (partner) props[PARTNER_ID_FIELD] = partner;
  for (const metric of SPEED_METRICS) {
    const value = values[metric];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
      props[metric.toLowerCase()] = metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  }
  return props;
}
