// The console's partner screens: the sign-up queue (approve with the partner's id, origins, postback and payout
// share, or reject with a reason; the applicant is told by e-mail), the partners list with its edit form, and the
// mail outbox. Every change is audited with its before and after, and invalidates the origin cache, so CORS and the
// lead frame follow at once (server/partners/origins.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkPartnerOrigins } from '../../contracts/partner-status';
import { validateTemplate, MACROS } from '../affiliate/macros';
import { PARTNER_ID } from '../../contracts/partner-id';
import { postbackHostAllowed } from '../affiliate/ssrf';
import { listOutbox, resendMail } from '../mail/outbox';
import { approvalMail, rejectionMail } from '../partners/mail-texts';
import { issueLink } from '../portal/auth';
import type { OriginDirectory } from '../partners/origins';
import {
  approveSignup,
  findPartner,
  findSignup,
  listPartners,
  listSignups,
  rejectSignup,
  settingsOf,
  updatePartner,
  type PartnerSettingsInput,
  type PartnerView,
  type SignupRow,
} from '../partners/store';
import {
  accountsPage,
  editPage,
  outboxPage,
  signupPage,
  signupsPage,
  type FormErrors,
  type FormValues,
} from './views/partner-pages';
import {
  consoleEnv,
  operatorOf,
  type Authed,
  type AuthedRequest,
  type ConsoleContext,
  type ConsoleEnv,
} from './context';
import { notFound, sendMessage } from './views/message';
import { audit } from '../audit/audit';

export interface PartnerConsoleDeps {
  directory: Pick<OriginDirectory, 'invalidate' | 'envOrigins'>;
  /** Whether SMTP_URL is set: messages are sent now, else they wait in the outbox. */
  smtpConfigured: boolean;
  /** Wakes the mail worker after a message is queued or resent. */
  kickMail(): void;
  /** POSTBACK_TEST_ALLOW_HOSTS (tests only). */
  postbackAllowHosts: ReadonlySet<string>;
  /** The keyed hash of a partner's e-mail (the partner_own_email hold rule). */
  emailHash(email: string): Promise<string>;
}

const POSTBACK_RULES =
  'Adres postbacku musi zaczynać się od https:// (albo http://), nie może zawierać spacji, nazwy użytkownika ' +
  'ani hasła, a makra mogą stać tylko po nazwie hosta. ' +
  `Dozwolone makra: ${MACROS.map((m) => `{${m}}`).join(' ')}.`;

/**
 * The settings typed into the approve or edit form, or the Polish error of each field. Pure, except for the
 * postback host, which the caller checks against the SSRF guard afterwards.
 */
export function readPartnerForm(
  form: Record<string, string>,
  withId: boolean,
): { ok: true; partnerId: string; settings: PartnerSettingsInput } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const partnerId = (form.partner_id ?? '').trim();
  if (withId && !PARTNER_ID.test(partnerId))
    errors.partner_id =
      'Identyfikator partnera: od 1 do 100 znaków – litery, cyfry i . - _ ~ : (bez spacji), np. mojblog-pl.';
  const origins = checkPartnerOrigins(form.origins ?? '');
  if (!origins.ok) errors.origins = origins.errors.join(' ');
  const postbackRaw = (form.postback_url ?? '').trim();
  let postbackUrl: string | null = null;
  if (postbackRaw) {
    const checked = validateTemplate(postbackRaw);
    if (checked.ok) postbackUrl = checked.template;
    else errors.postback_url = POSTBACK_RULES;
  }
  const shareText = (form.share_percent ?? '').trim();
  const share = /^\d{1,3}$/.test(shareText) ? Number(shareText) : NaN;
  if (!(share >= 0 && share <= 100))
    errors.share_percent = 'Udział partnera: liczba całkowita od 0 do 100 (procent naszego przychodu z konwersji).';
  const status =
    form.status === 'paused' ? 'paused' : form.status === 'active' || form.status === undefined ? 'active' : null;
  if (status === null) errors.status = 'Wybierz, czy partner jest aktywny, czy wstrzymany.';
  if (Object.keys(errors).length > 0 || !origins.ok || status === null) return { ok: false, errors };
  return {
    ok: true,
    partnerId,
    settings: {
      origins: origins.origins,
      postbackUrl,
      sharePercent: share,
      allowPaidSearch: form.allow_paid_search === 'yes',
      status,
    },
  };
}

/** A suggestion for a new partner's id: its site's host without www, dots as dashes ("mojblog-pl"). */
export function suggestedPartnerId(website: string): string {
  try {
    return new URL(website).hostname
      .replace(/^www\./, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60)
      .toLowerCase();
  } catch {
    return '';
  }
}

