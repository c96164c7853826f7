import { describe, expect, it } from 'vitest';
import { closingMarkRuns, copyFindings, NBSP, typo } from './typography';

describe('typo', () => {
  it.each([
    ['Umowę zawierasz z pożyczkodawcą', `Umowę zawierasz z${NBSP}pożyczkodawcą`],
    ['i w domu, a u nas', `i${NBSP}w${NBSP}domu, a${NBSP}u${NBSP}nas`],
    ['oferty z ', `oferty z${NBSP}`],
    ['(o ile)', `(o${NBSP}ile)`],
    ['Pożyczka 1 500 zł na 30 dni', `Pożyczka 1${NBSP}500${NBSP}zł na 30${NBSP}dni`],
    ['10 000 000 zł', `10${NBSP}000${NBSP}000${NBSP}zł`],
    ['art. 6 ust. 1 lit. a RODO', `art.${NBSP}6 ust.${NBSP}1 lit.${NBSP}a${NBSP}RODO`],
    ['Koniec i', 'Koniec i'],
    ['RRSO 12,34%', 'RRSO 12,34%'],
    ['bez zmian', 'bez zmian'],
  ])('%j', (text, expected) => {
    expect(typo(text)).toBe(expected);
    expect(typo(typo(text))).toBe(expected);
  });
});

describe('copyFindings', () => {
  it.each([
    ['umowę z pożyczkodawcą', 1],
    [`umowę z${NBSP}pożyczkodawcą`, 0],
    ['W sobotę', 1],
    ['spłata po 30 dni', 1],
    [`spłata po 30${NBSP}dni`, 1],
    ['Po 14 dni', 1],
    [`spłata po 30${NBSP}dniach`, 0],
    ['na 30 dni', 0],
    ['pod 30 dni', 0],
    ['plan B jest', 0],
  ])('%j → %i', (text, count) => {
    expect(copyFindings(text)).toHaveLength(count);
  });

  it('quotes the offending text', () => {
    expect(copyFindings('Pieniądze dostaniesz w 15 minut.')[0]).toContain('dostaniesz w 15 minut');
  });
});

describe('closingMarkRuns', () => {
  const keep = (text: string) => ({ text, keep: true });
  const free = (text: string) => ({ text, keep: false });
  it.each([
    ['Finansowe „Przezorność”', [free('Finansowe „Przezornoś'), keep('ć”')]],
    ['„Złoty” Most S.A.', [free('„Złot'), keep('y”'), free(' Most S.A.')]],
    ['Pożyczka (na raty), bez BIK', [free('Pożyczka (na rat'), keep('y),'), free(' bez BIK')]],
    ['„Mini” i „Maxi”.', [free('„Min'), keep('i”'), free(' i „Max'), keep('i”.')]],
    ['Złoty Most', [free('Złoty Most')]],
    ['', []],
  ])('%j', (text, expected) => {
    expect(closingMarkRuns(text)).toEqual(expected);
    expect(
      closingMarkRuns(text)
        .map((r) => r.text)
        .join(''),
    ).toBe(text);
  });
});
