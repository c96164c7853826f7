// The events client (SPEC §7): POST {events host}/api/event, JSON, keep-alive; returns the answer's JSON,
// or an error value. It never throws.
import type { EventBody, EventScalar } from '../../contracts/event';
import { CONTEXT_FIELDS, EVENT_PATH } from '../../contracts/event-fields';
import { err, ok, type Result } from '../../contracts/result';
import type { Env } from '../env';

export interface EventContext {
  session_id?: string;
  client_id?: string;
  domain?: string;
  referer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
}

/** Builds the body: the caller's data, then the context fields (which win over same-named data). */
export function eventBody(
  event: string,
  data: Record<string, EventScalar | undefined>,
  context: EventContext,
): EventBody {
  const body: EventBody = { ...data, event };
  for (const key of CONTEXT_FIELDS) {
    const value = context[key];
    if (value) body[key] = value;
  }
  return body;
}

/** The error of an event given up on a busy server: callers drop it without a warning. */
export const SERVER_BUSY = 'server busy';

/**
 * POSTs one event. A 503 with a Retry-After of at most 30 s is tried once more after that wait; a second 503,
 * a longer or missing Retry-After, or a page closed meanwhile loses the event, quietly (SERVER_BUSY).
 */
export async function sendEvent(
  env: Env,
  eventsHost: string,
  body: EventBody,
  retried = false,
): Promise<Result<unknown>> {
  if (!env.fetch) return err('no fetch');
  try {
    const response = await env.fetch(eventsHost + EVENT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // Lets the request outlive the page, so a view right before leaving is still counted.
      keepalive: true,
      credentials: 'omit',
    });
    // The retry's rule is a chunk of its own (retry.ts), fetched only when a 503 arrives.
    if (response.status === 503) {
      const busy = err(SERVER_BUSY);
      return retried
        ? busy
        : // The wait needs the page's timers, a later capability (env.more): fetched with the rule, in parallel.
          Promise.all([import('./retry'), env.more?.()]).then(
            ([retry]) => retry.afterBusy(env, response, () => sendEvent(env, eventsHost, body, true), busy),
            () => busy,
          );
    }
    const text = await response.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* a plain-text answer is returned as text */
    }
    return response.ok ? ok(json) : err(`HTTP ${response.status}`);
  } catch (error) {
    return err(error instanceof Error ? error.message : String(error));
  }
}
