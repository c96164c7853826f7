// Feature "abandoned" (SPEC §4, §7, §8, §9): abandoned-visit capture. Skipped while its cookie is 1. Otherwise it
// waits for the lead id (from the page, or from the hidden lead frame's `cc` message); with none after 5000 ms it
// rejects with 'no lead in pixel'. With one it posts form data to {leadgen}/webhook and sets the cookie for a day.
// Errors are only logged. Consent: 'marketing' (the cookie and the follow-up it enables are marketing; the
// cookie policy lists przelewik_av under marketing).
import { FRAME_WAIT_MS } from '../../../contracts/lead-frame';
import { DEFAULT_STATE_TYPE, WEBHOOK_PATH, webhookForm, type WebhookPayload } from '../../../contracts/webhook';
import type { Env, Timers } from '../../env';
import type { FeatureContext, LoaderSignals } from '../../contract';

/** The cookie that marks today's capture as done (site/content/legal.ts lists it). */
export const ABANDONED_COOKIE = 'przelewik_av';
/** SPEC §9: the cookie lives 1 day by default. */
export const ABANDONED_COOKIE_DAYS = 1;
/** SPEC §4, §8: the rejection when no lead id arrives in time, word for word. */
export const NO_LEAD = 'no lead in pixel';

/**
 * The value of one cookie in a document.cookie string, or null. Not contracts/cookie-jar.ts: this chunk shares no
 * module with the traffic and erasure chunks but the core, and that helper measured 183 B gzip as a chunk of its own
 * (one more request here) or 89 B in core.js on every page before consent.
 */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Resolves with the first lead id the signals carry; rejects with Error('no lead in pixel') after `ms`. */
export function waitForLead(
  signals: Pick<LoaderSignals, 'onLead'>,
  timers: Timers,
  ms: number = FRAME_WAIT_MS,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let done = false;
    const timer = timers.set(() => {
      done = true;
      reject(new Error(NO_LEAD));
    }, ms);
    signals.onLead((leadId) => {
      if (done) return;
      done = true;
      timers.clear(timer);
      resolve(leadId);
    });
  });
}

/** Posts the webhook as form data (multipart, what FormData gives); never throws. */
export async function postWebhook(
  env: Env,
  leadgenHost: string,
  payload: WebhookPayload,
): Promise<{ ok: true } | { ok: false; error: string }> {
  if (!env.fetch) return { ok: false, error: 'no fetch' };
  const form = new FormData();
  for (const [name, value] of webhookForm(payload)) form.append(name, value);
  try {
    const response = await env.fetch(leadgenHost + WEBHOOK_PATH, {
      method: 'POST',
      body: form,
      credentials: 'omit',
      keepalive: true,
    });
    return response.ok ? { ok: true } : { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The whole capture; resolves when done, rejects only with 'no lead in pixel'. */
export async function captureAbandonedVisit({
  env,
  config,
  signals,
}: FeatureContext): Promise<'skipped' | 'sent' | 'failed'> {
  if (cookieValue(env.cookies.read(), ABANDONED_COOKIE) === '1') return 'skipped';
  const leadId = await waitForLead(signals, env.timers);
  const settings = config.abandoned;
  const result = await postWebhook(env, config.hosts.leadgen, {
    leadId,
    stateType: settings?.stateType ?? DEFAULT_STATE_TYPE,
    extra: settings?.extra ?? {},
  });
  if (!result.ok) {
    env.error('abandoned-visit webhook failed:', result.error);
    return 'failed';
  }
  env.cookies.write(`${ABANDONED_COOKIE}=1; Max-Age=${ABANDONED_COOKIE_DAYS * 86400}; Path=/; SameSite=Lax`);
  return 'sent';
}

export function start(ctx: FeatureContext): void {
  // Not awaited: waiting up to 5 s for a lead must not hold back the features after this one.
  captureAbandonedVisit(ctx).catch((error: unknown) =>
    ctx.env.warn('abandoned visit:', error instanceof Error ? error.message : error),
  );
}
