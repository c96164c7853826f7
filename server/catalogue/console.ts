// The console's screens for lenders and offers: the catalogue (/admin/oferty/) with each record's state and
// version, the forms to add and edit a lender or an offer, pause, resume and retire, each record's history, and
// the archive that answers what a card said at a given moment. A save checks the offer under the law in force
// (checks.ts) and refuses in Polish; a stored change is a new version (store.ts), the server re-reads the catalogue
// at once and re-renders the pages in the background (server/law/site-render.ts). Every change is in the audit trail.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE_STATUSES, type CatalogueStatus } from '../../contracts/catalogue';
import { lawOn, warsawDay } from '../../contracts/law';
import { completeOffer } from '../../contracts/lenders';
import type { Lender } from '../../contracts/lenders';
import { exampleFigures, loanFigures, roundPct, type Offer } from '../../contracts/offer';
import { ROUTES } from '../../site/routes';
import { audit } from '../audit/audit';
import { h } from 'preact';
import { fmtTime, fromVNode, html, page, scrollRegion, type Html } from '../web/html';
import { CatalogueList, type ListTerms } from './list-view';
import type { Authed, AuthedRequest, ConsoleContext } from '../admin/context';
import type { LawService } from '../law/service';
import { offerSaveProblems } from './checks';
import {
  KIND_LABELS,
  lenderFormValues,
  offerFormValues,
  polishNumber,
  readLenderForm,
  readOfferForm,
  type FormValues,
} from './form';
import type { CatalogueService } from './service';
import { catalogueAt, lenderHistory, offerHistory, saveLender, saveOffer, type OfferVersion } from './store';

export const CATALOGUE_PAGE = '/admin/oferty/';
export const ARCHIVE_PAGE = '/admin/archiwum/';
const LENDER_PAGE = '/admin/pozyczkodawcy/';

export interface CatalogueConsoleDeps {
  catalogue: CatalogueService;
  law: LawService;
}

const pl2 = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const plInt = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' });
const pct = (value: number): string => `${pl2.format(value)}%`;
const zl = (value: number): string => `${pl2.format(value)}\u00a0zł`;
const zlWhole = (value: number): string => `${plInt.format(value)}\u00a0zł`;
const day = (iso: string): string => iso.split('-').reverse().join('.');

export const STATUS_LABELS: Readonly<Record<CatalogueStatus, string>> = {
  active: 'aktywna',
  paused: 'wstrzymana',
  retired: 'wycofana',
};
const LENDER_STATUS_LABELS: Readonly<Record<CatalogueStatus, string>> = {
  active: 'aktywny',
  paused: 'wstrzymany',
  retired: 'wycofany',
};
const CATEGORY_NAMES = new Map(
  ROUTES.filter((r) => r.metaId !== undefined).map((r) => [r.metaId as number, `${r.name} (${r.path})`]),
);

/**
 * "2026-10-14T10:00" (or with seconds, "…T10:00:05") read as Warsaw wall-clock time → the ISO instant; null for
 * anything else. The last moment of that second counts, so a version saved during it is the one shown.
 */
export function warsawInstant(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [, date, hh, mm] = match as unknown as [string, string, string, string];
  const ss = match[4] ?? '00';
  const utc = Date.parse(`${date}T${hh}:${mm}:${ss}.999Z`);
  if (!Number.isFinite(utc)) return null;
  const clock = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  // Warsaw is UTC+1 in winter and UTC+2 in summer: the offset whose wall clock reads back the time typed is it.
  for (const hours of [1, 2]) {
    const instant = new Date(utc - hours * 3_600_000);
    if (clock.format(instant).replace(' ', 'T') === `${date}T${hh}:${mm}:${ss}`) return instant.toISOString();
  }
  return null;
}

const errors = (title: string, problems: readonly string[]): Html =>
  html`<div class="notice" role="alert"><p>${title}</p><ul>${problems.map((p) => html`<li>${p}</li>`)}</ul></div>`;

const termWord = (offer: Pick<Offer, 'term'>): string => (offer.term.unit === 'days' ? 'dni' : 'mies.');

const checkbox = (values: FormValues, name: string, label: string): Html =>
  html`<label class="check"><input type="checkbox" name="${name}"${values[name] === 'on' ? html` checked` : ''}> ${label}</label>`;
const field = (
  values: FormValues,
  name: string,
  label: string,
  attrs: { hint?: string; required?: boolean; inputmode?: string; type?: string } = {},
): Html =>
  html`<p><label for="f-${name}">${label}</label> <input id="f-${name}" name="${name}" type="${attrs.type ?? 'text'}"${attrs.inputmode ? html` inputmode="${attrs.inputmode}"` : ''}${attrs.required === false ? '' : html` required`} value="${values[name] ?? ''}"${attrs.hint ? html` aria-describedby="f-${name}-hint"` : ''}>${attrs.hint ? html` <span id="f-${name}-hint">${attrs.hint}</span>` : ''}</p>`;
