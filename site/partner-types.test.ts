// The published partner definitions (/przelewik.d.ts) against what the loader really does and what
// docs/partners.md says: attributes from the loader's own option parsing, commands from its command reader,
// and a partner's TypeScript file compiled against the definitions, right uses passing and wrong ones refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { readCommand } from '../loader/global/commands';
import { widgetAttributes } from '../loader/features/mount/attributes';
import { WIDGET_NAMES } from '../loader/features/mount/names';
import { partnerDefinitions, partnerOptionDocs } from './partner-types';

const PARTNERS_MD = readFileSync('docs/partners.md', 'utf8');
const PUBLIC_API = readFileSync('loader/public-api.ts', 'utf8');
const DEFINITIONS = partnerDefinitions(PUBLIC_API, PARTNERS_MD);

/** The rows' first cells of the table right under a heading of docs/partners.md. */
function firstCells(heading: string): string[] {
  const start = PARTNERS_MD.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(0);
  const table: string[] = [];
  let seen = false;
  for (const line of PARTNERS_MD.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('#')) break;
    if (line.startsWith('|')) {
      seen = true;
      table.push(line);
    } else if (seen) break;
  }
  expect(table.length, heading).toBeGreaterThan(2);
  return table.slice(2).map((line) => line.split('|')[1]!.trim());
}

describe('the widgets’ data-* attributes', () => {
  const docs = partnerOptionDocs(PARTNERS_MD);
  const { common, own } = widgetAttributes();

  it('docs/partners.md names every widget the loader mounts, and no other', () => {
    expect([...docs.widgets.keys()].sort()).toEqual([...WIDGET_NAMES].sort());
  });

  it('the options every widget takes are those the loader reads for every widget', () => {
    expect(common).toContain('data-sub1');
    expect([...docs.common.keys()].sort()).toEqual([...common].sort());
  });

  for (const name of WIDGET_NAMES) {
    it(`${name}: docs/partners.md lists exactly the attributes the loader reads, and the definitions declare them`, () => {
      expect([...(docs.widgets.get(name)?.options.keys() ?? [])].sort()).toEqual([...own[name]].sort());
      const body =
        new RegExp(
          `export interface Przelewik\\w+Attributes extends PrzelewikCommonAttributes \\{\\n  'data-widget': '${name}';\\n([\\s\\S]*?)\\n\\}`,
        ).exec(DEFINITIONS)?.[1] ?? '';
      const declared = [...body.matchAll(/^ {2}'(data-[a-z0-9-]+)'\?: string;$/gm)].map((m) => m[1]);
      expect(declared).toEqual(own[name]);
    });
  }

  it('each declared attribute carries the guide’s words about it', () => {
    expect(DEFINITIONS).toMatch(/\/\*\* zł, 100–25 000, default 1 500 \*\/\n {2}'data-amount'\?: string;/);
    expect(DEFINITIONS).toMatch(/\/\*\* your PayU POS id, digits; required \*\/\n {2}'data-payu-pos-id'\?: string;/);
    expect(DEFINITIONS).toMatch(/\/\*\* your own tracking ids: [^*]+\*\/\n {2}'data-sub5'\?: string;/);
    // A note that starts with "each" is every listed attribute's: loan-sliders' amount, term and unit.
    const sliders = /export interface PrzelewikLoanSlidersAttributes [^}]+\}/.exec(DEFINITIONS)?.[0] ?? '';
    for (const attribute of ['data-amount', 'data-term', 'data-unit'])
      expect(sliders).toMatch(new RegExp(`/\\*\\* each as for \`offer-list\`[^*]*\\*/\\n {2}'${attribute}'`));
  });
});

