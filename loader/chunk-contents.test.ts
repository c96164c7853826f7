// What a partner page runs before consent (docs/performance.md, "What runs before consent on a partner page"): the
// code core.js and the offer list's first-paint chunk import statically goes into them whole, module by module.
// This follows those imports through the sources (an `import type` brings nothing; `import()` is a chunk of its
// own) and fails when a module that was moved out to be fetched only when needed is reachable again.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier.replace(/\?.*$/, '')));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/** Every source module the entries reach through static imports and re-exports that emit code. */
function staticClosure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, false);
    for (const statement of source.statements) {
      const emitted = ts.isImportDeclaration(statement)
        ? !statement.importClause?.isTypeOnly
        : ts.isExportDeclaration(statement) && !statement.isTypeOnly;
      const specifier = emitted
        ? (statement as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier
        : undefined;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const next = resolveModule(path, specifier.text);
      if (next) visit(next);
    }
  };
  entries.forEach(visit);
  return seen;
}

describe('what runs before consent', () => {
  it('core.js: the page config in its final form, not the full reader; not the retry after a busy server, the lead id, the registry beyond consent, the later capabilities or the commands', () => {
    const core = staticClosure(['loader/boot-page.ts']);
    expect(core).toContain('contracts/page-config-wire.ts');
    expect(core).toContain('loader/events/client.ts');
    for (const moved of [
      'contracts/page-config.ts',
      'contracts/page-config-base.ts',
      'contracts/page-settings.ts',
      'loader/events/retry.ts',
      // The lead id's feature and its retention rule: fetched only by a page that may know a lead.
      'loader/features/leadid/index.ts',
      'contracts/lead-retention.ts',
      // The registry's entries of the features that need consent: fetched with the first such consent.
      'loader/plugins.ts',
      'loader/partner-page.ts',
      // The page view's part that consent changes comes in the same chunk.
      'loader/features/pageview/consented.ts',
      // The capabilities only features use come in that chunk too (env.more()).
      'loader/env-more.ts',
      // The public global's setup and the commands: a page without commands never fetches them.
      'loader/global/run.ts',
      'loader/global/commands.ts',
    ])
      expect(core).not.toContain(moved);
  });

  it("the offer list's first paint: the partner's values, not their personal-data detector, the forms' checks or PayU", () => {
    // The first-paint chunk's own modules (WIDGET_PAINT in rollup.config.mjs), with what render.ts decides with.
    const mount = [
      'index',
      'names',
      'first-paint',
      'html-api',
      'links',
      'read-options',
      'render',
      'shadow-style',
      'personal-check',
    ].map((name) => `loader/features/mount/${name}.ts`);
    const paint = staticClosure(mount);
    expect(paint).toContain('contracts/partner-values.ts');
    expect(paint).toContain('loader/features/mount/new-tab.ts');
    for (const moved of [
      // The personal-data detector: fetched only for a partner value with an @ or six digits (personal-check.ts).
      'contracts/personal-data.ts',
      'contracts/affiliate.ts',
      // The card form's operator check comes with the widget runtime; the live new-tab marking is the runtime's.
      'loader/features/mount/card-operator.ts',
      'widgets/CreditCardForm/payu-settings.ts',
      'loader/features/mount/new-tab-live.ts',
      'widgets/CreditCardForm/payu.ts',
      'contracts/checks/card.ts',
      'contracts/checks/pesel.ts',
      'contracts/checks/calendar.ts',
      'contracts/offer-order-text.ts',
    ])
      expect(paint).not.toContain(moved);
  });
});
