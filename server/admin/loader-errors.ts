// The console's page of loader errors (/admin/bledy-loadera/): what failed on partner pages in the last 28 days,
// by partner and feature, from the sampled reports the loader sends (loader/report/index.ts), so the operator can
// tell a partner what broke. A report carries the loader version, the feature, the error's class, the partner id,
// the page's host name and the sample rate; the estimate of page loads divides each report by its rate.
import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../storage/sql';
import { operatorOf, type Authed, type ConsoleContext } from './context';
import { loaderErrorsPage, type LoaderErrorGroup } from './views/field-reports';
import { PARTNER_ID_FIELD } from '../../contracts/partner-id';

export const LOADER_ERRORS_PAGE = '/admin/bledy-loadera/';
export const LOADER_ERROR_DAYS = 28;
const MAX_ROWS = 50_000;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The reports since `since`, grouped by partner (its id, else „bez identyfikatora”) and feature, most reports first.
 */
export async function loaderErrorGroups(sql: SqlRunner, since: Date): Promise<LoaderErrorGroup[]> {
  const rows = await sql.all<{ received_at: string; domain: string | null; data: string }>(
    `SELECT received_at, domain, data FROM events
     WHERE event = 'loader_error' AND received_at >= ?
     ORDER BY received_at DESC LIMIT ?`,
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
    return send(
      reply,
      200,
      loaderErrorsPage({ operator: operatorOf(ctx), current: LOADER_ERRORS_PAGE, days: LOADER_ERROR_DAYS, groups }),
    );
  });
}
