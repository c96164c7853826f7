// Storybook's docs pages describe each widget's props from the JSDoc of its props interface (react-docgen-typescript
// in .storybook/main.ts): every prop of every widget's exported *Props interface has one, or its row is blank.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { expect, it } from 'vitest';

const WIDGET_FILES = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`widgets/${entry.name}/${entry.name}.tsx`))
  .map((entry) => `widgets/${entry.name}/${entry.name}.tsx`);

/** `Interface.prop` for each member of an exported *Props interface without a JSDoc comment. */
function undocumentedProps(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const missing: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) || !statement.name.text.endsWith('Props')) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const member of statement.members) {
      const documented = ts
        .getJSDocCommentsAndTags(member)
        .some((doc) => ts.isJSDoc(doc) && (doc.comment ?? '') !== '');
      if (!documented) missing.push(`${statement.name.text}.${member.name?.getText(source) ?? '?'}`);
    }
  }
  return missing;
}

it('finds the widgets', () => {
  expect(WIDGET_FILES.length).toBeGreaterThan(10);
});

for (const file of WIDGET_FILES) {
  it(`${file}: every prop of its props interfaces is described`, () => {
    expect(undocumentedProps(file)).toEqual([]);
  });
}

it('the check fails on a prop without a description', () => {
  const file = 'widgets/Steps/Steps.tsx';
  const source = readFileSync(file, 'utf8');
  const stripped = source.replace(/\n\s*\/\*\*[^\n]*\*\/(\n\s*steps:)/, '$1');
  expect(stripped).not.toBe(source);
  const parsed = ts.createSourceFile(file, stripped, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const props = parsed.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'StepsProps',
  )!;
  const steps = props.members.find((m) => m.name?.getText(parsed) === 'steps')!;
  expect(ts.getJSDocCommentsAndTags(steps)).toEqual([]);
});
