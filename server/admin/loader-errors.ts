// The console's page of loader errors (/admin/bledy-loadera/): what failed on partner pages in the last 28 days,
// by partner and feature, from the sampled reports the loader sends (loader/report/index.ts), so the operator can
// tell a partner what broke. A report carries the loader version, the feature, the error's class, the partner id,
// the page's host name and the sample rate; the estimate of page loads divides each report by its rate.
import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../storage/sql';
import { fmtTime, html, page, scrollRegion } from '../web/html';
import type { Authed, ConsoleContext } from './context';
import { PARTNER_ID_FIELD } from '../../contracts/partner-id';

export const LOADER_ERRORS_PAGE = '/admin/bledy-loadera/';
export const LOADER_ERROR_DAYS = 28;
const MAX_ROWS = 50_000;

export interface LoaderErrorGroup {
  partner: string;
  feature: string;
  reports: number;
  /** Page loads with this failure, estimated: each report counts 1 / its sample rate. */
  estimated: number;
  errorClasses: string[];
  versions: string[];
  domains: string[];
  lastAt: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The reports since `since`, grouped by partner (its id, else „bez identyfikatora”) and feature, most reports first.
 */
export async function loaderErrorGroups(sql: SqlRunner, since: Date): Promise<LoaderErrorGroup[]> {
  const rows = await sql.all<{ received_at: string; domain: string | null; data: string }>(
    "SELECT received_at, domain, data FROM events WHERE event = 'loader_error' AND received_at >= ? ORDER BY received_at DESC LIMIT ?",
    [since.toISOString(), MAX_ROWS],
  );
  const groups = new Map<
    string,
    LoaderErrorGroup & { classes: Set<string>; versionSet: Set<string>; domainSet: Set<string> }
  >();
  for (const row of rows) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(row.data) as Record<string, unknown>;
    } catch {
      continue;
    }
    const partner = text(data[PARTNER_ID_FIELD]) ?? 'bez identyfikatora';
    const feature = text(data.feature) ?? 'nieznana';
    const rate =
      typeof data.sample_rate === 'number' && data.sample_rate > 0 && data.sample_rate <= 1 ? data.sample_rate : 1;
    const key = `${partner}\u0000${feature}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        partner,
        feature,
        reports: 0,
        estimated: 0,
        errorClasses: [],
        versions: [],
        domains: [],
        lastAt: row.received_at,
        classes: new Set(),
        versionSet: new Set(),
        domainSet: new Set(),
      };
      groups.set(key, group);
    }
    group.reports += 1;
    group.estimated += 1 / rate;
    if (row.received_at > group.lastAt) group.lastAt = row.received_at;
    const errorClass = text(data.error_class);
    if (errorClass) group.classes.add(errorClass);
    const version = text(data.loader_version);
    if (version) group.versionSet.add(version);
    if (row.domain) group.domainSet.add(row.domain);
  }
  return [...groups.values()]
    .map(({ classes, versionSet, domainSet, ...group }) => ({
      ...group,
      estimated: Math.round(group.estimated),
      errorClasses: [...classes].sort(),
      versions: [...versionSet].sort(),
      domains: [...domainSet].sort(),
    }))
    .sort(
      (a, b) => b.reports - a.reports || a.partner.localeCompare(b.partner, 'pl') || a.feature.localeCompare(b.feature),
    );
}

const reportsWord = (n: number): string =>
  n === 1 ? 'zgłoszenie' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'zgłoszenia' : 'zgłoszeń';

export async function loaderErrorPages(
  app: FastifyInstance,
  { storage, now, send }: ConsoleContext,
  authed: Authed,
): Promise<void> {
  app.get(LOADER_ERRORS_PAGE, async (request, reply) => {
    const ctx = await authed(request, reply);
    if (!ctx) return reply;
    const since = new Date(now().getTime() - LOADER_ERROR_DAYS * 86_400_000);
    const groups = await loaderErrorGroups(storage.sql, since);
    const total = groups.reduce((sum, g) => sum + g.reports, 0);
    const body = html`<p>Funkcje loadera, które zawiodły na stronach partnerów w ostatnich ${String(LOADER_ERROR_DAYS)} dniach: ${String(total)} ${reportsWord(total)}. Strona zgłasza najwyżej jeden błąd na wczytanie i tylko w wylosowanej części wczytań (LOADER_ERROR_SAMPLE_RATE), więc „wczytań z błędem” to szacunek. Zgłoszenie nie zawiera adresu strony, treści błędu ani danych odwiedzającego.</p>
${
  groups.length === 0
    ? html`<p>Brak zgłoszeń.</p>`
    : scrollRegion(
        'Błędy loadera według partnera i funkcji',
        html`<table><thead><tr><th scope="col">Partner</th><th scope="col">Funkcja</th><th scope="col">Zgłoszenia</th><th scope="col">Wczytań z błędem (szacunek)</th><th scope="col">Rodzaj błędu</th><th scope="col">Wersja loadera</th><th scope="col">Domeny</th><th scope="col">Ostatnie</th></tr></thead><tbody>${groups.map(
          (g) =>
            html`<tr><td>${g.partner}</td><td>${g.feature}</td><td>${String(g.reports)}</td><td>${String(g.estimated)}</td><td>${g.errorClasses.join(', ')}</td><td>${g.versions.join(', ')}</td><td>${g.domains.join(', ')}</td><td>${fmtTime(g.lastAt)}</td></tr>`,
        )}</tbody></table>`,
      )
}`;
    return send(
      reply,
      200,
      page({
        title: 'Błędy loadera',
        current: LOADER_ERRORS_PAGE,
        operator: { email: ctx.session.operator.email, csrfToken: ctx.session.csrfToken },
        times: groups.length > 0,
        body,
      }),
    );
  });
}
