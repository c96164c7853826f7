// What a component test file may change in the worker it shares with the next one (docs/development.md, Unit
// tests), and how it is put back: the document, storage, cookies, the address, listeners on the window and the
// document, timers and frames, observers, globals and prototypes, Preact's option hooks and the effects they hold.
// scripts/vitest-dom-setup.ts runs resetDom() before and after each file; scripts/vitest-dom-reset.test.ts changes
// each of these and sees it put back.
import { vi } from 'vitest';
import { h, options, render } from 'preact';
import { useEffect } from 'preact/hooks';

type Key = string | symbol;
type Snapshot = Map<Key, PropertyDescriptor>;
type Listener = [EventTarget, string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined];

interface Baseline {
  /** Own properties of the global object, of the document and navigator, and of jsdom's classes and prototypes. */
  objects: Map<object, Snapshot>;
  /** A window property's value behind Vitest's accessor (an assignment changes it, not the accessor). */
  values: Map<Key, unknown>;
  preact: Record<string, unknown>;
  href: string;
  listeners: Listener[];
  timers: Map<unknown, (handle: never) => void>;
  observers: Set<{ disconnect(): void }>;
}

const BASELINE = Symbol.for('przelewik.vitest-dom-baseline');
// Vitest's own globals, added while it runs: never ours to remove.
const VITEST_OWN = /^__vi|vitest/i;
const global = globalThis as unknown as Record<Key, unknown>;

function snapshot(object: object): Snapshot {
  const own: Snapshot = new Map();
  for (const key of Reflect.ownKeys(object)) own.set(key, Reflect.getOwnPropertyDescriptor(object, key)!);
  return own;
}

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable;

function restore(object: object, own: Snapshot, values?: Map<Key, unknown>): void {
  for (const key of Reflect.ownKeys(object)) {
    if (own.has(key) || (object === globalThis && typeof key === 'string' && VITEST_OWN.test(key))) continue;
    Reflect.deleteProperty(object, key);
  }
  for (const [key, descriptor] of own) {
    const now = Reflect.getOwnPropertyDescriptor(object, key);
    if (!now || !sameDescriptor(now, descriptor)) Reflect.defineProperty(object, key, descriptor);
    else if (values?.has(key) && descriptor.set && Reflect.get(object, key) !== values.get(key))
      Reflect.set(object, key, values.get(key));
  }
}

/** jsdom's classes (Vitest's accessors on the global object) with their prototypes, the document and navigator. */
function watchedObjects(): object[] {
  const objects: object[] = [globalThis, document, navigator];
  for (const key of Object.getOwnPropertyNames(globalThis)) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, key)!;
    if (!descriptor.get || !/^[A-Z]/.test(key)) continue;
    const value: unknown = global[key];
    if (typeof value !== 'function') continue;
    objects.push(value);
    if (typeof value.prototype === 'object' && value.prototype !== null) objects.push(value.prototype as object);
  }
  return objects;
}

/** Records what is added to these targets, so it can be removed; the wrapper is part of the baseline. */
function trackListeners(listeners: Listener[]): void {
  for (const target of [globalThis, document, document.documentElement, document.head, document.body]) {
    const add: EventTarget['addEventListener'] = target.addEventListener.bind(target);
    const tracked: EventTarget['addEventListener'] = (type, listener, how) => {
      if (listener) listeners.push([target, type, listener, how]);
      add(type, listener, how);
    };
    if (target === globalThis) global.addEventListener = tracked;
    else Object.defineProperty(target, 'addEventListener', { value: tracked, configurable: true, writable: true });
  }
}

function trackTimers(timers: Baseline['timers']): void {
  const pairs = [
    ['setTimeout', 'clearTimeout'],
    ['setInterval', 'clearInterval'],
    ['requestAnimationFrame', 'cancelAnimationFrame'],
  ] as const;
  for (const [set, clear] of pairs) {
    const start = global[set] as (...args: unknown[]) => unknown;
    const stop = global[clear] as (handle: never) => void;
    const tracked = function (this: unknown, ...args: unknown[]) {
      const handle = start.apply(this, args);
      timers.set(handle, stop);
      return handle;
    };
    // Node's setTimeout carries its promise form (util.promisify.custom): keep it.
    for (const key of Object.getOwnPropertySymbols(start)) Reflect.set(tracked, key, Reflect.get(start, key));
    global[set] = tracked;
  }
}

