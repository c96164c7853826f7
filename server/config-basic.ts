// Where the server listens and keeps its data: PORT, HOST and DATA_DIR, checked before anything starts. A bad
// value is one clear line for the operator (main.ts prints it and exits 1), never a stack trace.
import { existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';

export interface BasicConfig {
  port: number;
  host: string;
  dataDir: string;
}

export type BasicConfigResult = { ok: true; value: BasicConfig } | { ok: false; error: string };

/** A host name (RFC 1123 labels) or an IP address. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function readBasicConfig(env: Record<string, string | undefined>, cwd = process.cwd()): BasicConfigResult {
  const rawPort = env.PORT ?? '3000';
  if (!/^\d{1,5}$/.test(rawPort.trim()) || Number(rawPort) > 65535) {
    return { ok: false, error: `PORT must be a whole number from 0 to 65535, got "${rawPort}"` };
  }
  const host = (env.HOST ?? 'localhost').trim();
  if (!(isIP(host) || HOST_NAME.test(host)))
    return {
      ok: false,
      error: `HOST must be a host name or an IP address (e.g. localhost, 0.0.0.0, ::), got "${env.HOST}"`,
    };
  const rawDir = env.DATA_DIR ?? 'data';
  if (rawDir.trim() === '' || rawDir.includes('\0'))
    return { ok: false, error: 'DATA_DIR must name a folder, got an empty value' };
  const dataDir = resolve(cwd, rawDir);
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory())
    return { ok: false, error: `DATA_DIR must be a folder, but ${dataDir} is a file` };
  return { ok: true, value: { port: Number(rawPort), host, dataDir } };
}
