// The partner API's TypeScript definitions, published at /przelewik.d.ts (written by the prerender), from one
// source each: the global's and the events' types are loader/public-api.ts as written; the widget names and each
// widget's data-* attributes come from the loader's option parsing (loader/features/mount/attributes.ts); the
// words beside each attribute come from docs/partners.md's tables ("Widgets"). Storybook's docs pages show the
// same attributes with the same words. Pure: texts in, text out.
import { widgetAttributes } from '../loader/features/mount/attributes';
import { WIDGET_NAMES } from '../loader/features/mount/names';
import type { WidgetName } from '../loader/features/mount/props';

/** Where the definitions are served on our site. */
export const PARTNER_TYPES_PATH = '/przelewik.d.ts';

/** What docs/partners.md says about the widgets' options: its two tables under "Widgets". */
export interface PartnerOptionDocs {
  /** The options every widget takes: attribute → what it does. */
  common: Map<string, string>;
  /** Each widget: what it shows, and its options with the note in brackets after each (empty when none). */
  widgets: Map<string, { summary: string; options: Map<string, string> }>;
}

/** A table cell's markdown as plain text for a comment: links as their words, no emphasis. */
const plain = (cell: string): string =>
  cell
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*\//g, '*\\/')
    .trim();

/** The rows of each table in a markdown section, cells split, header and separator rows left out. */
function tables(section: string): string[][][] {
  const found: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split('|')
      .map((c) => c.trim());
    if (!current) found.push((current = [cells]));
    else if (!cells.every((c) => /^:?-+:?$/.test(c))) current.push(cells);
  }
  return found;
}

/**
 * The attributes a cell names in code (`data-x`), each with the note in brackets after it: "`data-sub1` … `data-sub5`"
 * is the whole run, and a note that starts with "each" belongs to every attribute of the comma-separated list before
 * it.
 */
function attributesIn(cell: string): { attribute: string; note: string }[] {
  const out: { attribute: string; note: string }[] = [];
  const code = /`(data-[a-z0-9-]+)`(?:\s*\(((?:[^()]|\([^()]*\))*)\))?/g;
  let previous: { attribute: string; end: number } | undefined;
  let listed: { attribute: string; note: string }[] = [];
  for (const match of cell.matchAll(code)) {
    const attribute = match[1]!;
    const between = previous === undefined ? '' : cell.slice(previous.end, match.index);
    const run = previous && /^\s*…\s*$/.test(between) ? /^(.*?)(\d+)$/.exec(previous.attribute) : null;
    const end = /^(.*?)(\d+)$/.exec(attribute);
    if (run && end && run[1] === end[1])
      for (let i = Number(run[2]) + 1; i < Number(end[2]); i += 1) out.push({ attribute: `${run[1]}${i}`, note: '' });
    if (!(previous && between === ', ' && !out[out.length - 1]!.note)) listed = [];
    const row = { attribute, note: plain(match[2] ?? '') };
    out.push(row);
    listed.push(row);
    if (/^each\b/.test(row.note)) for (const earlier of listed) earlier.note = row.note;
    previous = { attribute, end: (match.index ?? 0) + match[0].length };
  }
  return out;
}

