// The cookie banner with its CSS and the cookie list: one lazily loaded chunk (see ConsentGate.tsx).
import { CookieConsent, cookieConsentCss } from '../../widgets/CookieConsent/CookieConsent';
import { CONSENT_COOKIES } from '../content/consent-cookies';
import { releaseConsentSpace } from './consent-space';

// A choice made: the page gives back the place it kept for the bar from the first paint (consent-space.ts).
const release = () => releaseConsentSpace(document);

export default function ConsentBanner() {
  return (
    <>
      <style>{cookieConsentCss}</style>
      <CookieConsent cookies={CONSENT_COOKIES} onChange={release} />
    </>
  );
}
