/**
 * Tables on one page from its lines: runs of rows that print figures after a label, with the head
 * above them (header.ts). Years stand as columns ("2023 2024 2025" over the figures) or as rows
 * ("2021", "2022 (base)" as labels, metrics over the columns); each figure becomes a cell with its
 * metric, year and unit. Short lines inside the run head the rows below them ("Scope 2" over
 * "Location-based") or, starting in lower case, finish the label above.
 */
import type { Rect } from '../../ingest/types';
import { cellText, cellValue, yearOf, type CellValue } from './cellText';
import { findHead, overlap, union, type Column, type TableHead } from './header';
import { tableUnitOf } from './tableUnits';
import type { PageTable, Piece, TableCell, TableUnit, VisualLine } from './types';

interface Row {
  index: number;
  line: VisualLine;
  label?: Piece;
  labelText: string;
  group?: string;
  unit?: Piece;
  figures: Array<{ piece: Piece; value: CellValue }>;
}

const LABEL_CHARS = 90;
const MAX_GAP = 2.6;

/** A line that prints figures after a label (or under a heading): a row of a table. */
function dataRow(line: VisualLine, index: number): Row | undefined {
  const [first, ...rest] = line.cells;
  if (!first) return undefined;
  const labelled = cellValue(first) === undefined || (yearOf(first.text) !== undefined && rest.length > 0);
  const cells = labelled ? rest : line.cells;
  const figures = cells.flatMap((piece) => {
    const value = cellValue(piece);
    return value ? [{ piece, value }] : [];
  });
  const others = cells.filter((c) => cellValue(c) === undefined);
  if (!figures.length || others.length > 1) return undefined;
  // A line of years is the head of the table, not a row of it.
  if (figures.every((f) => yearOf(f.piece.text) && !/[.,]/u.test(f.value.raw))) return undefined;
  if (others.length === 1 && (others[0]!.box.x > figures[0]!.piece.box.x || !tableUnitOf(others[0]!.text))) return;
  if (labelled && cellText(first).length > LABEL_CHARS) return undefined;
  return {
    index,
    line,
    ...(labelled ? { label: first } : {}),
    labelText: labelled ? cellText(first) : '',
    ...(others[0] ? { unit: others[0] } : {}),
    figures
  };
}

const gapOk = (upper: VisualLine, lower: VisualLine): boolean =>
  lower.box.y - (upper.box.y + upper.box.h) <= MAX_GAP * Math.max(upper.box.h, lower.box.h);

/** Where figures stand: their boxes merged where they overlap horizontally. */
function spansOf(rows: readonly Row[]): Rect[] {
  let spans: Rect[] = [];
  for (const f of rows.flatMap((r) => r.figures)) {
    let merged = f.piece.box;
    for (let hit = spans.find((s) => overlap(s, merged) > 0); hit; hit = spans.find((s) => overlap(s, merged) > 0)) {
      spans = spans.filter((s) => s !== hit);
      merged = union(hit, merged);
    }
    spans.push(merged);
  }
  return spans.sort((a, b) => a.x - b.x);
}

