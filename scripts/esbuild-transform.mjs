// Rollup plugin: strips TypeScript types and compiles JSX with esbuild, one file at a time, without type-checking.
// Types are checked once for the whole tree as `tsc -p tsconfig.check.json` checks them (in `npm test`, on the
// program ESLint shares: scripts/types-and-lint.mjs); checking them again in each Rollup target cost about 15 s per
// target.
//
// The options that change emitted code are taken from tsconfig.json, so the build, tsc and the editor agree:
// the target, the JSX runtime and its import source, verbatimModuleSyntax (type-only imports are dropped,
// every other import stays, side effects included) and the class-field semantics that follow from the target.
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';

const SCRIPT = /\.(ts|tsx|mts|cts)$/;

/** The subset of tsconfig.json's compilerOptions that esbuild reads when it transforms one file. */
export function esbuildOptionsFrom(compilerOptions) {
  const target = String(compilerOptions.target ?? 'ES2022').toLowerCase();
  if (compilerOptions.jsx !== 'react-jsx')
    throw new Error(
      `esbuild-transform: expected "jsx": "react-jsx" in tsconfig.json, got ${JSON.stringify(compilerOptions.jsx)}`,
    );
  return {
    target,
    jsx: 'automatic',
    jsxImportSource: compilerOptions.jsxImportSource ?? 'react',
    tsconfigRaw: {
      compilerOptions: {
        target: compilerOptions.target,
        verbatimModuleSyntax: compilerOptions.verbatimModuleSyntax,
        useDefineForClassFields: compilerOptions.useDefineForClassFields,
        experimentalDecorators: compilerOptions.experimentalDecorators,
      },
    },
  };
}

export function esbuildTransform({ tsconfig = 'tsconfig.json' } = {}) {
  const options = esbuildOptionsFrom(JSON.parse(readFileSync(tsconfig, 'utf8')).compilerOptions ?? {});
  return {
    name: 'esbuild-transform',
    async transform(code, id) {
      if (id.startsWith('\0') || !SCRIPT.test(id) || /[\\/]node_modules[\\/]/.test(id)) return null;
      const result = await transform(code, {
        ...options,
        loader: id.endsWith('x') ? 'tsx' : 'ts',
        format: 'esm',
        sourcefile: id,
        sourcemap: 'external',
        // Keep names and formatting decisions to the minifier that runs on the whole chunk.
        minify: false,
        logLevel: 'silent',
      });
      for (const warning of result.warnings) this.warn(`${warning.text} (${id}:${warning.location?.line ?? '?'})`);
      return { code: result.code, map: result.map || null };
    },
  };
}