const statusSelect = (
  name: string,
  current: CatalogueStatus,
  labels: Readonly<Record<CatalogueStatus, string>>,
): Html =>
  html`<p><label for="f-${name}">Stan</label> <select id="f-${name}" name="${name}">${CATALOGUE_STATUSES.map((s) => html`<option value="${s}"${s === current ? html` selected` : ''}>${labels[s]}</option>`)}</select></p>`;

function offerForm(
  action: string,
  csrf: string,
  values: FormValues,
  status: CatalogueStatus,
  lenderName: string,
): Html {
  const num = { inputmode: 'decimal' };
  return html`<form method="post" action="${action}" class="stack catalogue-form">
<input type="hidden" name="_csrf" value="${csrf}">
<p>Pożyczkodawca: <strong>${lenderName}</strong>. Nazwa, logo i adres wniosku pochodzą z danych pożyczkodawcy.</p>
<fieldset><legend>Rodzaj</legend>${(['short', 'instalment'] as const).map((k) => html`<label class="check"><input type="radio" name="kind" value="${k}"${values.kind === k ? html` checked` : ''}> ${KIND_LABELS[k]}</label>`)}</fieldset>
<fieldset><legend>Kwota i okres</legend>
${field(values, 'amount_min', 'Kwota od (zł)', num)}${field(values, 'amount_max', 'Kwota do (zł)', num)}${field(values, 'amount_step', 'Krok kwoty (zł)', num)}
${field(values, 'term_min', 'Okres od (dni albo miesiące)', num)}${field(values, 'term_max', 'Okres do (dni albo miesiące)', num)}${field(values, 'term_step', 'Krok okresu', num)}
</fieldset>
<fieldset><legend>Koszty</legend>
${field(values, 'interest', 'Oprocentowanie (% w skali roku)', { ...num, hint: 'np. 14,5; nie więcej niż odsetki maksymalne w dniu zapisu' })}
${field(values, 'commission', 'Prowizja jednorazowa (% kwoty)', num)}
${field(values, 'commission_yearly', 'Prowizja roczna (% kwoty za rok)', { ...num, required: false, hint: 'puste: brak' })}
${field(values, 'free_amount', 'Darmowa pierwsza pożyczka: kwota do (zł)', { ...num, required: false, hint: 'puste: brak promocji' })}
${field(values, 'free_days', 'Darmowa pierwsza pożyczka: okres do (dni)', { ...num, required: false })}
</fieldset>
<fieldset><legend>Przykład reprezentatywny</legend>
<p>RRSO, koszty i tekst przykładu liczy model kosztów według prawa w dniu zapisu; nie wpisuje się ich ręcznie.</p>
${field(values, 'example_amount', 'Kwota przykładu (zł)', num)}${field(values, 'example_term', 'Okres przykładu (dni albo miesiące)', num)}
${field(values, 'lender_rrso', 'RRSO podane przez pożyczkodawcę (%)', { ...num, required: false, hint: 'opcjonalnie: zapis zostanie odrzucony, jeśli nie zgadza się z wyliczeniem' })}
</fieldset>
<fieldset><legend>Warunki</legend>
${field(values, 'age_min', 'Wiek od', num)}${field(values, 'age_max', 'Wiek do', num)}${field(values, 'decision_minutes', 'Czas decyzji (minuty)', num)}
${field(values, 'payout_note', 'Informacja o wypłacie')}
<p>Sprawdzane bazy: ${checkbox(values, 'bik', 'BIK')} ${checkbox(values, 'krd', 'KRD')} ${checkbox(values, 'big', 'BIG')} ${checkbox(values, 'erif', 'ERIF')}</p>
<p>${checkbox(values, 'negative_history', 'Przyjmuje osoby z wpisami w bazach')} ${checkbox(values, 'id_only', 'Wystarczy dowód osobisty')} ${checkbox(values, 'foreigners', 'Przyjmuje obcokrajowców')}</p>
</fieldset>
<fieldset><legend>Na stronie</legend>
<p>Kategorie:</p><ul class="plain">${[...CATEGORY_NAMES].map(([id, name]) => html`<li>${checkbox(values, `category_${id}`, name)}</li>`)}</ul>
${field(values, 'rank', 'Pozycja redakcyjna (1 = pierwsza w treściach; nie zmienia kolejności list)', num)}
<p><label for="f-highlights">Wyróżniki (jeden w linii, najwyżej 5)</label><br><textarea id="f-highlights" name="highlights" rows="4">${values.highlights ?? ''}</textarea></p>
<p>${checkbox(values, 'paid', 'Płatne wyróżnienie (karta pokaże „Reklama”)')}</p>
</fieldset>
${statusSelect('status', status, STATUS_LABELS)}
${field(values, 'note', 'Powód zmiany (do historii)', { required: false })}
<p><button type="submit">Zapisz nową wersję</button></p>
</form>`;
}

