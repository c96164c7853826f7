import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

import {
  CONSENT_EVENT,
  CONSENT_KEY,
  CONSENT_MAX_AGE_MS,
  CONSENT_REVISION,
  makeConsent,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
} from '../../contracts/consent';

/** CONSENT_KEY: localStorage key of the choice (listed in COOKIE_TABLE as necessary); CONSENT_EVENT: the window
 * event with the choice as `detail`, which the loader (a separate bundle) starts or stops features on. */
export { CONSENT_EVENT, CONSENT_KEY };
/** The stored choice's format lives in contracts/consent.ts, so the loader reads it by the same rules. */
export { CONSENT_MAX_AGE_MS, CONSENT_REVISION, makeConsent, parseConsent, serializeConsent, type ConsentChoice };
export { CONSENT_OPEN_EVENT, openCookieSettings } from './open';
import { CONSENT_OPEN_EVENT } from './open';

/**
 * CSS custom property on the root element holding the open bar's height (e.g. '132px'): the page uses it as its
 * bottom scroll padding and body padding, so a focused element scrolls clear of the bar (WCAG 2.2 focus not obscured).
 */
export const CONSENT_HEIGHT_VAR = '--pz-consent-h';

export type OptionalCategory = 'analytics' | 'marketing';
export type ConsentCategory = 'necessary' | OptionalCategory;

export type ConsentPicks = Pick<ConsentChoice, OptionalCategory>;
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;
/** One row of the cookie table, as much of it as the widget needs (the site passes COOKIE_TABLE). */
export interface ConsentCookie {
  name: string;
  category: ConsentCategory;
}

/** Reads the choice; a storage that throws (Safari private mode, blocked site data) counts as no choice. */
export function readConsent(storage: ConsentStorage | null, revision: number, now?: Date): ConsentChoice | null {
  if (!storage) return null;
  try {
    return parseConsent(storage.getItem(CONSENT_KEY), revision, now);
  } catch {
    return null;
  }
}

/** Writes the choice; false when storage is missing or throws (the widget then keeps it in memory). */
export function writeConsent(storage: ConsentStorage | null, choice: ConsentChoice): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CONSENT_KEY, serializeConsent(choice));
    return true;
  } catch {
    return false;
  }
}

/** Cookie names per category, in table order, without repeats. */
export function cookiesByCategory(cookies: readonly ConsentCookie[]): Record<ConsentCategory, string[]> {
  const out: Record<ConsentCategory, string[]> = { necessary: [], analytics: [], marketing: [] };
  for (const { name, category } of cookies) {
    const list = out[category];
    if (list && !list.includes(name)) list.push(name);
  }
  return out;
}

/** window.localStorage, or null where there is no window or touching it throws (storage blocked). */
export function defaultConsentStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The element that really has focus, looking into open shadow roots (the loader mounts widgets in one). */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export type ConsentView = 'hidden' | 'banner' | 'settings';

/**
 * How long after the bar is painted a tap on it still counts as aimed at what was under the finger before (a
 * visitor moving the amount slider when the bar slides in over it): such a tap chooses nothing, since an accidental
 * consent is no consent. Longer than a tap, shorter than anyone takes to read the bar.
 */
export const ARMING_MS = 500;

/**
 * Whether a click on the bar's choices is the visitor's choice: the keyboard's always (detail 0), a pointer's once
 * armed.
 */
export const countsAsChoice = (detail: number, armed: boolean): boolean => detail === 0 || armed;
/** What gets focus after the next render: the settings heading, the banner's settings button, or the opener. */
type FocusTarget = 'heading' | 'settingsButton' | 'return' | null;

export interface UseCookieConsentOptions {
  storage?: ConsentStorage | null | undefined;
  onChange?: ((choice: ConsentChoice) => void) | undefined;
  revision?: number | undefined;
  now?: (() => Date) | undefined;
  forceOpen?: boolean | undefined;
}

/**
 * The consent state: storage is read once in an effect (never while rendering, so the prerendered HTML, which
 * shows nothing, matches the first client render), then the banner shows only when there is no valid choice.
 * Every choice, and the stored one at start, goes to onChange and out as a window event for the loader.
 */
