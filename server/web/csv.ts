// CSV as Polish Excel opens it with a double click: UTF-8 with a byte order mark (without it Excel reads the file
// as Windows-1250 and breaks every „ą”), `;` between cells (Polish Windows uses the comma for decimals, so Excel
// expects semicolons), CRLF line ends, amounts with a decimal comma. A text cell that starts with = + - @, a tab
// or a carriage return gets a leading apostrophe, so no cell is ever read as a formula (CSV injection).

export const CSV_BOM = '\ufeff';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/** An amount in grosze, written in złoty with a decimal comma: 123450 → "1234,50". */
export interface Money {
  grosze: number;
}

export type Cell = string | number | Money | null | undefined;

export const money = (grosze: number | string | null | undefined): Money | null =>
  grosze === null || grosze === undefined || grosze === '' || !Number.isFinite(Number(grosze))
    ? null
    : { grosze: Number(grosze) };

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** A text cell as it goes into the file: neutralised, then quoted when it holds a separator, a quote or a line end. */
export function textCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** "1234,50" from grosze (no thousands separator: Excel reads the cell as a number). */
export function moneyCell({ grosze }: Money): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(Math.round(grosze));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export function csvCell(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'object') return moneyCell(cell);
  return textCell(cell);
}

export const csvLine = (cells: readonly Cell[]): string => cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
