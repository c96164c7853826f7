// Every page the console serves is valid HTML, checked as the prerendered pages are (scripts/html-check.mjs,
// .htmlvalidate.json): each GET route the console registers, read from the app, with a real id where the route
// takes one, signed in as an administrator, on a database with a lead, a click and a call-back request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_CONFIG } from '../config';
import { openSqlite } from '../storage/sqlite';
import type { Storage } from '../storage/types';
import { createOperator } from './auth';
import { consoleRoutes, isReading } from './routes';
import { consoleSession } from '../testing/console';
import { TEST_SCRYPT } from '../testing/password-cost';

const HOST = 'admin.test';
const PASSWORD = 'bardzo-tajne-haslo-1';
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('the console pages', () => {
  let app: FastifyInstance;
  let storage: Storage;
  let dist: string;
  let cookie = '';
  let leadId = '';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'przelewik-html-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><p>404</p>');
    storage = openSqlite(':memory:');
    app = await buildApp({
      passwordCost: TEST_SCRYPT,
      storage,
      distDir: dist,
      config: {
        ...DEFAULT_CONFIG,
        rateLimits: { event: 1e6, lead: 1e6, signup: 1e6, webhook: 1e6, push: 1e6, other: 1e6 },
      },
    });
    await createOperator(storage.sql, 'admin@example.pl', PASSWORD, new Date(), 'admin', TEST_SCRYPT);
    const lead = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { host: HOST },
      payload: {
        amount: 2000,
        termUnit: 'days',
        term: 30,
        birthDate: '14.05.1990',
        phone: '',
        email: '',
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
    leadId = (lead.json() as { leadId: string }).leadId;
    await app.inject({
      method: 'POST',
      url: '/api/phone-leads',
      headers: { host: HOST },
      payload: { phone: '+48601234567', consents: { terms: true, privacy: true, marketing: false } },
    });
    ({ cookie } = await consoleSession(app, HOST, 'admin@example.pl', PASSWORD));
  });

  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A real value for each parameter a console route takes. */
  const withIds = (url: string): string =>
    url.replace(
      ':id',
      url.startsWith('/admin/leads/')
        ? leadId
        : url.startsWith('/admin/pozyczkodawcy/')
          ? 'kasomir'
          : url.startsWith('/admin/callbacks/')
            ? '1'
            : '107',
    );

  it('are valid HTML, every one the console registers', async () => {
    const pages = consoleRoutes(app).filter(
      (r) => isReading(r.method) && r.method === 'GET' && !r.url.includes('assets') && !r.url.includes('*'),
    );
    expect(pages.length).toBeGreaterThan(15);
    const invalid: string[] = [];
    let checked = 0;
    for (const route of pages) {
      const url = withIds(route.url);
      const res = await app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
      if (!String(res.headers['content-type']).startsWith('text/html')) continue;
      checked += 1;
      const report = await validator.validateString(res.body, 'console.html');
      for (const result of report.results)
        for (const m of result.messages) invalid.push(`${url} ${m.ruleId}: ${m.message}`);
    }
    expect(checked).toBeGreaterThan(15);
    expect(invalid).toEqual([]);
  }, 60_000); // about twenty pages validated one by one: seconds on a quiet machine, more beside the build lane
});
