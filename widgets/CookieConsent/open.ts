// How a page asks the mounted cookie widget to open its settings: a window event. A module of its own, so a page
// can offer the footer's button without loading the widget's code.

/** Window event the mounted widget listens to, to open its settings (the footer's „Ustawienia cookies”). */
export const CONSENT_OPEN_EVENT = 'przelewik:consent-open';

/** Opens the mounted widget's settings (the footer's „Ustawienia cookies” button calls this). */
export function openCookieSettings(
  target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  target?.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