function lenderForm(action: string, csrf: string, values: FormValues, status: CatalogueStatus, isNew: boolean): Html {
  return html`<form method="post" action="${action}" class="stack catalogue-form">
<input type="hidden" name="_csrf" value="${csrf}">
${isNew ? field(values, 'id', 'Identyfikator', { hint: 'np. nowa-kasa; nie da się go później zmienić' }) : html`<p>Identyfikator: <code>${values.id ?? ''}</code></p>`}
${field(values, 'name', 'Nazwa (na kartach)')}${field(values, 'legal_name', 'Nazwa prawna')}${field(values, 'description', 'Opis')}
${field(values, 'founded', 'Rok założenia', { inputmode: 'numeric' })}${field(values, 'url', 'Strona pożyczkodawcy', { type: 'url', hint: 'https://…; wniosek: ten adres + „wniosek”' })}
${field(values, 'initials', 'Logo: inicjały')}${field(values, 'background', 'Logo: tło', { type: 'color' })}${field(values, 'color', 'Logo: kolor liter', { type: 'color' })}
${field(values, 'click_param', 'Parametr identyfikatora kliknięcia', { required: false, hint: 'z dokumentacji programu partnerskiego pożyczkodawcy; puste: click_id' })}
${statusSelect('status', status, LENDER_STATUS_LABELS)}
${field(values, 'note', 'Powód zmiany (do historii)', { required: false })}
<p><button type="submit">Zapisz nową wersję</button></p>
</form>`;
}

const LIST_TERMS: ListTerms = {
  cataloguePage: CATALOGUE_PAGE,
  lenderPage: LENDER_PAGE,
  archivePage: ARCHIVE_PAGE,
  statusLabels: STATUS_LABELS,
  lenderStatusLabels: LENDER_STATUS_LABELS,
  pct,
  zlWhole,
  termWord,
};

const readStatus = (value: string | undefined, fallback: CatalogueStatus): CatalogueStatus =>
  (CATALOGUE_STATUSES as readonly string[]).includes(value ?? '') ? (value as CatalogueStatus) : fallback;
const noteOf = (form: FormValues): string | null => {
  const note = (form.note ?? '').trim().slice(0, 500);
  return note === '' ? null : note;
};
/** What the trail keeps of an offer: its terms and prices, not the whole text. */
const auditedOffer = (o: Offer, status: CatalogueStatus) => ({
  status,
  lender: o.lenderId,
  kind: o.kind,
  amount: o.amount,
  term: o.term,
  pricing: o.pricing,
  firstLoanFree: o.firstLoanFree,
  rrsoPct: o.rrsoPct,
  example: o.example,
});

async function catalogueListRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { authed, list } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const q = request.query as Record<string, unknown>;
  const saved = typeof q.zapisano === 'string' && /^[a-z0-9-]{1,40}(:\d{1,6})?$/.test(q.zapisano) ? q.zapisano : null;
  return list(
    ctx,
    saved
      ? html`<p class="notice" role="status">Zapisano nową wersję (${saved.replace(':', ', wersja ')}). Listy i widżety już ją pokazują, strony zostaną przeliczone w tle w ciągu kilku sekund.</p>`
      : null,
  );
}

async function newOfferRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { authed, catalogue, showOffer, notFound } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const lender = catalogue
    .state()
    .lenders.find((l) => l.lender.id === (request.query as Record<string, unknown>).pozyczkodawca);
  if (!lender) return notFound(ctx, 'Wybierz pożyczkodawcę z listy, aby dodać mu ofertę.');
  return showOffer(ctx, 200, null, lender.lender, offerFormValues(null), 'active', null);
}

async function createOfferRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { authed, catalogue, notFound, saveOfferForm } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const lender = catalogue
    .state()
    .lenders.find((l) => l.lender.id === (request.query as Record<string, unknown>).pozyczkodawca);
  if (!lender) return notFound(ctx, 'Nie ma takiego pożyczkodawcy.');
  return saveOfferForm(ctx, null, lender.lender, undefined);
}