export function useCookieConsent({
  storage,
  onChange,
  revision = CONSENT_REVISION,
  now = () => new Date(),
  forceOpen = false,
}: UseCookieConsentOptions) {
  const [ready, setReady] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [view, setView] = useState<ConsentView>('hidden');
  const [draft, setDraft] = useState<ConsentPicks>({ analytics: false, marketing: false });
  const store = useRef<ConsentStorage | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<FocusTarget>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  // Latest props and state for handlers registered once.
  const latest = useRef({ onChange, revision, now, choice, view });
  latest.current = { onChange, revision, now, choice, view };

  const announce = useCallback((next: ConsentChoice) => {
    latest.current.onChange?.(next);
    if (typeof window !== 'undefined')
      window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: next }));
  }, []);

  const openSettings = useCallback((moveFocus = true) => {
    if (moveFocus) {
      returnTo.current = deepActiveElement();
      pendingFocus.current = 'heading';
    }
    const current = latest.current.choice;
    setDraft({ analytics: current?.analytics ?? false, marketing: current?.marketing ?? false });
    setView('settings');
  }, []);

  useEffect(() => {
    store.current = storage === undefined ? defaultConsentStorage() : storage;
    const stored = readConsent(store.current, latest.current.revision, latest.current.now());
    latest.current.choice = stored;
    setChoice(stored);
    setView(stored ? 'hidden' : 'banner');
    if (forceOpen) openSettings(false);
    setReady(true);
    if (stored) announce(stored);
    const onOpen = () => openSettings(true);
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
    // Read once: a storage passed later would not change the answer already given.
  }, []);

  useFocusRequest(pendingFocus, returnTo, headingRef, settingsButtonRef);

  const shown = ready && view === 'banner';
  const { armed, deliberate } = useArming(shown);
  usePublishedHeight(shown, bannerRef);

  const commit = useCallback(
    (picks: ConsentPicks) => {
      const next = makeConsent(picks, latest.current.revision, latest.current.now());
      // A failed write still counts for this page view: the visitor chose, we just cannot remember it.
      writeConsent(store.current, next);
      latest.current.choice = next;
      setChoice(next);
      if (latest.current.view === 'settings') pendingFocus.current = 'return';
      setView('hidden');
      announce(next);
    },
    [announce],
  );

  const closeSettings = useCallback(() => {
    const hasChoice = latest.current.choice !== null;
    pendingFocus.current = hasChoice ? 'return' : 'settingsButton';
    if (!hasChoice) returnTo.current = null;
    setView(hasChoice ? 'hidden' : 'banner');
  }, []);

  return {
    ready,
    armed,
    deliberate,
    view: ready ? view : ('hidden' as ConsentView),
    choice,
    draft,
    setPick: (category: OptionalCategory, on: boolean) => setDraft((d) => ({ ...d, [category]: on })),
    acceptAll: () => commit({ analytics: true, marketing: true }),
    rejectAll: () => commit({ analytics: false, marketing: false }),
    save: () => commit(draft),
    openSettings: () => openSettings(true),
    closeSettings,
    headingRef,
    settingsButtonRef,
    bannerRef,
  };
}

/** After each render, focuses what the last action asked for, once its target is on the page. */
function useFocusRequest(
  pendingFocus: RefObject<FocusTarget>,
  returnTo: RefObject<HTMLElement | null>,
  headingRef: RefObject<HTMLHeadingElement>,
  settingsButtonRef: RefObject<HTMLButtonElement>,
) {
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    // A render of the previous view can land first (e.g. a parent re-rendering): keep the request until its target
    // is on the page.
    if ((target === 'heading' && !headingRef.current) || (target === 'settingsButton' && !settingsButtonRef.current))
      return;
    pendingFocus.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'settingsButton') settingsButtonRef.current?.focus();
    else {
      const back = returnTo.current;
      returnTo.current = null;
      if (back?.isConnected) back.focus();
    }
  });
}

/** Whether the bar takes a pointer's tap yet, and the click-handler wrapper that asks it. */
function useArming(shown: boolean) {
  // Armed ARMING_MS after the bar's first paint (the next frame); until then a pointer's tap on it chooses nothing.
  const [armed, setArmed] = useState(false);
  const armedRef = useRef(false);
  armedRef.current = armed;
  useEffect(() => {
    if (!shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setArmed(true), ARMING_MS)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      setArmed(false);
    };
  }, [shown]);
  /** A banner button's click handler that ignores a pointer's tap before the bar is armed. */
  const deliberate = useCallback(
    (action: () => void) => (event: { detail: number }) => {
      if (countsAsChoice(event.detail, armedRef.current)) action();
    },
    [],
  );

  return { armed, deliberate };
}

// While the bar shows, publish its height for the page's scroll padding; remove it when the bar goes. The height
// comes from a ResizeObserver, which reports it after the browser's own layout and before the paint: reading it
// here, right after the bar is inserted, forced a synchronous layout of the whole page during its load. A layout
// effect, so the padding goes in the same frame as the bar.
function usePublishedHeight(shown: boolean, bannerRef: RefObject<HTMLElement>) {
  useLayoutEffect(() => {
    const bar = bannerRef.current;
    if (!shown || !bar || typeof document === 'undefined') return;
    // On both elements that read it: the site registers it as not inherited (site/app/Layout.css), so a new height
    // restyles these two, not the whole page.
    const roots = [document.documentElement, document.body];
    const publish = (height: number) =>
      roots.forEach((root) => root.style.setProperty(CONSENT_HEIGHT_VAR, `${Math.ceil(height)}px`));
    // No ResizeObserver (browsers before 2020): measure once, as the only way to know.
    if (typeof ResizeObserver === 'undefined') publish(bar.getBoundingClientRect().height);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) => {
            const entry = entries[entries.length - 1];
            // Inside the callback the layout is fresh, so reading it costs nothing (Safari before 15.4 has no
            // borderBoxSize).
            if (entry) publish(entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
          });
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      roots.forEach((root) => root.style.removeProperty(CONSENT_HEIGHT_VAR));
    };
  }, [shown]);
}
