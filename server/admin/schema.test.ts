// The console's and the consent ledger's tables exist after migration on each backend, and each migration's
// PostgreSQL variant creates the same tables as its SQLite one.
import { describe, expect, it } from 'vitest';
import { CONSENT_MIGRATIONS } from '../consents/schema';
import { storageBackends } from '../storage/test-backends';
import { ADMIN_MIGRATIONS } from './schema';

const tablesOf = (sql: string) => sql.match(/CREATE TABLE (\w+)/g);

describe.each(storageBackends())('console and consent schema on $name', (backend) => {
  it('creates every console and consent table on a fresh database', async () => {
    const storage = await backend.open();
    try {
      const tables = await storage.sql.all<{ name: string }>(
        storage.sql.dialect === 'sqlite'
          ? "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
          : 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name',
      );
      const names = tables.map((t) => t.name);
      for (const table of ['admin_operators', 'admin_sessions', 'admin_login_failures', 'admin_audit', 'lead_erasures', 'consent_records', 'lead_deliveries', 'server_secrets']) {
        expect(names).toContain(table);
      }
    } finally {
      await storage.close();
    }
  });
});

describe('console and consent migrations', () => {
  it('write the PostgreSQL variant with the same tables', () => {
    for (const m of [...ADMIN_MIGRATIONS, ...CONSENT_MIGRATIONS]) expect(tablesOf(m.postgres)).toEqual(tablesOf(m.sqlite));
  });
});