async function offerRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { authed, catalogue, showOffer, offerId, notFound } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = offerId(request);
  const current = catalogue.state().offers.find((o) => o.offer.offer_id === id);
  const lender = current && catalogue.state().lenders.find((l) => l.lender.id === current.offer.lenderId);
  if (!current || !lender || id === null) return notFound(ctx, 'Nie ma oferty o tym numerze.');
  return showOffer(
    ctx,
    200,
    id,
    lender.lender,
    offerFormValues(current.offer),
    current.status,
    html`<p>Wersja ${String(current.version)} obowiązuje od ${fmtTime(current.effectiveAt)} (${current.author}). Na karcie: „${current.offer.representativeExample}”</p>`,
  );
}

async function updateOfferRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { authed, catalogue, offerId, notFound, saveOfferForm } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = offerId(request);
  await catalogue.refresh();
  const current = catalogue.state().offers.find((o) => o.offer.offer_id === id);
  const lender = current && catalogue.state().lenders.find((l) => l.lender.id === current.offer.lenderId);
  if (!current || !lender || id === null) return notFound(ctx, 'Nie ma oferty o tym numerze.');
  return saveOfferForm(ctx, id, lender.lender, current);
}

async function offerStateRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, authed, catalogue, published, offerId, notFound } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = offerId(request);
  await catalogue.refresh();
  const current = catalogue.state().offers.find((o) => o.offer.offer_id === id);
  if (!current) return notFound(ctx, 'Nie ma oferty o tym numerze.');
  const status = readStatus((ctx.form as FormValues).status, current.status);
  if (status === current.status) return reply.redirect(`${CATALOGUE_PAGE}${String(id)}/`, 303);
  const saved = await saveOffer(sql, current.offer, {
    status,
    author: ctx.session.operator.email,
    note: `Zmiana stanu: ${STATUS_LABELS[status]}`,
    at: now(),
  });
  await audit(
    sql,
    ctx.session.operator,
    'offer-change',
    `offer:${saved.offer.offer_id} v${saved.version}`,
    now(),
    { status: current.status },
    { status },
  );
  await published(ctx);
  return reply.redirect(`${CATALOGUE_PAGE}?zapisano=${saved.offer.offer_id}:${saved.version}`, 303);
}

async function offerHistoryRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed, operatorOf, offerId, notFound } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = offerId(request);
  const versions = id === null ? [] : await offerHistory(sql, id);
  if (versions.length === 0 || id === null) return notFound(ctx, 'Nie ma oferty o tym numerze.');
  const body = html`<p><a href="${CATALOGUE_PAGE}${String(id)}/">Edytuj ofertę</a></p>
${scrollRegion(
  'Wersje oferty',
  html`<table class="data"><thead><tr><th scope="col">Wersja</th><th scope="col">Od</th><th scope="col">Stan</th><th scope="col">Oprocentowanie</th><th scope="col">Prowizja</th><th scope="col">RRSO przykładu</th><th scope="col">Kto</th><th scope="col">Powód</th><th scope="col" class="actions">Karta</th></tr></thead><tbody>${versions.map(
    (
      v,
    ) => html`<tr><td>${String(v.version)}</td><td>${fmtTime(v.effectiveAt)}</td><td>${STATUS_LABELS[v.status]}</td><td>${pct(v.offer.pricing.interestYearlyPct)}</td><td>${pct(v.offer.pricing.commissionPct)}${v.offer.pricing.commissionYearlyPct ? html` + ${pct(v.offer.pricing.commissionYearlyPct)}/rok` : ''}</td><td>${pct(v.offer.rrsoPct)}</td><td>${v.author}</td><td>${v.note ?? ''}</td>
<td class="actions"><a href="${ARCHIVE_PAGE}?oferta=${String(id)}&amp;wersja=${String(v.version)}">Pokaż<span class="visually-hidden"> wersję ${String(v.version)}</span></a></td></tr>`,
  )}</tbody></table>`,
)}`;
  return send(
    reply,
    200,
    page({ title: `Historia oferty ${id}`, current: CATALOGUE_PAGE, operator: operatorOf(ctx), times: true, body }),
  );
}

async function lenderRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, authed, catalogue, notFound, showLender, lenderId } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = lenderId(request);
  if (id === 'nowy') return showLender(ctx, 200, null, lenderFormValues(null), 'active', null);
  const current = catalogue.state().lenders.find((l) => l.lender.id === id);
  if (!current) return notFound(ctx, 'Nie ma takiego pożyczkodawcy.');
  const versions = await lenderHistory(sql, id);
  return showLender(
    ctx,
    200,
    id,
    lenderFormValues(current.lender),
    current.status,
    html`<p>Wersja ${String(current.version)} od ${fmtTime(current.effectiveAt)}; wcześniejszych wersji: ${String(versions.length - 1)}. Zmiana nazwy, logo, adresu lub parametru kliknięcia zapisuje też nowe wersje jego ofert.</p>`,
  );
}

