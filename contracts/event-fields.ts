// POST {events host}/api/event (SPEC §7): its path and the context's field names, the part of the event format
// (event.ts) the loader's core builds events with; the body's checks stay in event.ts, outside the core.

export const EVENT_PATH = '/api/event';

/** The page's attribution as every message carries it (SPEC §3: events, the push token record). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** The fields every event carries besides the caller's data (SPEC §3, "Event payload"). */
export const CONTEXT_FIELDS = [...UTM_FIELDS, 'session_id', 'client_id', 'domain', 'referer'] as const;
export type ContextField = (typeof CONTEXT_FIELDS)[number];
