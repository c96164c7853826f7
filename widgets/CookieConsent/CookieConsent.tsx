import { useId, type KeyboardEvent } from 'react';
import { tieShortWords } from '../text/Paragraphs';
import {
  cookiesByCategory,
  useCookieConsent,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentCookie,
  type ConsentStorage,
  type OptionalCategory,
} from './useCookieConsent';
import css from './CookieConsent.css?inline';
import { BANNER_TEXT, BANNER_TITLE, POLICY_LINK_TEXT } from './banner-text';

export const cookieConsentCss = css;

export interface CookieConsentProps {
  /** Where the choice is kept (default window.localStorage, read only in an effect); null keeps it in memory. */
  storage?: ConsentStorage | null;
  /** Called with every choice, and with the stored one at start, so the loader can start or stop features. */
  onChange?: (choice: ConsentChoice) => void;
  /** Revision of the cookie list; stored choices of an older one are asked again (default CONSENT_REVISION). */
  revision?: number;
  /** The cookie and storage table (the site passes COOKIE_TABLE); names are listed under their category. */
  cookies?: readonly ConsentCookie[];
  /** The clock the stored choice is dated with and aged against (tests and stories pass a fixed one). */
  now?: () => Date;
  /** Where the "Polityka cookies" link goes. */
  policyHref?: string;
  /** Banner text instead of the default (plain text; blank lines make paragraphs). */
  text?: string;
  /** Opens the settings at once (stories), as openCookieSettings() would, without moving focus. */
  forceOpen?: boolean;
}

// The same categories as the cookies policy (site/content/consent-cookies.ts decides which key belongs where).
const CATEGORY_TEXT: Record<ConsentCategory, { label: string; description: string }> = {
  necessary: {
    label: 'Niezbędne',
    description:
      'Bez nich serwis nie działa: zapamiętują wybór dotyczący cookies, wersję językową oraz szkic i identyfikator wniosku.',
  },
  analytics: {
    label: 'Analityczne',
    description: 'Liczą wizyty i pokazują nam, jak korzysta się z serwisu.',
  },
  marketing: {
    label: 'Marketingowe',
    description:
      'Zapamiętują, skąd przychodzi wizyta (kampania, wyszukiwarka, strona partnera), rozpoznają urządzenie i obsługują powiadomienia push. Służą rozliczeniom z partnerami, ocenie reklam i wykrywaniu nadużyć.',
  },
};

function CategoryRow(props: {
  id: string;
  category: ConsentCategory;
  names: string[];
  checked: boolean;
  onChecked?: (on: boolean) => void;
}) {
  const { id, category, names, checked, onChecked } = props;
  const { label, description } = CATEGORY_TEXT[category];
  const locked = category === 'necessary';
  return (
    <li className="pz-consent__category">
      <div className="pz-consent__switch-row">
        <input
          id={id}
          className="pz-consent__switch"
          type="checkbox"
          checked={checked}
          disabled={locked}
          // Belt and braces: a click that reaches a disabled box anyway (scripts, old engines) must not untick it.
          onClick={locked ? (event) => event.preventDefault() : undefined}
          aria-describedby={`${id}-desc${names.length > 0 ? ` ${id}-list` : ''}`}
          onChange={(event) => onChecked?.(event.currentTarget.checked)}
        />
        <label className="pz-consent__switch-label" htmlFor={id}>
          {label}
          {locked ? <span className="pz-consent__always"> (zawsze włączone)</span> : null}
        </label>
      </div>
      <p className="pz-consent__desc" id={`${id}-desc`}>
        {tieShortWords(description)}
      </p>
      {names.length > 0 ? (
        <p className="pz-consent__names" id={`${id}-list`}>
          {names.length === 1 ? 'Należy do nich: ' : 'Należą do nich: '}
          {names.map((name, i) => (
            <span key={name}>
              {i > 0 ? ', ' : null}
              <code>{name}</code>
            </span>
          ))}
          .
        </p>
      ) : null}
    </li>
  );
}

/**
 * Cookie consent: a compact bar fixed to the bottom of the screen on the first visit (at most a quarter of a phone
 * screen; it does not block the page or move it, and the page's scroll padding grows by its height, so an element
 * that gets focus scrolls clear of it), with „Akceptuję wszystkie”, „Odrzucam wszystkie” and „Ustawienia” drawn
 * exactly alike, and settings per category. Renders nothing until it has read the stored choice, so the
 * prerendered page and returning visitors never see it flash. Put it first in the page's DOM so the keyboard
 * reaches it first.
 */
