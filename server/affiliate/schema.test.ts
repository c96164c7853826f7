// The ledger's tables exist after migration, with the keys the postback and delivery code relies on.
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../storage/sqlite';
import { AFFILIATE_MIGRATIONS } from './schema';

describe('affiliate schema', () => {
  it('creates every ledger table on a fresh SQLite database', async () => {
    const storage = openSqlite(':memory:');
    const tables = await storage.sql.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    const names = tables.map((t) => t.name);
    for (const table of ['clicks', 'conversions', 'conversion_events', 'conversion_holds', 'postback_log', 'partner_postbacks', 'partner_settings', 'postback_deliveries']) {
      expect(names).toContain(table);
    }
  });

  it('refuses a second conversion for the same lender, click and txid', async () => {
    const storage = openSqlite(':memory:');
    const at = '2026-01-01T00:00:00.000Z';
    await storage.sql.run("INSERT INTO clicks (click_id, created_at, offer_id, lender, placement) VALUES ('c1', ?, 1, 'l', 'transition')", [at]);
    const insert = "INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, offer_id, payout_model) VALUES (?, 'l', 'c1', 't1', ?, ?, 'pending', 1, 'cpl')";
    await storage.sql.run(insert, ['a', at, at]);
    await expect(storage.sql.run(insert, ['b', at, at])).rejects.toThrow(/UNIQUE/);
  });

  it('writes the PostgreSQL variant with the same tables and wide integers', () => {
    for (const m of AFFILIATE_MIGRATIONS) {
      expect(m.postgres.match(/CREATE TABLE (\w+)/g)).toEqual(m.sqlite.match(/CREATE TABLE (\w+)/g));
      expect(m.postgres).not.toMatch(/AUTOINCREMENT|\bINTEGER\b/);
    }
  });
});
