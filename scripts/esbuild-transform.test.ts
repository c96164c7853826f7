import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script, no declarations
import { esbuildOptionsFrom, esbuildTransform } from './esbuild-transform.mjs';

type Transform = (
  this: { warn: (message: string) => void },
  code: string,
  id: string,
) => Promise<{ code: string } | null>;

function plugin(): Transform {
  const warnings: string[] = [];
  const transform = (esbuildTransform({ tsconfig: 'tsconfig.json' }) as { transform: Transform }).transform;
  return (code, id) => transform.call({ warn: (message) => warnings.push(message) }, code, id);
}

describe('esbuildOptionsFrom', () => {
  it.each([
    [{ target: 'ES2022', jsx: 'react-jsx', jsxImportSource: 'react' }, 'es2022', 'react'],
    [{ target: 'ES2020', jsx: 'react-jsx' }, 'es2020', 'react'],
    [{ jsx: 'react-jsx', jsxImportSource: 'preact' }, 'es2022', 'preact'],
  ])('maps %j to target %s, JSX from %s', (compilerOptions, target, source) => {
    const options = esbuildOptionsFrom(compilerOptions);
    expect(options.target).toBe(target);
    expect(options.jsx).toBe('automatic');
    expect(options.jsxImportSource).toBe(source);
  });

  it('refuses a JSX mode it would not reproduce', () => {
    expect(() => esbuildOptionsFrom({ jsx: 'preserve' })).toThrow(/react-jsx/);
  });
});

describe('esbuildTransform with this repository’s tsconfig.json', () => {
  const transform = plugin();

  it('drops type-only imports and types, keeps every other import', async () => {
    const source = [
      "import type { Offer } from './offer';",
      "import { type Lead, leadOf } from './lead';",
      "import './side-effect';",
      'export const pick = (o: Offer): Lead => leadOf(o as never);',
    ].join('\n');
    const out = (await transform(source, '/repo/contracts/x.ts'))!.code;
    expect(out).not.toMatch(/from ['"]\.\/offer['"]/);
    expect(out).toMatch(/import \{ leadOf \} from ['"]\.\/lead['"]/);
    expect(out).toMatch(/import ['"]\.\/side-effect['"]/);
    expect(out).not.toContain(': Offer');
  });

  it('compiles JSX to the automatic runtime of the configured import source', async () => {
    const out = (await transform('export const A = () => <p class="x">a</p>;', '/repo/widgets/A.tsx'))!.code;
    expect(out).toMatch(/from ['"]react\/jsx-runtime['"]/);
    expect(out).not.toContain('<p');
  });

  it('keeps ES2022 class fields as defined fields, as tsc emits them for this target', async () => {
    const out = (await transform('export class C { n = 1; constructor(readonly k: string) {} }', '/repo/server/c.ts'))!
      .code;
    expect(out).toMatch(/^\s*n = 1;/m);
    expect(out).toContain('this.k = k');
  });

  it('leaves non-TypeScript modules, node_modules and virtual modules to other plugins', async () => {
    expect(await transform('export const a = 1;', '/repo/x.js')).toBeNull();
    expect(await transform('export const a: number = 1;', '/repo/node_modules/p/x.ts')).toBeNull();
    expect(await transform('export const a: number = 1;', '\0virtual.ts')).toBeNull();
  });

  it('reports a syntax error with the file name', async () => {
    await expect(transform('export const = ;', '/repo/site/broken.ts')).rejects.toThrow(/broken\.ts/);
  });
});
