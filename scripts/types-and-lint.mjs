// The type check and ESLint on one TypeScript program (the first step of `npm run lint`): type-aware lint rules need
// the very program `tsc` builds and checks, and building it twice was a third of the checks lane's CPU
// (docs/development.md, CI time).
//   1. types: the program of tsconfig.eslint.json (what tsconfig.check.json names plus the scripts' tests), its
//      errors reported for the files tsconfig.check.json names, as `tsc -p tsconfig.check.json` reports them; a type
//      error ends the run here (exit 2), before the lint.
//   2. lint: `eslint --max-warnings 0 .` with that program handed to typescript-eslint (parserOptions.programs).
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const JS_FILE = /\.[cm]?jsx?$/;

function parseConfig(path) {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(path, {}, host);
  if (!parsed) throw new Error(`${path}: not read`);
  return parsed;
}

/**
 * The shared program lets TypeScript read plain JavaScript (allowJs, for the scripts' tests); the check program does
 * not, so there an import of a script without type declarations is TS7016. Said here too, for the checked files.
 */
function untypedImports(program, file) {
  if (!Array.isArray(file.imports) || typeof program.getResolvedModule !== 'function')
    throw new Error('TypeScript changed its internals: scripts/types-and-lint.mjs cannot see what a file imports');
  return file.imports.flatMap((specifier) => {
    const mode = program.getModeForUsageLocation(file, specifier);
    const resolved = program.getResolvedModule(file, specifier.text, mode)?.resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport || !JS_FILE.test(resolved.resolvedFileName)) return [];
    const text =
      `Could not find a declaration file for module '${specifier.text}'. ` +
      `'${resolved.resolvedFileName}' implicitly has an 'any' type.`;
    const start = specifier.getStart(file);
    const length = specifier.getEnd() - start;
    return [{ file, start, length, messageText: text, category: ts.DiagnosticCategory.Error, code: 7016 }];
  });
}

/** The type errors of the files `checkConfig` names, read from `program`. */
function typeErrors(program, checkConfig) {
  const checked = new Set(parseConfig(checkConfig).fileNames.map((name) => ts.sys.resolvePath(name)));
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const file of program.getSourceFiles()) {
    if (!checked.has(file.fileName)) continue;
    diagnostics.push(
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
      ...untypedImports(program, file),
    );
  }
  return diagnostics;
}

function printTypeErrors(diagnostics, cwd) {
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => cwd, getNewLine: () => '\n' };
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stdout.write(format(diagnostics, host));
  const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
  process.stdout.write(`\nFound ${errors} error${errors === 1 ? '' : 's'} (types).\n`);
}

/**
 * Checks the types, then lints; resolves to the exit code (0, 1 lint, 2 types). `eslintOptions` are added to ESLint's
 * (a test's own config); the TypeScript files get the shared program.
 */
export async function typesAndLint({
  cwd = process.cwd(),
  checkConfig = 'tsconfig.check.json',
  lintConfig = 'tsconfig.eslint.json',
  eslintOptions = {},
} = {}) {
  const parsed = parseConfig(resolve(cwd, lintConfig));
  // Parent pointers, as typescript-eslint's own programs have them.
  const host = ts.createCompilerHost(parsed.options, true);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host });
  const diagnostics = typeErrors(program, resolve(cwd, checkConfig));
  if (diagnostics.length > 0) {
    printTypeErrors(diagnostics, cwd);
    return 2;
  }
  const eslint = new ESLint({
    cwd,
    ...eslintOptions,
    overrideConfig: [
      ...[eslintOptions.overrideConfig ?? []].flat(),
      { files: ['**/*.{ts,tsx,mts}'], languageOptions: { parserOptions: { programs: [program], project: null } } },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  process.stdout.write(await formatter.format(results));
  const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  return problems > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await typesAndLint();
