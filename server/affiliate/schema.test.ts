// The ledger's keys the postback and delivery code relies on (that every table exists on both backends is checked
// for the whole migration list in server/storage/migrations.test.ts).
import { describe, expect, it } from 'vitest';
import { storageBackends } from '../testing/backends';
import { AFFILIATE_MIGRATIONS } from './schema';

describe.each(storageBackends())('affiliate schema on $name', (backend) => {
  it('refuses a second conversion for the same lender, click and txid', async () => {
    const storage = await backend.open();
    try {
      const at = '2026-01-01T00:00:00.000Z';
      await storage.sql.run(
        "INSERT INTO clicks (click_id, created_at, offer_id, lender, placement) VALUES ('c1', ?, 1, 'l', 'transition')",
        [at],
      );
      const insert =
        "INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, offer_id, payout_model) VALUES (?, 'l', 'c1', 't1', ?, ?, 'pending', 1, 'cpl')";
      await storage.sql.run(insert, ['a', at, at]);
      // SQLite says "UNIQUE constraint failed", PostgreSQL "duplicate key value violates unique constraint".
      await expect(storage.sql.run(insert, ['b', at, at])).rejects.toThrow(/unique/i);
    } finally {
      await storage.close();
    }
  });
});

describe('affiliate migrations', () => {
  it('writes the PostgreSQL variant with wide integers', () => {
    for (const m of AFFILIATE_MIGRATIONS) {
      expect(m.postgres).not.toMatch(/AUTOINCREMENT|\bINTEGER\b/);
    }
  });
});
