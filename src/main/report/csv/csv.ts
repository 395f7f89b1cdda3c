/**
 * CSV as RFC 4180 writes it: comma-separated, CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break (quotes doubled), UTF-8 without a byte-order mark. Lists inside one field are
 * joined with "; ". Numbers are written as JavaScript prints them (a dot for decimals). A text cell a
 * spreadsheet would read as a formula (it starts with = + - @, a tab or a carriage return and is not a
 * plain number) gets a leading apostrophe, so text from a hostile PDF is never evaluated.
 */
export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** The text a spreadsheet shows as typed: formula-like text behind an apostrophe, plain numbers as they are. */
function neutraliseFormula(s: string): string {
  return FORMULA_START.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s;
}

export function csvField(v: Cell): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'string' ? neutraliseFormula(v) : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(head: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [head, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const joinList = (items: readonly (string | number)[]): string => items.join('; ');
