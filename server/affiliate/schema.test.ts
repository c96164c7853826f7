// The ledger's tables exist after migration, with the keys the postback and delivery code relies on.
import { describe, expect, it } from 'vitest';
import { storageBackends } from '../storage/test-backends';
import { AFFILIATE_MIGRATIONS } from './schema';

describe.each(storageBackends())('affiliate schema on $name', (backend) => {
  it('creates every ledger table on a fresh database', async () => {
    const storage = await backend.open();
    try {
      const tables = await storage.sql.all<{ name: string }>(
        storage.sql.dialect === 'sqlite'
          ? "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
          : 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name',
      );
      const names = tables.map((t) => t.name);
      for (const table of ['clicks', 'conversions', 'conversion_events', 'conversion_holds', 'postback_log', 'partner_postbacks', 'partner_settings', 'postback_deliveries']) {
        expect(names).toContain(table);
      }
    } finally {
      await storage.close();
    }
  });

  it('refuses a second conversion for the same lender, click and txid', async () => {
    const storage = await backend.open();
    try {
      const at = '2026-01-01T00:00:00.000Z';
      await storage.sql.run("INSERT INTO clicks (click_id, created_at, offer_id, lender, placement) VALUES ('c1', ?, 1, 'l', 'transition')", [at]);
      const insert = "INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, offer_id, payout_model) VALUES (?, 'l', 'c1', 't1', ?, ?, 'pending', 1, 'cpl')";
      await storage.sql.run(insert, ['a', at, at]);
      // SQLite says "UNIQUE constraint failed", PostgreSQL "duplicate key value violates unique constraint".
      await expect(storage.sql.run(insert, ['b', at, at])).rejects.toThrow(/unique/i);
    } finally {
      await storage.close();
    }
  });
});

describe('affiliate migrations', () => {
  it('writes the PostgreSQL variant with the same tables and wide integers', () => {
    for (const m of AFFILIATE_MIGRATIONS) {
      expect(m.postgres.match(/CREATE TABLE (\w+)/g)).toEqual(m.sqlite.match(/CREATE TABLE (\w+)/g));
      expect(m.postgres).not.toMatch(/AUTOINCREMENT|\bINTEGER\b/);
    }
  });
});
