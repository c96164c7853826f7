// Which lenders take applications by API, from the environment: LEAD_DELIVERY_{SLUG}_URL and
// LEAD_DELIVERY_{SLUG}_SECRET (slug upper-cased, '-' as '_': lipowa-kasa → LEAD_DELIVERY_LIPOWA_KASA_URL), and the
// retry pace LEAD_DELIVERY_BACKOFF_MS. Pure: the environment in, the settings or one clear error out. Only a lender
// the privacy policy names as a recipient (LEAD_DELIVERY_LENDERS in contracts/data-flows.ts) may be configured.
import { LEAD_DELIVERY_LENDERS } from '../../contracts/data-flows';
import { ConfigError } from '../config';

export interface LenderEndpoint {
  url: string;
  secret: string;
}

export interface DeliveryConfig {
  /** By lender slug. */
  lenders: ReadonlyMap<string, LenderEndpoint>;
  /** The first retry waits this long; later ones wait 5, 30, 120 and 720 times as long (backoff). */
  backoffMs: number;
}

export const DEFAULT_BACKOFF_MS = 60_000;
/** Shorter secrets are refused: the signature must not be guessable. */
export const MIN_SECRET_CHARS = 16;

export const envSlug = (slug: string): string => slug.toUpperCase().replace(/-/g, '_');

/**
 * @param slugs the lenders of the offer catalogue
 * @param recipients the lenders the documents name as recipients of applications; any other is refused
 */
export function parseDeliveryConfig(
  env: Record<string, string | undefined>,
  slugs: readonly string[],
  recipients: readonly string[] = LEAD_DELIVERY_LENDERS.map((l) => l.id),
): DeliveryConfig {
  const lenders = new Map<string, LenderEndpoint>();
  const known = new Map(slugs.map((slug) => [envSlug(slug), slug]));
  for (const [name, value] of Object.entries(env)) {
    const match = /^LEAD_DELIVERY_([A-Z0-9_]+)_URL$/.exec(name);
    if (!match || !value?.trim()) continue;
    const slug = known.get(match[1]!);
    if (!slug)
      throw new ConfigError(
        `${name} names no lender: expected one of ${[...known.keys()].map((k) => `LEAD_DELIVERY_${k}_URL`).join(', ')}`,
      );
    if (!recipients.includes(slug)) {
      throw new ConfigError(
        `${name}: ${slug} is not named as a recipient of applications in the privacy policy; ` +
          `add it to LEAD_DELIVERY_LENDERS in contracts/data-flows.ts and rebuild first`,
      );
    }
    let url: URL;
    try {
      url = new URL(value.trim());
    } catch {
      throw new ConfigError(`${name}=${JSON.stringify(value)} is not a URL`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) URL`);
    if (url.username || url.password)
      throw new ConfigError(`${name} must not carry a user or password: use LEAD_DELIVERY_${match[1]}_SECRET`);
    const secret = env[`LEAD_DELIVERY_${match[1]}_SECRET`]?.trim() ?? '';
    if (secret.length < MIN_SECRET_CHARS)
      throw new ConfigError(`LEAD_DELIVERY_${match[1]}_SECRET must be set, at least ${MIN_SECRET_CHARS} characters`);
    lenders.set(slug, { url: url.href, secret });
  }
  const rawBackoff = env.LEAD_DELIVERY_BACKOFF_MS?.trim();
  let backoffMs = DEFAULT_BACKOFF_MS;
  if (rawBackoff) {
    if (!/^\d+$/.test(rawBackoff) || Number(rawBackoff) < 100 || Number(rawBackoff) > 3_600_000)
      throw new ConfigError('LEAD_DELIVERY_BACKOFF_MS must be a whole number of milliseconds from 100 to 3600000');
    backoffMs = Number(rawBackoff);
  }
  return { lenders, backoffMs };
}
