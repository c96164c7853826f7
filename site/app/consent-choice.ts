// Whether this visitor has a valid stored cookie choice: the gate asks before fetching the banner, the client before
// preloading the banner's chunks. A module of its own, so the client entry does not carry the gate.
import { CONSENT_KEY, parseStoredConsent } from '../../contracts/consent';
import { pageStorage } from './page-storage';

export function hasValidChoice(): boolean {
  // Storage blocked (null here, or a getItem that throws): ask, and keep the answer for this page view.
  try {
    return parseStoredConsent(pageStorage()?.getItem(CONSENT_KEY) ?? null, Date.now()) !== undefined;
  } catch {
    return false;
  }
}
