// The few calls we make on Amplitude, behind the personal-data guard. Kept apart from the SDK so the rules
// (user id from the lead, what may be sent) are tested in Node with a recording client.
import { scrubProperties, safeEventName, type CleanValue } from '../../personal-data';

/** SPEC §3: the analytics user id is the lead id with dashes removed. */
export const analyticsUserId = (leadId: string): string => leadId.replace(/-/g, '');

/** The part of an Amplitude client we use. */
export interface AnalyticsClient {
  track(eventName: string, eventProperties?: Record<string, unknown>): unknown;
  setUserId(userId: string | undefined): void;
  setOptOut(optOut: boolean): void;
}

export interface Tracker {
  /** Logs an event by name and properties; personal data is removed first, an unsafe name refuses the event. */
  track(name: unknown, properties?: unknown): boolean;
  /** Sets the user id from a lead id (UUID v4, dashes removed, SPEC §3). */
  setLead(leadId: string): void;
  /** Follows the visitor's analytics consent: withdrawn, nothing more is sent (the SDK's opt-out). */
  setConsent(analytics: boolean): void;
}

export function createTracker(client: AnalyticsClient, warn: (...args: unknown[]) => void): Tracker {
  let userId: string | undefined;
  let allowed = true;
  return {
    track(name, properties) {
      if (!allowed) return false;
      const event = safeEventName(name);
      if (!event) {
        warn('analytics: event refused: its name is missing, too long or looks like personal data');
        return false;
      }
      const { properties: clean, removed } = scrubProperties(properties);
      // Names only, never values: the warning itself must not leak what was removed.
      if (removed.length > 0)
        warn(`analytics: removed from "${event}" (personal data or over the limits): ${removed.join(', ')}`);
      client.track(event, clean as Record<string, CleanValue>);
      return true;
    },
    setLead(leadId) {
      const id = analyticsUserId(leadId);
      if (id === userId) return;
      userId = id;
      client.setUserId(id);
    },
    setConsent(analytics) {
      if (analytics === allowed) return;
      allowed = analytics;
      client.setOptOut(!analytics);
    },
  };
}
