/**
 * CSV as RFC 4180 writes it: comma-separated, CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break (quotes doubled), UTF-8 without a byte-order mark. Lists inside one field are
 * joined with "; ". Numbers are written as JavaScript prints them (a dot for decimals).
 */
export type Cell = string | number | boolean | null | undefined;

export function csvField(v: Cell): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(head: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [head, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const joinList = (items: readonly (string | number)[]): string => items.join('; ');
