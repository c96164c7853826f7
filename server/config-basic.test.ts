import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBasicConfig } from './config-basic';

const dir = mkdtempSync(join(tmpdir(), 'przelewik-config-'));
const file = join(dir, 'a-file');
writeFileSync(file, '');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readBasicConfig', () => {
  it('has defaults: localhost:3000, ./data', () => {
    expect(readBasicConfig({}, '/srv/app')).toEqual({
      ok: true,
      value: { port: 3000, host: 'localhost', dataDir: '/srv/app/data' },
    });
  });

  it.each([
    [
      { PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/var/lib/p' },
      { port: 8080, host: '0.0.0.0', dataDir: '/var/lib/p' },
    ],
    [
      { PORT: '0', HOST: '::' },
      { port: 0, host: '::', dataDir: '/srv/app/data' },
    ],
    [{ HOST: 'api.przelewik.example' }, { port: 3000, host: 'api.przelewik.example', dataDir: '/srv/app/data' }],
  ])('accepts %j', (env, value) => expect(readBasicConfig(env, '/srv/app')).toEqual({ ok: true, value }));

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535, got "-1"'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535, got "80.5"'],
    [{ PORT: '' }, 'PORT must be a whole number from 0 to 65535, got ""'],
    [{ HOST: 'bad host' }, 'HOST must be a host name or an IP address (e.g. localhost, 0.0.0.0, ::), got "bad host"'],
    [{ HOST: 'http://x' }, 'HOST must be a host name or an IP address (e.g. localhost, 0.0.0.0, ::), got "http://x"'],
    [{ DATA_DIR: ' ' }, 'DATA_DIR must name a folder, got an empty value'],
    [{ DATA_DIR: file }, `DATA_DIR must be a folder, but ${file} is a file`],
  ])('refuses %j with one clear line', (env, error) => {
    const result = readBasicConfig(env, '/srv/app');
    expect(result).toEqual({ ok: false, error });
    if (!result.ok) expect(result.error).not.toContain('\n');
  });
});
