import { describe, expect, it } from 'vitest';
import { CUSTOM_TEXT_MAX, DEFAULT_PROMPT_TEXTS, PROMPT_TEXTS, promptImage, promptTexts } from './texts';

describe('promptTexts by country id (SPEC §9)', () => {
  it.each([
    [1, 'es'],
    [2, 'es'],
    [3, 'en'],
    [4, 'es'],
    [5, 'es'],
    [6, 'es'],
    [7, 'uk'],
    [8, 'ru'],
    [9, 'vi'],
    [10, 'si'],
    [11, 'et'],
    [12, 'ro'],
    [13, 'lt'],
    [14, 'pl'],
    [15, 'lv'],
    [16, 'bg'],
    [0, 'en'],
    [17, 'en'],
    [undefined, 'en'],
    [Number.NaN, 'en'],
    [-1, 'en'],
    [14.5, 'en'],
  ])('country %s → %s', (id, lang) => {
    expect(promptTexts(id).lang).toBe(lang);
  });

  it('has 12 languages, every one complete, short buttons and left-to-right', () => {
    const all = Object.values(PROMPT_TEXTS);
    expect(new Set(all.map((t) => t.lang)).size).toBe(12);
    for (const t of all) {
      for (const part of [t.message, t.allow, t.decline, t.close, t.iconAlt]) expect(part.trim()).toBe(part);
      expect(t.message.length).toBeGreaterThan(20);
      expect(t.allow.split(' ').length).toBeLessThanOrEqual(2);
      expect(t.decline.split(' ').length).toBeLessThanOrEqual(2);
      expect(t.dir).toBe('ltr');
    }
  });

  it.each([
    [7, /^[\u0400-\u04ff\s,.'’—-]+$/u],
    [8, /^[\u0400-\u04ff\s,.—-]+$/u],
    [16, /^[\u0400-\u04ff\s,.—-]+$/u],
    [10, /^[\u0d80-\u0dff\u200d\s,.]+$/u],
  ])('country %s writes in its own script', (id, script) => {
    const t = promptTexts(id);
    for (const part of [t.message, t.allow, t.decline, t.close, t.iconAlt]) expect(part).toMatch(script);
  });

  it('uses the diacritics each language needs', () => {
    expect(promptTexts(9).message).toContain('thông báo');
    expect(promptTexts(12).message).toMatch(/ș/u); // comma-below ș, not the cedilla ş
    expect(promptTexts(12).message).not.toMatch(/[şţ]/u);
    expect(promptTexts(14)).toMatchObject({
      message: 'Włącz powiadomienia, a\u00a0damy Ci znać, gdy pieniądze będą w\u00a0drodze na Twoje konto.',
      allow: 'Zezwól',
      decline: 'Nie teraz',
    });
  });

  it('defaults to English', () => {
    expect(DEFAULT_PROMPT_TEXTS).toBe(PROMPT_TEXTS[3]);
  });
});

describe('promptTexts overrides (SPEC §3)', () => {
  const pl = PROMPT_TEXTS[14]!;
  it.each([
    ['no overrides', {}, { message: pl.message, allow: pl.allow, decline: pl.decline }],
    [
      'all three',
      { customText: 'Bądź na bieżąco', customAcceptText: 'Tak', customDeclineText: 'Nie' },
      { message: 'Bądź na bieżąco', allow: 'Tak', decline: 'Nie' },
    ],
    ['trimmed', { customText: '  Hej  ' }, { message: 'Hej', allow: pl.allow }],
    [
      'whitespace-only ignored',
      { customText: ' \n\t ', customAcceptText: '' },
      { message: pl.message, allow: pl.allow },
    ],
    [
      'HTML stays literal text',
      { customText: '<b>Hi</b><img src=x onerror=alert(1)>' },
      { message: '<b>Hi</b><img src=x onerror=alert(1)>' },
    ],
    ['inner whitespace collapsed', { customText: 'Raz\n\n  dwa' }, { message: 'Raz dwa' }],
    ['undefined fields ignored', { customText: undefined }, { message: pl.message }],
  ])('%s', (_name, custom, expected) => {
    const texts = promptTexts(14, custom);
    expect(texts).toMatchObject(expected);
    expect(texts.lang).toBe('pl');
    expect(texts.close).toBe(pl.close);
  });

  it('caps a long text at 300 characters without splitting an emoji', () => {
    expect(CUSTOM_TEXT_MAX).toBe(300);
    expect(promptTexts(14, { customText: 'a'.repeat(400) }).message).toBe('a'.repeat(300));
    const emoji = promptTexts(14, { customText: '💸'.repeat(301) }).message;
    expect(Array.from(emoji)).toHaveLength(300);
    expect(emoji).toBe('💸'.repeat(300));
  });

  it('does not change the shared table', () => {
    promptTexts(14, { customText: 'Inny' });
    expect(PROMPT_TEXTS[14]!.message).toBe(pl.message);
  });
});

describe('promptImage', () => {
  const ORIGIN = 'https://partner.example';
  const DEFAULT = 'https://cdn.przelewik.example/push/bell.webp';
  it.each([
    ['none given', undefined, ORIGIN, DEFAULT],
    ['empty', '   ', ORIGIN, DEFAULT],
    ['https elsewhere', 'https://img.example/a.png', ORIGIN, 'https://img.example/a.png'],
    ['relative path', '/img/bell.png', ORIGIN, 'https://partner.example/img/bell.png'],
    ['relative without slash', 'bell.png', ORIGIN, 'https://partner.example/bell.png'],
    ['protocol-relative on an https page', '//img.example/a.png', ORIGIN, 'https://img.example/a.png'],
    [
      'http on the same origin (local server)',
      'http://localhost:3000/a.png',
      'http://localhost:3000',
      'http://localhost:3000/a.png',
    ],
    ['relative on an http page', '/a.png', 'http://localhost:3000', 'http://localhost:3000/a.png'],
    ['http on another origin', 'http://img.example/a.png', ORIGIN, DEFAULT],
    ['protocol-relative on an http page', '//img.example/a.png', 'http://localhost:3000', DEFAULT],
    ['javascript:', 'javascript:alert(1)', ORIGIN, DEFAULT],
    ['JavaScript: in mixed case with spaces', '  JavaScript:alert(1)', ORIGIN, DEFAULT],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>', ORIGIN, DEFAULT],
    ['blob:', 'blob:https://partner.example/123', ORIGIN, DEFAULT],
    ['credentials in the URL', 'https://user:pass@img.example/a.png', ORIGIN, DEFAULT],
    ['broken page origin, absolute https', 'https://img.example/a.png', 'not a url', 'https://img.example/a.png'],
    ['broken page origin, relative', '/a.png', 'not a url', DEFAULT],
  ])('%s', (_name, custom, origin, expected) => {
    expect(promptImage(custom, origin, DEFAULT)).toBe(expected);
  });
});
