// The loader's error reporter, in its own chunk with a stable name (dist/loader/report.js?v=BUILD_ID), so a
// partner's host-based CSP can allow it by path (docs/partners.md, "Loader errors"). A feature that fails on a page
// is reported once per page load, and only for a sample of page loads (LOADER_ERROR_SAMPLE_RATE, set by the
// operator at build): the loader version, the feature, the error's class, the partner id and the page's host
// name. Never the error's message, the page's address or query, or anything about the visitor.
import type { EventBody } from '../../contracts/event';
import { cleanPartnerId, PARTNER_ID_FIELD } from '../../contracts/partner-id';
import type { FeatureContext } from '../contract';
import { sendEvent } from '../events/client';

export const LOADER_ERROR_EVENT = 'loader_error';
/** Without LOADER_ERROR_SAMPLE_RATE: one page load in ten that fails reports it. */
export const DEFAULT_SAMPLE_RATE = 0.1;

/** The build's LOADER_ERROR_SAMPLE_RATE, put in by Rollup (rollup.config.mjs); none outside a build. */
const RATE_SETTING: string | undefined =
  typeof __LOADER_ERROR_SAMPLE_RATE__ === 'undefined' ? undefined : __LOADER_ERROR_SAMPLE_RATE__;

/** LOADER_ERROR_SAMPLE_RATE: a share from 0 to 1; anything else is the default. */
export function sampleRate(raw: string | undefined): number {
  const rate = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
}

/** The error's class ('TypeError', 'SyntaxError'), never its message (a failed import names the page's address). */
export function errorClass(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  return /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name) ? name : 'Error';
}

/** The report's body: no context but the page's host name (no referrer, no utm_*, no ids). */
export function reportBody(
  feature: string,
  error: unknown,
  partnerId: string | undefined,
  rate: number,
  href: string,
): EventBody {
  const body: EventBody = {
    event: LOADER_ERROR_EVENT,
    loader_version: __BUILD_ID__,
    feature: feature.slice(0, 64),
    error_class: errorClass(error),
    sample_rate: rate,
  };
  const partner = cleanPartnerId(partnerId);
  if (partner) body[PARTNER_ID_FIELD] = partner;
  try {
    body.domain = new URL(href).hostname;
  } catch {
    /* no host: none sent */
  }
  return body;
}

let done = false;

/** Reports the first failure of this page load, for a sampled share of page loads; true when a report went. */
export function report(
  ctx: Pick<FeatureContext, 'env' | 'config'>,
  feature: string,
  error: unknown,
  rate = sampleRate(RATE_SETTING),
): boolean {
  if (done) return false;
  done = true;
  const { env } = ctx;
  if (!(env.random() < rate)) return false;
  void sendEvent(env, ctx.config.hosts.events, reportBody(feature, error, env.scriptData?.affId, rate, env.href));
  return true;
}

/** Tests: a new page load. */
export function resetForTests(): void {
  done = false;
}