/** Runs of rows: a row joins the run when close below it and, past the first, under its figures. */
function runsOf(lines: readonly VisualLine[]): Row[][] {
  const runs: Row[][] = [];
  let run: Row[] = [];
  let heading: { text: string; index: number } | undefined;
  let group: string | undefined;
  const end = (): void => {
    if (run.length) runs.push(run);
    run = [];
    group = undefined;
  };
  lines.forEach((line, i) => {
    const row = dataRow(line, i);
    const prev = i > 0 ? lines[i - 1]! : undefined;
    if (row) {
      const last = run[run.length - 1];
      const joins = last && gapOk(lines[i - 1]!, line) && spansOf([...run, row]).length <= spansOf(run).length + 1;
      if (!joins) end();
      if (heading && heading.index === i - 1 && run.length) {
        // A lower-case line finishes the label above; another short line heads the rows below.
        if (/^[\p{Ll}(]/u.test(heading.text) && last) last.labelText = `${last.labelText} ${heading.text}`;
        else group = heading.text;
      }
      if (!row.label && heading?.index === i - 1) row.labelText = heading.text;
      if (group) row.group = group;
      run.push(row);
      heading = undefined;
      return;
    }
    const short = line.cells.length === 1 && line.cells[0]!.text.length <= LABEL_CHARS;
    if (short && prev && gapOk(prev, line)) heading = { text: cellText(line.cells[0]!), index: i };
    else {
      heading = undefined;
      end();
    }
    if (!short) end();
  });
  end();
  return runs;
}

const columnOf = (columns: readonly Column[], box: Rect): Column | undefined => {
  let best: Column | undefined;
  let most = 0;
  for (const c of columns) {
    const o = overlap(c.box, box);
    if (o > most) [best, most] = [c, o];
  }
  return best;
};

/** The first unit among the places a table may state it, nearest the figure first. */
function unitFor(places: ReadonlyArray<string | undefined>): TableUnit | undefined {
  for (const p of places) {
    const u = p ? tableUnitOf(p) : undefined;
    if (u) return u;
  }
  return undefined;
}

/** The caption that names the table: the nearest short line that is not only a unit ("Table 2:" left out). */
const titleOf = (captions: readonly string[]): string | undefined =>
  captions.find((c) => !tableUnitOf(c))?.replace(/^table\s+[\w.]+[:.]?\s*/iu, '') || undefined;

/** The cells of one run under its head, years as columns or as rows; none when no year is printed. */
function cellsOf(run: readonly Row[], head: TableHead, page: number): TableCell[] {
  const years = head.columns.map((c) => yearOf(c.label));
  const byColumns = years.some(Boolean);
  const byRows = !byColumns && run.filter((r) => r.label && yearOf(r.labelText)).length * 2 >= run.length;
  if (!byColumns && !byRows) return [];
  const out: TableCell[] = [];
  for (const row of run) {
    for (const f of row.figures) {
      const column = columnOf(head.columns, f.piece.box);
      if (!column) continue;
      const when = byColumns ? years[head.columns.indexOf(column)] : yearOf(row.labelText);
      if (!when) continue;
      const metric = byColumns ? row.labelText : column.label;
      if (!metric) continue;
      const unit = unitFor([
        metric,
        row.unit?.text,
        byColumns ? column.label : row.labelText,
        head.corner,
        ...head.captions
      ]);
      out.push({
        metric,
        rowLabel: row.labelText,
        columnLabel: column.label,
        ...(row.group ? { group: row.group } : {}),
        year: when.year,
        period: when.period,
        raw: f.value.raw,
        value: f.value.value,
        ...(unit ? { unit } : {}),
        page,
        rects: [f.piece.box, ...(row.label ? [row.label.box] : [])]
      });
    }
  }
  return out;
}

/** The tables of a page's lines. `previous` is the last head of the page before, for a table it continues. */
export function tablesOf(
  lines: readonly VisualLine[],
  page: number,
  previous?: TableHead
): { tables: PageTable[]; last?: TableHead } {
  const tables: PageTable[] = [];
  let last = previous;
  for (const [n, run] of runsOf(lines).entries()) {
    const spans = spansOf(run);
    const own = findHead(lines, run[0]!.index, spans);
    // Only the page's first table may continue the one the page before ended with.
    const carried = n === 0 && previous && spans.every((s) => columnOf(previous.columns, s)) ? previous : undefined;
    const head = own.columns.length ? own : (carried ?? own);
    last = head.columns.length ? head : undefined;
    const cells = cellsOf(run, head, page);
    if (!cells.length) continue;
    const rows = run.map((r) => r.line.box);
    const box = [...rows, ...(head === own && own.box ? [own.box] : [])].reduce(union);
    const title = titleOf(head.captions);
    tables.push({ page, ...(title ? { title } : {}), box, rows, cells });
  }
  return { tables, ...(last ? { last } : {}) };
}
