// The HTML around a prerendered page: head, inlined CSS (small enough to be all critical), the client entry
// as a deferred module script, and the loader as the partner snippet would include it.
import { LOCALE, SHORT_NAME } from './brand';
import type { Head } from './pages/types';

export interface DocumentParts {
  head: Head;
  pageKey: string;
  metaId?: number;
  body: string;
  css: string;
  /** The client entry, absolute path. */
  clientScript: string;
  /** Chunks the page needs at once, absolute paths. */
  preloads: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderDocument(parts: DocumentParts): string {
  const { head, pageKey, metaId, body, css, clientScript, preloads } = parts;
  const pageId = metaId === undefined ? '' : ` data-page-id="${metaId}"`;
  return `<!doctype html>
<html lang="${LOCALE.code}" data-page="${escapeHtml(pageKey)}"${pageId}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
<meta name="theme-color" content="#0b5d3b">
<meta property="og:site_name" content="${escapeHtml(SHORT_NAME)}">
<meta property="og:title" content="${escapeHtml(head.title)}">
<meta property="og:locale" content="pl_PL">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${css.replace(/<\/style/gi, '<\\/style')}</style>
${preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('\n')}
<script type="module" src="${escapeHtml(clientScript)}"></script>
<script async src="/loader.js"></script>
</head>
<body>
<div id="app">${body}</div>
</body>
</html>
`;
}
