import { describe, expect, it } from 'vitest';
import { allows, type ConsentNeed, type ConsentState } from '../../contracts/consent';
import { bootFeatures } from '../../loader/boot';
import { LOADER_STORED_KEYS, type StoredKey } from '../../loader/stored-keys';
import { fakeEnv, memoryCookies, memoryStorage, parsedConfig } from '../../loader/testing/fake-env';
import { SITE_STORED_KEYS } from '../stored-keys';
import { CONSENT_COOKIES, COOKIE_TABLE, TEXT_NAMES, type CookieCategory } from './consent-cookies';

const DECLARED: readonly StoredKey[] = [...LOADER_STORED_KEYS, ...SITE_STORED_KEYS];
const CATEGORY_OF_NEED: Record<ConsentNeed, CookieCategory> = {
  none: 'necessary',
  analytics: 'analytics',
  marketing: 'marketing',
};
const STRICTNESS: Record<ConsentNeed, number> = { none: 0, analytics: 1, marketing: 1 };

/**
 * The category a key belongs under: the weakest consent any code writes it with. A key written with no consent
 * anywhere is necessary (e.g. leadId: the registration stores it; on partner pages it also needs marketing).
 */
function expectedCategories(): Map<string, { category: CookieCategory; kind: string; writers: string[] }> {
  const out = new Map<string, { need: ConsentNeed; kind: string; writers: string[] }>();
  for (const key of DECLARED) {
    // A name may be a cookie and a storage key at once (the FingerprintJS agent keeps its ids in both): one row each.
    const seen = out.get(`${key.kind} ${key.name}`);
    if (!seen) out.set(`${key.kind} ${key.name}`, { need: key.need, kind: key.kind, writers: [key.writer] });
    else {
      if (key.need !== seen.need && STRICTNESS[key.need] === STRICTNESS[seen.need]) {
        throw new Error(
          `${key.name} is written under analytics consent by one part and marketing consent by another: pick one`,
        );
      }
      if (STRICTNESS[key.need] < STRICTNESS[seen.need]) seen.need = key.need;
      seen.writers.push(key.writer);
    }
  }
  return new Map(
    [...out].map(([name, v]) => [name, { category: CATEGORY_OF_NEED[v.need], kind: v.kind, writers: v.writers }]),
  );
}

describe('the cookie table matches the code', () => {
  it('lists every key the code declares, under the category of the consent it is written with, and nothing else', () => {
    const expected = expectedCategories();
    const table = new Map(COOKIE_TABLE.map((c) => [`${c.kind} ${c.name}`, c]));
    expect(table.size, 'each key once').toBe(COOKIE_TABLE.length);
    for (const [name, want] of expected) {
      const row = table.get(name);
      expect(
        row,
        `${name} (written by ${want.writers.join(', ')}) is missing from site/content/consent-cookies.ts`,
      ).toBeDefined();
      expect(row?.category, `${name}: written under "${want.category}" by ${want.writers.join(', ')}`).toBe(
        want.category,
      );
      expect(row?.kind, `${name}: storage kind`).toBe(want.kind);
    }
    for (const name of table.keys())
      expect(expected.has(name), `${name} is in the table but no code declares writing it`).toBe(true);
  });

  it('is what the banner lists in its settings, and every key has its purpose and lifetime', () => {
    expect(CONSENT_COOKIES.map(({ name, kind, category }) => ({ name, kind, category }))).toEqual(
      COOKIE_TABLE.map(({ name, kind, category }) => ({ name, kind, category })),
    );
    expect([...TEXT_NAMES].sort()).toEqual([...new Set(CONSENT_COOKIES.map((c) => c.name))].sort());
  });

  it('has the lifetimes the code enforces', () => {
    const by = (name: string) => COOKIE_TABLE.find((c) => c.name === name)!;
    expect(by('leadId').maxAgeSeconds).toBe(180 * 86_400);
    expect(by('fgPro').maxAgeSeconds).toBe(30 * 86_400);
    expect(by('sbjs_current').maxAgeSeconds).toBe(180 * 86_400);
  });
});

// The loader run for real (bootFeatures with every feature of plugins.ts) against fake storage and cookies, under
// each consent: every key it writes must be declared, and declared under a consent that this state allows.
const MAIN = 'https://przelewik.example';
const LEAD = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const STATES: [string, ConsentState][] = [
  ['no consent', { analytics: false, marketing: false }],
  ['analytics only', { analytics: true, marketing: false }],
  ['marketing only', { analytics: false, marketing: true }],
  ['all', { analytics: true, marketing: true }],
];

interface Written {
  name: string;
  kind: 'cookie' | 'localStorage' | 'sessionStorage';
}

async function runLoader(href: string, consent: ConsentState): Promise<Written[]> {
  const written: Written[] = [];
  const local = memoryStorage();
  const session = memoryStorage();
  const cookies = memoryCookies();
  const env = fakeEnv({ href, referrer: 'https://www.google.com/' });
  env.local = { ...local, set: (k, v) => (written.push({ name: k, kind: 'localStorage' }), local.set(k, v)) };
  env.session = { ...session, set: (k, v) => (written.push({ name: k, kind: 'sessionStorage' }), session.set(k, v)) };
  env.cookies = {
    read: cookies.read,
    write: (cookie) => {
      const deletion = /expires=Thu, 01 Jan 1970|max-age=0/i.test(cookie);
      if (!deletion) written.push({ name: cookie.slice(0, cookie.indexOf('=')).trim(), kind: 'cookie' });
      return cookies.write(cookie);
    },
  };
  const result = bootFeatures(
    env,
    parsedConfig({ mainHost: MAIN, leadgenHost: MAIN }, `${MAIN}/`),
    `${MAIN}/`,
    undefined,
    consent,
    // The whole registry, as the core fetches it with a consent beyond 'none'.
    () => import('../../loader/plugins').then((registry) => registry.PLUGINS),
  );
  await result.settled;
  // Features that wait for a signal (abandoned waits for the lead) finish on later turns.
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return written;
}

describe('what the loader really writes, under each consent', () => {
  for (const [label, consent] of STATES) {
    for (const href of [
      `${MAIN}/offers/?lead_id=${LEAD}&utm_source=fb`,
      `https://partner.example/blog/?lead_id=${LEAD}&utm_source=fb`,
    ]) {
      it(`${label} on ${new URL(href).host}: only declared keys, each allowed by this consent`, async () => {
        const written = await runLoader(href, consent);
        for (const w of written) {
          const declared = DECLARED.filter((d) => d.name === w.name && d.kind === w.kind);
          expect(
            declared.length,
            `${w.kind} ${w.name} is written but not declared in loader/stored-keys.ts`,
          ).toBeGreaterThan(0);
          expect(
            declared.some((d) => allows(consent, d.need)),
            `${w.name} is written under ${label} but declared as needing ${declared.map((d) => d.need).join('/')}`,
          ).toBe(true);
        }
        // The run is real: with everything allowed, each kind of storage the loader uses shows up.
        if (consent.analytics && consent.marketing) {
          const names = new Set(written.map((w) => w.name));
          for (const name of ['client_id', 'session_id', 'sbjs_current', 'sbjs_first', 'przelewik_av'])
            expect(names, name).toContain(name);
        }
      });
    }
  }
});
