// The head script's mark on <html> for a visitor who must be asked about cookies (site/app/consent-space.ts): the
// client entry reads it to preload the banner's chunks, so it need not carry the stored choice's parser.

/** The class on <html> while the page keeps the banner's place. */
export const CONSENT_SPACE_CLASS = 'pz-consent-ask';

/** Whether the head script found no valid stored choice on this page (the gate and banner are still to come). */
export const asksForConsent = (doc: Document): boolean => doc.documentElement.classList.contains(CONSENT_SPACE_CLASS);