async function updateLenderRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, now, authed, catalogue, published, notFound, showLender, lenderId } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const param = lenderId(request);
  const isNew = param === 'nowy';
  await catalogue.refresh();
  const current = isNew ? undefined : catalogue.state().lenders.find((l) => l.lender.id === param);
  if (!isNew && !current) return notFound(ctx, 'Nie ma takiego pożyczkodawcy.');
  const form = ctx.form as FormValues;
  const status = readStatus(form.status, current?.status ?? 'active');
  const read = readLenderForm(form, isNew ? null : param, Number(warsawDay(now()).slice(0, 4)));
  if (!read.ok)
    return showLender(
      ctx,
      400,
      isNew ? null : param,
      form,
      status,
      errors('Nie zapisano pożyczkodawcy:', read.problems),
    );
  if (isNew && catalogue.state().lenders.some((l) => l.lender.id === read.lender.id)) {
    return showLender(
      ctx,
      400,
      null,
      form,
      status,
      errors('Nie zapisano pożyczkodawcy:', [`Identyfikator ${read.lender.id} jest już zajęty.`]),
    );
  }
  const lender = read.lender;
  const reissue = (offer: Offer, l: Lender): Offer => {
    const { clickParam: _old, ...rest } = offer;
    return {
      ...rest,
      name: l.name,
      url: `${l.url}wniosek`,
      logo: l.logo,
      ...(l.clickParam ? { clickParam: l.clickParam } : {}),
    };
  };
  const saved = await saveLender(
    sql,
    lender,
    { status, author: ctx.session.operator.email, note: noteOf(form), at: now() },
    reissue,
  );
  await audit(
    sql,
    ctx.session.operator,
    'lender-change',
    `lender:${lender.id} v${saved.lender.version}`,
    now(),
    current ? { ...current.lender, status: current.status } : null,
    { ...lender, status, offersReissued: saved.offers.map((o) => o.offer.offer_id) },
  );
  await published(ctx);
  return reply.redirect(`${CATALOGUE_PAGE}?zapisano=${lender.id}`, 303);
}

