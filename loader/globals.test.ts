// Globals at one edge (DESIGN.md): only loader/entry.ts and loader/env.ts (with env-more.ts, env-push.ts and
// env-erase.ts) may reach the browser's globals; every other loader file, features included, works through the
// capabilities of Env (storage, cookies, timers, fetch, dom…). This reads each such file with the TypeScript checker
// and fails on any name that resolves to a browser global from the standard library (a local variable or a property
// of the same name is fine: `env.dom.document` is).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The edge: the only files that may read the window's globals. The push worker is a script of its own (its `self`). */
const EDGE = new Set([
  'loader/entry.ts',
  'loader/env.ts',
  'loader/env-more.ts',
  'loader/env-push.ts',
  'loader/env-erase.ts',
  'loader/features/push/sw.ts',
]);

/** Globals a loader module must get as a capability instead. */
const FORBIDDEN = new Set([
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'screen',
  'performance',
  'fetch',
  'XMLHttpRequest',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'self',
  'top',
  'parent',
  'frames',
  'globalThis',
  'Notification',
  'indexedDB',
  'crypto',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'postMessage',
  'console',
  'open',
  'close',
  'alert',
  'confirm',
  'prompt',
  'origin',
  'name',
  'event',
  'opener',
  'frameElement',
]);
/** Members of standard objects that read the clock or chance: `now()` and `random()` are capabilities too. */
const FORBIDDEN_MEMBERS: Record<string, readonly string[]> = { Date: ['now'], Math: ['random'], performance: ['now'] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every use of a forbidden global in `files`, as "path:line name". */
export function globalUses(files: readonly string[], read?: (path: string) => string | undefined): string[] {
  const options: ts.CompilerOptions = {
    noResolve: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  if (read) {
    const original = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version, ...rest) => {
      const text = read(name);
      return text === undefined ? original(name, version, ...rest) : ts.createSourceFile(name, text, version, true);
    };
  }
  const program = ts.createProgram(files, options, host);
  const checker = program.getTypeChecker();
  // globalThis is the one global with no declaration of its own.
  const fromLib = (symbol: ts.Symbol | undefined) =>
    symbol !== undefined &&
    (symbol.declarations?.length
      ? symbol.declarations.every((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()))
      : symbol.name === 'globalThis');
  /** Inside a type (`typeof globalThis`, `Window['location']`): nothing runs there. */
  const inType = (node: ts.Node): boolean => (node.parent ? ts.isTypeNode(node.parent) || inType(node.parent) : false);
  const found: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not read: ${file}`);
    const at = (node: ts.Node, what: string) =>
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && FORBIDDEN.has(node.text)) {
        const parent = node.parent;
        const isMemberName =
          (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
          (ts.isQualifiedName(parent) && parent.right === node);
        if (!isMemberName && !inType(node) && fromLib(checker.getSymbolAtLocation(node))) at(node, node.text);
      }
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        FORBIDDEN_MEMBERS[node.expression.text]?.includes(node.name.text) &&
        fromLib(checker.getSymbolAtLocation(node.expression))
      ) {
        at(node, `${node.expression.text}.${node.name.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('globals at one edge', () => {
  it('no loader file but entry.ts and env.ts reaches a browser global', () => {
    const files = sourceFiles('loader').filter((path) => !EDGE.has(path));
    expect(files.length).toBeGreaterThan(40);
    expect(globalUses(files)).toEqual([]);
  }, 60_000);

  it('catches globals, and leaves alone locals and properties of the same name', () => {
    const fake = 'loader/features/fake/index.ts';
    const text = [
      'export function start(env: { dom?: { document: Document } }, location: string) {',
      '  const a = window.innerWidth + document.title.length + Date.now() + Math.random();',
      '  setTimeout(() => localStorage.getItem("x"), 1);',
      '  const b = env.dom?.document.title + location + new URL("https://x.example/").href + Math.floor(1.5);',
      '  return [a, b, globalThis, fetch] as Array<typeof globalThis | Window["location"] | unknown>;',
      '}',
    ].join('\n');
    expect(globalUses([fake], (path) => (path === fake ? text : undefined))).toEqual([
      `${fake}:2 window`,
      `${fake}:2 document`,
      `${fake}:2 Date.now`,
      `${fake}:2 Math.random`,
      `${fake}:3 setTimeout`,
      `${fake}:3 localStorage`,
      `${fake}:5 globalThis`,
      `${fake}:5 fetch`,
    ]);
  }, 60_000);
});
