import { describe, expect, it } from 'vitest';
import { countdownText, loanText, TRANSITION_PAGE } from './transition';

const NB = '\u00a0';

describe('transition copy', () => {
  it.each([
    [{ amount: 1500, term: 30, unit: 'days' as const }, `1${NB}500${NB}zł na 30${NB}dni`],
    [{ amount: 25000, term: 48, unit: 'months' as const }, `25${NB}000${NB}zł na 48${NB}miesięcy`],
    [{ amount: 3000, term: 1, unit: 'days' as const }, `3${NB}000${NB}zł na 1${NB}dzień`],
    [{ amount: 5000, term: 3, unit: 'months' as const }, `5${NB}000${NB}zł na 3${NB}miesiące`],
    [{ amount: 700 }, `700${NB}zł`],
    [{ term: 22, unit: 'months' as const }, `okres 22${NB}miesiące`],
    [{}, null],
  ])('loanText(%j) → %s', (loan, text) => expect(loanText(loan)).toBe(text));

  it('says what is passed on, what the visitor still does, and that we are not the lender', () => {
    expect(TRANSITION_PAGE.passedOn('Kasomir', { amount: 1500, term: 30, unit: 'days' })).toBe(
      `Firmie Kasomir przekazujemy tylko wybraną przez Ciebie pożyczkę (1${NB}500${NB}zł na 30${NB}dni) i nasze numery referencyjne – bez imienia, telefonu ani innych Twoich danych.`,
    );
    expect(TRANSITION_PAGE.passedOn('Kasomir', {})).toMatch(/^Firmie Kasomir przekazujemy tylko nasze numery referencyjne/);
    expect(TRANSITION_PAGE.yourPart('Kasomir')).toMatch(/Wniosek wypełniasz na stronie firmy Kasomir.*decyduje/);
    expect(TRANSITION_PAGE.ourRole).toMatch(/porównywarką.*nie pożyczkodawcą/);
  });

  it('never claims that we send an application or personal data to the lender', () => {
    const texts = [
      ...Object.values(TRANSITION_PAGE as Record<string, unknown>).filter((v): v is string => typeof v === "string"),
      TRANSITION_PAGE.lenderLine('X'),
      TRANSITION_PAGE.passedOn('X', { amount: 1500, term: 30, unit: 'days' }),
      TRANSITION_PAGE.yourPart('X'),
    ];
    for (const text of texts) expect(text).not.toMatch(/przekaż(emy|ujemy) (Twój |twój )?wniosek|wniosek trafi|wyślemy (Twój )?wniosek|dokończysz wniosek/i);
  });

  it.each([
    [3, `Za 3${NB}sekundy`],
    [1, `Za 1${NB}sekundę`],
    [5, `Za 5${NB}sekund`],
    [0, 'Już teraz'],
  ])('countdownText(%i) → %s', (seconds, text) => expect(countdownText(seconds)).toBe(text));
});