async function archiveRoute(d: CatalogueDeps, request: FastifyRequest, reply: FastifyReply) {
  const { sql, send, authed, law, operatorOf, lenderNames } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const q = request.query as Record<string, unknown>;
  const str = (name: string): string => (typeof q[name] === 'string' ? (q[name] as string).slice(0, 40) : '');
  const id = /^\d{1,6}$/.test(str('oferta')) ? Number(str('oferta')) : null;
  const when = str('kiedy');
  const wantedVersion = /^\d{1,6}$/.test(str('wersja')) ? Number(str('wersja')) : null;
  const all = (await catalogueAt(sql)).offers;
  const problems: string[] = [];
  let shown: { version: OfferVersion; at: string } | null = null;
  if (id !== null) {
    const history = await offerHistory(sql, id);
    if (history.length === 0) problems.push('Nie ma oferty o tym numerze.');
    else if (wantedVersion !== null) {
      const v = history.find((h) => h.version === wantedVersion);
      if (v) shown = { version: v, at: v.effectiveAt };
      else problems.push(`Oferta ${id} nie ma wersji ${wantedVersion}.`);
    } else if (when !== '') {
      const at = warsawInstant(when);
      if (!at) problems.push('Chwila: wybierz dzień i godzinę.');
      else {
        const v = history.find((h) => h.effectiveAt <= at);
        if (v) shown = { version: v, at };
        else
          problems.push(
            `Oferta ${id} nie była jeszcze w katalogu ${fmtTime(at)}; najstarsza wersja obowiązuje od ${fmtTime(history[history.length - 1]!.effectiveAt)}.`,
          );
      }
    }
  }
  const names = lenderNames();
  let card: Html = html``;
  if (shown) {
    const { version: v, at } = shown;
    const o = v.offer;
    const lawThen = lawOn(warsawDay(new Date(at)), law.recorded());
    const exampleLaw = lawOn(o.example.date, law.recorded());
    const example = exampleFigures(o, exampleLaw);
    const amount = polishNumber(str('kwota'));
    const term = polishNumber(str('okres'));
    const loan =
      Number.isFinite(amount) && Number.isFinite(term)
        ? { amount, term }
        : { amount: o.example.amount, term: o.example.term };
    const figures = loanFigures(o, loan.amount, loan.term, lawThen);
    card = html`<section aria-labelledby="card-title"><h2 id="card-title">Karta oferty ${String(o.offer_id)} (${o.name}), wersja ${String(v.version)}</h2>
<p>Wersja obowiązywała od ${fmtTime(v.effectiveAt)} (${v.author}${v.note ? `: ${v.note}` : ''}). Stan: <strong>${STATUS_LABELS[v.status]}</strong>${v.status === 'active' ? '' : ' – karty nie było wtedy na listach'}.</p>
<dl class="facts">
<dt>Rodzaj</dt><dd>${o.kind === 'short' ? 'chwilówka, spłata jednorazowa' : 'pożyczka ratalna'}</dd>
<dt>Kwoty i okresy</dt><dd>${zlWhole(o.amount.min)}–${zlWhole(o.amount.max)}, ${String(o.term.min)}–${String(o.term.max)} ${termWord(o)}</dd>
<dt>Oprocentowanie</dt><dd>${pct(o.pricing.interestYearlyPct)} w skali roku</dd>
<dt>Prowizja</dt><dd>${pct(o.pricing.commissionPct)} kwoty${o.pricing.commissionYearlyPct ? html` + ${pct(o.pricing.commissionYearlyPct)} kwoty za rok` : ''}</dd>
<dt>Darmowa pierwsza pożyczka</dt><dd>${o.firstLoanFree ? html`do ${zlWhole(o.firstLoanFree.maxAmount)} na ${String(o.firstLoanFree.maxDays)} dni` : 'nie'}</dd>
<dt>RRSO przykładu</dt><dd>${pct(o.rrsoPct)} (model kosztów: ${pct(roundPct(example.rrsoPct))}, wyliczone na ${day(o.example.date)})</dd>
<dt>Przykład reprezentatywny</dt><dd>${o.representativeExample}</dd>
<dt>Wyróżniki</dt><dd>${o.highlights.join(' · ') || '–'}</dd>
</dl>
<h3>Koszt pożyczki ${zlWhole(loan.amount)} na ${String(loan.term)} ${termWord(o)} według tej wersji i prawa z ${day(lawThen.day)}</h3>
<dl class="facts"><dt>Odsetki</dt><dd>${zl(figures.interest)}</dd><dt>Prowizja i opłaty</dt><dd>${zl(figures.fees)}</dd><dt>Całkowity koszt</dt><dd>${zl(figures.totalCost)}</dd><dt>Do spłaty</dt><dd>${zl(figures.totalToRepay)}</dd><dt>RRSO</dt><dd>${pct(roundPct(figures.rrsoPct))}</dd></dl>
</section>`;
  }
  const body = html`<p>Co mówiła karta oferty w wybranej chwili: wersja, która wtedy obowiązywała, jej warunki, przykład reprezentatywny i koszt wybranej pożyczki, przeliczone z zapisanej wersji według prawa z tego dnia. Kliknięcia w rejestrze mają numer wersji, którą widział odwiedzający.</p>
${problems.length > 0 ? errors('Nie można pokazać karty:', problems) : ''}
<form method="get" action="${ARCHIVE_PAGE}" class="stack">
<p><label for="a-offer">Oferta</label> <select id="a-offer" name="oferta" required>${all.map((v) => html`<option value="${String(v.offer.offer_id)}"${v.offer.offer_id === id ? html` selected` : ''}>${String(v.offer.offer_id)} ${names.get(v.offer.lenderId) ?? v.offer.name}${v.status === 'active' ? '' : ` (${STATUS_LABELS[v.status]})`}</option>`)}</select></p>
<p><label for="a-when">Chwila (czas polski)</label> <input id="a-when" name="kiedy" type="datetime-local" step="1" value="${when}"></p>
<p><label for="a-amount">Kwota (zł, opcjonalnie)</label> <input id="a-amount" name="kwota" inputmode="decimal" value="${str('kwota')}"> <label for="a-term">Okres (opcjonalnie)</label> <input id="a-term" name="okres" inputmode="numeric" value="${str('okres')}"></p>
<p><button type="submit">Pokaż kartę</button></p>
</form>
${card}`;
  return send(
    reply,
    200,
    page({ title: 'Archiwum kart ofert', current: ARCHIVE_PAGE, operator: operatorOf(ctx), times: true, body }),
  );
}

