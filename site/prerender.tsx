// Build step (run as build/prerender.mjs after Rollup): renders every route that has a fixed path to
// dist/{path}/index.html, plus dist/404.html, and copies public/ into dist/.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToString } from 'preact-render-to-string';
import { App } from './app/App';
import { layoutCss } from './app/Layout';
import { staticPath } from './app/match';
import { renderDocument } from './document';
import { PAGES, PAGE_SOURCES, type PageName } from './pages';
import type { PageProps } from './pages/types';
import { ROUTES, type RouteDef } from './routes';
import baseCss from './styles/base.css?inline';

interface AssetManifest {
  buildId: string;
  entries: Record<string, { file: string; imports: string[] }>;
  modules: Record<string, { file: string; imports: string[] }>;
}

const DIST = 'dist';
const manifest = JSON.parse(readFileSync('build/asset-manifest.json', 'utf8')) as AssetManifest;
const client = manifest.entries.site;
if (!client) throw new Error('build/asset-manifest.json has no "site" entry: run Rollup first');

/** The page chunk and everything it imports statically, as absolute paths, without the entry's own imports. */
function preloadsFor(key: PageName): string[] {
  const chunk = manifest.modules[PAGE_SOURCES[key]];
  if (!chunk) throw new Error(`no chunk was built for ${PAGE_SOURCES[key]} (page "${key}")`);
  const files = new Set([...client!.imports, chunk.file, ...chunk.imports]);
  return [...files].map((file) => `/${file}`);
}

async function renderPage(key: PageName, route: RouteDef, params: Record<string, string>): Promise<string> {
  const page = await PAGES[key]();
  const props: PageProps = { route, params };
  const body = renderToString(<App page={page} props={props} />);
  return renderDocument({
    head: page.head(props),
    pageKey: key,
    metaId: route.metaId,
    body,
    css: [baseCss, layoutCss, ...(page.styles ?? [])].join(''),
    clientScript: `/${client!.file}`,
    preloads: preloadsFor(key),
  });
}

function write(path: string, html: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
}

async function main(): Promise<void> {
  if (existsSync('public')) cpSync('public', DIST, { recursive: true });
  const written: string[] = [];
  for (const route of ROUTES) {
    const path = staticPath(route);
    if (path === null) continue;
    write(join(DIST, path, 'index.html'), await renderPage(route.page, route, {}));
    written.push(path);
  }
  write(join(DIST, '404.html'), await renderPage('not-found', { path: '/404/', page: 'home', name: '404' }, {}));
  writeFileSync(join(DIST, '.build-stamp'), `${manifest.buildId}\n`);
  console.log(`prerendered ${written.length} routes and 404.html`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
