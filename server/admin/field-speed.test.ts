import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { FIELD_BUDGETS, measurements, p75, speedRows } from './field-speed';

describe('p75 (nearest rank)', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[1, 2], 2],
    [[1, 2, 3, 4], 3],
    [[4, 1, 3, 2, 5], 4],
    [[10, 20, 30, 40, 50, 60, 70, 80], 60],
    [Array.from({ length: 100 }, (_, i) => 100 - i), 75],
    [[0.01, 0.3, 0, 0.05], 0.05],
  ])('%j → %s', (values, expected) => expect(p75(values)).toBe(expected));

  it('draws the bench’s own CLS target as the CLS budget', () => {
    const bench = readFileSync('scripts/bench/lighthouse.mjs', 'utf8');
    const cls = /const LIGHTHOUSE_TARGETS = \{[^}]*\bcls: ([\d.]+)/.exec(bench);
    expect(Number(cls?.[1])).toBe(FIELD_BUDGETS.cls);
  });
});

describe.each(storageBackends())('field speed on $name', (backend) => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await backend.open();
    const add = (at: string, data: Record<string, unknown>) =>
      storage.sql.run("INSERT INTO events (received_at, event, data) VALUES (?, 'web_vitals', ?)", [
        at,
        JSON.stringify(data),
      ]);
    for (const [i, lcp] of [1000, 2000, 3000, 4000].entries())
      await add(`2026-11-2${i}T10:00:00.000Z`, { template: 'home', device: 'mobile', lcp, cls: i / 100 });
    await add('2026-11-24T10:00:00.000Z', {
      template: 'partner',
      device: 'desktop',
      partner_id: 'p1',
      lcp: 500,
      inp: 40,
      ttfb: 90,
    });
    await add('2026-11-24T11:00:00.000Z', { template: 'partner', device: 'desktop', partner_id: 'p1', inp: 120 });
    await add('2026-09-01T10:00:00.000Z', { template: 'home', lcp: 99_000 });
    await add('2026-11-24T12:00:00.000Z', { template: 'home', lcp: 'szybko' });
  });
  afterEach(async () => storage.close());

  it('gives p75 per template and per partner from the last 28 days, each metric over the loads that measured it', async () => {
    const list = await measurements(storage.sql, new Date('2026-10-31T00:00:00Z'));
    expect(list).toHaveLength(6);
    expect(speedRows(list, (m) => m.template)).toEqual([
      { key: 'home', loads: 4, p75: { lcp: 3000, inp: null, cls: 0.02, ttfb: null } },
      { key: 'partner', loads: 2, p75: { lcp: 500, inp: 120, cls: null, ttfb: 90 } },
    ]);
    expect(
      speedRows(
        list.filter((m) => m.partner !== ''),
        (m) => m.partner,
      ),
    ).toEqual([{ key: 'p1', loads: 2, p75: { lcp: 500, inp: 120, cls: null, ttfb: 90 } }]);
  });
});