/** The catalogue screens' ground: the database, the clock, the answer frame, the catalogue and the law. */
function catalogueBase(
  { storage, now, send }: ConsoleContext,
  authed: Authed,
  { catalogue, law }: CatalogueConsoleDeps,
) {
  const operatorOf = (ctx: AuthedRequest) => ({
    email: ctx.session.operator.email,
    csrfToken: ctx.session.csrfToken,
    role: ctx.session.operator.role,
  });
  return {
    sql: storage.sql,
    now,
    send,
    authed,
    catalogue,
    law,
    operatorOf,
    lenderNames: () => new Map(catalogue.state().lenders.map((l) => [l.lender.id, l.lender.name])),
    /** Saved: the catalogue is re-read now, so the APIs and the page re-render follow at once. */
    published: async (ctx: AuthedRequest) => {
      try {
        await catalogue.refresh();
      } catch (error) {
        ctx.request.log.error(
          { error: error instanceof Error ? error.message : String(error) },
          'catalogue could not be re-read after a save',
        );
      }
    },
    offerId: (request: FastifyRequest): number | null => {
      const raw = (request.params as { id?: string }).id ?? '';
      return /^\d{1,6}$/.test(raw) ? Number(raw) : null;
    },
    lenderId: (request: FastifyRequest): string => (request.params as { id?: string }).id ?? '',
    notFound: (ctx: AuthedRequest, what: string) =>
      send(
        ctx.reply,
        404,
        page({
          title: 'Nie znaleziono',
          current: CATALOGUE_PAGE,
          operator: operatorOf(ctx),
          body: html`<p role="alert">${what}</p><p><a href="${CATALOGUE_PAGE}">Wróć do ofert</a></p>`,
        }),
      ),
  };
}

type CatalogueBase = ReturnType<typeof catalogueBase>;
/** A page function's arguments after its ground. */
type After<F> = F extends (d: CatalogueBase, ...rest: infer R) => unknown ? R : never;

/** The catalogue: lenders, offers, and the active offers the law of the day keeps off every list. */
async function catalogueList(d: CatalogueBase, ctx: AuthedRequest, message: Html | null) {
  await d.catalogue.refresh();
  const state = d.catalogue.state();
  const names = d.lenderNames();
  const problems = state.offers
    .filter((v) => v.status === 'active')
    .map((v) => ({ v, problems: d.law.problems(v.offer) }))
    .filter((x) => x.problems.length > 0);
  const list = h(CatalogueList, {
    terms: LIST_TERMS,
    lenders: state.lenders,
    offers: state.offers,
    names,
    refused: problems.map((x) => `${x.v.offer.offer_id} ${x.v.offer.name}: ${x.problems.join(' ')}`),
  });
  const body = html`${message ?? ''}${fromVNode(list)}`;
  return d.send(
    ctx.reply,
    200,
    page({ title: 'Oferty i pożyczkodawcy', current: CATALOGUE_PAGE, operator: d.operatorOf(ctx), times: true, body }),
  );
}

/** An offer's form (new or an existing one's), with the quick state change and the history link. */
function showOfferPage(
  d: CatalogueBase,
  ctx: AuthedRequest,
  status: number,
  id: number | null,
  lender: Lender,
  values: FormValues,
  state: CatalogueStatus,
  message: Html | null,
) {
  const action = `${CATALOGUE_PAGE}${id === null ? `nowa/?pozyczkodawca=${lender.id}` : `${id}/`}`;
  const title = id === null ? `Nowa oferta: ${lender.name}` : `Oferta ${id}: ${lender.name}`;
  const quick =
    id === null
      ? ''
      : html`<form method="post" action="${CATALOGUE_PAGE}${String(id)}/stan/" class="inline"><input type="hidden" name="_csrf" value="${ctx.session.csrfToken}">
<p>Szybka zmiana stanu (bez zmiany warunków): ${CATALOGUE_STATUSES.filter((s) => s !== state).map((s) => html`<button type="submit" name="status" value="${s}">${s === 'active' ? 'Wznów' : s === 'paused' ? 'Wstrzymaj' : 'Wycofaj'}</button> `)}</p></form>
<p><a href="${CATALOGUE_PAGE}${String(id)}/historia/">Historia wersji</a></p>`;
  return d.send(
    ctx.reply,
    status,
    page({
      title,
      current: CATALOGUE_PAGE,
      operator: d.operatorOf(ctx),
      body: html`${message ?? ''}${quick}${offerForm(action, ctx.session.csrfToken, values, state, lender.name)}`,
    }),
  );
}

