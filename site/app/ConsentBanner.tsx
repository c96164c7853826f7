// The cookie banner with its CSS and the cookie list: one lazily loaded chunk (see ConsentGate.tsx).
import { CookieConsent, cookieConsentCss } from '../../widgets/CookieConsent/CookieConsent';
import { CONSENT_COOKIES } from '../content/consent-cookies';

export default function ConsentBanner() {
  return (
    <>
      <style>{cookieConsentCss}</style>
      <CookieConsent cookies={CONSENT_COOKIES} />
    </>
  );
}
