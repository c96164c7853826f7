// Checks every request body, query and header value passes before its own contract reads it: no control
// characters (newlines only where a field asks for them), no lone UTF-16 surrogates (they cannot be stored as
// UTF-8 and break JSON elsewhere), no keys that would reach an object's prototype, and bounded nesting and size.
// Pure: the server calls it through one helper (server/input.ts); table tests in input-safety.test.ts.

/** C0 controls except tab/newline/return, DEL and C1 controls; tab, newline and return are checked separately. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAKS = /[\t\n\r]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Keys that name an object's prototype machinery: never a field of ours. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface SafetyLimits {
  /** Nesting of objects and arrays; 1 is a flat object. */
  depth: number;
  /** Keys and array items counted over the whole value. */
  entries: number;
  /** Characters of any one string or key. */
  stringChars: number;
}

/** What our bodies need: the lead's consents object is the deepest (2), no form has 60 fields. */
export const DEFAULT_SAFETY_LIMITS: SafetyLimits = { depth: 3, entries: 100, stringChars: 4096 };

export type TextProblem = 'control' | 'surrogate' | 'length';

/**
 * Every character any of the three checks above looks at, in one pass: a text without any (nearly every text) is
 * clean without running them. The event beacon checks every value of every page view, so this is on its hot path.
 */
const ANY_SUSPECT = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/;

/** Why `text` may not be stored, or null when it may; `multiline` lets tab, newline and return through. */
export function textProblem(text: string, maxChars: number, multiline = false): TextProblem | null {
  if (text.length > maxChars) return 'length';
  if (!ANY_SUSPECT.test(text)) return null;
  if (CONTROL.test(text) || (!multiline && LINE_BREAKS.test(text))) return 'control';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem | 'key' | 'depth' | 'entries', string> = {
  control: 'contains control characters',
  surrogate: 'contains broken Unicode (a lone surrogate)',
  length: 'is too long',
  key: 'is not an allowed field name',
  depth: 'is nested too deeply',
  entries: 'has too many fields',
};

export interface SafetyProblem {
  /** Dotted path of the offending value, `` for the whole body. */
  path: string;
  /** The top-level field it belongs to (`` for the body itself), for per-field error maps. */
  field: string;
  reason: keyof typeof TEXT_PROBLEM_MESSAGES;
}

/**
 * The first problem found in a parsed body (JSON or form), or null. Strings and keys are checked alike; numbers,
 * booleans and null pass (their own contracts decide their ranges).
 */
const NO_MULTILINE_FIELDS: ReadonlySet<string> = new Set();

export function findUnsafeInput(
  value: unknown,
  limits: SafetyLimits = DEFAULT_SAFETY_LIMITS,
  multilineFields: ReadonlySet<string> = NO_MULTILINE_FIELDS,
): SafetyProblem | null {
  let entries = 0;
  const walk = (node: unknown, path: string, field: string, depth: number): SafetyProblem | null => {
    if (typeof node === 'string') {
      const problem = textProblem(node, limits.stringChars, multilineFields.has(field));
      return problem ? { path, field, reason: problem } : null;
    }
    if (typeof node !== 'object' || node === null) return null;
    if (depth >= limits.depth) return { path, field, reason: 'depth' };
    const array = Array.isArray(node);
    // A "__proto__" key from JSON.parse is an own property, so Object.keys lists it.
    const keys = array ? null : Object.keys(node);
    const count = array ? (node as unknown[]).length : keys!.length;
    for (let i = 0; i < count; i++) {
      entries += 1;
      if (entries > limits.entries) return { path, field, reason: 'entries' };
      const key = array ? String(i) : keys![i]!;
      const name = key.length > 40 ? key.slice(0, 40) : key;
      const childPath = path ? `${path}.${name}` : name;
      const childField = field || name;
      if (!array) {
        if (FORBIDDEN_KEYS.has(key)) return { path: childPath, field: childField, reason: 'key' };
        const keyProblem = textProblem(key, 100);
        if (keyProblem)
          return {
            path: path || '(field name)',
            field: field || '',
            reason: keyProblem === 'length' ? 'key' : keyProblem,
          };
      }
      const child = array ? (node as unknown[])[i] : (node as Record<string, unknown>)[key];
      // Scalars other than strings pass without a call (their own contracts decide their ranges).
      if (typeof child !== 'string' && (typeof child !== 'object' || child === null)) continue;
      const found = walk(child, childPath, childField, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(value, '', '', 0);
}

/** A one-line English message for an answer's `error`: where and what, never the value. */
export const describeProblem = (problem: SafetyProblem): string =>
  `${problem.path || 'body'} ${TEXT_PROBLEM_MESSAGES[problem.reason]}`;
