import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, moneyCell, textCell } from './csv';

describe('CSV cells for Polish Excel', () => {
  it.each([
    ['zwykły tekst', 'zwykły tekst'],
    ['', ''],
    ['=HYPERLINK("http://zly.example","klik")', `"'=HYPERLINK(""http://zly.example"",""klik"")"`],
    ['=1+1', "'=1+1"],
    ['+48601234567', "'+48601234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['a;b', '"a;b"'],
    ['cudzysłów "tu"', '"cudzysłów ""tu"""'],
    ['dwie\nlinie', '"dwie\nlinie"'],
    [' =1+1', ' =1+1'], // a leading space: Excel reads it as text
    ['a=1', 'a=1'],
  ])('text %j → %j', (input, output) => expect(textCell(input)).toBe(output));

  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [123450, '1234,50'],
    [100000000, '1000000,00'],
    [-2599, '-25,99'],
  ])('money %d grosze → %s', (grosze, output) => expect(moneyCell({ grosze })).toBe(output));

  it('writes numbers as they are, nothing for empty cells, and neutralises only text', () => {
    expect([
      csvCell(42),
      csvCell(-3),
      csvCell(null),
      csvCell(undefined),
      csvCell(Number.NaN),
      csvCell({ grosze: -150 }),
    ]).toEqual(['42', '-3', '', '', '', '-1,50']);
  });

  it('joins a line with semicolons and ends it with CRLF', () => {
    expect(csvLine(['Kwota (zł)', { grosze: 150000 }, 3, null, '=x'])).toBe("Kwota (zł);1500,00;3;;'=x\r\n");
  });
});
