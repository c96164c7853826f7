// The console's page of the law in force (/admin/prawo/): the NBP reference rate applied today with its date and
// source, the caps it gives, the offers the law of today does not let the site show (an alert), the rates operators
// recorded and the shipped history, and the form that records a new decision of the Monetary Policy Council. A
// recorded rate applies from its day without a deploy: the server's law is refreshed at once and the pages are
// re-rendered in the background (server/law/site-render.ts).
import type { FastifyInstance } from 'fastify';
import { ADVERTISING_RULES, NBP_REFERENCE_RATES, type Law } from '../../contracts/law';
import type { BuiltLaw } from '../../contracts/csp-files';
import { fmtTime, html, page, scrollRegion, type Html } from '../web/html';
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

const pl = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = (value: number): string => `${pl.format(value)}%`;
const day = (iso: string): string => iso.split('-').reverse().join('.');

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

function lawSummary(law: Law): Html {
  const cap = law.nonInterestCap;
  return html`<dl class="facts">
<dt>Stopa referencyjna NBP</dt><dd>${pct(law.nbpRate.pct)} od ${day(law.nbpRate.since)} <small>(${law.nbpRate.source})</small></dd>
<dt>Odsetki maksymalne</dt><dd>${pct(law.maxInterestYearlyPct)} w skali roku: ${String(law.maxInterestRule.times)} × (stopa referencyjna + ${pl.format(law.maxInterestRule.spreadPp)} p.p.), ${law.maxInterestRule.source}</dd>
<dt>Maksymalne odsetki za opóźnienie</dt><dd>${pct(law.maxLateInterestYearlyPct)} w skali roku, ${law.maxLateInterestRule.source}</dd>
<dt>Pozaodsetkowe koszty</dt><dd>do ${String(cap.fixedPct)}% kwoty + ${String(cap.yearlyPct)}% kwoty za każdy rok (liczony w dniach), łącznie najwyżej ${String(cap.maxPct)}%; ${cap.source}</dd>
<dt>Reklama kredytu</dt><dd>${law.advertising ? html`od ${day(law.advertising.since)}: ostrzeżenie „${law.advertising.warning}”; ${law.advertising.source}` : 'bez dodatkowych wymogów'}</dd>
</dl>`;
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
    message: Html | null,
    form: { pct?: string; since?: string; source?: string } = {},
  ) => {
    const today = law.today();
    const built = renderer ? await renderer.built() : null;
    const refused = refusedToday(law, built);
    const recorded = law.recorded();
    const pagesBehind = built !== null && refused.some((r) => built.shown.includes(r.id));
    const body = html`${message ?? ''}
<p>Prawo na dziś, ${day(today.day)} (czas polski). Każda kwota, limit i przykład reprezentatywny na stronach, w widżetach partnerów i w kolejności ofert leada jest liczony według niego.</p>
${lawSummary(today)}
${
  refused.length > 0
    ? html`<div class="notice" role="alert"><p><strong>Oferty niepokazywane dziś</strong> – nie mieszczą się w limitach prawa na ${day(today.day)}, więc zniknęły ze wszystkich list${pagesBehind ? ' (strony są właśnie przeliczane)' : ''}:</p><ul>${refused.map((r) => html`<li>${String(r.id)} ${r.name}: ${r.problems.join(' ')}</li>`)}</ul></div>`
    : html`<p>Wszystkie oferty katalogu mieszczą się w limitach obowiązujących dziś.</p>`
}
<h2>Zapisz nową stopę referencyjną NBP</h2>
<p>Po decyzji Rady Polityki Pieniężnej wpisz nową stopę i dzień, od którego obowiązuje (zwykle dzień po decyzji), oraz źródło. Od tego dnia oferty, które przekroczą nowe odsetki maksymalne, znikną z każdej listy bez wdrożenia; ten sam dzień zapisany ponownie zastępuje wcześniejszy wpis.</p>
<form method="post" action="${LAW_PAGE}" class="stack">
<input type="hidden" name="_csrf" value="${ctx.session.csrfToken}">
<p><label for="nbp-pct">Stopa referencyjna (%)</label> <input id="nbp-pct" name="pct" inputmode="decimal" required value="${form.pct ?? ''}" aria-describedby="nbp-pct-hint"> <span id="nbp-pct-hint">np. 3,50</span></p>
<p><label for="nbp-since">Obowiązuje od</label> <input id="nbp-since" name="since" type="date" required value="${form.since ?? ''}"></p>
<p><label for="nbp-source">Źródło</label> <input id="nbp-source" name="source" required maxlength="500" value="${form.source ?? ''}" aria-describedby="nbp-source-hint"> <span id="nbp-source-hint">komunikat RPP lub adres strony NBP</span></p>
<p><button type="submit">Zapisz stopę</button></p>
</form>
<h2>Stopy zapisane w konsoli</h2>
${
  recorded.length === 0
    ? html`<p>Brak: obowiązuje historia dostarczona z aplikacją.</p>`
    : scrollRegion(
        'Stopy zapisane w konsoli',
        html`<table><thead><tr><th scope="col">Od</th><th scope="col">Stopa</th><th scope="col">Źródło</th><th scope="col">Zapisano</th><th scope="col">Przez</th></tr></thead><tbody>${recorded.map((r) => html`<tr><td>${day(r.since)}</td><td>${pct(r.pct)}</td><td>${r.source}</td><td>${fmtTime(r.recordedAt)}</td><td>${r.recordedBy}</td></tr>`)}</tbody></table>`,
      )
}
<details><summary>Historia stopy referencyjnej dostarczona z aplikacją</summary>
${scrollRegion('Historia stopy referencyjnej', html`<table><thead><tr><th scope="col">Od</th><th scope="col">Stopa</th><th scope="col">Źródło</th></tr></thead><tbody>${[...NBP_REFERENCE_RATES].reverse().map((r) => html`<tr><td>${day(r.since)}</td><td>${pct(r.pct)}</td><td>${r.source}</td></tr>`)}</tbody></table>`)}
<p>Przepisy o reklamie: ${ADVERTISING_RULES.map((r) => html`od ${day(r.since)} – ${r.source}`)}.</p>
</details>`;
    return send(
      ctx.reply,
      status,
      page({ title: 'Prawo w mocy', current: LAW_PAGE, operator: operatorOf(ctx), times: recorded.length > 0, body }),
    );
  };

  app.get(LAW_PAGE, async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const saved = (request.query as Record<string, unknown>).zapisano;
    return show(
      ctx,
      200,
      typeof saved === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(saved)
        ? html`<p class="notice" role="status">Zapisano stopę obowiązującą od ${day(saved)}. Strony zostaną przeliczone w tle, listy i widżety już stosują nowe prawo.</p>`
        : null,
    );
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
      return show(
        ctx,
        400,
        html`<div class="notice" role="alert"><p>Nie zapisano stopy:</p><ul>${result.problems.map((p) => html`<li>${p}</li>`)}</ul></div>`,
        typed,
      );
    }
    await audit(storage.sql, ctx.session.operator, 'nbp-rate', `${result.rate.since} ${result.rate.pct}%`, now());
    await law.refresh();
    request.log.warn(`NBP reference rate ${result.rate.pct}% from ${result.rate.since} recorded in the console`);
    // The pages follow in the background; the lists and widgets already answer under the new law.
    void renderer?.ensure(law.today(), law.recorded());
    return reply.redirect(`${LAW_PAGE}?zapisano=${result.rate.since}`, 303);
  });
}
