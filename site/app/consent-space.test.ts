import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, CONSENT_MAX_AGE_MS, CONSENT_REVISION, parseStoredConsent } from '../../contracts/consent';
import { headScript, renderDocument } from '../document';
import { consentSpaceScript } from './consent-space';
import { asksForConsent, CONSENT_SPACE_CLASS } from './consent-mark';

const NOW = Date.parse('2026-11-28T12:00:00Z');

/** Runs the head script against a stored value (or storage that throws); true when it kept the banner's place. */
function keepsSpace(stored: string | null | Error): boolean {
  const classes = new Set<string>();
  const storage = {
    getItem(key: string) {
      if (stored instanceof Error) throw stored;
      return key === CONSENT_KEY ? stored : null;
    },
  };
  const doc = {
    documentElement: {
      classList: { add: (name: string) => classes.add(name), contains: (name: string) => classes.has(name) },
    },
  };
  const clock = { now: () => NOW, parse: (text: string) => Date.parse(text) };
  new Function('localStorage', 'document', 'Date', consentSpaceScript())(storage, doc, clock);
  // What the client reads to preload the banner's chunks (late-islands.ts), the same mark Layout.css draws from.
  expect(asksForConsent(doc as unknown as Document)).toBe(classes.has(CONSENT_SPACE_CLASS));
  return classes.has(CONSENT_SPACE_CLASS);
}

const choice = (fields: Record<string, unknown>) =>
  JSON.stringify({
    revision: CONSENT_REVISION,
    necessary: true,
    analytics: false,
    marketing: true,
    at: new Date(NOW - 1000).toISOString(),
    ...fields,
  });

describe('the head script that keeps the cookie bar’s place', () => {
  it.each([
    ['nothing stored', null, true],
    ['storage that throws', new Error('SecurityError'), true],
    ['not JSON', '{', true],
    ['JSON null', 'null', true],
    ['a number', '3', true],
    ['a list', '[1]', true],
    ['a valid choice', choice({}), false],
    ['a newer revision', choice({ revision: CONSENT_REVISION + 1 }), false],
    ['an older revision', choice({ revision: CONSENT_REVISION - 1 }), true],
    ['a revision that is no integer', choice({ revision: CONSENT_REVISION + 0.5 }), true],
    ['a revision as text', choice({ revision: String(CONSENT_REVISION) }), true],
    ['necessary not true', choice({ necessary: 'true' }), true],
    ['analytics not a boolean', choice({ analytics: 1 }), true],
    ['marketing missing', choice({ marketing: undefined }), true],
    ['no date', choice({ at: undefined }), true],
    ['a date that is no date', choice({ at: 'wczoraj' }), true],
    ['a date as a number', choice({ at: NOW }), true],
    ['exactly twelve months old', choice({ at: new Date(NOW - CONSENT_MAX_AGE_MS).toISOString() }), false],
    ['older than twelve months', choice({ at: new Date(NOW - CONSENT_MAX_AGE_MS - 1000).toISOString() }), true],
  ])('%s', (_, stored, expected) => {
    expect(keepsSpace(stored)).toBe(expected);
    if (typeof stored === 'string' || stored === null)
      expect(keepsSpace(stored)).toBe(parseStoredConsent(stored, NOW) === undefined);
  });

  it('agrees with the loader’s reading of the stored choice on any stored text', () => {
    const field = fc.oneof(
      fc.boolean(),
      fc.integer({ min: -1, max: CONSENT_REVISION + 2 }),
      fc.string(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const date = fc
      .integer({ min: NOW - 2 * CONSENT_MAX_AGE_MS, max: NOW + 1e9 })
      .map((time) => new Date(time).toISOString());
    const stored = fc.oneof(
      fc
        .record({ revision: field, necessary: field, analytics: field, marketing: field, at: fc.oneof(date, field) })
        .map((value) => JSON.stringify(value)),
      fc
        .record({
          revision: fc.constant(CONSENT_REVISION),
          necessary: fc.constant(true),
          analytics: fc.boolean(),
          marketing: fc.boolean(),
          at: date,
        })
        .map((value) => JSON.stringify(value)),
      fc.string(),
    );
    fc.assert(fc.property(stored, (text) => keepsSpace(text) === (parseStoredConsent(text, NOW) === undefined)));
  });

  it('runs in the head of every page, before the page’s CSS and scripts', () => {
    const html = renderDocument({
      head: { title: 'T', description: '' },
      path: '/',
      pageKey: 'home',
      body: '<main></main>',
      siteCss: 'body{}',
      pageCss: '',
      data: null,
      runtime: { apiBase: '' },
      clientScript: '/assets/site.js',
      preloads: [],
      canonical: true,
    });
    expect(headScript().startsWith(consentSpaceScript())).toBe(true);
    const at = html.indexOf(`<script>${headScript()}</script>`);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.indexOf('<style'));
    expect(at).toBeLessThan(html.indexOf('</head>'));
  });
});