export function CookieConsent({
  storage,
  onChange,
  revision,
  cookies = [],
  now,
  policyHref = '/cookies-policy/',
  text = BANNER_TEXT,
  forceOpen,
}: CookieConsentProps) {
  const id = useId();
  const consent = useCookieConsent({ storage, onChange, revision, now, forceOpen });
  if (consent.view === 'hidden') return null;

  if (consent.view === 'banner') return <ConsentBar id={id} consent={consent} text={text} policyHref={policyHref} />;
  return <ConsentSettings id={id} consent={consent} cookies={cookies} policyHref={policyHref} />;
}

type Consent = ReturnType<typeof useCookieConsent>;

/** The bar on a first visit: the text with the policy's link, then three choices drawn alike. */
function ConsentBar({
  id,
  consent,
  text,
  policyHref,
}: {
  id: string;
  consent: Consent;
  text: string;
  policyHref: string;
}) {
  return (
    <section
      ref={consent.bannerRef}
      className="pz-consent pz-consent--banner"
      aria-labelledby={`${id}-title`}
      lang="pl"
    >
      <div className="pz-consent__inner">
        <div className="pz-consent__text">
          <h2 className="pz-consent__title" id={`${id}-title`}>
            {BANNER_TITLE}
          </h2>
          {text.split(/\n[ \t]*\n/).map((paragraph, i) => (
            <p key={i} className="pz-consent__body">
              {tieShortWords(paragraph.trim())}
              {i === 0 ? (
                <>
                  {' '}
                  <a className="pz-consent__inline-link" href={policyHref}>
                    {POLICY_LINK_TEXT}
                  </a>
                </>
              ) : null}
            </p>
          ))}
        </div>
        {/* Accept, reject and settings: one class, one size, one look (equal prominence, as EU regulators ask). */}
        <div className="pz-consent__choices">
          {/* Unarmed for a moment after the bar appears: a
             tap that was meant for the page under it chooses nothing. */}
          <button
            type="button"
            className="pz-consent__btn pz-consent__btn--choice"
            aria-disabled={consent.armed ? undefined : 'true'}
            onClick={consent.deliberate(consent.acceptAll)}
          >
            Akceptuję wszystkie
          </button>
          <button
            type="button"
            className="pz-consent__btn pz-consent__btn--choice"
            aria-disabled={consent.armed ? undefined : 'true'}
            onClick={consent.deliberate(consent.rejectAll)}
          >
            Odrzucam wszystkie
          </button>
          <button
            ref={consent.settingsButtonRef}
            type="button"
            className="pz-consent__btn pz-consent__btn--choice"
            aria-disabled={consent.armed ? undefined : 'true'}
            onClick={consent.deliberate(consent.openSettings)}
          >
            Ustawienia
          </button>
        </div>
      </div>
    </section>
  );
}

/** Settings per category, with Escape to close them and focus taken back where it was. */
function ConsentSettings(props: {
  id: string;
  consent: Consent;
  cookies: readonly ConsentCookie[];
  policyHref: string;
}) {
  const { id, consent, cookies, policyHref } = props;
  const names = cookiesByCategory(cookies);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    consent.closeSettings();
  };
  return (
    <section
      className="pz-consent pz-consent--settings"
      aria-labelledby={`${id}-settings`}
      lang="pl"
      onKeyDown={onKeyDown}
    >
      <div className="pz-consent__inner">
        <h2 className="pz-consent__title" id={`${id}-settings`} ref={consent.headingRef} tabIndex={-1}>
          Ustawienia cookies
        </h2>
        <p className="pz-consent__body">
          {tieShortWords(
            'Wybierz kategorie plików cookies. Serwis działa też bez analitycznych i marketingowych, a wybór można zmienić w każdej chwili w „Ustawieniach cookies” w stopce strony. Szczegóły opisuje ',
          )}
          <a className="pz-consent__inline-link" href={policyHref}>
            polityce cookies
          </a>
          .
        </p>
        <ul className="pz-consent__categories">
          <CategoryRow id={`${id}-necessary`} category="necessary" names={names.necessary} checked />
          {(['analytics', 'marketing'] as OptionalCategory[]).map((category) => (
            <CategoryRow
              key={category}
              id={`${id}-${category}`}
              category={category}
              names={names[category]}
              checked={consent.draft[category]}
              onChecked={(on) => consent.setPick(category, on)}
            />
          ))}
        </ul>
        <div className="pz-consent__settings-actions">
          <button type="button" className="pz-consent__btn pz-consent__btn--choice" onClick={consent.save}>
            Zapisz wybór
          </button>
          <button type="button" className="pz-consent__btn pz-consent__btn--quiet" onClick={consent.closeSettings}>
            Anuluj
          </button>
        </div>
      </div>
    </section>
  );
}
