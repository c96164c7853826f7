// Feature "pageview": records one page view per page load (POST /api/event).
import { EVENTS } from '../../events/catalogue';
import { eventBody, sendEvent, type EventContext } from '../../events/client';
import { currentIds } from '../../ids/ids';
import type { FeatureContext } from '../../plugins';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** The event context for this page: ids, host, referrer and the utm_* parameters of its URL. */
export function pageContext(href: string, referrer: string, ids: { sessionId: string; clientId: string }): EventContext {
  const url = new URL(href);
  const context: EventContext = { session_id: ids.sessionId, client_id: ids.clientId, domain: url.hostname };
  if (referrer) context.referer = referrer;
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) context[key] = value.slice(0, 200);
  }
  return context;
}

export async function start({ env, config }: FeatureContext): Promise<void> {
  const ids = currentIds(env);
  const url = new URL(env.href);
  const body = eventBody(EVENTS.pageView, { path: url.pathname }, pageContext(env.href, env.referrer, ids));
  const result = await sendEvent(env, config.hosts.events, body);
  if (!result.ok) env.warn('page view not recorded:', result.error);
}