/** The origin of the applicant's website, as the first origin to approve (https). */
export function suggestedOrigins(website: string): string {
  try {
    const url = new URL(website);
    return `https://${url.host}`;
  } catch {
    return '';
  }
}

const valuesOf = (form: Record<string, string>): FormValues => ({
  partner_id: (form.partner_id ?? '').slice(0, 200),
  origins: (form.origins ?? '').slice(0, 5000),
  postback_url: (form.postback_url ?? '').slice(0, 2000),
  share_percent: (form.share_percent ?? '').slice(0, 10),
  allow_paid_search: form.allow_paid_search === 'yes',
  status: form.status === 'paused' ? 'paused' : 'active',
});

const partnerValues = (p: PartnerView): FormValues => ({
  partner_id: p.id,
  origins: p.origins.join('\n'),
  postback_url: p.postbackUrl ?? '',
  share_percent: String(p.sharePercent),
  allow_paid_search: p.allowPaidSearch,
  status: p.status,
});

/** What the queue says after a decision: the outcome, then where the applicant's message is. */
const decisionNotice = (done: SignupRow, smtp: boolean): string =>
  (done.status === 'approved'
    ? `Przyjęto zgłoszenie ${done.name} jako partnera ${done.partner_id ?? ''}.`
    : `Odrzucono zgłoszenie ${done.name}.`) + ` ${mailNote(smtp)}`;

const mailNote = (smtp: boolean): string =>
  smtp
    ? 'Wiadomość do zgłaszającego jest w kolejce do wysłania (Poczta wychodząca).'
    : 'Wiadomość do zgłaszającego czeka w poczcie wychodzącej: serwer nie ma skonfigurowanego SMTP (SMTP_URL).';

type Env = ConsoleEnv<PartnerConsoleDeps> & {
  /**
   * The guard of every route that changes partners or mail: today the console's login and CSRF check. This is the
   * one place where a role check (administrator, not analyst) goes.
   */
  manage: Authed;
};

export async function partnerPages(
  app: FastifyInstance,
  context: ConsoleContext,
  authed: Authed,
  deps: PartnerConsoleDeps,
): Promise<void> {
  const env: Env = { ...consoleEnv(context, authed, deps), manage: (request, reply) => authed(request, reply) };
  app.get('/admin/signups/', (request, reply) => signupsIndex(env, request, reply));
  app.get('/admin/signups/:id/', (request, reply) => signupShow(env, request, reply));
  app.post('/admin/signups/:id/approve/', (request, reply) => signupApprove(env, request, reply));
  app.post('/admin/signups/:id/reject/', (request, reply) => signupReject(env, request, reply));
  app.get('/admin/accounts/', (request, reply) => accountsIndex(env, request, reply));
  app.get('/admin/accounts/:id/', (request, reply) => accountShow(env, request, reply));
  app.post('/admin/accounts/:id/', (request, reply) => accountUpdate(env, request, reply));
  app.get('/admin/outbox/', (request, reply) => outboxIndex(env, request, reply));
  app.post('/admin/outbox/:id/resend/', (request, reply) => outboxResend(env, request, reply));
}

const signupIdOf = (request: FastifyRequest): number | null => {
  const raw = String((request.params as { id: string }).id);
  return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
};

async function signupsIndex(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed, deps } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const pending = await listSignups(sql, 'pending');
  const decided = [...(await listSignups(sql, 'approved', 25)), ...(await listSignups(sql, 'rejected', 25))].sort(
    (a, b) => (b.decided_at ?? '').localeCompare(a.decided_at ?? ''),
  );
  const query = request.query as Record<string, unknown>;
  const doneId = typeof query.decyzja === 'string' && /^\d{1,12}$/.test(query.decyzja) ? Number(query.decyzja) : null;
  const done = doneId === null ? null : await findSignup(sql, doneId);
  const notice = done && done.status !== 'pending' ? decisionNotice(done, deps.smtpConfigured) : null;
  return send(reply, 200, signupsPage({ operator: operatorOf(ctx), notice, pending, decided }));
}

function sendSignupPage(
  env: Env,
  ctx: AuthedRequest,
  reply: FastifyReply,
  status: number,
  signup: SignupRow,
  values: FormValues,
  errors: FormErrors,
  rejectError: string | null,
  reason = '',
) {
  return env.send(
    reply,
    status,
    signupPage({ operator: operatorOf(ctx), signup, values, errors, rejectError, reason }),
  );
}

const noSignup = (env: Env, ctx: AuthedRequest) =>
  notFound(env, ctx, 'Nie ma takiego zgłoszenia', 'Tego zgłoszenia nie ma.', {
    href: '/admin/signups/',
    linkText: 'Wróć do zgłoszeń',
  });

