// What the portal's route files share: its addresses and cookies, its words for states and holds, the signed-in
// request, and the one way a portal page is sent (the console's headers: strict CSP, no-store, noindex).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sender } from '../affiliate/deliveries';
import type { SqlRunner } from '../storage/sql';
import type { ScryptCost } from '../accounts/password';
import type { NavItem } from '../web/frame';
import { sendPage } from '../web/guard';
import { LOGIN_LINK_MINUTES, type PartnerSession } from './auth';
import type { loginArea } from '../web/login';
import { portalNotFoundPage } from './views/auth-pages';

export const PORTAL_PREFIX = '/partner-panel/';
export const PORTAL_SESSION_COOKIE = 'pz_partner';
export const PORTAL_LOGIN_COOKIE = 'pz_partner_login';

export const isPortalPath = (path: string): boolean => path === '/partner-panel' || path.startsWith(PORTAL_PREFIX);

export const PORTAL_NAV: readonly NavItem[] = [
  { href: '/partner-panel/', label: 'Wyniki' },
  { href: '/partner-panel/conversions/', label: 'Konwersje' },
  { href: '/partner-panel/postback/', label: 'Postback' },
  { href: '/partner-panel/snippet/', label: 'Kod na stronę' },
  { href: '/partner-panel/origins/', label: 'Strony' },
  { href: '/partner-panel/statements/', label: 'Rozliczenia' },
];

/** Conversion states in the partner's words. */
export const PARTNER_STATE_LABELS: Record<string, string> = {
  pending: 'oczekuje',
  approved: 'zaakceptowana',
  rejected: 'odrzucona',
  paid: 'wypłacona',
  reversed: 'cofnięta',
};

/**
 * Why a conversion is held, in words a partner may read: what kind of check stopped it, never whom it compared
 * with (the operator's detail names other partners) nor anything about the person.
 */
export const PARTNER_HOLD_TEXT: Record<string, string> = {
  duplicate_person: 'ta sama osoba trafiła do nas wcześniej z innego źródła: sprawdzamy, komu należy się konwersja',
  disposable_email: 'wniosek z jednorazowym adresem e-mail: sprawdzamy, czy złożyła go prawdziwa osoba',
  partner_own_email: 'wniosek z adresem e-mail Twojego konta: własnych wniosków nie rozliczamy',
  ip_burst: 'wiele kliknięć z jednego adresu w krótkim czasie: sprawdzamy ten ruch',
  paid_search: 'kliknięcie z reklamy w wyszukiwarce, na którą Twoje konto nie ma zgody',
};
export const partnerHoldText = (stored: string | null): string =>
  (stored ?? '')
    .split(',')
    .filter(Boolean)
    .map((reason) => PARTNER_HOLD_TEXT[reason] ?? 'sprawdzamy tę konwersję')
    .join('; ');

export const PORTAL_LOGIN_MESSAGES = {
  wrong: 'Nieprawidłowy adres e-mail lub hasło.',
  locked: 'Zbyt wiele nieudanych prób. Logowanie z tego konta lub adresu jest zablokowane na 15 minut.',
  csrf: 'Formularz wygasł. Spróbuj zalogować się ponownie.',
  linkSent:
    'Jeśli ten adres należy do konta partnera, wysłaliśmy na niego link do logowania. ' +
    `Link działa ${LOGIN_LINK_MINUTES} minut i tylko raz.`,
  linkGone: 'Ten link wygasł albo został już użyty. Zaloguj się hasłem albo poproś o nowy link.',
} as const;

export type Ctx = {
  request: FastifyRequest;
  reply: FastifyReply;
  session: PartnerSession;
  form: Record<string, string>;
};

export interface PortalDeps {
  sql: SqlRunner;
  now: () => Date;
  smtpConfigured: boolean;
  kickMail(): void;
  /** POSTBACK_TEST_ALLOW_HOSTS (tests only): the SSRF guard's exemptions, exactly as for the operator's postbacks. */
  postbackAllowHosts: ReadonlySet<string>;
  /** Sends a test postback through the same guarded client as real ones (server/affiliate/deliveries.ts). */
  send: Sender;
  /** scrypt's cost for new passwords and a login without an account: production's (SCRYPT) unless a test lowers it. */
  passwordCost?: ScryptCost;
}

// The link pages carry their token in the address: it never leaves for another site (and forms still send their
// origin).
export const send = (reply: FastifyReply, status: number, text: string): FastifyReply =>
  sendPage(reply, status, text, 'same-origin');

export const PORTAL_NOT_FOUND_TITLE = 'Nie ma takiej strony';

/** An unknown portal address, or another partner's row: the same answer, which says nothing about either. */
export const sendPortalNotFound = (reply: FastifyReply): FastifyReply =>
  send(reply, 404, portalNotFoundPage(PORTAL_NOT_FOUND_TITLE));

/** The partner's part of the frame: the portal's navigation, who is signed in, and the logout form. */
export const partnerBar = (ctx: Ctx) => ({
  nav: PORTAL_NAV,
  logoutAction: '/partner-panel/logout/',
  who: `partner ${ctx.session.partnerId}`,
  csrfToken: ctx.session.csrfToken,
});

/** What every route file of the portal is given: the app's dependencies and the signed-in area's helpers. */
export interface PortalKit {
  deps: PortalDeps;
  area: ReturnType<typeof loginArea<PartnerSession>>;
  /** The signed-in partner, or null once the answer (the login page, a refusal) is sent. */
  authed(request: FastifyRequest, reply: FastifyReply): Promise<Ctx | null>;
  showLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string | null,
    email?: string,
    notice?: string | null,
  ): FastifyReply | Promise<FastifyReply>;
}
