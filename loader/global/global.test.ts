import { describe, expect, it, vi } from 'vitest';
import { windowDom } from '../env';
import {
  CONSENT_EVENT,
  CONSENT_KEY,
  CONSENT_REVISION,
  parseStoredConsent,
  type ConsentState,
} from '../../contracts/consent';
import { bootFeatures } from '../boot';
import type { FeatureContext, LoaderPlugin } from '../contract';
import { fakeEnv, heardLead, memoryStorage, parsedConfig, type FakeEnv } from '../testing/fake-env';
import { connectPage, GLOBAL_NAME } from './index';
import * as run from './run';

const BASE = 'https://static.przelewik.example/';
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const LEAD = '3f2b8c1e-9a4d-4e6b-8f00-1234567890ab';
const stored = (
  analytics: boolean,
  marketing: boolean,
  at = new Date(NOW - 1000).toISOString(),
  revision = CONSENT_REVISION,
) => JSON.stringify({ revision, necessary: true, analytics, marketing, at });

type FakeWindow = EventTarget & { [GLOBAL_NAME]?: unknown };

/** Boots with a spy plugin per consent need and wires the page as boot() does. */
function setUp(
  options: { rawConfig?: unknown; queue?: unknown; storedChoice?: string; env?: FakeEnv; lazy?: true } = {},
) {
  const win: FakeWindow = new EventTarget();
  if ('queue' in options) win[GLOBAL_NAME] = options.queue;
  const env =
    options.env ??
    fakeEnv({
      dom: windowDom(win as unknown as Window),
      local: memoryStorage(options.storedChoice ? { [CONSENT_KEY]: options.storedChoice } : {}),
    });
  const started: string[] = [];
  const seen: ConsentState[] = [];
  const spy = (name: string, consent: LoaderPlugin['consent']): LoaderPlugin => ({
    name,
    consent,
    enabled: () => true,
    load: async () => ({
      start: (ctx: FeatureContext) => {
        started.push(name);
        if (name === 'always') ctx.signals.onConsent((c) => seen.push(c));
      },
    }),
  });
  const result = bootFeatures(env, parsedConfig(options.rawConfig ?? {}, BASE), BASE, [
    spy('always', 'none'),
    spy('stats', 'analytics'),
    spy('ads', 'marketing'),
  ]);
  // As boot does: the stored choice read first (storedConsent, with its rules fetched), then the page wired.
  const stored = parseStoredConsent(env.local.get(CONSENT_KEY), env.now());
  connectPage(env, result.config, result.signals, options.lazy ? undefined : run, stored);
  return {
    env,
    win,
    result,
    started,
    seen,
    settle: async () => {
      await result.settled;
      await new Promise((r) => setTimeout(r, 0));
      await result.settled;
    },
  };
}

describe('consent sources and transitions', () => {
  it.each([
    ['nothing anywhere', {}, { analytics: false, marketing: false }, ['always']],
    [
      'pageConfig.consent',
      { rawConfig: { consent: { analytics: true } } },
      { analytics: true, marketing: false },
      ['always', 'stats'],
    ],
    [
      'the widget’s stored choice',
      { storedChoice: stored(true, true) },
      { analytics: true, marketing: true },
      ['always', 'stats', 'ads'],
    ],
    [
      'a stored choice beats pageConfig',
      { rawConfig: { consent: true }, storedChoice: stored(false, false) },
      { analytics: false, marketing: false },
      ['always', 'stats', 'ads'],
    ],
    [
      'a stored choice of an older revision is ignored',
      { storedChoice: stored(true, true, undefined, 0) },
      { analytics: false, marketing: false },
      ['always'],
    ],
    [
      'a stored choice older than 12 months is ignored',
      { storedChoice: stored(true, true, new Date(NOW - 366 * 864e5).toISOString()) },
      { analytics: false, marketing: false },
      ['always'],
    ],
    [
      'a garbage stored choice is ignored',
      { storedChoice: '{"analytics":tru' },
      { analytics: false, marketing: false },
      ['always'],
    ],
    [
      'a queued consent command',
      { queue: [['consent', { marketing: true }]] },
      { analytics: false, marketing: true },
      ['always', 'ads'],
    ],
    [
      'the last queued command wins',
      {
        queue: [
          ['consent', true],
          ['consent', { analytics: true }],
        ],
      },
      { analytics: true, marketing: false },
      ['always', 'stats', 'ads'],
    ],
  ])('%s', async (_name, options, consent, started) => {
    const page = setUp(options);
    await page.settle();
    expect(page.result.signals.consent()).toEqual(consent);
    // A feature that needs consent starts once it is given, even if it is taken back before it ran.
    expect(page.started).toEqual(started);
  });

  it('features see the final boot consent as their first, so the view counts as consented from the start', async () => {
    const page = setUp({ queue: [['consent', 'all']] });
    await page.settle();
    expect(page.seen).toEqual([{ analytics: true, marketing: true }]);
  });

  it('the widget’s window event gives, then withdraws consent; a bad event is one warning', async () => {
    const page = setUp();
    await page.settle();
    page.win.dispatchEvent(
      new CustomEvent(CONSENT_EVENT, {
        detail: {
          revision: CONSENT_REVISION,
          necessary: true,
          analytics: false,
          marketing: true,
          at: '2026-11-22T12:00:00Z',
        },
      }),
    );
    await page.settle();
    expect(page.started).toEqual(['always', 'ads']);
    page.win.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: 'whatever' }));
    page.win.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { analytics: false, marketing: false } }));
    expect(page.seen).toEqual([
      { analytics: false, marketing: false },
      { analytics: false, marketing: true },
      { analytics: false, marketing: false },
    ]);
    expect(page.env.warnings).toEqual([[`${CONSENT_EVENT}: ignored an event without a consent choice`]]);
  });

  it('a choice changed in another tab arrives through the storage event; removing it withdraws', async () => {
    const page = setUp();
    const storageEvent = (newValue: string | null) =>
      Object.assign(new Event('storage'), { key: CONSENT_KEY, newValue });
    // The stored choice's rules are fetched with the first such event (storedConsent).
    page.win.dispatchEvent(storageEvent(stored(true, false)));
    await vi.waitFor(() => expect(page.result.signals.consent()).toEqual({ analytics: true, marketing: false }));
    page.win.dispatchEvent(Object.assign(new Event('storage'), { key: 'other', newValue: null }));
    page.win.dispatchEvent(storageEvent(null));
    await vi.waitFor(() => expect(page.result.signals.consent()).toEqual({ analytics: false, marketing: false }));
  });
});

