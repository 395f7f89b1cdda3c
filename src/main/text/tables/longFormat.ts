/**
 * A long-format table, one observation per row, as a data portal exports it: a head naming a year column, a value
 * column and perhaps a unit column among columns of text ("Year | Scope | Method | Value | Unit", "Metric | Scope |
 * Year | Value | Unit"). Each row's year is read from its year column, its figure from the value column, its unit
 * from the unit column (or the head), and its metric from the other columns' words joined ("Scope 2 Market-based").
 */
import { cellValue, yearOf } from './cellText';
import { close, union } from './header';
import { tableUnitOf } from './tableUnits';
import type { PageTable, Piece, TableCell, VisualLine } from './types';

const YEAR_HEAD = /^(?:year|period|reporting (?:year|period)|fiscal year|fy)$/iu;
const VALUE_HEAD = /^(?:value|amount|quantity|figure|data)(?:\s*\(.{1,20}\))?$/iu;
const UNIT_HEAD = /^(?:units?|unit of measure(?:ment)?|uom)$/iu;
/** A cell that says "none here" in a text column. */
const EMPTY = /^[-–—]$|^n\/?a$/iu;

interface Head {
  cells: Piece[];
  year: Piece;
  value: Piece;
  unit?: Piece;
}

function headOf(line: VisualLine): Head | undefined {
  const find = (re: RegExp): Piece[] => line.cells.filter((c) => re.test(c.text.trim()));
  const [year, value, unit] = [find(YEAR_HEAD), find(VALUE_HEAD), find(UNIT_HEAD)];
  if (year.length !== 1 || value.length !== 1 || unit.length > 1 || line.cells.length < 3) return undefined;
  // Text columns besides year, value and unit: at least one names the metric.
  if (line.cells.length - 2 - unit.length < 1) return undefined;
  return { cells: line.cells, year: year[0]!, value: value[0]!, ...(unit[0] ? { unit: unit[0] } : {}) };
}

/** The head cell a row's cell stands under: the one it overlaps most, else the nearest by centre. */
function columnOf(head: Head, piece: Piece): Piece {
  const mid = (p: Piece): number => p.box.x + p.box.w / 2;
  const overlap = (h: Piece): number =>
    Math.min(h.box.x + h.box.w, piece.box.x + piece.box.w) - Math.max(h.box.x, piece.box.x);
  const over = head.cells.filter((h) => overlap(h) > 0).sort((a, b) => overlap(b) - overlap(a));
  return over[0] ?? [...head.cells].sort((a, b) => Math.abs(mid(a) - mid(piece)) - Math.abs(mid(b) - mid(piece)))[0]!;
}

/** The cell one row states, or undefined when the row has no year, no figure or no mass unit. */
function rowCell(head: Head, line: VisualLine, page: number): TableCell | undefined {
  const under = (h: Piece): Piece[] => line.cells.filter((c) => columnOf(head, c) === h);
  const yearCell = under(head.year)[0];
  const valueCell = under(head.value).find((c) => cellValue(c) !== undefined);
  const year = yearCell ? yearOf(yearCell.text) : undefined;
  const value = valueCell ? cellValue(valueCell) : undefined;
  if (!year || !value || value.value === null || !valueCell) return undefined;
  const unitText = (head.unit ? under(head.unit).map((c) => c.text) : []).join(' ');
  const unit =
    tableUnitOf(unitText) ?? (value.unit ? tableUnitOf(value.unit) : undefined) ?? tableUnitOf(head.value.text);
  const words = head.cells
    .filter((h) => h !== head.year && h !== head.value && h !== head.unit)
    .flatMap((h) => under(h).map((c) => c.text.trim()))
    .filter((t) => t && !EMPTY.test(t));
  if (!unit || !words.length) return undefined;
  const metric = words.join(' ');
  return {
    metric,
    rowLabel: metric,
    columnLabel: head.value.text,
    year: year.year,
    period: year.period,
    raw: value.raw,
    value: value.value,
    unit,
    page,
    rects: [valueCell.box, ...(yearCell ? [yearCell.box] : [])]
  };
}

/** The long-format tables of a page's lines, and the indexes of the lines they take. */
export function longFormatTables(
  lines: readonly VisualLine[],
  page: number
): { tables: PageTable[]; taken: Set<number> } {
  const tables: PageTable[] = [];
  const taken = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const head = headOf(lines[i]!);
    if (!head) continue;
    const cells: TableCell[] = [];
    const rows = [];
    const own = new Set<number>([i]);
    let j = i + 1;
    for (; j < lines.length && close(lines[j - 1]!, lines[j]!); j++) {
      const cell = rowCell(head, lines[j]!, page);
      if (!cell && !lines[j]!.cells.some((c) => columnOf(head, c) === head.year && yearOf(c.text))) break;
      if (cell) cells.push(cell);
      rows.push(lines[j]!.box);
      own.add(j);
    }
    if (!cells.length) continue;
    for (const k of own) taken.add(k);
    const box = [lines[i]!.box, ...rows].reduce(union);
    tables.push({ page, box, rows, cells });
    i = j - 1;
  }
  return { tables, taken };
}
