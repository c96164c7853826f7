// The partner API's types: what a partner's own TypeScript sees of window.przelewik and of the widget events.
// Type declarations only: the build publishes this file's text as it is (after this header, without its type
// imports) in /przelewik.d.ts, where site/partner-types.ts declares what they import (the widget names and the
// widgets' data-* attributes, read from the loader's own option parsing). public-api.test.ts holds these types to
// the loader's implementation and to docs/partners.md.
import type { WidgetName as PrzelewikWidgetName } from './features/mount/props';

/**
 * Your visitor's consent: each category, or all (`true`, `'all'`) or none (`false`, `'none'`). A missing category is
 * `false`.
 */
export type PrzelewikConsent = boolean | 'all' | 'none' | { analytics?: boolean; marketing?: boolean };

/** A flat property value of your own event. */
export type PrzelewikEventValue = string | number | boolean | null;

/**
 * A command for `window.przelewik.push(…)`:
 * - `['consent', consent]`: your visitor's answer from your own consent tool; push again whenever it changes;
 * - `['event', name, props?]`: an event of your own (`name`: a lower-case letter, then letters, digits, `_`, at most
 *   64; `props`: flat, at most 20, a string at most 500 characters; never personal data);
 * - `['lead', id]`: the lead id (UUID v4, with or without dashes) your own form got back.
 *
 * A bad command is skipped with one console warning; nothing is thrown into your page.
 */
export type PrzelewikCommand =
  | readonly ['consent', PrzelewikConsent]
  | readonly ['event', string]
  | readonly ['event', string, Readonly<Record<string, PrzelewikEventValue>>]
  | readonly ['lead', string];

/**
 * The loader's one public name, `window.przelewik`: a command queue. Paste `window.przelewik = window.przelewik || [];`
 * and push commands at any time; they run in order once the loader has booted, at once after that.
 */
export interface Przelewik extends Array<PrzelewikCommand> {
  push(...commands: PrzelewikCommand[]): number;
  /**
   * Mounts the widget of a `data-widget` element the loader cannot see (inside your framework's shadow root).
   * There once the loader has booted. True when it was taken; false when already mounted or not a widget element.
   */
  mount?(element: Element): boolean;
  /** Unmounts a widget mounted on this element. There once the loader has booted. True when one was unmounted. */
  unmount?(element: Element): boolean;
}

/** What a widget tells your page in its `przelewik:widget` event. */
export type PrzelewikWidgetEventType = 'mount' | 'unmount' | 'lead' | 'phone' | 'card';

/** `event.detail` of `przelewik:widget`: never personal data (no phone, no card number, no lead field). */
export interface PrzelewikWidgetEventDetail {
  /** The widget's `data-widget` name. */
  widget: PrzelewikWidgetName;
  type: PrzelewikWidgetEventType;
  sub1?: string;
  sub2?: string;
  sub3?: string;
  sub4?: string;
  sub5?: string;
  /** `card` only: the payment operator's single-use token, for your server's order. */
  token?: string;
  /** `card` only: the payment operator (`payu`). */
  operator?: string;
}

/**
 * The `przelewik:widget` event each widget dispatches on its element; it bubbles to your document.
 * @public for partners' code: the published definitions (site/partner-types.ts) name it
 */
export type PrzelewikWidgetEvent = CustomEvent<PrzelewikWidgetEventDetail>;