/** Reads docs/partners.md's "Widgets" tables. */
export function partnerOptionDocs(markdown: string): PartnerOptionDocs {
  const start = markdown.indexOf('\n## Widgets\n');
  const end = markdown.indexOf('\n## ', start + 1);
  const section = start < 0 ? '' : markdown.slice(start, end < 0 ? undefined : end);
  const docs: PartnerOptionDocs = { common: new Map(), widgets: new Map() };
  for (const [header, ...rows] of tables(section)) {
    if (header?.[0] === 'option') {
      for (const [names = '', values = '', what = ''] of rows) {
        for (const { attribute } of attributesIn(names))
          docs.common.set(attribute, `${plain(what)} (${plain(values)})`);
      }
    } else if (header?.[0] === 'widget' && header[1] === 'options') {
      for (const [name = '', options = '', what = ''] of rows) {
        docs.widgets.set(name.replace(/`/g, ''), {
          summary: plain(what),
          options: new Map(attributesIn(options).map(({ attribute, note }) => [attribute, note])),
        });
      }
    }
  }
  return docs;
}

/**
 * An attribute's words: the note in brackets after it in its widget's row, or what the option does for every widget.
 */
export function attributeNote(docs: PartnerOptionDocs, widget: string, attribute: string): string {
  return docs.widgets.get(widget)?.options.get(attribute) || docs.common.get(attribute) || '';
}

/** 'offer-list' → 'OfferList'. */
const typeName = (widget: string) => widget.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

const comment = (text: string, indent = ''): string => (text ? `${indent}/** ${text} */\n` : '');

/** The loader's public-api.ts as published: without its header comment and its type imports. */
function publicApiBody(source: string): string {
  const lines = source.split('\n');
  let at = 0;
  while (
    at < lines.length &&
    (lines[at]!.startsWith('//') || lines[at]!.startsWith('import type ') || lines[at]!.trim() === '')
  )
    at += 1;
  return lines.slice(at).join('\n').trimEnd();
}

/** The published /przelewik.d.ts: `publicApi` is loader/public-api.ts's text, `partnersMd` docs/partners.md's. */
export function partnerDefinitions(publicApi: string, partnersMd: string): string {
  const docs = partnerOptionDocs(partnersMd);
  const { common, own } = widgetAttributes();
  const out: string[] = [];
  out.push(
    `// TypeScript definitions of the Przelewik partner API: window.przelewik, the widget events and each widget's\n// data-* attributes, made from the loader's own types and option parsing, with the words of our partner guide.\n// Put this file among your sources (for example types/przelewik.d.ts); import the named types from it as you need.\n`,
  );
  out.push(publicApiBody(publicApi), '');
  out.push(
    `/** A widget's name, for \`data-widget\`. */\nexport type PrzelewikWidgetName = ${WIDGET_NAMES.map((n) => `'${n}'`).join(' | ')};\n`,
  );
  out.push(`/** The options every widget takes. */\nexport interface PrzelewikCommonAttributes {`);
  for (const attribute of common)
    out.push(`${comment(docs.common.get(attribute) ?? '', '  ')}  '${attribute}'?: string;`);
  out.push('}\n');
  for (const name of WIDGET_NAMES) {
    out.push(
      `${comment(`\`${name}\`: ${docs.widgets.get(name)?.summary ?? ''}`)}export interface Przelewik${typeName(name)}Attributes extends PrzelewikCommonAttributes {`,
    );
    out.push(`  'data-widget': '${name}';`);
    for (const attribute of own[name])
      out.push(`${comment(attributeNote(docs, name, attribute), '  ')}  '${attribute}'?: string;`);
    out.push('}\n');
  }
  out.push(`/** Each widget's attributes by its name. */\nexport interface PrzelewikWidgetAttributesByName {`);
  for (const name of WIDGET_NAMES) out.push(`  '${name}': Przelewik${typeName(name)}Attributes;`);
  out.push('}\n');
  out.push(
    `/** The attributes of any widget element (\`<div data-widget="offer-list" data-amount="2000">\`). */\nexport type PrzelewikWidgetAttributes = PrzelewikWidgetAttributesByName[PrzelewikWidgetName];\n`,
  );
  out.push(`declare global {
  /** The loader's command queue; \`undefined\` until you or the loader create it. */
  var przelewik: Przelewik | undefined;
  interface HTMLElementEventMap {
    'przelewik:widget': PrzelewikWidgetEvent;
  }
  interface DocumentEventMap {
    'przelewik:widget': PrzelewikWidgetEvent;
  }
}
`);
  return out.join('\n');
}

/** The tag a partner pastes for widget `name`, and the framework calls (docs/partners.md, "Widgets"). */
export function partnerSnippet(name: WidgetName): { html: string; js: string } {
  return {
    html: `<script async src="https://STATIC_HOST/loader.js"></script>\n<div data-widget="${name}"></div>`,
    js: `// A widget your framework renders where the loader cannot see it (your own shadow root):\nconst element = document.createElement('div');\nelement.dataset.widget = '${name}';\nshadowRoot.append(element);\nwindow.przelewik?.mount?.(element);\n// … and when your framework removes it:\nwindow.przelewik?.unmount?.(element);`,
  };
}
