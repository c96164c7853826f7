import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typesAndLint } from './types-and-lint.mjs';

const OPTIONS = { strict: true, noEmit: true, types: [], lib: ['ES2022'], target: 'ES2022', module: 'ESNext' };

// A tree laid out as ours: the check config names src/, the lint config adds tools/ and reads JavaScript.
const BASE: Record<string, string> = {
  'tsconfig.check.json': JSON.stringify({
    compilerOptions: { ...OPTIONS, moduleResolution: 'Bundler' },
    include: ['src/**/*'],
  }),
  'tsconfig.eslint.json': JSON.stringify({
    extends: './tsconfig.check.json',
    compilerOptions: { allowJs: true, checkJs: false },
    include: ['src/**/*', 'tools/**/*.ts'],
  }),
  'src/sum.ts': 'export const sum = (a: number, b: number): number => a + b;\n',
  'tools/plain.mjs': 'export const plain = 1;\n',
  // Only the lint program reads plain.mjs, so only there is this directive unused: not a checked file's error.
  'tools/plain.test.ts':
    "// @ts-expect-error: no declarations\nimport { plain } from './plain.mjs';\nexport const two = plain + 1;\n",
};

// One typed rule, enough to prove the rules get the program's types.
const eslintOptions = {
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { '@typescript-eslint': tseslint.plugin },
      rules: { '@typescript-eslint/no-floating-promises': 'error' },
    },
  ],
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function run(files: Record<string, string>) {
  const cwd = mkdtempSync(join(tmpdir(), 'types-and-lint-'));
  dirs.push(cwd);
  for (const [path, text] of Object.entries({ ...BASE, ...files })) {
    mkdirSync(dirname(join(cwd, path)), { recursive: true });
    writeFileSync(join(cwd, path), text);
  }
  let output = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output += String(chunk);
    return true;
  });
  const code = await typesAndLint({ cwd, eslintOptions });
  vi.mocked(process.stdout.write).mockRestore();
  return { code, output };
}

describe('types and lint on one program', () => {
  it('passes a clean tree, though the lint program alone sees an error outside the checked files', async () => {
    expect(await run({})).toEqual({ code: 0, output: '' });
  });

  it('fails on a type error in a checked file, as tsc reports it, before linting', async () => {
    const { code, output } = await run({
      'src/bad.ts': "export const n: number = 'one';\nexport function f() { Promise.resolve(1); }\n",
    });
    expect(code).toBe(2);
    expect(output).toContain("src/bad.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(output).toContain('Found 1 error (types).');
    expect(output).not.toContain('no-floating-promises');
  });

  it('fails on a checked file importing a script without declarations, as the check program would', async () => {
    const { code, output } = await run({
      'src/uses.ts': "import { plain } from '../tools/plain.mjs';\nexport const p = plain;\n",
    });
    expect(code).toBe(2);
    expect(output).toMatch(
      /src\/uses\.ts\(1,23\): error TS7016: Could not find a declaration file for module '\.\.\/tools\/plain\.mjs'/,
    );
  });

  it('fails on a typed lint rule in a checked file and in a file only the lint program has', async () => {
    const { code, output } = await run({
      'src/float.ts': 'export function f() {\n  Promise.resolve(1);\n}\n',
      'tools/float.ts': 'export async function g() {\n  Promise.reject(new Error());\n}\n',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/src\/float\.ts\n\s+2:3\s+error\s+Promises must be awaited/);
    expect(output).toMatch(/tools\/float\.ts\n\s+2:3\s+error\s+Promises must be awaited/);
  });
});
