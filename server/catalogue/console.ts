// The console's screens for lenders and offers: the catalogue (/admin/oferty/) with each record's state and
// version, the forms to add and edit a lender or an offer, pause, resume and retire, each record's history, and
// the archive that answers what a card said at a given moment. A save checks the offer under the law in force
// (checks.ts) and refuses in Polish; a stored change is a new version (store.ts), the server re-reads the catalogue
// at once and re-renders the pages in the background (server/law/site-render.ts). Every change is in the audit trail.
// One handler per route; the pages are components: list-view.tsx, form-view.tsx, history-view.tsx, archive-view.tsx.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { h } from 'preact';
import { CATALOGUE_STATUSES, type CatalogueStatus } from '../../contracts/catalogue';
import { lawOn, warsawDay } from '../../contracts/law';
import { completeOffer } from '../../contracts/lenders';
import type { Lender } from '../../contracts/lenders';
import { exampleFigures, loanFigures, roundPct, type Offer } from '../../contracts/offer';
import { audit } from '../audit/audit';
import { fmtTime } from '../web/format';
import { renderPage } from '../web/render';
import { operatorOf, type Authed, type AuthedRequest, type ConsoleContext } from '../admin/context';
import type { LawService } from '../law/service';
import { ArchivePage, type ArchiveCard } from './archive-view';
import { offerSaveProblems } from './checks';
import {
  lenderFormValues,
  offerFormValues,
  polishNumber,
  readLenderForm,
  readOfferForm,
  type FormValues,
} from './form';
import { LenderPage, OfferPage, type LenderNote, type OfferNote } from './form-view';
import { HistoryPage } from './history-view';
import { ListPage, NotFoundPage, type ListTerms } from './list-view';
import type { CatalogueService } from './service';
import { catalogueAt, lenderHistory, offerHistory, saveLender, saveOffer, type OfferVersion } from './store';
import {
  ARCHIVE_PAGE,
  CATALOGUE_PAGE,
  LENDER_PAGE,
  LENDER_STATUS_LABELS,
  pct,
  STATUS_LABELS,
  termWord,
  zlWhole,
} from './terms';

export interface CatalogueConsoleDeps {
  catalogue: CatalogueService;
  law: LawService;
}

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
  return list(ctx, saved);
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
  return showOffer(ctx, 200, id, lender.lender, offerFormValues(current.offer), current.status, { current });
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
  const { sql, send, authed, offerId, notFound } = d;
  const ctx = await authed(request, reply);
  if (!ctx) return reply;
  const id = offerId(request);
  const versions = id === null ? [] : await offerHistory(sql, id);
  if (versions.length === 0 || id === null) return notFound(ctx, 'Nie ma oferty o tym numerze.');
  return send(reply, 200, renderPage(h(HistoryPage, { operator: operatorOf(ctx), id, versions })));
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
  return showLender(ctx, 200, id, lenderFormValues(current.lender), current.status, {
    version: current.version,
    since: current.effectiveAt,
    earlier: versions.length - 1,
  });
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
  if (!read.ok) return showLender(ctx, 400, isNew ? null : param, form, status, { problems: read.problems });
  if (isNew && catalogue.state().lenders.some((l) => l.lender.id === read.lender.id)) {
    return showLender(ctx, 400, null, form, status, {
      problems: [`Identyfikator ${read.lender.id} jest już zajęty.`],
    });
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
  const { sql, send, authed, law, lenderNames } = d;
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
            `Oferta ${id} nie była jeszcze w katalogu ${fmtTime(at)}; najstarsza wersja obowiązuje od ` +
              `${fmtTime(history[history.length - 1]!.effectiveAt)}.`,
          );
      }
    }
  }
  const names = lenderNames();
  let card: ArchiveCard | null = null;
  if (shown) {
    const { version: v, at } = shown;
    const o = v.offer;
    const lawThen = lawOn(warsawDay(new Date(at)), law.recorded());
    const example = exampleFigures(o, lawOn(o.example.date, law.recorded()));
    const amount = polishNumber(str('kwota'));
    const term = polishNumber(str('okres'));
    const loan =
      Number.isFinite(amount) && Number.isFinite(term)
        ? { amount, term }
        : { amount: o.example.amount, term: o.example.term };
    card = {
      version: v,
      exampleRrsoPct: roundPct(example.rrsoPct),
      lawDay: lawThen.day,
      figures: { ...loanFigures(o, loan.amount, loan.term, lawThen), amount: loan.amount, term: loan.term },
    };
  }
  const offers = all.map((v) => ({
    id: v.offer.offer_id,
    label:
      `${v.offer.offer_id} ${names.get(v.offer.lenderId) ?? v.offer.name}` +
      (v.status === 'active' ? '' : ` (${STATUS_LABELS[v.status]})`),
  }));
  const query = { id, when, amount: str('kwota'), term: str('okres') };
  return send(reply, 200, renderPage(h(ArchivePage, { operator: operatorOf(ctx), offers, query, problems, card })));
}

/** The catalogue screens' ground: the database, the clock, the answer frame, the catalogue and the law. */
function catalogueBase(
  { storage, now, send }: ConsoleContext,
  authed: Authed,
  { catalogue, law }: CatalogueConsoleDeps,
) {
  return {
    sql: storage.sql,
    now,
    send,
    authed,
    catalogue,
    law,
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
        renderPage(h(NotFoundPage, { operator: operatorOf(ctx), what, cataloguePage: CATALOGUE_PAGE })),
      ),
  };
}

type CatalogueBase = ReturnType<typeof catalogueBase>;
/** A page function's arguments after its ground. */
type After<F> = F extends (d: CatalogueBase, ...rest: infer R) => unknown ? R : never;

/** The catalogue: lenders, offers, and the active offers the law of the day keeps off every list. */
async function catalogueList(d: CatalogueBase, ctx: AuthedRequest, saved: string | null) {
  await d.catalogue.refresh();
  const state = d.catalogue.state();
  const names = d.lenderNames();
  const problems = state.offers
    .filter((v) => v.status === 'active')
    .map((v) => ({ v, problems: d.law.problems(v.offer) }))
    .filter((x) => x.problems.length > 0);
  const page = h(ListPage, {
    operator: operatorOf(ctx),
    saved,
    terms: LIST_TERMS,
    lenders: state.lenders,
    offers: state.offers,
    names,
    refused: problems.map((x) => `${x.v.offer.offer_id} ${x.v.offer.name}: ${x.problems.join(' ')}`),
  });
  return d.send(ctx.reply, 200, renderPage(page));
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
  note: OfferNote,
) {
  const page = h(OfferPage, { operator: operatorOf(ctx), id, lender, values, status: state, note });
  return d.send(ctx.reply, status, renderPage(page));
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
  const refuse = (problems: readonly string[]) => showOfferPage(d, ctx, 400, id, lender, form, status, { problems });
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
  note: LenderNote,
) {
  return d.send(
    ctx.reply,
    status,
    renderPage(h(LenderPage, { operator: operatorOf(ctx), id, values, status: state, note })),
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
