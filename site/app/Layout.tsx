import type { ReactNode } from 'react';
import { BANNER_TEXT, BANNER_TITLE, POLICY_LINK_TEXT } from '../../widgets/CookieConsent/banner-text';
import { openCookieSettings } from '../../widgets/CookieConsent/useCookieConsent';
import { tieShortWords } from '../../widgets/text/Paragraphs';
import { OPERATOR, OPERATOR_ADDRESS, OPERATOR_PAY, OPERATOR_ROLE, SHORT_NAME } from '../brand';
import { ConsentGate } from './ConsentGate';
import { Island } from './Island';
import css from './Layout.css?inline';
import { OnlineNotice } from './OfflineNotice';
import { ProgressBar } from './ProgressBar';
import { HIDDEN, type ProgressState } from './progress';

export const layoutCss = css;

const NAV = [
  { href: '/pozyczki/', label: 'Pożyczki' },
  { href: '/offers/', label: 'Oferty' },
  { href: '/blog/', label: 'Blog' },
  { href: '/partner/', label: 'Dla partnerów' },
];

const FOOTER = [
  { href: '/privacy-policy/', label: 'Polityka prywatności' },
  { href: '/terms-and-conditions/', label: 'Regulamin' },
  { href: '/cookies-policy/', label: 'Polityka cookies' },
  { href: '/partners-list/', label: 'Nasi partnerzy' },
  { href: '/blog/', label: 'Blog' },
];

export function Layout({
  children,
  progress = HIDDEN,
  busy = false,
  consentPreview = false,
}: {
  children: ReactNode;
  progress?: ProgressState;
  busy?: boolean;
  /** Paints the cookie banner's words in the place kept for it (below). */
  consentPreview?: boolean;
}) {
  return (
    <>
      {/* The cookie banner, fetched only for a visitor who has not chosen yet or who asks to change the choice.
          First in the DOM, so the first Tab reaches its buttons before the skip link; it is fixed at the bottom. */}
      <Island name="consent">
        <ConsentGate />
      </Island>
      <header className="pz-header">
        {/* Inside the header landmark: the cookie banner (with its policy link) comes first, so axe no longer sees
            this as the page's first link, and content outside landmarks is flagged. */}
        <a className="pz-skip" href="#main">
          Przejdź do treści
        </a>
        {/* In the header landmark too (it is fixed to the top of the screen wherever it sits): while it shows, a bar
            outside every landmark is content a screen-reader user finds by no landmark, and axe says so. */}
        <ProgressBar state={progress} />
        <div className="pz-wrap pz-header__inner">
          <a className="pz-logo" href="/" aria-label={`${SHORT_NAME} – strona główna`}>
            <svg className="pz-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
              <rect width="32" height="32" rx="9" fill="#0b5d3b" />
              <path
                d="M8 17h12m0 0-4-4m4 4-4 4"
                fill="none"
                stroke="#fff"
                stroke-width="2.6"
                stroke-linecap="round"
                stroke-linejoin="round"
              />
              <circle cx="24" cy="10" r="3" fill="#f2a900" />
            </svg>
            <span>{SHORT_NAME}</span>
          </a>
          <nav className="pz-nav" aria-label="Menu główne">
            <ul>
              {NAV.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <Island name="offline">
        <OnlineNotice />
      </Island>
      <main id="main" className="pz-wrap pz-main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
      <footer className="pz-footer">
        <div className="pz-wrap">
          <nav aria-label="Informacje prawne">
            <ul className="pz-footer__links">
              {FOOTER.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
              <li>
                {/* Reopens the cookie settings, as the banner and the cookies policy promise. */}
                <button
                  type="button"
                  className="pz-footer__button"
                  data-cookie-settings
                  onClick={() => openCookieSettings()}
                >
                  Ustawienia cookies
                </button>
              </li>
            </ul>
          </nav>
          {/* Who runs the site, from site/brand.ts (the one file
             the operator edits); the same data as the legal pages. */}
          <address className="pz-footer__company" data-operator>
            <span className="pz-footer__name">{OPERATOR.name}</span>, {OPERATOR_ADDRESS}
            <br />
            KRS {OPERATOR.krs}, NIP {OPERATOR.nip}, REGON {OPERATOR.regon}
            <br />
            <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>, tel.{' '}
            <a href={`tel:${OPERATOR.phone.replace(/\s+/g, '')}`}>{OPERATOR.phone.replace(/ /g, '\u00a0')}</a> (
            {OPERATOR.phoneHours})
          </address>
          <p className="pz-footer__note">
            {OPERATOR_ROLE} {OPERATOR_PAY}
          </p>
        </div>
      </footer>
      {consentPreview ? (
        // The banner's words where the banner will be, shown only while its place is kept (consent-space.ts): painted
        // with the HTML, as large as the banner's own text, which then covers them, so a phone's largest text is
        // there from the first paint. Decoration: the banner itself is what is read and used.
        // Its CSS is in the page's own stylesheet in the head (pageStyleList), not on pages without it.
        <div className="pz-consent-preview" aria-hidden="true">
          <p>
            <b>{BANNER_TITLE}</b>
            <span>
              {tieShortWords(BANNER_TEXT)} <u>{POLICY_LINK_TEXT}</u>
            </span>
          </p>
        </div>
      ) : null}
    </>
  );
}
