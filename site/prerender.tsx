// Build step (run as build/prerender.mjs after Rollup): renders every page to dist/{path}/index.html with its
// data inline, and publishes the same data as /{path}/payload.js (client navigation) and
// /content/{key}.json (CDN and the API fallback), and each page module's far sections' CSS as
// /assets/far-{key}-{hash}.css; writes /manifest.js, 404.html, sitemap.xml, robots.txt,
// _status.json (routes the server must answer with another status), _runtime-styles.json (CSS the client adds
// at run time, for the server's CSP), and copies public/.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToString } from 'preact-render-to-string';
import { layoutCss } from './app/Layout';
import { ISLAND_ATTR } from './app/Island';
import { ISLAND_WHEN, isIslandName } from './app/islands';
import { checkMiddleware } from './app/middleware';
import { farStyleList, nearStyleList, pageCss } from './app/page-styles';
import {
  CONTENT_DIR,
  contentKey,
  ISLANDS_FILE,
  MANIFEST_PATH,
  PAYLOAD_FILE,
  type Manifest,
  type RoutePayload,
} from './app/route-data';
import { hydrationData } from './app/first-load';
import { Shell, type View } from './app/Shell';
import { notFoundData, prerenderEntries } from './data';
import { jsonForScript, renderDocument } from './document';
import { badgeCss } from '../widgets/badge/badge';
import { PAGES, PAGE_SOURCES, type PageName } from './pages';
import type { Head } from './pages/types';
import { ROUTES, type RouteDef } from './routes';
import { canonicalUrl } from './seo';
import { PARTNER_TYPES_PATH, partnerDefinitions } from './partner-types';
import baseCss from './styles/base.css?inline';
import { tokensCss } from '../widgets/tokens';
import { cookieConsentCss } from '../widgets/CookieConsent/CookieConsent';
import { LAW_FILE, RUNTIME_STYLES_FILE, type BuiltLaw } from '../contracts/csp-files';
import { lawKey } from '../contracts/law';
import { CATALOGUE, REFUSED_OFFERS, SHOWN_OFFERS, SITE_LAW } from './build-law';

interface AssetManifest {
  buildId: string;
  entries: Record<string, { file: string; imports: string[] }>;
  modules: Record<string, { file: string; imports: string[] }>;
  /** Every chunk's static imports, and the chunk of each module (a manifest of an older build may lack them). */
  files?: Record<string, string[]>;
  chunkOf?: Record<string, string>;
}

// PRERENDER_OUT: where the pages go (default dist/). The server's background re-render (server/law/site-render.ts)
// writes them into a staging folder inside dist/ and moves them into place; public/ is then already there.
const DIST = process.env.PRERENDER_OUT || 'dist';
const FULL_BUILD = !process.env.PRERENDER_OUT;
const assets = JSON.parse(
  readFileSync(process.env.PRERENDER_ASSETS || 'build/asset-manifest.json', 'utf8'),
) as AssetManifest;
const client = assets.entries.site;
if (!client) throw new Error('build/asset-manifest.json has no "site" entry: run Rollup first');

/**
 * Every chunk the modules of `sources` need, transitively, as absolute paths, less what the client entry loads itself.
 */
function lazyChunks(sources: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const next of assets.files?.[file] ?? []) visit(next);
  };
  for (const source of sources) {
    const file = assets.chunkOf?.[source] ?? assets.modules[source]?.file;
    if (file) visit(file);
  }
  const loaded = new Set([client!.file, ...client!.imports]);
  return [...found].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
}

/**
 * Runtime configuration for the browser: '' = the API is on the page's own origin. With it, the cookie banner's
 * chunks (its gate, the banner and all they import), which the client preloads together for a visitor who has not
 * chosen yet, instead of discovering them one import after another.
 */
const runtime = {
  apiBase: (process.env.PUBLIC_API_BASE ?? '').replace(/\/+$/, ''),
  consentChunks: lazyChunks(['site/app/ConsentGate.tsx', 'site/app/ConsentBanner.tsx']),
};

/** Each page's chunks for the router's manifest: one list of files, each page's as indexes into it (route-data.ts). */
function manifestChunks(): NonNullable<Manifest['chunks']> {
  const files: string[] = [];
  const pages: Partial<Record<PageName, number[]>> = {};
  for (const [key, source] of Object.entries(PAGE_SOURCES) as [PageName, string][]) {
    pages[key] = lazyChunks([source]).map((file) => {
      const known = files.indexOf(file);
      return known >= 0 ? known : files.push(file) - 1;
    });
  }
  return { files, pages };
}

