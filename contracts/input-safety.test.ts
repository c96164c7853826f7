import { describe, expect, it } from 'vitest';
import { describeProblem, findUnsafeInput, textProblem } from './input-safety';

describe('textProblem', () => {
  it.each([
    ['Jan Kowalski', 100, false, null],
    ['zażółć gęślą jaźń 😀', 100, false, null],
    ['a\u0000b', 100, false, 'control'],
    ['a\u001Bb', 100, false, 'control'],
    ['a\u007Fb', 100, false, 'control'],
    ['a\u0085b', 100, false, 'control'],
    ['line\nbreak', 100, false, 'control'],
    ['line\nbreak', 100, true, null],
    ['tab\there', 100, true, null],
    ['\uD83D', 100, false, 'surrogate'],
    ['a\uDE00b', 100, false, 'surrogate'],
    ['\uDE00\uD83D', 100, false, 'surrogate'],
    ['abcdef', 5, false, 'length'],
  ])('%j (max %i, multiline %s) → %s', (text, max, multiline, expected) =>
    expect(textProblem(text, max, multiline)).toBe(expected),
  );
});

describe('findUnsafeInput', () => {
  const limits = { depth: 3, entries: 10, stringChars: 20 };
  it.each([
    [{ a: 'ok', b: 1, c: null, d: { e: true } }, null],
    ['plain', null],
    [{ a: 'x\u0000' }, { path: 'a', field: 'a', reason: 'control' }],
    [{ consents: { terms: '\uD800' } }, { path: 'consents.terms', field: 'consents', reason: 'surrogate' }],
    [JSON.parse('{"__proto__":{"admin":true}}'), { path: '__proto__', field: '__proto__', reason: 'key' }],
    [{ a: { constructor: 1 } }, { path: 'a.constructor', field: 'a', reason: 'key' }],
    [{ a: { b: { c: { d: 1 } } } }, { path: 'a.b.c', field: 'a', reason: 'depth' }],
    [{ list: Array.from({ length: 20 }, () => 1) }, { path: 'list', field: 'list', reason: 'entries' }],
    [{ long: 'x'.repeat(21) }, { path: 'long', field: 'long', reason: 'length' }],
    [{ 'bad\u0007key': 1 }, { path: '(field name)', field: '', reason: 'control' }],
  ])('%j → %j', (value, expected) => expect(findUnsafeInput(value, limits)).toEqual(expected));

  it('lets newlines through only in the fields that ask for them', () => {
    expect(findUnsafeInput({ note: 'a\nb' }, limits, new Set(['note']))).toBeNull();
    expect(findUnsafeInput({ name: 'a\nb' }, limits, new Set(['note']))?.reason).toBe('control');
  });

  it('describes where and what, never the value', () => {
    expect(describeProblem({ path: 'a', field: 'a', reason: 'control' })).toBe('a contains control characters');
  });
});
