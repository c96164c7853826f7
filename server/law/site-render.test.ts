// The re-render's move into place: changed pages get fresh compressed twins, pages the change did not touch keep
// their served file and twins (no brotli spent on them), and the law file still lands.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { LAW_FILE, type BuiltLaw } from '../../contracts/csp-files';
import { lawOn } from '../../contracts/law';
import { siteRenderer } from './site-render';

const LAW = lawOn('2026-11-29');
const page = (words: string, times = 200) => `<!doctype html><title>${words}</title><p>${words.repeat(times)}</p>`;
const builtLaw = (key: string): BuiltLaw => ({
  key,
  day: LAW.day,
  nbpRate: { pct: LAW.nbpRate.pct, since: LAW.nbpRate.since, source: 'test' },
  shown: [],
  refused: [],
  catalogue: [],
  lenders: [],
  versions: {},
});

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('siteRenderer: only what a re-render changed is compressed and moved', () => {
  it('keeps an untouched page and its twins, replaces a changed one with fresh twins, adds missing twins, drops stale ones', async () => {
    dist = mkdtempSync(join(tmpdir(), 'site-render-'));
    writeFileSync(join(dist, LAW_FILE), JSON.stringify(builtLaw('an older law')));
    for (const name of ['same.html', 'changed.html', 'bare.html']) writeFileSync(join(dist, name), page('old '));
    writeFileSync(join(dist, 'same.html'), page('same '));
    writeFileSync(join(dist, 'shrunk.html'), page('old '));
    for (const name of ['same.html', 'changed.html', 'shrunk.html']) {
      writeFileSync(join(dist, `${name}.br`), 'served twin');
      writeFileSync(join(dist, `${name}.gz`), 'served twin');
    }
    const logged: string[] = [];
    const renderer = siteRenderer({
      distDir: dist,
      buildDir: dist,
      log: { info: (m) => logged.push(m), warn: (m) => logged.push(m), error: (m) => logged.push(m) },
      runPrerender: async (env) => {
        const out = env.PRERENDER_OUT!;
        const { mkdirSync } = await import('node:fs');
        mkdirSync(out, { recursive: true });
        writeFileSync(join(out, 'same.html'), page('same '));
        writeFileSync(join(out, 'changed.html'), page('new '));
        writeFileSync(join(out, 'bare.html'), page('old '));
        writeFileSync(join(out, 'shrunk.html'), page('new ', 1));
        writeFileSync(join(out, LAW_FILE), JSON.stringify(builtLaw('the law of today')));
      },
    });
    writeFileSync(join(dist, 'prerender.mjs'), '');

    expect(await renderer.ensure(LAW, [])).toBe('rendered');

    expect(readFileSync(join(dist, 'same.html.br'), 'utf8')).toBe('served twin');
    expect(readFileSync(join(dist, 'changed.html'), 'utf8')).toBe(page('new '));
    expect(brotliDecompressSync(readFileSync(join(dist, 'changed.html.br'))).toString()).toBe(page('new '));
    expect(brotliDecompressSync(readFileSync(join(dist, 'bare.html.br'))).toString()).toBe(page('old '));
    expect(existsSync(join(dist, 'bare.html.gz'))).toBe(true);
    // A page now under the size worth compressing loses its old twins, which would be served in its place.
    expect(readFileSync(join(dist, 'shrunk.html'), 'utf8')).toBe(page('new ', 1));
    expect(existsSync(join(dist, 'shrunk.html.br')) || existsSync(join(dist, 'shrunk.html.gz'))).toBe(false);
    expect((JSON.parse(readFileSync(join(dist, LAW_FILE), 'utf8')) as BuiltLaw).key).toBe('the law of today');
    expect(logged.some((m) => m.startsWith('pages re-rendered for the law of'))).toBe(true);
  });
});