/** A chunk and everything it imports statically, as file names (none when the module has no chunk of its own). */
const chunkClosure = (source: string): string[] => {
  const chunk = assets.modules[source];
  return chunk ? [chunk.file, ...chunk.imports] : [];
};

/**
 * What the first screen hydrates at once: the chunks of the page's `load` islands (site/app/islands.ts) and what
 * they import, as absolute paths. A page that is one island needs its page chunk; the other islands of a page
 * come later and are not preloaded, nor is the page chunk of a page made of islands.
 */
function preloadsFor(key: PageName, body: string): string[] {
  const names = new Set([...body.matchAll(new RegExp(`${ISLAND_ATTR}="([a-z-]+)"`, 'g'))].map((m) => m[1]!));
  const files: string[] = [];
  for (const name of names) {
    if (!isIslandName(name) || ISLAND_WHEN[name] !== 'load') continue;
    if (name === 'page') files.push(...chunkClosure(PAGE_SOURCES[key]));
    files.push(...chunkClosure(`site/islands/${name}.tsx`), ...chunkClosure(`site/islands/${name}.ts`));
  }
  return [...new Set([...client!.imports, ...files])].filter((file) => file !== client!.file).map((file) => `/${file}`);
}

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

async function renderBody(
  path: string,
  key: PageName,
  route: RouteDef,
  params: Record<string, string>,
  data: unknown,
  applyHead: (h: Head) => Head = (h) => h,
) {
  const page = await PAGES[key]();
  const view: View = { key, page, props: { route, params, data }, url: canonicalUrl(path) };
  const body = renderToString(<Shell initial={view} />);
  return { path, key, route, page, data, body, head: applyHead(page.head(view.props)) };
}

type Rendered = Awaited<ReturnType<typeof renderBody>>;

/**
 * The site's CSS, the same on every page: the tokens, the base, the layout, and the colours of every lender badge
 * the pages show (widgets/badge/badge.ts), so no page needs a style attribute.
 */
const siteCssFor = (pages: readonly Rendered[]): string =>
  tokensCss(':root') + baseCss + layoutCss + badgeCss(pages.map((r) => r.body).join('\n'));

/**
 * Where each page that does not carry its islands' data inline (a page that is one island: all its data) publishes
 * it: beside its HTML (site/pages/types.ts), or beside the first route that shows the very same page (its canonical
 * route, else the first with the same page and data), so an alias names the data of the page it repeats and both
 * documents are the same (/offers2/ names /offers/' data, /landing/offers2/ names /landing/offers/').
 */
function islandsPaths(pages: readonly Rendered[]): Map<Rendered, string> {
  const first = new Map<string, string>();
  const paths = new Map<Rendered, string>();
  for (const r of pages) {
    if (r.page.inlineData !== false) continue;
    const same = `${r.key}\n${JSON.stringify(r.data)}`;
    if (!first.has(same)) first.set(same, r.head.canonicalPath ?? r.path);
    paths.set(r, `${first.get(same)}${ISLANDS_FILE}`);
  }
  return paths;
}

/**
 * The CSS of a page's sections far below the first screen, written once per page module as a file named by its
 * content (cached for good, like the chunks), and its address; none for a page without far sections.
 */
function farCssFile(r: Rendered): string | undefined {
  const css = pageCss(farStyleList(r.page));
  if (!css) return undefined;
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
  const path = `/assets/far-${r.key}-${hash}.css`;
  if (!existsSync(join(DIST, path))) write(join(DIST, path), css);
  return path;
}

function documentOf(r: Rendered, siteCss: string, dataUrl?: string): string {
  return renderDocument({
    head: r.head,
    path: r.path,
    pageKey: r.key,
    metaId: r.route.metaId,
    body: r.body,
    siteCss,
    pageCss: pageCss(nearStyleList(r.page)),
    farCss: farCssFile(r),
    data: hydrationData(r.page, r.data),
    dataUrl,
    runtime,
    clientScript: `/${client!.file}`,
    preloads: preloadsFor(r.key, r.body),
    canonical: r.key !== 'error',
  });
}

