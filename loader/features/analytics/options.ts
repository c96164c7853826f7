// Amplitude's settings (SPEC §9 "Analytics defaults"), each set through an option of the installed
// @amplitude/analytics-browser (2.47.1) where it has one; `satisfies` below checks the names against its types.
//
// SPEC §9                          how it is met
// session timeout 1800000 ms       sessionTimeout
// upload threshold 30 events       flushQueueSize (the SDK also sends at most this many events per request)
// upload period 30000 ms           flushIntervalMillis
// batch size 100, halved on 413    the SDK's batch is flushQueueSize (30, under 100) and the SDK itself halves
//                                  it on HTTP 413 (Destination.handlePayloadTooLargeResponse): no option exists
// max saved events 1000            built into the SDK's local-storage queue (MAX_ARRAY_LENGTH = 1000)
// cookie lifetime 365 days         cookieOptions.expiration
// strings cut at 4096 characters   our guard (loader/personal-data.ts): the SDK has no such option
// at most 1000 properties          our guard, and the SDK's own MAX_PROPERTY_KEYS for identify
// device id without '.'            the SDK makes its own (a UUID); we never set one
// transport http or beacon         transport 'fetch' (its HTTP transport); 'beacon' on pagehide (index.ts)
import type { Types } from '@amplitude/analytics-browser';
import type { AmplitudeSettings } from '../../../contracts/services';

export const AMPLITUDE_DEFAULTS = {
  sessionTimeout: 1_800_000,
  flushQueueSize: 30,
  flushIntervalMillis: 30_000,
  cookieOptions: { expiration: 365, sameSite: 'Lax' },
  transport: 'fetch',
  // Only the events we name leave: no autocapture of page URLs (their queries may hold anything), clicks or forms.
  autocapture: false,
  // No extra requests to Amplitude's remote-config and diagnostics servers.
  fetchRemoteConfig: false,
  enableDiagnostics: false,
  // Plain JSON bodies (the SDK may gzip large ones otherwise): what is sent stays inspectable.
  enableRequestBodyCompression: false,
  // The IP address is personal data under GDPR and we do not need Amplitude's geo lookup.
  trackingOptions: { ipAddress: false, language: true, platform: true },
  // `satisfies` makes tsc reject any name the installed SDK does not have.
} as const satisfies Types.BrowserOptions;

export type AmplitudeInitOptions = typeof AMPLITUDE_DEFAULTS & { serverUrl?: string; serverZone?: 'US' | 'EU' };

/** The SDK options for a configured service: SPEC §9 defaults plus the partner's server settings. */
export function amplitudeOptions(settings: AmplitudeSettings): AmplitudeInitOptions {
  const options: AmplitudeInitOptions = { ...AMPLITUDE_DEFAULTS };
  if (settings.serverUrl) options.serverUrl = settings.serverUrl;
  if (settings.serverZone) options.serverZone = settings.serverZone;
  return options;
}
