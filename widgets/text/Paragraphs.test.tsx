// @vitest-environment jsdom
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Paragraphs, textParagraphs, tieShortWords } from './Paragraphs';

const NBSP = '\u00a0';

describe('textParagraphs', () => {
  it.each([
    ['Jedno zdanie.', [['Jedno zdanie.']]],
    ['Pierwszy akapit.\n\nDrugi akapit.', [['Pierwszy akapit.'], ['Drugi akapit.']]],
    ['Linia 1\nLinia 2\n \n\nAkapit', [['Linia 1', 'Linia 2'], ['Akapit']]],
    ['Windows\r\n\r\nkońce linii', [['Windows'], ['końce linii']]],
    ['  \n\n  ', []],
  ])('%j', (text, expected) => {
    expect(textParagraphs(text)).toEqual(expected);
  });
});

describe('Paragraphs', () => {
  it('writes paragraphs and line breaks, and never reads the text as HTML', () => {
    const { container } = render(<Paragraphs text={'<b>Uwaga</b>\ndruga linia\n\nDrugi akapit'} />);
    expect(container.innerHTML).toBe('<p>&lt;b&gt;Uwaga&lt;/b&gt;<br>druga linia</p><p>Drugi akapit</p>');
  });
});

describe('tieShortWords', () => {
  it.each([
    [
      'Podpisujesz umowę z pożyczkodawcą, a on wysyła przelew',
      `Podpisujesz umowę z${NBSP}pożyczkodawcą, a${NBSP}on wysyła przelew`,
    ],
    ['W weekend i w święta', `W${NBSP}weekend i${NBSP}w${NBSP}święta`],
    ['Zwrot (o ile zdążysz)', `Zwrot (o${NBSP}ile zdążysz)`],
    ['„A jednak” – raz', `„A${NBSP}jednak” – raz`],
    ['Plan B i C', `Plan B i${NBSP}C`],
    ['Koniec linii i', 'Koniec linii i'],
    ['Bez zmian: ala ma kota', 'Bez zmian: ala ma kota'],
  ])('%j', (text, expected) => {
    expect(tieShortWords(text)).toBe(expected);
  });

  it('is applied to paragraphs', () => {
    const { container } = render(<Paragraphs text="Szybko i jasno." />);
    expect(container.textContent).toBe(`Szybko i${NBSP}jasno.`);
  });
});
