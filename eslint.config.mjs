// The linter of `npm run lint` (a step of `npm test`): typed rules on the TypeScript, plain rules on the scripts, and
// eslint-config-prettier last so no rule argues with the formatter. docs/development.md, "Lint and format", says why.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { LONG_STRING_FILES, LONG_STRING_GLOBS, MAX_LINE } from './scripts/line-length.mjs';

const CODE = '**/*.{ts,tsx,mts,js,mjs,cjs}';

export default defineConfig(
  globalIgnores(['dist/', 'build/', 'storybook-static/', 'coverage/', 'test-results/', 'playwright-report/', 'data/']),
  js.configs.recommended,
  {
    rules: {
      // A variable a callback reads before its one assignment (a test's lead, an observer set up later) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `catch {}` is how the code says a failure changes nothing (storage that refuses a removal, for one).
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      // tsconfig.json is the build's (no tests, no stories), so the project service would find no project for a test
      // file: the linter reads tsconfig.eslint.json, the type-checked tree plus the scripts' tests.
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore marks a parameter a signature needs and the body does not.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, caughtErrors: 'none', argsIgnorePattern: '^_' },
      ],
      // `typeof import('./x')` names the type of a module that is loaded lazily, where it is loaded.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // A caught value is passed on as it was thrown.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // Off, each for its reason:
      // Fastify handlers, plugin contracts and test callbacks are async by contract, awaiting or not (154 places).
      '@typescript-eslint/require-await': 'off',
      // The casts are harmless and clearing them touches 137 lines of every layer at once: a change of its own.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // JSON from responses, storage and postMessage is read as any and checked by the contracts' readers and the
      // tests' assertions; the no-unsafe family flags those reads, not mistakes.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // expect(object.method) and spies pass methods unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
      // String(value) of unknown input is the point where logs and exports print what they were given.
      '@typescript-eslint/no-base-to-string': 'off',
      // Input checks match control characters on purpose: that is what they reject or strip.
      'no-control-regex': 'off',
      // Tests run the inline scripts our pages and the lead frame carry, as the browser would.
      '@typescript-eslint/no-implied-eval': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', { ignoreRestSiblings: true, caughtErrors: 'none' }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Code that runs in a browser page: the loader, widgets, the site, the service worker and what tests evaluate
    // there.
    files: [
      'loader/**',
      'widgets/**',
      'site/**',
      'public/**',
      'tests/**',
      '.storybook/**',
      'scripts/bench*',
      'scripts/bench/**',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A function longer than a screen and a half does several jobs: split it (docs/development.md, "Lint and format").
    // Blank lines and comments are not counted. Tests' describe blocks group cases rather than do work, and the
    // site's legal texts are copy laid out as one document each.
    files: [CODE],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'tests/**', '**/*.stories.tsx', 'site/content/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off: Prettier wraps code at 120 but leaves comments, strings
    // and template literals as they are; scripts/line-length.mjs says where long strings may stay, and why.
    files: [CODE],
    rules: { 'max-len': ['error', { code: MAX_LINE, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
  {
    files: [...LONG_STRING_GLOBS, ...LONG_STRING_FILES].map(([path]) => path),
    rules: {
      'max-len': [
        'error',
        {
          code: MAX_LINE,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
        },
      ],
    },
  },
);
