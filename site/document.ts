// The HTML around a prerendered page: head (title, description, canonical, social tags, the page's JSON-LD), inlined
// CSS (what the page shows near the first screen; its far sections' CSS is a file), the page's data for hydration,
// and at the end a small script that fetches the client entry and the first screen's chunks once the page has
// painted. The loader is started by the client when the browser is idle, with the site's page config (client.tsx).
import { PAGE_CSS_ATTR, SITE_CSS_ATTR } from './app/page-styles';
import { consentSpaceScript } from './app/consent-space';
import { farSectionsScript, linkFarCssScript } from './app/far-sections';
import { TOKENS } from '../widgets/tokens';
import { PERCENT_VARS } from '../widgets/percent-var';
import { LOCALE, SHORT_NAME } from './brand';
import type { Head } from './pages/types';
import { canonicalUrl, DEFAULT_SOCIAL_IMAGE } from './seo';
import { escapeHtml } from '../contracts/html-escape';

export interface DocumentParts {
  head: Head;
  path: string;
  pageKey: string;
  metaId?: number;
  body: string;
  /** The site's CSS (base and layout), on every page. */
  siteCss: string;
  /** The page's own CSS for what it shows near the first screen, in a tag keyed by its key (app/page-styles.ts). */
  pageCss: string;
  /** Where the CSS of the page's sections far below the first screen is published (absolute path), if it has any:
   * named in `#pz-boot` and linked by the boot script once the page has painted (app/far-sections.ts). */
  farCss?: string;
  /** The page's data, read by the client before hydrating. */
  data: unknown;
  /** Where the same data is published instead (a page's `inlineData: false`): the HTML then names it in `#pz-boot`
   * rather than carrying it, and the boot script fetches it with the chunks. */
  dataUrl?: string;
  runtime: { apiBase: string };
  /** The client entry, absolute path. */
  clientScript: string;
  /** Chunks the page needs at once, absolute paths. */
  preloads: string[];
  /** Error pages have no canonical URL. */
  canonical: boolean;
}

/** JSON inside <script>: '<' escaped so no "</script>" or "<!--" can end it early. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The inline script a page runs in its head, before the first paint (its hash is in the page's CSP: server/csp.ts). */
export const headScript = (): string => `${consentSpaceScript()};${farSectionsScript()}`;

/**
 * The site's icon, which the boot script puts in the head's icon link once the page has painted; until then the link
 * names an empty data address, which asks the network for nothing (without any icon link, the browser would ask for
 * /favicon.ico, which the site has not).
 */
const FAVICON = { href: '/favicon.svg', type: 'image/svg+xml' };

/** The element holding the client entry and the first screen's chunks, which `clientBootScript` fetches. */
export const BOOT_ID = 'pz-boot';

/**
 * Sets each `data-pz-{fill,progress}` of the HTML as its custom property (a slider's filled track, the registration's
 * progress) before the first paint: through the CSSOM, so the page has no style attribute for the CSP to allow
 * (widgets/percent-var.ts). Only those names; a value that is no number makes the property invalid, nothing more.
 */
const percentVarsScript = (): string =>
  `${JSON.stringify(PERCENT_VARS)}.forEach(function(k){k="pz-"+k;d.querySelectorAll("[data-"+k+"]")` +
  '.forEach(function(e){e.style.setProperty("--"+k,parseFloat(e.getAttribute("data-"+k))+"%")})});';

/**
 * How many `modulepreload`s the boot script adds in one task: each starts its request on the spot (about a millisecond
 * of the main thread here), and `/offers/` has 16, a task Lighthouse counted as 59 ms at its 4× (docs/performance.md,
 * "What the main thread does during a first load"). The rest follow in the next tasks, a millisecond apart.
 */
export const PRELOADS_PER_TASK = 4;

/** The global the boot script leaves the page's published island data on, as a promise (undefined when it failed). */
export const ISLANDS_GLOBAL = '__pzIslands';

/**
 * The inline script at the end of every page's body: it fetches the client entry and the first screen's chunks once the
 * page's first contentful paint is on the screen (its `paint` entry, which comes when the frame is presented), the
 * entry first and the chunks `PRELOADS_PER_TASK` per task, with the page's published island data where the HTML does
 * not carry it (its promise on `ISLANDS_GLOBAL`, for the client) and the CSS of its far sections (app/far-sections.ts),
 * and only then names the favicon in the head's icon link, whose request Lighthouse's simulation otherwise puts on the
 * path to the largest paint; where the browser has no paint entry, in the task after the first frame; at once in a
 * hidden tab, which paints nothing; after 1 s at the latest. A module script or preload in the head was fetched while
 * the HTML was parsed, and when it arrived before the first frame the browser ran it, and hydrated the first screen,
 * before painting anything (docs/performance.md, "What blocks the first paint"). The same text on every page: one hash
 * in the CSP.
 */
