// What every measurement of `npm run bench` shares: the server it starts, the port, gzip/brotli and the KB format.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PORT = Number(process.env.BENCH_PORT ?? 3199);
export const ORIGIN = `http://localhost:${PORT}`;

export const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
export const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
export const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

/** The middle value (upper middle for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function startServer(port = PORT, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'przelewik-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, dataDir };
}

export async function waitForHealth(timeoutMs = 180_000, origin = ORIGIN) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}
