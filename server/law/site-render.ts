// Re-renders the prerendered pages when the law in force or the catalogue would show something else than they do: a
// recorded NBP rate that retires an offer (or brings one back), its first day, or an operator's change of a lender
// or an offer (server/catalogue/), passed to the prerender as a file (PRERENDER_CATALOGUE). The build's own prerender
// script runs in a child process into a staging folder inside dist/ (a dotfolder, never served), its text files are
// compressed as the build compresses them, and each file is moved over the old one with rename(2), which replaces a
// file atomically: a visitor gets the old page or the new one, never a mix. Renders run one at a time; a change that
// arrives during one makes one more. A failure is logged and the server keeps serving (the APIs already filter by the
// law of the day).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { catalogueKey, type PublishedCatalogue } from '../../contracts/catalogue';
import { LAW_FILE, type BuiltLaw } from '../../contracts/csp-files';
import { lawKey, type Law, type NbpRate } from '../../contracts/law';
import { legalOffers } from '../../contracts/offer';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** As scripts/compress.mjs: the text files it compresses, and the size under which it does not. */
const TEXT = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 512;

export interface SiteRendererOptions {
  /** The served build folder. */
  distDir: string;
  /** The folder holding prerender.mjs and asset-manifest.json (the build's `build/`). */
  buildDir: string;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
  /** Called after new pages are in place (caches of published data start again). */
  onRendered?: (law: BuiltLaw) => void;
  /** The catalogue the pages must show (the database's); the build's own when absent. */
  catalogue?: () => PublishedCatalogue;
  /** Runs the prerender (a test may replace the child process; the server uses the real one). */
  runPrerender?: (env: Record<string, string>) => Promise<void>;
}

