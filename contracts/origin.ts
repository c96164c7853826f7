// The origin of an address, in its own module so the loader's core can use it without the lead-frame protocol.

/** The origin of an http(s) address, or null. */
export function httpOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
