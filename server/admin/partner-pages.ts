// The console's partner screens: the sign-up queue (approve with the partner's id, origins, postback and payout
// share, or reject with a reason; the applicant is told by e-mail), the partners list with its edit form, and the
// mail outbox. Every change is audited with its before and after, and invalidates the origin cache, so CORS and the
// lead frame follow at once (server/partners/origins.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkPartnerOrigins } from '../../contracts/partner-status';
import { TRAFFIC_TYPES } from '../../contracts/partner';
import { validateTemplate, MACROS } from '../affiliate/macros';
import { PARTNER_ID } from '../../contracts/partner-id';
import { postbackHostAllowed } from '../affiliate/ssrf';
import { listOutbox, resendMail, type MailStatus } from '../mail/outbox';
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
import { fmtTime, html, page, scrollRegion, type Html } from '../web/html';
import type { Authed, AuthedRequest, ConsoleContext } from './context';
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

const operatorOf = (ctx: AuthedRequest) => ({ email: ctx.session.operator.email, csrfToken: ctx.session.csrfToken });
const csrfField = (ctx: AuthedRequest): Html =>
  html`<input type="hidden" name="_csrf" value="${ctx.session.csrfToken}">`;

export const SIGNUP_STATUS_LABELS: Record<string, string> = {
  pending: 'czeka na decyzję',
  approved: 'przyjęte',
  rejected: 'odrzucone',
};
export const PARTNER_STATUS_LABELS: Record<string, string> = { active: 'aktywny', paused: 'wstrzymany' };
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  waiting: 'czeka na konfigurację SMTP',
  pending: 'w kolejce do wysłania',
  sent: 'wysłana',
  failed: 'nieudana (koniec prób)',
};
const MAIL_KIND_LABELS: Record<string, string> = {
  'signup-approved': 'przyjęcie zgłoszenia',
  'signup-rejected': 'odrzucenie zgłoszenia',
  'portal-invite': 'zaproszenie do panelu partnera',
  'portal-login-link': 'link do logowania w panelu partnera',
};

/** Fields of the partner form, as posted. */
export type PartnerFormField = 'partner_id' | 'origins' | 'postback_url' | 'share_percent' | 'status' | 'reason';
export type FormErrors = Partial<Record<PartnerFormField, string>>;

const POSTBACK_RULES = `Adres postbacku musi zaczynać się od https:// (albo http://), nie może zawierać spacji, nazwy użytkownika ani hasła, a makra mogą stać tylko po nazwie hosta. Dozwolone makra: ${MACROS.map((m) => `{${m}}`).join(' ')}.`;

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

