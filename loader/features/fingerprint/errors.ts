// SPEC §8 "Fingerprint loader: API key required, not found, expired, script load failure, blocked by CSP,
// rate limit", each turned into one console line a partner can act on. The keys are the SDK's own error
// messages (its ERROR_* constants; errors.test.ts checks they still match the installed SDK).

export const FINGERPRINT_ERRORS = {
  /** ERROR_API_KEY_MISSING */
  'API key required': 'FingerprintJS Pro: API key required. Set pageConfig.fingerprint.apiKey to your public API key.',
  /** ERROR_API_KEY_INVALID */
  'API key not found': 'FingerprintJS Pro: API key not found. Check pageConfig.fingerprint.apiKey and region.',
  /** ERROR_API_KEY_EXPIRED */
  'API key expired': 'FingerprintJS Pro: API key expired. Renew it in the FingerprintJS dashboard.',
  /** ERROR_SCRIPT_LOAD_FAIL */
  'Failed to load the JS script of the agent':
    'FingerprintJS Pro: the agent script could not be loaded (blocked, offline or an ad blocker). ' +
    'The page is not affected.',
  /** ERROR_CSP_BLOCK */
  'Blocked by CSP':
    "FingerprintJS Pro: blocked by the page's Content Security Policy. " +
    'Allow its script and endpoint hosts (see the README).',
  /** ERROR_RATE_LIMIT */
  'Too many requests, rate limit exceeded':
    'FingerprintJS Pro: rate limit exceeded. Identification resumes on a later visit.',
} as const;

export type FingerprintErrorKey = keyof typeof FINGERPRINT_ERRORS;

/** Problems of configuration are errors for the partner to fix; the rest (blocking, network, limits) are warnings. */
const CONFIGURATION: readonly FingerprintErrorKey[] = ['API key required', 'API key not found', 'API key expired'];

/** The console level and line for whatever the SDK rejected with. Unknown errors keep the SDK's own short message. */
export function describeFingerprintError(error: unknown): { level: 'error' | 'warn'; message: string } {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (text in FINGERPRINT_ERRORS) {
    const key = text as FingerprintErrorKey;
    return { level: CONFIGURATION.includes(key) ? 'error' : 'warn', message: FINGERPRINT_ERRORS[key] };
  }
  // The SDK's other messages (timeouts, network errors) are short fixed strings without visitor data.
  const known = /^[\w ,.'()-]{1,120}$/.test(text) ? text : 'unknown error';
  return { level: 'warn', message: `FingerprintJS Pro: identification failed (${known}). The page is not affected.` };
}