/** An offer's form posted: checked under the law of the day, then a new version, its audit line and the re-read. */
async function saveOfferForm(
  d: CatalogueBase,
  ctx: AuthedRequest,
  id: number | null,
  lender: Lender,
  previous: OfferVersion | undefined,
) {
  const form = ctx.form as FormValues;
  const status = readStatus(form.status, previous?.status ?? 'active');
  const read = readOfferForm(form, id ?? 0);
  const refuse = (problems: readonly string[]) =>
    showOfferPage(d, ctx, 400, id, lender, form, status, errors('Nie zapisano oferty:', problems));
  if (!read.ok) return refuse(read.problems);
  const today = d.law.today();
  const offer = completeOffer(lender, read.draft, today);
  const stated = (form.lender_rrso ?? '').trim();
  const lenderRrso = stated === '' ? undefined : polishNumber(stated);
  if (lenderRrso !== undefined && !Number.isFinite(lenderRrso))
    return refuse(['RRSO podane przez pożyczkodawcę: wpisz liczbę, np. 17,25.']);
  // A new offer gets its id when stored; the checks read a placeholder one.
  const problems = offerSaveProblems(
    { ...offer, offer_id: offer.offer_id || 1 },
    { law: today, ...(lenderRrso !== undefined ? { lenderRrsoPct: lenderRrso } : {}) },
  );
  if (problems.length > 0) return refuse(problems);
  const saved = await saveOffer(d.sql, offer, {
    status,
    author: ctx.session.operator.email,
    note: noteOf(form),
    at: d.now(),
  });
  await audit(
    d.sql,
    ctx.session.operator,
    'offer-change',
    `offer:${saved.offer.offer_id} v${saved.version}`,
    d.now(),
    previous ? auditedOffer(previous.offer, previous.status) : null,
    auditedOffer(saved.offer, saved.status),
  );
  ctx.request.log.info(
    { offer: saved.offer.offer_id, version: saved.version, status },
    'offer version saved in the console',
  );
  await d.published(ctx);
  return ctx.reply.redirect(`${CATALOGUE_PAGE}?zapisano=${saved.offer.offer_id}:${saved.version}`, 303);
}

function showLenderPage(
  d: CatalogueBase,
  ctx: AuthedRequest,
  status: number,
  id: string | null,
  values: FormValues,
  state: CatalogueStatus,
  message: Html | null,
) {
  return d.send(
    ctx.reply,
    status,
    page({
      title: id === null ? 'Nowy pożyczkodawca' : `Pożyczkodawca: ${values.name ?? id}`,
      current: CATALOGUE_PAGE,
      operator: d.operatorOf(ctx),
      body: html`${message ?? ''}${lenderForm(`${LENDER_PAGE}${id ?? 'nowy'}/`, ctx.session.csrfToken, values, state, id === null)}`,
    }),
  );
}

/** The route functions' dependencies: the ground with the pages bound to it. */
function catalogueDeps(context: ConsoleContext, authed: Authed, deps: CatalogueConsoleDeps) {
  const d = catalogueBase(context, authed, deps);
  return {
    ...d,
    list: (...args: After<typeof catalogueList>) => catalogueList(d, ...args),
    showOffer: (...args: After<typeof showOfferPage>) => showOfferPage(d, ...args),
    saveOfferForm: (...args: After<typeof saveOfferForm>) => saveOfferForm(d, ...args),
    showLender: (...args: After<typeof showLenderPage>) => showLenderPage(d, ...args),
  };
}

type CatalogueDeps = ReturnType<typeof catalogueDeps>;

export async function catalogueConsolePages(
  app: FastifyInstance,
  context: ConsoleContext,
  authed: Authed,
  deps: CatalogueConsoleDeps,
): Promise<void> {
  const d = catalogueDeps(context, authed, deps);
  app.get(CATALOGUE_PAGE, (request, reply) => catalogueListRoute(d, request, reply));
  app.get(`${CATALOGUE_PAGE}nowa/`, (request, reply) => newOfferRoute(d, request, reply));
  app.post(`${CATALOGUE_PAGE}nowa/`, (request, reply) => createOfferRoute(d, request, reply));
  app.get(`${CATALOGUE_PAGE}:id/`, (request, reply) => offerRoute(d, request, reply));
  app.post(`${CATALOGUE_PAGE}:id/`, (request, reply) => updateOfferRoute(d, request, reply));
  app.post(`${CATALOGUE_PAGE}:id/stan/`, (request, reply) => offerStateRoute(d, request, reply));
  app.get(`${CATALOGUE_PAGE}:id/historia/`, (request, reply) => offerHistoryRoute(d, request, reply));
  app.get(`${LENDER_PAGE}:id/`, (request, reply) => lenderRoute(d, request, reply));
  app.post(`${LENDER_PAGE}:id/`, (request, reply) => updateLenderRoute(d, request, reply));
  app.get(ARCHIVE_PAGE, (request, reply) => archiveRoute(d, request, reply));
}