async function signupShow(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, authed } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = signupIdOf(request);
  const signup = id === null ? null : await findSignup(sql, id);
  if (!signup) return noSignup(env, ctx);
  const values: FormValues = {
    partner_id: suggestedPartnerId(signup.website),
    origins: suggestedOrigins(signup.website),
    postback_url: '',
    share_percent: '100',
    allow_paid_search: false,
    status: 'active',
  };
  return sendSignupPage(env, ctx, reply, 200, signup, values, {}, null);
}

/** The postback host through the SSRF guard: a host that resolves only to private addresses is refused now. */
async function checkPostbackHost(env: Env, settings: PartnerSettingsInput, errors: FormErrors): Promise<void> {
  if (settings.postbackUrl && !(await postbackHostAllowed(settings.postbackUrl, env.deps.postbackAllowHosts))) {
    errors.postback_url =
      'Adres postbacku prowadzi do sieci prywatnej albo do tego serwera: podaj publiczny adres trackera partnera.';
  }
}

async function signupApprove(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, manage, deps } = env;
  const ctx = await manage(request, reply);
  if (!ctx) return reply;
  const id = signupIdOf(request);
  const signup = id === null ? null : await findSignup(sql, id);
  if (!signup) return noSignup(env, ctx);
  const read = readPartnerForm(ctx.form, true);
  const errors: FormErrors = read.ok ? {} : read.errors;
  if (read.ok) await checkPostbackHost(env, read.settings, errors);
  if (!read.ok || Object.keys(errors).length > 0)
    return sendSignupPage(env, ctx, reply, 400, signup, valuesOf(ctx.form), errors, null);
  const siteOrigin = `${request.protocol}://${request.host}`;
  const result = await approveSignup(
    sql,
    {
      signupId: signup.id,
      partnerId: read.partnerId,
      settings: read.settings,
      emailHash: await deps.emailHash(signup.email),
    },
    { operatorId: ctx.session.operator.id, now: now(), smtpConfigured: deps.smtpConfigured },
    // The invitation to the partner portal is written in the same transaction as the approval.
    async (decided, tx) => {
      const token = await issueLink(tx, read.partnerId, decided.email, 'invite', now());
      return approvalMail(
        decided,
        { id: read.partnerId, origins: read.settings.origins },
        siteOrigin,
        token ? `${siteOrigin}/partner-panel/invite/?t=${token}` : undefined,
      );
    },
  );
  if (!result.ok && result.reason === 'taken')
    return sendSignupPage(
      env,
      ctx,
      reply,
      409,
      signup,
      valuesOf(ctx.form),
      { partner_id: `Identyfikator ${read.partnerId} ma już inny partner: wybierz inny.` },
      null,
    );
  if (!result.ok)
    return sendSignupPage(
      env,
      ctx,
      reply,
      409,
      (await findSignup(sql, signup.id)) ?? signup,
      valuesOf(ctx.form),
      {},
      null,
    );
  deps.directory.invalidate();
  deps.kickMail();
  await audit(
    sql,
    ctx.session.operator,
    'partner-approve',
    result.partner.id,
    now(),
    { signup: signup.id, status: 'pending' },
    { signup: signup.id, partner: result.partner.id, ...settingsOf(result.partner) },
  );
  return reply.redirect(`/admin/signups/?decyzja=${signup.id}`, 303);
}

async function signupReject(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, manage, deps } = env;
  const ctx = await manage(request, reply);
  if (!ctx) return reply;
  const id = signupIdOf(request);
  const signup = id === null ? null : await findSignup(sql, id);
  if (!signup) return noSignup(env, ctx);
  const reason = (ctx.form.reason ?? '').trim().replace(/\s+/g, ' ');
  const defaults: FormValues = {
    partner_id: suggestedPartnerId(signup.website),
    origins: suggestedOrigins(signup.website),
    postback_url: '',
    share_percent: '100',
    allow_paid_search: false,
    status: 'active',
  };
  if (reason.length < 5 || reason.length > 1000)
    return sendSignupPage(
      env,
      ctx,
      reply,
      400,
      signup,
      defaults,
      {},
      'Wpisz powód odrzucenia (od 5 do 1000 znaków): zgłaszający dostanie go w e-mailu.',
      reason.slice(0, 1000),
    );
  const result = await rejectSignup(
    sql,
    signup.id,
    reason,
    { operatorId: ctx.session.operator.id, now: now(), smtpConfigured: deps.smtpConfigured },
    (decided) => rejectionMail(decided, reason),
  );
  if (!result.ok)
    return sendSignupPage(env, ctx, reply, 409, (await findSignup(sql, signup.id)) ?? signup, defaults, {}, null);
  deps.kickMail();
  await audit(
    sql,
    ctx.session.operator,
    'partner-reject',
    String(signup.id),
    now(),
    { status: 'pending' },
    { status: 'rejected', reason },
  );
  return reply.redirect(`/admin/signups/?decyzja=${signup.id}`, 303);
}

