import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { loaderErrorGroups } from './loader-errors';

describe.each(storageBackends())('loader errors on $name', (backend) => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await backend.open();
    const report = (at: string, domain: string | null, data: Record<string, unknown>) =>
      storage.sql.run("INSERT INTO events (received_at, event, domain, data) VALUES (?, 'loader_error', ?, ?)", [
        at,
        domain,
        JSON.stringify(data),
      ]);
    await report('2026-11-20T10:00:00.000Z', 'blog.example', {
      feature: 'mount',
      error_class: 'TypeError',
      loader_version: 'b1',
      partner_id: 'p1',
      sample_rate: 0.1,
    });
    await report('2026-11-21T10:00:00.000Z', 'blog.example', {
      feature: 'mount',
      error_class: 'TypeError',
      loader_version: 'b2',
      partner_id: 'p1',
      sample_rate: 0.1,
    });
    await report('2026-11-21T11:00:00.000Z', 'shop.example', {
      feature: 'mount',
      error_class: 'SyntaxError',
      loader_version: 'b2',
      partner_id: 'p1',
      sample_rate: 0.5,
    });
    await report('2026-11-22T10:00:00.000Z', 'inny.example', {
      feature: 'push',
      error_class: 'Error',
      loader_version: 'b2',
      sample_rate: 1,
    });
    // Too old, another event, broken data: none counted.
    await report('2026-10-01T10:00:00.000Z', 'blog.example', { feature: 'mount', partner_id: 'p1', sample_rate: 1 });
    await storage.sql.run(
      "INSERT INTO events (received_at, event, data) VALUES ('2026-11-22T10:00:00.000Z', 'page_view', '{\"feature\":\"mount\"}')",
    );
    await storage.sql.run(
      "INSERT INTO events (received_at, event, data) VALUES ('2026-11-22T10:00:00.000Z', 'loader_error', 'nie json')",
    );
  });
  afterEach(async () => storage.close());

  it('groups the reports of the last 28 days by partner and feature, estimating page loads from each sample rate', async () => {
    expect(await loaderErrorGroups(storage.sql, new Date('2026-10-31T00:00:00Z'))).toEqual([
      {
        partner: 'p1',
        feature: 'mount',
        reports: 3,
        estimated: 22,
        errorClasses: ['SyntaxError', 'TypeError'],
        versions: ['b1', 'b2'],
        domains: ['blog.example', 'shop.example'],
        lastAt: '2026-11-21T11:00:00.000Z',
      },
      {
        partner: 'bez identyfikatora',
        feature: 'push',
        reports: 1,
        estimated: 1,
        errorClasses: ['Error'],
        versions: ['b2'],
        domains: ['inny.example'],
        lastAt: '2026-11-22T10:00:00.000Z',
      },
    ]);
  });
});
