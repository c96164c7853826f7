// Server-rendered HTML for the operator console: a tagged template that escapes every value, and the page frame.
// No inline script or style anywhere (the console's CSP allows only its own files); chart data travels in a
// <script type="application/json"> block, which a browser never runs.
import { escapeHtml } from '../../contracts/html-escape';

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => (out += render(value) + (strings[i + 1] ?? '')));
  return new Html(out);
}

/** JSON for a data block: `<` escaped so the text can never close the script element. */
export const jsonBlock = (id: string, value: unknown): Html =>
  new Html(
    `<script type="application/json" id="${escapeHtml(id)}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`,
  );

/**
 * A table in its own horizontally scrollable region, so a wide table never widens the page on a phone. The region
 * is focusable and named, so keyboard users can scroll it and screen readers announce it (axe's
 * scrollable-region-focusable rule). Its name says it is the table, so it differs from its section's name.
 */
export const scrollRegion = (title: string, table: Html): Html =>
  html`<div class="scroll" role="region" tabindex="0" aria-label="Tabela: ${title}">${table}</div>`;

/** Said once on every page that shows times of day. */
export const TIMES_NOTE = 'Godziny podano według czasu polskiego (Europe/Warsaw).';

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

export interface PageOptions {
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
  body: Html;
}

export function page({
  title,
  current,
  operator,
  charts = false,
  times = false,
  brand = 'konsola Przelewik',
  partner,
  body,
}: PageOptions): string {
  return `<!doctype html>${
    html`<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} – ${brand}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${CONSOLE_ASSETS.css}">
${charts ? html`<script type="module" src="${CONSOLE_ASSETS.js}"></script>` : ''}
</head>
<body>
<a class="skip" href="#main">Przejdź do treści</a>
<header class="bar">
<p class="brand">${brand}</p>
${
  operator
    ? html`<nav aria-label="Konsola"><ul>${NAV.map((item) => html`<li><a href="${item.href}"${item.href === current ? html` aria-current="page"` : ''}>${item.label}</a></li>`)}</ul></nav>
<form method="post" action="/admin/logout/" class="logout"><input type="hidden" name="_csrf" value="${operator.csrfToken}"><span>${operator.email}${operator.role === 'analyst' ? ' (analityk: tylko odczyt)' : ''}</span> <button type="submit">Wyloguj</button></form>`
    : ''
}
${
  partner
    ? html`<nav aria-label="Panel partnera"><ul>${partner.nav.map((item) => html`<li><a href="${item.href}"${item.href === current ? html` aria-current="page"` : ''}>${item.label}</a></li>`)}</ul></nav>
<form method="post" action="${partner.logoutAction}" class="logout"><input type="hidden" name="_csrf" value="${partner.csrfToken}"><span>${partner.who}</span> <button type="submit">Wyloguj</button></form>`
    : ''
}
</header>
<main id="main" tabindex="-1">
<h1>${title}</h1>
${times ? html`<p class="tz">${TIMES_NOTE}</p>` : ''}
${body}
</main>
</body>
</html>`.text
  }`;
}

/** „Strona 2 z 5” with links to the pages before and after, keeping the page's other filters in the address. */
export function pager(path: string, params: Record<string, string>, pageNo: number, pageCount: number): Html {
  if (pageCount <= 1) return html``;
  const link = (n: number) => `${path}?${new URLSearchParams({ ...params, strona: String(n) }).toString()}`;
  return html`<nav class="pager" aria-label="Strony"><p>${pageNo > 1 ? html`<a href="${link(pageNo - 1)}" rel="prev">Poprzednia strona</a> ` : ''}<span aria-current="page">Strona ${pageNo} z ${pageCount}</span>${pageNo < pageCount ? html` <a href="${link(pageNo + 1)}" rel="next">Następna strona</a>` : ''}</p></nav>`;
}

/** The page number asked for (`strona`), within 1…pageCount. */
export const readPage = (value: unknown, pageCount: number): number => {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(1, n), Math.max(1, pageCount));
};

// 'always': "1 500", as docs/writing.md asks (Polish Intl leaves four-digit numbers ungrouped by default).
const plNumber = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' });
const plMoney = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const plPct = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const fmtInt = (n: number): string => plNumber.format(n);
/** "1 234,50 zł" from grosze. */
export const fmtZl = (grosze: number): string => `${plMoney.format(grosze / 100)}\u00a0zł`;
/** "12,3%" or "–" when there is nothing to divide by. */
export const fmtPct = (part: number, whole: number): string =>
  whole > 0 ? `${plPct.format((100 * part) / whole)}%` : '–';
const plTime = new Intl.DateTimeFormat('pl-PL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
});
/** "25.11.2026, 14:03" in Polish time (a page with times says so once: `PageOptions.times`), or "–". */
export const fmtTime = (iso: string | null): string => (iso ? plTime.format(new Date(iso)) : '–');
/** A calendar day as stored ("1985-01-02") the Polish way ("02.01.1985"); anything else is shown as it is. */
export const fmtDay = (day: string): string => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return parts ? `${parts[3]}.${parts[2]}.${parts[1]}` : day;
};