async function accountsIndex(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed, deps } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const partners = await listPartners(sql);
  const query = request.query as Record<string, unknown>;
  const saved = typeof query.zapisano === 'string' ? partners.find((p) => p.id === query.zapisano) : undefined;
  return send(
    reply,
    200,
    accountsPage({ operator: operatorOf(ctx), partners, saved, envOrigins: deps.directory.envOrigins }),
  );
}

const partnerIdOf = (request: FastifyRequest): string => String((request.params as { id: string }).id).slice(0, 100);
function sendEditPage(
  env: Env,
  ctx: AuthedRequest,
  reply: FastifyReply,
  status: number,
  partner: PartnerView,
  values: FormValues,
  errors: FormErrors,
  notice: string | null = null,
) {
  return env.send(reply, status, editPage({ operator: operatorOf(ctx), partner, values, errors, notice }));
}
/** A partner id the console does not have (the partner screens and the portal invitation answer it alike). */
export const noPartner = (env: Pick<ConsoleEnv<unknown>, 'send'>, ctx: AuthedRequest) =>
  notFound(env, ctx, 'Nie ma takiego partnera', 'Tego partnera nie ma w konsoli.', {
    href: '/admin/accounts/',
    linkText: 'Wróć do listy partnerów',
  });

async function accountShow(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, authed } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const partner = await findPartner(sql, partnerIdOf(request));
  if (!partner) return noPartner(env, ctx);
  const invited = (request.query as Record<string, unknown>).zaproszono === '1';
  return sendEditPage(
    env,
    ctx,
    reply,
    200,
    partner,
    partnerValues(partner),
    {},
    invited ? `Zaproszenie do panelu partnera czeka w poczcie wychodzącej na wysłanie do ${partner.email}.` : null,
  );
}

async function accountUpdate(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, manage, deps } = env;
  const ctx = await manage(request, reply);
  if (!ctx) return reply;
  const partner = await findPartner(sql, partnerIdOf(request));
  if (!partner) return noPartner(env, ctx);
  const read = readPartnerForm(ctx.form, false);
  const errors: FormErrors = read.ok ? {} : read.errors;
  if (read.ok) await checkPostbackHost(env, read.settings, errors);
  if (!read.ok || Object.keys(errors).length > 0)
    return sendEditPage(env, ctx, reply, 400, partner, { ...valuesOf(ctx.form), partner_id: partner.id }, errors);
  const change = await updatePartner(sql, partner.id, read.settings, now());
  if (!change) return noPartner(env, ctx);
  deps.directory.invalidate();
  await audit(
    sql,
    ctx.session.operator,
    'partner-update',
    partner.id,
    now(),
    settingsOf(change.before),
    settingsOf(change.after),
  );
  return reply.redirect(`/admin/accounts/?zapisano=${encodeURIComponent(partner.id)}`, 303);
}

async function outboxIndex(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed, deps } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const rows = await listOutbox(sql);
  const query = request.query as Record<string, unknown>;
  const resent = typeof query.wyslano === 'string' ? rows.find((r) => r.id === query.wyslano) : undefined;
  return send(reply, 200, outboxPage({ operator: operatorOf(ctx), rows, smtp: deps.smtpConfigured, resent }));
}

async function outboxResend(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, manage, deps } = env;
  const ctx = await manage(request, reply);
  if (!ctx) return reply;
  const id = String((request.params as { id: string }).id).slice(0, 64);
  if (!deps.smtpConfigured)
    return sendMessage(env, ctx, 409, {
      title: 'Nie wysłano',
      current: '/admin/outbox/',
      alert: true,
      text: 'Serwer nie ma skonfigurowanego SMTP (SMTP_URL): wiadomość dalej czeka w poczcie wychodzącej.',
      href: '/admin/outbox/',
      linkText: 'Wróć do poczty wychodzącej',
    });
  const before = (await listOutbox(sql, 1000)).find((m) => m.id === id);
  if (!before || !(await resendMail(sql, id, now())))
    return notFound(env, ctx, 'Nie ma takiej wiadomości', 'Tej wiadomości nie ma albo została już wysłana.', {
      href: '/admin/outbox/',
      linkText: 'Wróć do poczty wychodzącej',
    });
  deps.kickMail();
  await audit(
    sql,
    ctx.session.operator,
    'mail-resend',
    id,
    now(),
    { status: before.status, attempts: before.attempts },
    { status: 'pending', attempts: 0 },
  );
  return reply.redirect(`/admin/outbox/?wyslano=${encodeURIComponent(id)}`, 303);
}