function trackObservers(observers: Baseline['observers']): void {
  for (const name of ['MutationObserver', 'IntersectionObserver', 'ResizeObserver']) {
    const Base = global[name] as (new (...args: never[]) => { disconnect(): void }) | undefined;
    if (typeof Base !== 'function') continue;
    global[name] = class extends Base {
      constructor(...args: never[]) {
        super(...args);
        observers.add(this);
      }
    };
  }
}

function takeBaseline(): Baseline {
  const baseline: Baseline = {
    objects: new Map(),
    values: new Map(),
    preact: { ...options },
    href: location.href,
    listeners: [],
    timers: new Map(),
    observers: new Set(),
  };
  trackListeners(baseline.listeners);
  trackTimers(baseline.timers);
  trackObservers(baseline.observers);
  global[BASELINE] = baseline;
  for (const object of watchedObjects()) baseline.objects.set(object, snapshot(object));
  for (const key of Object.getOwnPropertyNames(globalThis))
    if (Object.getOwnPropertyDescriptor(globalThis, key)!.set) baseline.values.set(key, global[key]);
  return baseline;
}

function resetDocument(href: string): void {
  (document.activeElement as HTMLElement | null)?.blur?.();
  document.getSelection()?.removeAllRanges();
  const { documentElement: html, head, body } = document;
  for (const node of [...document.childNodes]) if (node !== html && node !== document.doctype) node.remove();
  for (const node of [...html.childNodes]) if (node !== head && node !== body) node.remove();
  for (const element of [html, head, body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  head.replaceChildren();
  body.replaceChildren();
  history.replaceState(null, '', href);
  localStorage.clear();
  sessionStorage.clear();
  (global.jsdom as { cookieJar: { removeAllCookiesSync(): void } }).cookieJar.removeAllCookiesSync();
}

/**
 * Runs the effects Preact's hooks still hold. They wait for a frame the reset has cancelled, and while any wait, the
 * hooks ask for no other frame: the next file's effects would never run. A probe's effect, given a frame at once,
 * flushes the whole queue (effects of unmounted components are skipped).
 */
function flushPreactEffects(): void {
  let flush: (() => void) | undefined;
  const frame = options.requestAnimationFrame;
  options.requestAnimationFrame = (callback) => void (flush = callback);
  const Probe = () => {
    useEffect(() => {}, []);
    return null;
  };
  const root = document.createElement('div');
  render(h(Probe, null), root);
  options.requestAnimationFrame = frame;
  flush?.();
  render(null, root);
}

/** Puts the worker back as `baseline` found it. */
export function resetDom(baseline: Baseline): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const [handle, stop] of baseline.timers) stop(handle as never);
  baseline.timers.clear();
  for (const observer of baseline.observers) observer.disconnect();
  baseline.observers.clear();
  for (const [target, type, listener, how] of baseline.listeners) target.removeEventListener(type, listener, how);
  baseline.listeners.length = 0;
  resetDocument(baseline.href);
  for (const [object, own] of baseline.objects)
    restore(object, own, object === globalThis ? baseline.values : undefined);
  restorePreactOptions(baseline.preact);
  flushPreactEffects();
}

/** The worker's baseline: taken by its first component test file, before that file's code runs. */
export const domBaseline = (): Baseline => (global[BASELINE] as Baseline | undefined) ?? takeBaseline();

/** Preact's option hooks as `saved` holds them (preact/compat's and the hooks' own are installed at import). */
export function restorePreactOptions(saved: Record<string, unknown>): void {
  for (const key of Object.keys(options)) if (!(key in saved)) delete (options as Record<string, unknown>)[key];
  Object.assign(options, saved);
}
