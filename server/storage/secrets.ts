// Secrets the server makes for itself, kept in the database (`server_secrets`) so every process behind a load
// balancer, and every restart, uses the same one. The first process to ask makes it; the others read that one.
import { randomBytes } from 'node:crypto';
import type { SqlRunner } from './sql';

export async function storedSecret(sql: SqlRunner, name: string): Promise<string> {
  await sql.run('INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const row = await sql.get<{ value: string }>('SELECT value FROM server_secrets WHERE name = ?', [name]);
  if (!row) throw new Error(`the server secret "${name}" could not be stored`);
  return row.value;
}
