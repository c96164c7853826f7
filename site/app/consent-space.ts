// The cookie bar's place on the screen from the first paint: a script in the head of every page (allowed by the
// page's CSP through its hash, server/csp.ts) reads the stored choice before anything is painted and, for a visitor
// who must be asked, marks <html>; Layout.css then draws an empty bar where the banner will be and pads the page by
// it, so when the banner arrives it covers nothing the visitor could already see or touch. Returning visitors get
// no mark and no space. The gate takes the mark off once a choice is made (ConsentGate.tsx).
import { CONSENT_KEY, CONSENT_MAX_AGE_MS, CONSENT_REVISION } from '../../contracts/consent';
import { CONSENT_SPACE_CLASS } from './consent-mark';

/**
 * The head script's text: the rules of parseStoredConsent (contracts/consent.ts) in a few bytes of plain script,
 * since the first paint cannot wait for a module. Storage that throws counts as no choice, as in hasValidChoice.
 */
export function consentSpaceScript(): string {
  return (
    'try{var c=JSON.parse(localStorage.getItem(' +
    JSON.stringify(CONSENT_KEY) +
    '));if(!(c&&typeof c=="object"&&Number.isInteger(c.revision)&&c.revision>=' +
    CONSENT_REVISION +
    '&&c.necessary===true&&typeof c.analytics=="boolean"&&typeof c.marketing=="boolean"' +
    '&&typeof c.at=="string"&&Date.now()-Date.parse(c.at)<=' +
    CONSENT_MAX_AGE_MS +
    '))throw 0}catch(e){document.documentElement.classList.add(' +
    JSON.stringify(CONSENT_SPACE_CLASS) +
    ')}'
  );
}

/** The banner's place is no longer needed: a choice was made (or the banner cannot come). */
export function releaseConsentSpace(doc: Document): void {
  doc.documentElement.classList.remove(CONSENT_SPACE_CLASS);
}