export interface SiteRenderer {
  /** What the pages in place were rendered under (null when the build wrote no law file). */
  built(): Promise<BuiltLaw | null>;
  /**
   * Re-renders for `law` (and the catalogue) when the pages were rendered under another key or from another
   * catalogue; resolves once they are in place. Pages another process re-rendered count as new pages here too.
   */
  ensure(law: Law, recorded: readonly NbpRate[]): Promise<'current' | 'rendered' | 'failed'>;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The build's prerender script in a child process; rejects with the last lines of its output when it fails. */
function prerenderChild(buildDir: string): (env: Record<string, string>) => Promise<void> {
  return (env) =>
    new Promise<void>((resolveRun, reject) => {
      const child = spawn(process.execPath, [join(buildDir, 'prerender.mjs')], {
        cwd: join(buildDir, '..'),
        env: { ...process.env, ...env, PRERENDER_ASSETS: join(buildDir, 'asset-manifest.json') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0
          ? resolveRun()
          : reject(new Error(`prerender exited with ${code}: ${output.trim().split('\n').slice(-3).join(' | ')}`)),
      );
    });
}

/** Whether the served copy of a staged file already has these bytes (and, for a compressed type, its two twins). */
async function unchanged(served: string, raw: Buffer, compressed: boolean): Promise<boolean> {
  try {
    if (!raw.equals(await readFile(served))) return false;
  } catch {
    return false;
  }
  return !compressed || (existsSync(`${served}.br`) && existsSync(`${served}.gz`));
}

/**
 * Compresses the staged text files as the build does, then moves every staged file over the served one: compressed
 * twins first, the law file last, so a reader of the law file sees pages that are already in place. A page the change
 * did not touch (an article, the privacy policy) keeps its served file and twins: brotli at quality 11 is most of a
 * re-render's CPU, and an operator waits for it.
 */
async function compressAndMove(staging: string, distDir: string): Promise<void> {
  const moves: string[] = [];
  /** Served twins of pages now too small to compress: they would be served in place of the new page. */
  const stale: string[] = [];
  for await (const path of files(staging)) {
    const raw = await readFile(path);
    const compressed = TEXT.test(path) && raw.length >= MIN_BYTES;
    if (!path.endsWith(LAW_FILE) && (await unchanged(join(distDir, relative(staging, path)), raw, compressed)))
      continue;
    moves.push(path);
    const served = join(distDir, relative(staging, path));
    if (!compressed) {
      stale.push(`${served}.br`, `${served}.gz`);
      continue;
    }
    await writeFile(
      `${path}.br`,
      await brotli(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    );
    await writeFile(`${path}.gz`, await gzipAsync(raw, { level: 9 }));
    moves.push(`${path}.br`, `${path}.gz`);
  }
  const order = (path: string) => (path.endsWith(LAW_FILE) ? 2 : /\.(br|gz)$/.test(path) ? 0 : 1);
  for (const path of moves.sort((x, y) => order(x) - order(y)))
    await rename(path, join(distDir, relative(staging, path)));
  for (const twin of stale) await rm(twin, { force: true });
}

/** The operator's log lines for a render: what it was for, and which offers left or came back. */
function logRendered(log: SiteRendererOptions['log'], law: Law, before: BuiltLaw, after: BuiltLaw | null): void {
  const offers = Object.keys(after?.versions ?? {}).length;
  log.info(
    `pages re-rendered for the law of ${law.day} (NBP ${law.nbpRate.pct}% since ${law.nbpRate.since}) ` +
      `and the catalogue of ${offers} offers`,
  );
  if (!after) return;
  const gone = before.shown.filter((id) => !after.shown.includes(id));
  const back = after.shown.filter((id) => !before.shown.includes(id));
  const named = (ids: number[]) =>
    ids
      .map((id) => {
        const r = after.refused.find((x) => x.offer_id === id);
        return r ? `${id} ${r.name} (${r.problems.join(' ')})` : String(id);
      })
      .join('; ');
  if (gone.length > 0) log.warn(`offers no longer shown under the law of ${law.day}: ${named(gone)}`);
  if (back.length > 0) log.info(`offers shown again under the law of ${law.day}: ${back.join(', ')}`);
}

export function siteRenderer(options: SiteRendererOptions): SiteRenderer {
  const { distDir, buildDir, log } = options;
  const run = options.runPrerender ?? prerenderChild(buildDir);

  const built = async (): Promise<BuiltLaw | null> => {
    try {
      return JSON.parse(await readFile(join(distDir, LAW_FILE), 'utf8')) as BuiltLaw;
    } catch {
      return null;
    }
  };

  const render = async (
    law: Law,
    recorded: readonly NbpRate[],
    before: BuiltLaw,
    catalogue: PublishedCatalogue | undefined,
  ): Promise<void> => {
    const staging = join(distDir, `.render-${process.pid}-${Date.now()}`);
    const input = catalogue ? await mkdtemp(join(tmpdir(), 'catalogue-')) : null;
    try {
      const env: Record<string, string> = {
        PRERENDER_OUT: staging,
        PRERENDER_DAY: law.day,
        PRERENDER_NBP_RATES: JSON.stringify(recorded),
      };
      if (input && catalogue) {
        env.PRERENDER_CATALOGUE = join(input, 'catalogue.json');
        await writeFile(env.PRERENDER_CATALOGUE, JSON.stringify(catalogue));
      }
      await run(env);
      await compressAndMove(staging, distDir);
      const after = await built();
      logRendered(log, law, before, after);
      if (after) {
        seen = stampOf(after);
        options.onRendered?.(after);
      }
    } finally {
      await rm(staging, { recursive: true, force: true });
      if (input) await rm(input, { recursive: true, force: true });
    }
  };

  const builtCatalogue = (built: BuiltLaw): PublishedCatalogue => ({
    lenders: [...(built.lenders ?? [])],
    offers: [...built.catalogue],
    versions: built.versions ?? {},
  });
  const stampOf = (built: BuiltLaw): string =>
    `${built.key}|${built.shown.join()}|${catalogueKey(builtCatalogue(built))}`;
  /** The pages this process last knew to be in place: a change by another process is news to its caches too. */
  let seen: string | null = null;

  let running: Promise<unknown> = Promise.resolve();
  return {
    built,
    ensure(law, recorded) {
      const next = running.then(async (): Promise<'current' | 'rendered' | 'failed'> => {
        const before = await built();
        if (!before || !existsSync(join(buildDir, 'prerender.mjs'))) return 'current';
        const stamp = stampOf(before);
        if (seen !== null && seen !== stamp) options.onRendered?.(before);
        seen = stamp;
        const catalogue = options.catalogue?.();
        const sameCatalogue = !catalogue || catalogueKey(catalogue) === catalogueKey(builtCatalogue(before));
        // The same key, the same offers allowed and the same catalogue: the pages already say what they should.
        const shown = legalOffers(catalogue?.offers ?? before.catalogue, law).offers.map((o) => o.offer_id);
        if (sameCatalogue && before.key === lawKey(law) && shown.join() === before.shown.join()) return 'current';
        try {
          await render(law, recorded, before, catalogue);
          return 'rendered';
        } catch (error) {
          log.error(
            `pages could not be re-rendered for the law of ${law.day}: ` +
              `${error instanceof Error ? error.message : String(error)}`,
          );
          return 'failed';
        }
      });
      running = next.catch(() => undefined);
      return next;
    },
  };
}
