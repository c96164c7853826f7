import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERS } from '../../contracts/lenders';
import { buildApp } from '../app';
import { createOperator } from '../admin/auth';
import { DEFAULT_CONFIG } from '../config';
import { storageBackends } from '../testing/backends';
import { consoleSession } from '../testing/console';
import type { Storage } from '../storage/types';
import { typo } from '../../widgets/text/typography';
import { offerFormValues } from './form';
import { catalogueAt, offerHistory } from './store';
import { TEST_SCRYPT } from '../testing/password-cost';

const NO_BUDGETS = {
  ...DEFAULT_CONFIG,
  rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
};
const HOST = 'admin.test';
const PASSWORD = 'bardzo-tajne-haslo-1';
const SKARBCZYK = OFFERS.find((o) => o.lenderId === 'skarbczyk')!;

describe.each(storageBackends())('the catalogue screens on $name', (backend) => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-catalogue-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>404</p>');
    storage = await backend.open();
    app = await buildApp({ passwordCost: TEST_SCRYPT, storage, distDir: dist, config: NO_BUDGETS });
    await createOperator(storage.sql, 'admin@example.pl', PASSWORD, new Date(), 'admin', TEST_SCRYPT);
    await createOperator(storage.sql, 'analityk@example.pl', PASSWORD, new Date(), 'analyst', TEST_SCRYPT);
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const session = (email: string) => consoleSession(app, HOST, email, PASSWORD, '198.51.100.7');
  const trail = (action: string) =>
    storage.sql.all<{ subject: string; before: string | null; after: string | null }>(
      'SELECT subject, before, after FROM admin_audit WHERE action = ? ORDER BY at',
      [action],
    );

  it('lists every lender and offer with its state and version', async () => {
    const admin = await session('admin@example.pl');
    const page = await admin.get('/admin/oferty/');
    expect(page.statusCode).toBe(200);
    for (const offer of OFFERS) expect(page.body).toContain(`href="/admin/oferty/${offer.offer_id}/"`);
    expect(page.body).toContain('Dodaj pożyczkodawcę');
  });

  it('refuses a fee over the art. 36a cap and a lender RRSO that does not add up, in Polish, storing nothing', async () => {
    const admin = await session('admin@example.pl');
    const values = offerFormValues(SKARBCZYK);
    const capped = await admin.post(`/admin/oferty/${SKARBCZYK.offer_id}/`, { ...values, commission: '25' });
    expect(capped.statusCode).toBe(400);
    expect(capped.body).toContain('przekracza limit pozaodsetkowych kosztów');
    const wrong = await admin.post(`/admin/oferty/${SKARBCZYK.offer_id}/`, { ...values, lender_rrso: '99,99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Przykład się nie zgadza: pożyczkodawca podaje RRSO 99,99%');
    const interest = await admin.post(`/admin/oferty/${SKARBCZYK.offer_id}/`, { ...values, interest: '30' });
    expect(interest.statusCode).toBe(400);
    expect(interest.body).toContain('przekracza odsetki maksymalne');
    const field = await admin.post(`/admin/oferty/${SKARBCZYK.offer_id}/`, { ...values, amount_min: 'sto' });
    expect(field.statusCode).toBe(400);
    expect(field.body).toContain('Kwota od (zł): wpisz liczbę');
    expect((await offerHistory(storage.sql, SKARBCZYK.offer_id)).length).toBe(1);
  });

  it('stores a change as the next version with its RRSO and example recomputed, and puts it in the trail with before and after', async () => {
    const admin = await session('admin@example.pl');
    const saved = await admin.post(`/admin/oferty/${SKARBCZYK.offer_id}/`, {
      ...offerFormValues(SKARBCZYK),
      commission: '7,5',
      note: 'Nowy cennik',
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/admin/oferty/?zapisano=${SKARBCZYK.offer_id}:2`);
    const [latest, first] = await offerHistory(storage.sql, SKARBCZYK.offer_id);
    expect(latest).toMatchObject({
      version: 2,
      author: 'admin@example.pl',
      note: 'Nowy cennik',
      offer: { pricing: { commissionPct: 7.5 } },
    });
    expect(latest!.offer.rrsoPct).toBeGreaterThan(first!.offer.rrsoPct);
    expect(latest!.offer.representativeExample).not.toBe(first!.offer.representativeExample);
    const [row] = (await trail('offer-change')).slice(-1);
    expect(row!.subject).toBe(`offer:${SKARBCZYK.offer_id} v2`);
    expect(JSON.parse(row!.before!).pricing.commissionPct).toBe(SKARBCZYK.pricing.commissionPct);
    expect(JSON.parse(row!.after!).pricing.commissionPct).toBe(7.5);
    // The archive shows each version from the stored record.
    const archive = await admin.get(`/admin/archiwum/?oferta=${SKARBCZYK.offer_id}&wersja=1`);
    expect(archive.body).toContain('wersja 1');
    // As every page sets it: Polish no-break spaces in the text (the typography hook of the renderer).
    expect(archive.body).toContain(typo(first!.offer.representativeExample));
  });

  it('pauses and resumes an offer, takes it off what the site publishes, and records each step', async () => {
    const admin = await session('admin@example.pl');
    const offer = OFFERS[3]!;
    expect((await admin.post(`/admin/oferty/${offer.offer_id}/stan/`, { status: 'paused' })).statusCode).toBe(303);
    let state = await catalogueAt(storage.sql);
    expect(state.offers.find((o) => o.offer.offer_id === offer.offer_id)?.status).toBe('paused');
    expect((await admin.post(`/admin/oferty/${offer.offer_id}/stan/`, { status: 'active' })).statusCode).toBe(303);
    state = await catalogueAt(storage.sql);
    expect(state.offers.find((o) => o.offer.offer_id === offer.offer_id)).toMatchObject({
      status: 'active',
      version: 3,
      offer,
    });
    expect(
      (await trail('offer-change'))
        .filter((r) => r.subject.startsWith(`offer:${offer.offer_id} `))
        .map((r) => JSON.parse(r.after!).status),
    ).toEqual(['paused', 'active']);
  });

  it('adds a lender and an offer of it; renaming the lender writes new versions of its offers', async () => {
    const admin = await session('admin@example.pl');
    const lender = {
      id: 'nowa-kasa',
      name: 'Nowa Kasa',
      legal_name: 'Nowa Kasa sp. z o.o.',
      description: 'Pożyczki na 30 dni.',
      founded: '2020',
      url: 'https://nowakasa.example/',
      initials: 'NK',
      background: '#123456',
      color: '#ffffff',
      status: 'active',
    };
    expect((await admin.post('/admin/pozyczkodawcy/nowy/', lender)).statusCode).toBe(303);
    const taken = await admin.post('/admin/pozyczkodawcy/nowy/', lender);
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain('Identyfikator nowa-kasa jest już zajęty.');
    const added = await admin.post('/admin/oferty/nowa/?pozyczkodawca=nowa-kasa', {
      ...offerFormValues({ ...SKARBCZYK }),
      status: 'active',
    });
    expect(added.statusCode).toBe(303);
    const id = Math.max(...OFFERS.map((o) => o.offer_id)) + 1;
    let state = await catalogueAt(storage.sql);
    expect(state.offers.find((o) => o.offer.offer_id === id)?.offer).toMatchObject({
      lenderId: 'nowa-kasa',
      name: 'Nowa Kasa',
      url: 'https://nowakasa.example/wniosek',
    });
    expect((await admin.post('/admin/pozyczkodawcy/nowa-kasa/', { ...lender, name: 'Kasa Nowa' })).statusCode).toBe(
      303,
    );
    state = await catalogueAt(storage.sql);
    expect(state.offers.find((o) => o.offer.offer_id === id)).toMatchObject({
      version: 2,
      offer: { name: 'Kasa Nowa' },
    });
    const bad = await admin.post('/admin/pozyczkodawcy/nowy/', {
      ...lender,
      id: 'Zła Nazwa',
      url: 'http://x.example/',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Identyfikator: małe litery');
    expect(bad.body).toContain('https://');
  });

  it('lets an analyst read the catalogue and the archive but change nothing', async () => {
    const analyst = await session('analityk@example.pl');
    expect((await analyst.get('/admin/oferty/')).statusCode).toBe(200);
    expect((await analyst.get(`/admin/archiwum/?oferta=${SKARBCZYK.offer_id}&wersja=1`)).statusCode).toBe(200);
    const before = (await offerHistory(storage.sql, SKARBCZYK.offer_id)).length;
    expect(
      (await analyst.post(`/admin/oferty/${SKARBCZYK.offer_id}/`, { ...offerFormValues(SKARBCZYK), commission: '7' }))
        .statusCode,
    ).toBe(403);
    expect((await analyst.post(`/admin/oferty/${SKARBCZYK.offer_id}/stan/`, { status: 'retired' })).statusCode).toBe(
      403,
    );
    expect((await offerHistory(storage.sql, SKARBCZYK.offer_id)).length).toBe(before);
  });
});