async function main(): Promise<void> {
  if (FULL_BUILD && existsSync('public')) cpSync('public', DIST, { recursive: true });
  const manifest: Manifest = {
    buildId: assets.buildId,
    routes: [],
    chunks: { ...manifestChunks(), routes: {} },
    // The client router's chunks, prefetched when the browser is idle so the first navigation does not wait for them.
    router: lazyChunks(['site/app/app.tsx']),
  };
  const statuses: Record<string, number> = {};
  const sitemap: string[] = [];
  const pages: { rendered: Rendered; indexed: boolean }[] = [];
  for (const entry of prerenderEntries(ROUTES)) {
    const check = checkMiddleware(entry.route);
    let key: PageName = entry.page;
    let data = entry.data;
    if (!check.ok) {
      // SPEC §8: a route naming unknown middleware fails with 500 'Unknown middleware {name}'.
      key = 'error';
      data = { status: check.status, message: check.message };
      statuses[entry.path] = check.status;
    }
    const apply = check.ok ? check.apply : undefined;
    pages.push({
      rendered: await renderBody(entry.path, key, entry.route, entry.params, data, apply),
      indexed: check.ok,
    });
  }
  const notFound = await renderBody('/404/', 'error', { path: '/404/', page: 'home', name: '404' }, {}, notFoundData);
  const siteCss = siteCssFor([...pages.map((p) => p.rendered), notFound]);
  const dataBeside = islandsPaths(pages.map((p) => p.rendered));
  for (const { rendered, indexed } of pages) {
    const { path, key, data, head } = rendered;
    const payload: RoutePayload = { page: key, data };
    const islands = dataBeside.get(rendered);
    write(join(DIST, path, 'index.html'), documentOf(rendered, siteCss, islands));
    if (islands) write(join(DIST, islands), JSON.stringify({ page: key, data: hydrationData(rendered.page, data) }));
    write(join(DIST, path, PAYLOAD_FILE), `export default ${jsonForScript(payload)};\n`);
    write(join(DIST, CONTENT_DIR, `${contentKey(path)}.json`), JSON.stringify(payload));
    manifest.routes.push(path);
    manifest.chunks!.routes![path] = key;
    if (indexed && !head.robots?.includes('noindex')) sitemap.push(path);
  }
  write(join(DIST, '404.html'), documentOf(notFound, siteCss));
  write(join(DIST, MANIFEST_PATH), `export default ${jsonForScript(manifest)};\n`);
  write(join(DIST, '_status.json'), JSON.stringify(statuses));
  // CSS the client adds in a <style> of its own at run time, outside the page tags: the server allows it by hash.
  write(join(DIST, RUNTIME_STYLES_FILE), JSON.stringify([cookieConsentCss]));
  const today = new Date().toISOString().slice(0, 10);
  write(
    join(DIST, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemap
      .map((path) => `  <url><loc>${canonicalUrl(path)}</loc><lastmod>${today}</lastmod></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  write(
    join(DIST, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${canonicalUrl('/sitemap.xml')}\n`,
  );
  // The law the pages were rendered under, the offers it let them show and the whole catalogue with its versions, so
  // the server can tell whether today's law or its database's catalogue would show anything else
  // (server/law/site-render.ts), and which version of an offer a click saw.
  write(
    join(DIST, LAW_FILE),
    JSON.stringify({
      key: lawKey(SITE_LAW),
      day: SITE_LAW.day,
      nbpRate: SITE_LAW.nbpRate,
      shown: SHOWN_OFFERS.map((o) => o.offer_id),
      refused: REFUSED_OFFERS,
      catalogue: CATALOGUE.offers,
      lenders: CATALOGUE.lenders,
      versions: CATALOGUE.versions,
    } satisfies BuiltLaw),
  );
  // The partner API's TypeScript definitions, from the loader's types and option parsing with docs/partners.md's words.
  write(
    join(DIST, PARTNER_TYPES_PATH),
    partnerDefinitions(readFileSync('loader/public-api.ts', 'utf8'), readFileSync('docs/partners.md', 'utf8')),
  );
  if (REFUSED_OFFERS.length > 0) {
    console.warn(
      `offers left out under the law of ${SITE_LAW.day}: ${REFUSED_OFFERS.map((r) => `${r.offer_id} ${r.name}: ${r.problems.join(' ')}`).join('; ')}`,
    );
  }
  if (FULL_BUILD) writeFileSync(join(DIST, '.build-stamp'), `${assets.buildId}\n`);
  console.log(`prerendered ${manifest.routes.length} pages, 404.html, sitemap.xml (${sitemap.length} URLs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
