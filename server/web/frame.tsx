// The page frame of the operator console, the partner portal and the public form pages. No inline script or style
// anywhere (their CSP allows only the console's own files); chart data travels in a <script type="application/json">
// block, which a browser never runs.
import type { ComponentChildren } from 'preact';
import { TIMES_NOTE } from './format';

export const CONSOLE_ASSETS = { css: '/admin/assets/admin.css', js: '/admin/assets/admin.js' } as const;

export interface NavItem {
  href: string;
  label: string;
}

export const NAV: readonly NavItem[] = [
  { href: '/admin/', label: 'Lejek' },
  { href: '/admin/partners/', label: 'Partnerzy i pożyczkodawcy' },
  { href: '/admin/holds/', label: 'Wstrzymane konwersje' },
  { href: '/admin/deliveries/', label: 'Dziennik wysyłek' },
  { href: '/admin/leads/', label: 'Leady' },
  { href: '/admin/clicks/', label: 'Kliknięcia' },
  { href: '/admin/conversions/', label: 'Konwersje' },
  { href: '/admin/export/', label: 'Eksport CSV' },
  { href: '/admin/oferty/', label: 'Oferty i pożyczkodawcy' },
  { href: '/admin/archiwum/', label: 'Archiwum kart' },
  { href: '/admin/prawo/', label: 'Prawo w mocy' },
  { href: '/admin/bledy-loadera/', label: 'Błędy loadera' },
  { href: '/admin/szybkosc/', label: 'Szybkość u odwiedzających' },
  { href: '/admin/signups/', label: 'Zgłoszenia partnerów' },
  { href: '/admin/accounts/', label: 'Konta partnerów' },
  { href: '/admin/origin-requests/', label: 'Prośby o strony' },
  { href: '/admin/statements/', label: 'Rozliczenia partnerów' },
  { href: '/admin/outbox/', label: 'Poczta wychodząca' },
  { href: '/admin/powiadomienia/', label: 'Powiadomienia push' },
  { href: '/admin/callbacks/', label: 'Prośby o telefon' },
  { href: '/admin/audit/', label: 'Dziennik zmian' },
];

export interface FrameProps {
  title: string;
  /** The nav entry to mark as current. */
  current?: string;
  /** Signed-in operator: shows the navigation and the logout form. */
  operator?: { email: string; csrfToken: string; role?: 'admin' | 'analyst' };
  /** Loads the chart bundle. */
  charts?: boolean;
  /** The page shows times of day: it says once which time zone they are in. */
  times?: boolean;
  /** The name in the header and title: the console's by default; a visitor's page gives the site's. */
  brand?: string;
  /** A signed-in partner of the portal (server/portal/): its own navigation and logout instead of the console's. */
  partner?: { nav: readonly NavItem[]; logoutAction: string; who: string; csrfToken: string };
  children?: ComponentChildren;
}

/** The hidden field every form of a signed-in page sends back (checked against the session's token). */
export const CsrfField = ({ token }: { token: string }) => <input type="hidden" name="_csrf" value={token} />;

function Nav({ label, items, current }: { label: string; items: readonly NavItem[]; current: string | undefined }) {
  return (
    <nav aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Logout({ action, token, who }: { action: string; token: string; who: string }) {
  return (
    <form method="post" action={action} class="logout">
      <CsrfField token={token} />
      <span>{who}</span> <button type="submit">Wyloguj</button>
    </form>
  );
}

export function Frame({
  title,
  current,
  operator,
  charts = false,
  times = false,
  brand = 'konsola Przelewik',
  partner,
  children,
}: FrameProps) {
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} – ${brand}`}</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={CONSOLE_ASSETS.css} />
        {charts && <script type="module" src={CONSOLE_ASSETS.js} />}
      </head>
      <body>
        <a class="skip" href="#main">
          Przejdź do treści
        </a>
        <header class="bar">
          <p class="brand">{brand}</p>
          {operator && <Nav label="Konsola" items={NAV} current={current} />}
          {operator && (
            <Logout
              action="/admin/logout/"
              token={operator.csrfToken}
              who={operator.email + (operator.role === 'analyst' ? ' (analityk: tylko odczyt)' : '')}
            />
          )}
          {partner && <Nav label="Panel partnera" items={partner.nav} current={current} />}
          {partner && <Logout action={partner.logoutAction} token={partner.csrfToken} who={partner.who} />}
        </header>
        <main id="main" tabIndex={-1}>
          <h1>{title}</h1>
          {times && <p class="tz">{TIMES_NOTE}</p>}
          {children}
        </main>
      </body>
    </html>
  );
}