export const clientBootScript = (): string =>
  '(function(){var d=document,b=JSON.parse(d.getElementById(' +
  JSON.stringify(BOOT_ID) +
  ').textContent),n=0;' +
  percentVarsScript() +
  linkFarCssScript(PAGE_CSS_ATTR) +
  `function go(){if(n++)return;var p=b.preloads.slice();` +
  `if(b.data)window.${ISLANDS_GLOBAL}=fetch(b.data).then(function(r){return r.json()}).catch(function(){});` +
  'var s=d.createElement("script");s.type="module";s.src=b.entry;d.head.appendChild(s);' +
  'c();' +
  `(function t(){p.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement("link");` +
  'l.rel="modulepreload";l.href=h;d.head.appendChild(l)});if(p.length)return setTimeout(t);' +
  `var i=d.querySelector("link[rel=icon]");if(i){i.type=${JSON.stringify(FAVICON.type)};` +
  `i.href=${JSON.stringify(FAVICON.href)}}})()}` +
  'if(d.hidden)return go();setTimeout(go,1e3);var P=window.PerformanceObserver;' +
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(l){' +
  'l.getEntriesByName("first-contentful-paint").length&&go()}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(go)})})()';

export function renderDocument(parts: DocumentParts): string {
  const { head, path, pageKey, metaId, body, siteCss, pageCss, data, dataUrl, runtime, clientScript } = parts;
  const { preloads, canonical, farCss } = parts;
  const boot = {
    entry: clientScript,
    preloads,
    ...(dataUrl ? { data: dataUrl } : {}),
    ...(farCss ? { css: farCss } : {}),
  };
  const pageId = metaId === undefined ? '' : ` data-page-id="${metaId}"`;
  const url = canonicalUrl(head.canonicalPath ?? path);
  const image = canonicalUrl(head.image ?? DEFAULT_SOCIAL_IMAGE.path);
  const lines = [
    '<!doctype html>',
    `<html lang="${LOCALE.code}" data-page="${escapeHtml(pageKey)}"${pageId}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Before the first paint: keeps the cookie bar's place for a visitor who has not chosen (app/consent-space.ts),
    // and lays out every section for a page opened at an #anchor (app/far-sections.ts).
    `<script>${headScript()}</script>`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    `<meta name="theme-color" content="${TOKENS['pz-brand']}">`,
    `<meta name="publisher" content="${escapeHtml(SHORT_NAME)}">`,
    `<meta property="og:site_name" content="${escapeHtml(SHORT_NAME)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:locale" content="pl_PL">',
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    canonical ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="${DEFAULT_SOCIAL_IMAGE.width}">`,
    `<meta property="og:image:height" content="${DEFAULT_SOCIAL_IMAGE.height}">`,
    '<meta property="og:image:type" content="image/webp">',
    '<meta name="twitter:card" content="summary_large_image">',
    '<link rel="icon" href="data:,">',
    `<style ${SITE_CSS_ATTR}>${styleText(siteCss)}</style>`,
    pageCss ? `<style ${PAGE_CSS_ATTR}="${escapeHtml(pageKey)}">${styleText(pageCss)}</style>` : '',
    // Without scripts nothing links the far CSS after the first paint: the browser takes it with the page.
    farCss ? `<noscript><link rel="stylesheet" href="${escapeHtml(farCss)}"></noscript>` : '',
    ...(head.jsonLd ?? []).map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
    '</head>',
    '<body>',
    `<div id="app">${body}</div>`,
    `<script type="application/json" id="pz-runtime">${jsonForScript(runtime)}</script>`,
    dataUrl ? '' : `<script type="application/json" id="pz-data">${jsonForScript({ page: pageKey, data })}</script>`,
    `<script type="application/json" id="${BOOT_ID}">${jsonForScript(boot)}</script>`,
    `<script>${clientBootScript()}</script>`,
    '</body>',
    '</html>',
    '',
  ];
  return lines.filter((line) => line !== '').join('\n');
}
