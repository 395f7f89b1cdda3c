/**
 * Columns of shares in a table: the rows of one table (same page, same caption) whose cells are
 * percentages, read column by column, when the table says they divide one whole — a "Total" row of
 * 100 %, or a caption that names a mix, breakdown, split or distribution. Rows that are rates of
 * something else (recycled, certified, "of which") would be counted twice, so a table holding one is
 * not read at all. Table-row claims are worded `<caption>: <label> (<unit>) — <year> <value>; …`
 * (text/tableWording.ts); a "(%)" in the label makes its unit-less cells percentages.
 */
import { PART_CUE_TABLE, ROW_VETO } from './sharesCues';
import { isShareValue, type ShareSet } from './sharesProse';
import type { StatedText } from '../../facts/inventory';

interface Row {
  caption: string;
  label: string;
  cells: Array<{ value: number; raw: string; year?: number }>;
  item: StatedText;
}

const ROW = /^(?<caption>[^:—]{3,}?):\s(?<label>[^—]+?)\s—\s/u;

function rowOf(item: StatedText): Row | undefined {
  const m = ROW.exec(item.text);
  if (!m) return undefined;
  const label = m.groups!.label!.trim();
  const percentLabel = /\(%\)|\bin %/u.test(label);
  const cells = item.figures.filter(
    (f) => f.start >= m[0].length && (f.unit === '%' || (percentLabel && f.unit === undefined))
  );
  const all = item.figures.filter((f) => f.start >= m[0].length);
  // Every cell a share (a row mixing "10 %; 151,831 kg" is read only when each share has its own column).
  if (cells.length === 0 || cells.length !== all.length || !cells.every(isShareValue)) return undefined;
  return {
    caption: m.groups!.caption!.trim(),
    label: label.replace(/\s*\((?:%|in %)\)\s*$/u, ''),
    cells: cells.map((f) => ({ value: f.value, raw: f.raw, ...(f.year !== undefined ? { year: f.year } : {}) })),
    item
  };
}

const decimalsOf = (raw: string): number => /[.,](\d+)\s?%?$/u.exec(raw.replace(/\s?%$/u, ''))?.[1]?.length ?? 0;

/** One share set per column of each table that divides one whole. */
export function tableShareSets(items: readonly StatedText[]): ShareSet[] {
  const tables = new Map<string, Row[]>();
  for (const item of items) {
    const row = rowOf(item);
    if (!row) continue;
    const key = `${item.page}|${row.caption}`;
    tables.set(key, [...(tables.get(key) ?? []), row]);
  }
  const out: ShareSet[] = [];
  for (const rows of tables.values()) {
    const width = rows[0]!.cells.length;
    if (rows.some((r) => r.cells.length !== width) || rows.some((r) => ROW_VETO.test(r.label))) continue;
    const totals = rows.filter((r) => /^total\b|\btotal$/iu.test(r.label.trim()));
    const parts = rows.filter((r) => !totals.includes(r));
    const caption = rows[0]!.caption;
    const totalIs100 = totals.length === 1 && totals[0]!.cells.every((c) => Math.abs(c.value - 100) < 0.05);
    if (parts.length < 2 || totals.length > 1 || (totals.length === 1 && !totalIs100)) continue;
    if (!totalIs100 && !PART_CUE_TABLE.test(caption)) continue;
    for (let col = 0; col < width; col += 1) {
      const year = parts[0]!.cells[col]!.year;
      out.push({
        whole: `${caption}${year !== undefined ? `, ${year}` : ''}`,
        parts: parts.map((r) => ({
          label: r.label,
          value: r.cells[col]!.value,
          decimals: decimalsOf(r.cells[col]!.raw),
          raw: r.cells[col]!.raw,
          item: r.item
        })),
        complete: totalIs100,
        remainder: false,
        item: parts[0]!.item
      });
    }
  }
  return out;
}
