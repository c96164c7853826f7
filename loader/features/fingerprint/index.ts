// Feature "fingerprint": FingerprintJS Pro (SPEC §3, §7, §8, §9), only when pageConfig.fingerprint is given and
// only after marketing consent (plugins.ts says why). The SDK is imported only when there is a key, so a
// page without one fetches nothing from us or the vendor beyond this small chunk. The result is cached under
// fgPro for 30 days. Every failure ends here as one console line; the page and the other features go on.
import type { FeatureContext } from '../../contract';
import { scrubProperties } from '../../personal-data';
import { FINGERPRINT_CACHE_KEY, fingerprintCacheValue, readFingerprintCache } from './cache';
import { describeFingerprintError, FINGERPRINT_ERRORS } from './errors';

/** The SDK's own client-side limit is 10 s; we keep it (SPEC gives none). */
const IDENTIFY_TIMEOUT_MS = 10_000;

/** What goes to FingerprintJS with the identification: partner and country only, never anything personal. */
export function identificationOptions(
  ctx: Pick<FeatureContext, 'config'>,
  leadId: string | undefined,
): { tag: Record<string, unknown>; linkedId?: string; timeout: number } {
  const { properties } = scrubProperties({ provider: ctx.config.partnerId, country: ctx.config.countryId });
  // The lead id is a random UUID (pseudonymous), the one link FingerprintJS may keep to our own records.
  return leadId
    ? { tag: properties, linkedId: leadId, timeout: IDENTIFY_TIMEOUT_MS }
    : { tag: properties, timeout: IDENTIFY_TIMEOUT_MS };
}

type Sdk = Pick<typeof import('@fingerprintjs/fingerprintjs-pro'), 'load'>;
/** The SDK, in a chunk of its own fetched only when there is a key. */
const loadSdk = (): Promise<Sdk> => import('@fingerprintjs/fingerprintjs-pro');

/** @param sdk the SDK module loader (tests give a recording one). */
export function start(ctx: FeatureContext, sdk: () => Promise<Sdk> = loadSdk): void {
  const { env, config } = ctx;
  const settings = config.fingerprint;
  if (!settings) return;
  if (!settings.apiKey) {
    // SPEC §5/§8: the service requires an API key. Logged once; the SDK is never fetched.
    env.error(FINGERPRINT_ERRORS['API key required']);
    return;
  }
  if (readFingerprintCache(env.local.get(FINGERPRINT_CACHE_KEY), env.now())) return;
  // Not awaited: identification takes up to 10 s and the features after this one must not wait for it.
  void identify(ctx, settings.apiKey, sdk);
}

/**
 * Loads the SDK, identifies the visitor and caches the result; resolves (never rejects) when done.
 * @param sdk the SDK module (tests give a recording one; the browser gets the real one).
 */
export async function identify(ctx: FeatureContext, apiKey: string, sdk: () => Promise<Sdk> = loadSdk): Promise<void> {
  const { env, config } = ctx;
  const settings = config.fingerprint ?? {};
  try {
    const FingerprintJS = await sdk();
    const agent = await FingerprintJS.load({
      apiKey,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.region ? { region: settings.region } : {}),
      // The agent reports the page URL and referrer; their query and fragment may carry anything a partner's
      // site puts there, so FingerprintJS gets them hashed.
      urlHashing: { query: true, fragment: true },
    });
    // The lead id known right now (a late subscriber hears the latest at once); identification does not wait for one.
    let leadId: string | undefined;
    ctx.signals.onLead((id) => (leadId = id));
    const result = await agent.get(identificationOptions(ctx, leadId));
    const value = fingerprintCacheValue(result, env.now());
    if (value) env.local.set(FINGERPRINT_CACHE_KEY, value);
    else env.warn('FingerprintJS Pro: unexpected answer, nothing cached.');
  } catch (error) {
    const { level, message } = describeFingerprintError(error);
    env[level](message);
  }
}
