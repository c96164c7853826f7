// The one migration list, checked once for every feature's tables: each migration's PostgreSQL variant creates the
// same tables as its SQLite one, and a fresh database of either backend has every table the list creates.
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations';
import { storageBackends } from '../testing/backends';

const tablesOf = (sql: string) => [...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].map((m) => m[1]!);

/** The tables left after running the list in order: created, dropped, renamed (a table rebuilt under a new name). */
function finalTables(sqls: string[]): string[] {
  const tables = new Set<string>();
  for (const sql of sqls) {
    for (const m of sql.matchAll(
      /CREATE TABLE (?:IF NOT EXISTS )?(\w+)|DROP TABLE (?:IF EXISTS )?(\w+)|ALTER TABLE (\w+) RENAME TO (\w+)/gi,
    )) {
      if (m[1]) tables.add(m[1].toLowerCase());
      else if (m[2]) tables.delete(m[2].toLowerCase());
      else if (m[3] && m[4]) {
        tables.delete(m[3].toLowerCase());
        tables.add(m[4].toLowerCase());
      }
    }
  }
  return [...tables];
}

describe('the migration list', () => {
  it.each(MIGRATIONS.map((m) => [m.name, m] as const))('%s creates the same tables on both backends', (_name, m) => {
    expect(tablesOf(m.postgres)).toEqual(tablesOf(m.sqlite));
  });
  it('names each migration once', () => {
    const names = MIGRATIONS.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe.each(storageBackends())('a fresh database on $name', (backend) => {
  it('has every table the migration list creates', async () => {
    const expected = finalTables(MIGRATIONS.map((m) => m.sqlite));
    expect(expected).toEqual(
      expect.arrayContaining(['events', 'leads', 'clicks', 'admin_operators', 'consent_records']),
    );
    const storage = await backend.open();
    try {
      const tables = await storage.sql.all<{ name: string }>(
        storage.sql.dialect === 'sqlite'
          ? "SELECT name FROM sqlite_master WHERE type = 'table'"
          : 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()',
      );
      const names = new Set(tables.map((t) => t.name.toLowerCase()));
      expect(expected.filter((table) => !names.has(table))).toEqual([]);
      expect(expected).not.toContain('leads_v7'); // rebuilt tables are counted under their final name
    } finally {
      await storage.close();
    }
  });
});
