// Every text the product shows, gathered for checks that read all copy (site/claims.test.ts): the prerendered pages
// as a reader and a search engine meet them (body, headings and links, title, meta description, JSON-LD), the
// content data behind them, the Polish strings of the widgets and the loader, the Polish push prompt and the
// partner offer list as our server renders it. Each text says where it comes from and whether it is prose (which
// may quote a phrase to warn against it) or a text that stands alone (a name, heading, title, link, highlight).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { Head } from '../pages/types';
import { visibleText } from './render-pages';

export interface CopyText {
  /** Where a reader meets it: a page path, a data path, a source file and line. */
  where: string;
  text: string;
  /** Prose may quote a banned phrase to warn against it; a standalone text may not. */
  prose: boolean;
}

// --- Rendered pages ---------------------------------------------------------------------------------------------

/** Elements whose text stands alone: headings, links, buttons, labels, table and list headers, the page title. */
const STANDALONE = /<(h[1-6]|a|button|label|legend|summary|th|dt|title)\b[^>]*>([\s\S]*?)<\/\1>/gi;

/** A page's body: all its visible text as prose, and each heading, link, button and label on its own. */
export function htmlCopy(where: string, html: string): CopyText[] {
  const texts: CopyText[] = [{ where, text: visibleText(html), prose: true }];
  for (const match of html.matchAll(STANDALONE)) {
    const text = visibleText(match[2] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) texts.push({ where: `${where} <${match[1]!.toLowerCase()}>`, text, prose: false });
  }
  return texts;
}

/** A page's head: title and meta description stand alone (search results show them so); JSON-LD repeats the page. */
export function headCopy(where: string, head: Head): CopyText[] {
  return [
    { where: `${where} <title>`, text: head.title, prose: false },
    { where: `${where} <meta description>`, text: head.description, prose: false },
    ...(head.jsonLd ?? []).flatMap((item, i) => dataCopy(`${where} JSON-LD ${i}`, item, true)),
  ];
}

// --- Data -------------------------------------------------------------------------------------------------------

/** Keys whose text stands alone wherever it is shown: names, titles, headings, meta descriptions, highlights. */
const STANDALONE_KEYS = new Set([
  'title',
  'h1',
  'name',
  'description',
  'heading',
  'label',
  'highlights',
  'points',
  'q',
  'cta',
  'payoutNote',
  'lead',
]);
/** Keys that hold no copy: addresses, ids, dates, colours. */
// `banned`: the law's own description of the banned kinds of claim (contracts/law.ts ADVERTISING_RULES), which the
// terms' data carries with the law; it names what may not be said, it does not say it.
const NOT_COPY = new Set([
  'id',
  'path',
  'url',
  'href',
  'slug',
  'since',
  'date',
  'published',
  'updated',
  'logo',
  'background',
  'color',
  '@context',
  '@type',
  'item',
  'mainEntityOfPage',
  'image',
  'banned',
]);

/**
 * Every string in `value`, depth first, each with its path ("CATEGORIES[3].faq[4].q"). A string under a standalone
 * key is standalone; everything else is prose (`allProse` makes all of it prose, for JSON-LD).
 */
export function dataCopy(where: string, value: unknown, allProse = false, key = ''): CopyText[] {
  if (typeof value === 'string')
    return value.trim() ? [{ where, text: value, prose: allProse || !STANDALONE_KEYS.has(key) }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => dataCopy(`${where}[${i}]`, item, allProse, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      NOT_COPY.has(k) ? [] : dataCopy(`${where}.${k}`, v, allProse, k),
    );
  }
  return [];
}

// --- Source strings ---------------------------------------------------------------------------------------------
// Widgets and the loader are read from their source, not only from rendered pages: their error messages, empty
// states, later registration steps and partner-only texts appear in states no prerendered page reaches. Parsed
// with TypeScript (not grepped with a pattern), so every string literal, template and JSX text is found, with an
// interpolated value read as "1" ("Decyzja w ${n} minut" → "Decyzja w 1 minut").

const looksLikeCopy = (text: string): boolean =>
  /\p{L}/u.test(text) && (/\s/.test(text.trim()) || /[ąćęłńóśźż]/i.test(text));

/** The Polish-looking strings of one source file: literals, templates, and the text of each JSX element joined. */
export function sourceStrings(file: string, source: string): CopyText[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: CopyText[] = [];
  const add = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (looksLikeCopy(clean))
      out.push({
        where: `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
        text: clean,
        prose: false,
      });
  };
  const jsxText = (node: ts.JsxElement | ts.JsxFragment): string =>
    node.children
      .map((child) => {
        if (ts.isJsxText(child)) return child.text;
        if (ts.isJsxExpression(child))
          return child.expression && ts.isStringLiteralLike(child.expression) ? child.expression.text : '1';
        if (ts.isJsxElement(child) || ts.isJsxFragment(child)) return ` ${jsxText(child)} `;
        return ' ';
      })
      .join('');
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node))
      add(node, node.head.text + node.templateSpans.map((span) => `1${span.literal.text}`).join(''));
    else if (
      (ts.isJsxElement(node) || ts.isJsxFragment(node)) &&
      node.children.some((c) => ts.isJsxText(c) && c.text.trim())
    )
      add(node, jsxText(node));
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return out;
}

/** Source files under `dir`, tests left out (they plant banned claims on purpose). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export const sourceCopy = (dirs: readonly string[]): CopyText[] =>
  dirs.flatMap(sourceFiles).flatMap((file) => sourceStrings(file, readFileSync(file, 'utf8')));
