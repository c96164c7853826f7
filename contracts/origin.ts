// The origin of an address, in its own module so the loader's core can use it without the lead-frame protocol.

/** The origin of an http(s) address, or null. */
export function httpOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  const url = parseUrl(value);
  return url?.protocol === 'http:' || url?.protocol === 'https:' ? url.origin : null;
}

/**
 * The address parsed, or undefined when it does not parse (one try/catch for the loader's core, which parses a few).
 */
export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
