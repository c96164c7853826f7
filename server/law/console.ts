// The console's page of the law in force (/admin/prawo/): the NBP reference rate applied today with its date and
// source, the caps it gives, the offers the law of today does not let the site show (an alert), the rates operators
// recorded and the shipped history, and the form that records a new decision of the Monetary Policy Council. A
// recorded rate applies from its day without a deploy: the server's law is refreshed at once and the pages are
// re-rendered in the background (server/law/site-render.ts).
import type { FastifyInstance } from 'fastify';
import type { BuiltLaw } from '../../contracts/csp-files';
import { lawPage, type LawMessage } from './console-view';
import type { Authed, AuthedRequest, ConsoleContext } from '../admin/context';
import type { LawService } from './service';
import type { SiteRenderer } from './site-render';
import { recordRate } from './store';
import { audit } from '../audit/audit';

export const LAW_PAGE = '/admin/prawo/';

export interface LawConsoleDeps {
  law: LawService;
  renderer?: SiteRenderer;
}

/** The offers of the published catalogue that the law of today does not let the site show, with the reasons. */
export function refusedToday(
  law: LawService,
  built: BuiltLaw | null,
): { id: number; name: string; problems: string[] }[] {
  if (!built) return [];
  return built.catalogue
    .map((offer) => ({ id: offer.offer_id, name: offer.name, problems: law.problems(offer) }))
    .filter((r) => r.problems.length > 0);
}

export async function lawConsolePages(
  app: FastifyInstance,
  { storage, now, send }: ConsoleContext,
  authed: Authed,
  deps: LawConsoleDeps,
): Promise<void> {
  const { law, renderer } = deps;
  const operatorOf = (ctx: AuthedRequest) => ({ email: ctx.session.operator.email, csrfToken: ctx.session.csrfToken });

  const show = async (
    ctx: AuthedRequest,
    status: number,
    message: LawMessage,
    form: { pct?: string; since?: string; source?: string } = {},
  ) => {
    const today = law.today();
    const built = renderer ? await renderer.built() : null;
    const refused = refusedToday(law, built);
    const recorded = law.recorded();
    const pagesBehind = built !== null && refused.some((r) => built.shown.includes(r.id));
    return send(
      ctx.reply,
      status,
      lawPage({
        path: LAW_PAGE,
        operator: operatorOf(ctx),
        csrf: ctx.session.csrfToken,
        message,
        today,
        refused,
        pagesBehind,
        recorded,
        form,
      }),
    );
  };

  app.get(LAW_PAGE, async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const saved = (request.query as Record<string, unknown>).zapisano;
    return show(ctx, 200, typeof saved === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(saved) ? { saved } : null);
  });

  app.post(LAW_PAGE, async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const text = (name: string) => (typeof ctx.form[name] === 'string' ? ctx.form[name]!.trim() : '');
    const typed = { pct: text('pct'), since: text('since'), source: text('source') };
    const number = /^\d{1,2}([.,]\d{1,2})?$/.test(typed.pct) ? Number(typed.pct.replace(',', '.')) : Number.NaN;
    const result = await recordRate(
      storage.sql,
      { pct: number, since: typed.since, source: typed.source },
      ctx.session.operator.email,
      now(),
    );
    if (!result.ok) {
      return show(ctx, 400, { problems: result.problems }, typed);
    }
    await audit(storage.sql, ctx.session.operator, 'nbp-rate', `${result.rate.since} ${result.rate.pct}%`, now());
    await law.refresh();
    request.log.warn(`NBP reference rate ${result.rate.pct}% from ${result.rate.since} recorded in the console`);
    // The pages follow in the background; the lists and widgets already answer under the new law.
    void renderer?.ensure(law.today(), law.recorded());
    return reply.redirect(`${LAW_PAGE}?zapisano=${result.rate.since}`, 303);
  });
}