interface FormValues {
  partner_id: string;
  origins: string;
  postback_url: string;
  share_percent: string;
  allow_paid_search: boolean;
  status: 'active' | 'paused';
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

/** A field's error paragraph and the attributes that tie the field to it. */
const fieldError = (errors: FormErrors, field: PartnerFormField): Html =>
  errors[field] ? html`<span class="field-error" id="${field}-error">${errors[field]}</span>` : html``;
const invalid = (errors: FormErrors, field: PartnerFormField, hint?: string): Html => {
  const ids = [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(' ');
  return html`${ids ? html` aria-describedby="${ids}"` : ''}${errors[field] ? html` aria-invalid="true"` : ''}`;
};
const errorSummary = (errors: FormErrors): Html =>
  Object.keys(errors).length === 0
    ? html``
    : html`<div class="error" role="alert"><p>Nie zapisano – popraw zaznaczone pola:</p><ul>${Object.values(errors).map((text) => html`<li>${text}</li>`)}</ul></div>`;

/** The settings fields shared by the approve and edit forms. */
function settingsFields(values: FormValues, errors: FormErrors, withId: boolean): Html {
  return html`${
    withId
      ? html`<p><label for="partner_id">Identyfikator partnera</label>
<input id="partner_id" name="partner_id" type="text" required maxlength="100" autocomplete="off" value="${values.partner_id}"${invalid(errors, 'partner_id', 'partner_id-hint')}>
<span class="hint" id="partner_id-hint">Trafia do kliknięć i postbacków (aff_id, providerId). Nie da się go później zmienić.</span>${fieldError(errors, 'partner_id')}</p>`
      : ''
  }
<p><label for="origins">Adresy stron partnera (jeden w wierszu)</label>
<textarea id="origins" name="origins" rows="3"${invalid(errors, 'origins', 'origins-hint')}>${values.origins}</textarea>
<span class="hint" id="origins-hint">Tylko schemat, host i ewentualnie port, np. https://blog.example.pl. Tylko https:// (http:// dla localhost i 127.0.0.1). Zmiana działa od razu, bez restartu serwera.</span>${fieldError(errors, 'origins')}</p>
<p><label for="postback_url">Adres postbacku (opcjonalnie)</label>
<input id="postback_url" name="postback_url" type="url" maxlength="2000" autocomplete="off" value="${values.postback_url}"${invalid(errors, 'postback_url', 'postback-hint')}>
<span class="hint" id="postback-hint">Np. https://tracker.partner.pl/pb?cid={click_id}&amp;status={status}&amp;payout={payout}. Wysyłamy tylko na adresy publiczne.</span>${fieldError(errors, 'postback_url')}</p>
<p><label for="share_percent">Udział partnera w przychodzie (%)</label>
<input id="share_percent" name="share_percent" type="number" min="0" max="100" step="1" required value="${values.share_percent}"${invalid(errors, 'share_percent')}>${fieldError(errors, 'share_percent')}</p>
<p><input id="allow_paid_search" name="allow_paid_search" type="checkbox" value="yes"${values.allow_paid_search ? html` checked` : ''}> <label for="allow_paid_search">Może kierować ruch z reklam w wyszukiwarce (gclid, msclkid)</label></p>
<fieldset><legend>Stan</legend>
<p><input id="status-active" name="status" type="radio" value="active"${values.status === 'active' ? html` checked` : ''}> <label for="status-active">aktywny – formularze działają na jego stronach</label></p>
<p><input id="status-paused" name="status" type="radio" value="paused"${values.status === 'paused' ? html` checked` : ''}> <label for="status-paused">wstrzymany – jego strony pokazują informację zamiast formularzy</label></p>
${fieldError(errors, 'status')}</fieldset>`;
}

function signupFacts(s: SignupRow): Html {
  return html`<dl class="facts">
<dt>Zgłoszono</dt><dd>${fmtTime(s.created_at)}</dd>
<dt>Imię i nazwisko lub firma</dt><dd>${s.name}</dd>
<dt>E-mail</dt><dd>${s.email}</dd>
<dt>Strona</dt><dd>${s.website}</dd>
<dt>Źródło ruchu</dt><dd>${TRAFFIC_TYPES[s.traffic_type as keyof typeof TRAFFIC_TYPES] ?? s.traffic_type}</dd>
<dt>Stan</dt><dd>${SIGNUP_STATUS_LABELS[s.status] ?? s.status}${s.partner_id ? html` (partner <a href="/admin/accounts/${encodeURIComponent(s.partner_id)}/">${s.partner_id}</a>)` : ''}</dd>
${s.decision_reason ? html`<dt>Powód odrzucenia</dt><dd>${s.decision_reason}</dd>` : ''}
</dl>`;
}

const mailNote = (smtp: boolean): string =>
  smtp
    ? 'Wiadomość do zgłaszającego jest w kolejce do wysłania (Poczta wychodząca).'
    : 'Wiadomość do zgłaszającego czeka w poczcie wychodzącej: serwer nie ma skonfigurowanego SMTP (SMTP_URL).';

interface Env {
  sql: ConsoleContext['storage']['sql'];
  now: () => Date;
  send: ConsoleContext['send'];
  authed: Authed;
  /**
   * The guard of every route that changes partners or mail: today the console's login and CSRF check. This is the
   * one place where a role check (administrator, not analyst) goes.
   */
  manage: Authed;
  deps: PartnerConsoleDeps;
}

export async function partnerPages(
  app: FastifyInstance,
  { storage, now, send }: ConsoleContext,
  authed: Authed,
  deps: PartnerConsoleDeps,
): Promise<void> {
  const env: Env = { sql: storage.sql, now, send, authed, manage: (request, reply) => authed(request, reply), deps };
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
  const notice =
    done && done.status !== 'pending'
      ? html`<p class="notice" role="status">${done.status === 'approved' ? `Przyjęto zgłoszenie ${done.name} jako partnera ${done.partner_id ?? ''}.` : `Odrzucono zgłoszenie ${done.name}.`} ${mailNote(deps.smtpConfigured)}</p>`
      : '';
  const body = html`${notice}<section aria-labelledby="pending-title"><h2 id="pending-title">Czekają na decyzję (${pending.length})</h2>
${
  pending.length === 0
    ? html`<p>Nie ma nowych zgłoszeń.</p>`
    : scrollRegion(
        'Zgłoszenia czekające na decyzję',
        html`<table class="data" id="signup-table"><thead><tr><th scope="col">Zgłoszono</th><th scope="col">Kto</th><th scope="col">Strona</th><th scope="col">Źródło ruchu</th><th scope="col">Decyzja</th></tr></thead>
<tbody>${pending.map((s) => html`<tr><td>${fmtTime(s.created_at)}</td><td>${s.name}<br><span class="url">${s.email}</span></td><td class="url">${s.website}</td><td>${TRAFFIC_TYPES[s.traffic_type as keyof typeof TRAFFIC_TYPES] ?? s.traffic_type}</td><td><a href="/admin/signups/${s.id}/" aria-label="Rozpatrz zgłoszenie: ${s.name}">Rozpatrz</a></td></tr>`)}</tbody></table>`,
      )
}
</section>
<section aria-labelledby="decided-title"><h2 id="decided-title">Ostatnie decyzje</h2>
${
  decided.length === 0
    ? html`<p>Nie podjęto jeszcze żadnej decyzji.</p>`
    : scrollRegion(
        'Ostatnie decyzje',
        html`<table class="data" id="decided-table"><thead><tr><th scope="col">Decyzja</th><th scope="col">Kto</th><th scope="col">Strona</th><th scope="col">Wynik</th></tr></thead>
<tbody>${decided.map((s) => html`<tr><td>${fmtTime(s.decided_at)}</td><td><a href="/admin/signups/${s.id}/">${s.name}</a></td><td class="url">${s.website}</td><td>${SIGNUP_STATUS_LABELS[s.status] ?? s.status}${s.partner_id ? html`: ${s.partner_id}` : ''}</td></tr>`)}</tbody></table>`,
      )
}
</section>`;
  return send(
    reply,
    200,
    page({ title: 'Zgłoszenia partnerów', current: '/admin/signups/', operator: operatorOf(ctx), times: true, body }),
  );
}

function signupPage(
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
  const { send } = env;
  const pending = signup.status === 'pending';
  const body = html`${signupFacts(signup)}
${
  pending
    ? html`<section aria-labelledby="approve-title"><h2 id="approve-title">Przyjmij jako partnera</h2>
${errorSummary(errors)}
<form method="post" action="/admin/signups/${signup.id}/approve/" class="settings">${csrfField(ctx)}
${settingsFields(values, errors, true)}
<p>Po przyjęciu zgłaszający dostanie e-mail z identyfikatorem, listą stron i kodem do wklejenia.</p>
<p><button type="submit">Przyjmij partnera</button></p></form></section>
<section aria-labelledby="reject-title" class="danger"><h2 id="reject-title">Odrzuć zgłoszenie</h2>
${rejectError ? html`<p class="error" role="alert" id="reason-error">${rejectError}</p>` : ''}
<form method="post" action="/admin/signups/${signup.id}/reject/" class="settings">${csrfField(ctx)}
<p><label for="reason">Powód (trafi do zgłaszającego w e-mailu)</label>
<textarea id="reason" name="reason" rows="3" required minlength="5" maxlength="1000"${rejectError ? html` aria-invalid="true" aria-describedby="reason-error"` : ''}>${reason}</textarea></p>
<p><button type="submit" class="danger">Odrzuć zgłoszenie</button></p></form></section>`
    : html`<p><a href="/admin/signups/">Wróć do zgłoszeń</a></p>`
}`;
  return send(
    reply,
    status,
    page({
      title: `Zgłoszenie: ${signup.name}`,
      current: '/admin/signups/',
      operator: operatorOf(ctx),
      times: true,
      body,
    }),
  );
}

const noSignup = (env: Env, ctx: AuthedRequest, reply: FastifyReply) =>
  env.send(
    reply,
    404,
    page({
      title: 'Nie ma takiego zgłoszenia',
      current: '/admin/signups/',
      operator: operatorOf(ctx),
      body: html`<p>Tego zgłoszenia nie ma.</p><p><a href="/admin/signups/">Wróć do zgłoszeń</a></p>`,
    }),
  );

async function signupShow(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, authed } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = signupIdOf(request);
  const signup = id === null ? null : await findSignup(sql, id);
  if (!signup) return noSignup(env, ctx, reply);
  const values: FormValues = {
    partner_id: suggestedPartnerId(signup.website),
    origins: suggestedOrigins(signup.website),
    postback_url: '',
    share_percent: '100',
    allow_paid_search: false,
    status: 'active',
  };
  return signupPage(env, ctx, reply, 200, signup, values, {}, null);
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
  if (!signup) return noSignup(env, ctx, reply);
  const read = readPartnerForm(ctx.form, true);
  const errors: FormErrors = read.ok ? {} : read.errors;
  if (read.ok) await checkPostbackHost(env, read.settings, errors);
  if (!read.ok || Object.keys(errors).length > 0)
    return signupPage(env, ctx, reply, 400, signup, valuesOf(ctx.form), errors, null);
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
    return signupPage(
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
    return signupPage(env, ctx, reply, 409, (await findSignup(sql, signup.id)) ?? signup, valuesOf(ctx.form), {}, null);
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
  if (!signup) return noSignup(env, ctx, reply);
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
    return signupPage(
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
    return signupPage(env, ctx, reply, 409, (await findSignup(sql, signup.id)) ?? signup, defaults, {}, null);
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
  const body = html`${saved ? html`<p class="notice" role="status">Zapisano ustawienia partnera ${saved.id}. Zmiana adresów stron działa od razu.</p>` : ''}
${
  partners.length === 0
    ? html`<p>Nie ma jeszcze partnerów przyjętych w konsoli. Przyjmiesz ich na stronie <a href="/admin/signups/">Zgłoszenia partnerów</a>.</p>`
    : scrollRegion(
        'Partnerzy',
        html`<table class="data" id="partner-table"><thead><tr><th scope="col">Partner</th><th scope="col">Stan</th><th scope="col">Strony</th><th scope="col">Postback</th><th scope="col" class="num">Udział</th><th scope="col">Zmiana</th></tr></thead>
<tbody>${partners.map((p) => html`<tr data-partner="${p.id}"><th scope="row">${p.id}<br><span class="muted">${p.name}</span></th><td>${PARTNER_STATUS_LABELS[p.status]}</td><td class="url">${p.origins.length === 0 ? '–' : p.origins.map((o, i) => html`${i > 0 ? html`<br>` : ''}${o}`)}</td><td class="url">${p.postbackUrl ?? '–'}</td><td class="num">${p.sharePercent}%</td><td><a href="/admin/accounts/${encodeURIComponent(p.id)}/" aria-label="Edytuj partnera ${p.id}">Edytuj</a></td></tr>`)}</tbody></table>`,
      )
}
<section aria-labelledby="env-title"><h2 id="env-title">Strony z konfiguracji serwera</h2>
<p>Te adresy pochodzą ze zmiennej PARTNER_ORIGINS i zawsze są dozwolone; zmienia się je w konfiguracji serwera, nie tutaj.</p>
${deps.directory.envOrigins.length === 0 ? html`<p>Brak (PARTNER_ORIGINS nie jest ustawione).</p>` : html`<ul class="origins">${deps.directory.envOrigins.map((o) => html`<li>${o}</li>`)}</ul>`}
</section>`;
  return send(
    reply,
    200,
    page({ title: 'Konta partnerów', current: '/admin/accounts/', operator: operatorOf(ctx), body }),
  );
}

const partnerIdOf = (request: FastifyRequest): string => String((request.params as { id: string }).id).slice(0, 100);
function editPage(
  env: Env,
  ctx: AuthedRequest,
  reply: FastifyReply,
  status: number,
  partner: PartnerView,
  values: FormValues,
  errors: FormErrors,
  notice: string | null = null,
) {
  const { send } = env;
  const body = html`${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}<dl class="facts">
<dt>Identyfikator</dt><dd>${partner.id}</dd>
<dt>Nazwa</dt><dd>${partner.name}</dd>
<dt>E-mail</dt><dd>${partner.email}</dd>
<dt>Strona ze zgłoszenia</dt><dd>${partner.website}</dd>
<dt>Ostatnia zmiana</dt><dd>${fmtTime(partner.updatedAt)}</dd>
</dl>
${errorSummary(errors)}
<form method="post" action="/admin/accounts/${encodeURIComponent(partner.id)}/" class="settings">${csrfField(ctx)}
${settingsFields(values, errors, false)}
<p><button type="submit">Zapisz ustawienia</button> <a href="/admin/accounts/">Anuluj</a></p></form>
<section aria-labelledby="portal-title"><h2 id="portal-title">Panel partnera</h2>
<form method="post" action="/admin/accounts/${encodeURIComponent(partner.id)}/invite/" class="settings">${csrfField(ctx)}
<p>Wyślij na ${partner.email} zaproszenie do panelu partnera: link do ustawienia hasła, ważny 7 dni.</p>
<p><button type="submit">Wyślij zaproszenie do panelu</button></p></form></section>`;
  return send(
    reply,
    status,
    page({
      title: `Partner ${partner.id}`,
      current: '/admin/accounts/',
      operator: operatorOf(ctx),
      times: true,
      body,
    }),
  );
}
const noPartner = (env: Env, ctx: AuthedRequest, reply: FastifyReply) =>
  env.send(
    reply,
    404,
    page({
      title: 'Nie ma takiego partnera',
      current: '/admin/accounts/',
      operator: operatorOf(ctx),
      body: html`<p>Tego partnera nie ma w konsoli.</p><p><a href="/admin/accounts/">Wróć do listy partnerów</a></p>`,
    }),
  );

async function accountShow(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, authed } = env;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const partner = await findPartner(sql, partnerIdOf(request));
  if (!partner) return noPartner(env, ctx, reply);
  const invited = (request.query as Record<string, unknown>).zaproszono === '1';
  return editPage(
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
  if (!partner) return noPartner(env, ctx, reply);
  const read = readPartnerForm(ctx.form, false);
  const errors: FormErrors = read.ok ? {} : read.errors;
  if (read.ok) await checkPostbackHost(env, read.settings, errors);
  if (!read.ok || Object.keys(errors).length > 0)
    return editPage(env, ctx, reply, 400, partner, { ...valuesOf(ctx.form), partner_id: partner.id }, errors);
  const change = await updatePartner(sql, partner.id, read.settings, now());
  if (!change) return noPartner(env, ctx, reply);
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
  const body = html`${resent ? html`<p class="notice" role="status">Wiadomość „${resent.subject}” jest w kolejce do wysłania.</p>` : ''}
${
  deps.smtpConfigured
    ? html`<p>Wiadomości wysyłamy przez serwer SMTP ze zmiennej SMTP_URL. Nieudane próby ponawiamy coraz rzadziej; po ostatniej wiadomość zostaje tu jako nieudana i można ją wysłać ponownie.</p>`
    : html`<p class="notice">Serwer nie ma skonfigurowanego SMTP (zmienna SMTP_URL), więc wiadomości czekają tutaj. Po ustawieniu SMTP_URL i ponownym uruchomieniu serwera wyślesz je przyciskiem „Wyślij”.</p>`
}
${
  rows.length === 0
    ? html`<p>Nie ma jeszcze żadnych wiadomości.</p>`
    : scrollRegion(
        'Poczta wychodząca',
        html`<table class="data" id="outbox-table"><thead><tr><th scope="col">Utworzono</th><th scope="col">Do</th><th scope="col">Temat</th><th scope="col">Stan</th><th scope="col" class="num">Próby</th><th scope="col">Ostatni błąd</th><th scope="col">Działanie</th></tr></thead>
<tbody>${rows.map(
          (
            m,
          ) => html`<tr data-mail="${m.id}"><td>${fmtTime(m.created_at)}</td><td class="url">${m.to_address}</td><td>${m.subject}<br><span class="muted">${MAIL_KIND_LABELS[m.kind] ?? m.kind}</span></td><td>${MAIL_STATUS_LABELS[m.status] ?? m.status}${m.status === 'sent' ? html` ${fmtTime(m.sent_at)}` : m.status === 'pending' && m.next_attempt_at ? html`, następna próba ${fmtTime(m.next_attempt_at)}` : ''}</td><td class="num">${m.attempts}</td><td class="url">${m.last_error ?? '–'}</td>
<td>${m.status === 'sent' ? '–' : deps.smtpConfigured ? html`<form method="post" action="/admin/outbox/${m.id}/resend/">${csrfField(ctx)}<button type="submit" aria-label="Wyślij wiadomość „${m.subject}” do ${m.to_address}">${m.status === 'waiting' ? 'Wyślij' : 'Wyślij ponownie'}</button></form>` : 'brak SMTP'}</td></tr>`,
        )}</tbody></table>`,
      )
}`;
  return send(
    reply,
    200,
    page({ title: 'Poczta wychodząca', current: '/admin/outbox/', operator: operatorOf(ctx), times: true, body }),
  );
}

async function outboxResend(env: Env, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, send, manage, deps } = env;
  const ctx = await manage(request, reply);
  if (!ctx) return reply;
  const id = String((request.params as { id: string }).id).slice(0, 64);
  if (!deps.smtpConfigured)
    return send(
      reply,
      409,
      page({
        title: 'Nie wysłano',
        current: '/admin/outbox/',
        operator: operatorOf(ctx),
        body: html`<p role="alert">Serwer nie ma skonfigurowanego SMTP (SMTP_URL): wiadomość dalej czeka w poczcie wychodzącej.</p><p><a href="/admin/outbox/">Wróć do poczty wychodzącej</a></p>`,
      }),
    );
  const before = (await listOutbox(sql, 1000)).find((m) => m.id === id);
  if (!before || !(await resendMail(sql, id, now())))
    return send(
      reply,
      404,
      page({
        title: 'Nie ma takiej wiadomości',
        current: '/admin/outbox/',
        operator: operatorOf(ctx),
        body: html`<p>Tej wiadomości nie ma albo została już wysłana.</p><p><a href="/admin/outbox/">Wróć do poczty wychodzącej</a></p>`,
      }),
    );
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