describe('window.przelewik', () => {
  it('drains the stub queue in order, then runs later pushes at once on the same array', async () => {
    const queue: unknown[] = [
      ['lead', LEAD],
      ['event', 'widget_seen', { place: 'top' }],
    ];
    const page = setUp({ queue });
    expect(page.win[GLOBAL_NAME]).toBe(queue);
    expect(queue).toHaveLength(0);
    expect(heardLead(page.result.signals)).toBe(LEAD);
    (page.win[GLOBAL_NAME] as unknown[]).push(['consent', { analytics: true }], ['event', 'cta_click']);
    expect(page.result.signals.consent()).toEqual({ analytics: true, marketing: false });
    // Events go once their checks (a chunk of their own) have arrived.
    await vi.waitFor(() => expect(page.env.requests).toHaveLength(2));
    const bodies = page.env.requests.map((r) => JSON.parse(String(r.init?.body)) as Record<string, unknown>);
    expect(bodies.map((b) => b.event)).toEqual(['widget_seen', 'cta_click']);
    // Before consent: no ids; after analytics consent: session and client ids.
    expect(bodies[0]).toEqual({
      event: 'widget_seen',
      place: 'top',
      domain: 'partner.example',
      utm_source: 'newsletter',
    });
    expect(bodies[1]).toMatchObject({ event: 'cta_click', domain: 'partner.example' });
    expect(bodies[1]?.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]?.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('creates the global when the page had none', () => {
    const page = setUp();
    expect(Array.isArray(page.win[GLOBAL_NAME])).toBe(true);
    (page.win[GLOBAL_NAME] as unknown[]).push(['consent', true]);
    expect(page.result.signals.consent()).toEqual({ analytics: true, marketing: true });
  });

  it('warns once per bad command, in either phase, and never throws', () => {
    const page = setUp({ queue: [['nope'], 'x', ['lead', 'abc'], ['consent', 'all']] });
    expect(() =>
      (page.win[GLOBAL_NAME] as unknown[]).push(['event', 'Bad Name'], null, ['event', 'call_600100200']),
    ).not.toThrow();
    expect(page.env.warnings.map((w) => String(w[0]))).toEqual([
      "przelewik.push: ignored a command: unknown command 'nope' (known: consent, event, lead)",
      "przelewik.push: ignored a command: a command is an array like ['event', 'name'], not string",
      "przelewik.push: ignored a command: 'lead' needs a UUID v4",
      "przelewik.push: ignored a command: 'event' needs a lower-case name of letters, digits and _ (at most 64)",
      "przelewik.push: ignored a command: a command is an array like ['event', 'name'], not null",
      "przelewik.push: ignored a command: 'event' name looks like personal data, which events never carry: name the action, not the person",
    ]);
    expect(JSON.stringify(page.env.warnings)).not.toContain('600100200');
    expect(page.result.signals.consent()).toEqual({ analytics: true, marketing: true });
  });

  it('without commands queued at boot, the runner comes with the first push, and pushes keep their order', async () => {
    const page = setUp({ lazy: true });
    (page.win[GLOBAL_NAME] as unknown[]).push(['consent', { analytics: true }], ['lead', LEAD], ['consent', 'all']);
    expect(page.result.signals.consent()).toEqual({ analytics: false, marketing: false });
    await vi.waitFor(() => expect(page.result.signals.consent()).toEqual({ analytics: true, marketing: true }));
    expect(heardLead(page.result.signals)).toBe(LEAD);
    expect(page.env.warnings).toEqual([]);
  });

  it('leaves a global it does not own alone, with one warning', () => {
    const theirs = { push: () => 'theirs' };
    const page = setUp({ queue: theirs });
    expect(page.win[GLOBAL_NAME]).toBe(theirs);
    expect(page.env.warnings).toEqual([[`window.${GLOBAL_NAME} is not an array: its commands are not read`]]);
  });

  it('a frozen queue cannot be drained: one warning, the page goes on', () => {
    const page = setUp({ queue: Object.freeze([['consent', true]]) });
    expect(page.env.warnings).toHaveLength(1);
    expect(String(page.env.warnings[0]?.[0])).toContain('could not be set up');
  });
});