describe('window.przelewik', () => {
  it('the commands of the guide’s table are the loader’s, and the definitions declare each', () => {
    const documented = firstCells('## The public global: `window.przelewik`').map(
      (cell) => /^`\['([a-z]+)'/.exec(cell)?.[1],
    );
    // The loader's own list, as its reader names it for an unknown command.
    const refused = readCommand(['no-such-command']);
    expect(refused.ok).toBe(false);
    const known = /\(known: ([a-z, ]+)\)/.exec(refused.ok ? '' : refused.error)?.[1]?.split(', ');
    const declared = [...new Set([...DEFINITIONS.matchAll(/readonly \['([a-z]+)'/g)].map((m) => m[1]))];
    expect(documented.sort()).toEqual(known?.sort());
    expect(declared.sort()).toEqual(known?.sort());
  });

  it('the events of the guide’s table are the ones declared', () => {
    const documented = firstCells('## Events your page hears').map((cell) => cell.replace(/`/g, ''));
    const declared = /export type PrzelewikWidgetEventType = ([^;]+);/
      .exec(DEFINITIONS)?.[1]
      ?.split(' | ')
      .map((t) => t.replace(/'/g, ''));
    expect(declared?.sort()).toEqual(documented.sort());
  });

  it('mount and unmount, which the guide shows, are declared', () => {
    expect(PARTNERS_MD).toContain('przelewik.mount(element);');
    expect(PARTNERS_MD).toContain('przelewik.unmount(element);');
    expect(DEFINITIONS).toMatch(/\n {2}mount\?\(element: Element\): boolean;/);
    expect(DEFINITIONS).toMatch(/\n {2}unmount\?\(element: Element\): boolean;/);
  });
});

// A partner's own TypeScript, as the guide shows it: compiled against the published file alone.
const PARTNER_FILE = `
import type { PrzelewikWidgetAttributes, PrzelewikWidgetEventDetail, PrzelewikOfferListAttributes } from './przelewik';

window.przelewik = window.przelewik || [];
window.przelewik.push(['consent', { analytics: true, marketing: false }]);
window.przelewik.push(['consent', 'all'], ['lead', '1b4e28ba-2fa1-41d2-883f-0016d3cca427']);
window.przelewik.push(['event', 'offer_click', { position: 2, campaign: 'autumn', paid: false, note: null }]);
window.przelewik.push(['event', 'newsletter_open']);

const list: PrzelewikOfferListAttributes = { 'data-widget': 'offer-list', 'data-amount': '2000', 'data-term': '30', 'data-sub1': 'sidebar' };
const card: PrzelewikWidgetAttributes = { 'data-widget': 'credit-card', 'data-payu-pos-id': '145227' };
const element = document.createElement('div');
for (const [name, value] of Object.entries({ ...list, ...card })) if (value !== undefined) element.setAttribute(name, value);
const taken: boolean | undefined = window.przelewik.mount?.(element);
window.przelewik.unmount?.(element);

document.addEventListener('przelewik:widget', (event) => {
  const detail: PrzelewikWidgetEventDetail = event.detail;
  if (detail.type === 'card') console.log(detail.widget, detail.token, detail.operator, taken);
});

// What the loader refuses, the types refuse too.
// @ts-expect-error a consent is a choice, not any text
window.przelewik.push(['consent', 'maybe']);
// @ts-expect-error there is no such command
window.przelewik.push(['track', 'x']);
// @ts-expect-error event props are flat
window.przelewik.push(['event', 'x', { nested: { a: 1 } }]);
// @ts-expect-error no reviews widget
const reviews: PrzelewikWidgetAttributes = { 'data-widget': 'reviews' };
// @ts-expect-error the offer list has no such option
const unknown: PrzelewikOfferListAttributes = { 'data-widget': 'offer-list', 'data-colour': 'red' };
// @ts-expect-error no such event type
document.addEventListener('przelewik:widget', (event) => event.detail.type === 'clicked');
export { reviews, unknown };
`;

describe('a partner’s TypeScript against the published definitions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'przelewik-types-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function compile(files: Record<string, string>): string[] {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const program = ts.createProgram(
      Object.keys(files).map((name) => join(dir, name)),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        skipDefaultLibCheck: true,
      },
    );
    return ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
  }

  it('compiles, and every wrong use is refused', () => {
    expect(compile({ 'przelewik.d.ts': DEFINITIONS, 'partner.ts': PARTNER_FILE })).toEqual([]);
  }, 30_000);

  it('fails when the definitions lose what the partner uses (the check can fail)', () => {
    const without = DEFINITIONS.replace(/\n {2}'data-term'\?: string;/g, '');
    expect(compile({ 'przelewik.d.ts': without, 'partner.ts': PARTNER_FILE }).join('\n')).toMatch(/data-term/);
  }, 30_000);
});
