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
import { tableUnitOf, withoutUnit } from './tableUnits';
import type { PageTable, Piece, TableCell, TableUnit, VisualLine } from './types';

interface Row {
  index: number;
  /** The first line of the row with a heading over it at the top of its table. */
  top?: number;
  line: VisualLine;
  label?: Piece;
  labelText: string;
  group?: string;
  unit?: Piece;
  figures: Array<{ piece: Piece; value: CellValue }>;
}

const LABEL_CHARS = 90;
const UNIT_CHARS = 16;
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
  // One more cell may stand between the label and the figures: the row's unit ("t CO₂e", "MWh").
  if (others.length === 1 && (others[0]!.box.x > figures[0]!.piece.box.x || others[0]!.text.length > UNIT_CHARS))
    return;
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
  /** A short line above the row: `after` a row of the run, it may finish that row's label. */
  let heading: { text: string; index: number; after: boolean; right: number } | undefined;
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
      // A short line over the labels (not over the figures: a wrapped column head) heads the row.
      const labelsEnd = row.figures[0]!.piece.box.x;
      const above = heading?.index === i - 1 && heading.right <= labelsEnd ? heading : undefined;
      if (above && !row.label) row.labelText = above.text;
      // A lower-case line under a row finishes its label; another short line heads the rows below.
      else if (above?.after && run.length && /^[\p{Ll}(]/u.test(above.text))
        run[run.length - 1]!.labelText += ` ${above.text}`;
      else if (above) {
        group = above.text;
        if (!run.length) row.top = above.index;
      }
      if (group) row.group = group;
      run.push(row);
      heading = undefined;
      return;
    }
    const short = line.cells.length === 1 && line.cells[0]!.text.length <= LABEL_CHARS;
    const text = short ? cellText(line.cells[0]!).replace(/[\s:;,]+$/u, '') : '';
    const right = line.box.x + line.box.w;
    // A heading over two lines ("Total emissions/number of" / "employees") is one heading.
    if (short && heading?.index === i - 1 && gapOk(prev!, line))
      heading = { ...heading, text: `${heading.text} ${text}`, index: i, right: Math.max(heading.right, right) };
    else if (short && prev && gapOk(prev, line))
      heading = { text, index: i, after: run.length > 0 && !!dataRow(prev, i - 1), right };
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

/**
 * The caption that names the table: the nearest short line with words besides a unit, without its
 * unit and number ("Table 2: Greenhouse gas emissions by scope, kt CO₂e" → "Greenhouse gas emissions by scope").
 */
function titleOf(captions: readonly string[]): string | undefined {
  for (const c of captions) {
    const words = withoutUnit(c)
      .replace(/^table\s+[\w.]+[:.]?\s*/iu, '')
      .replace(/[\s,;:]+$/u, '');
    if (/\p{L}{3}/u.test(words)) return words;
  }
  return undefined;
}

/** The cells of one run under its head, years as columns or as rows; none when no year is printed. */
function cellsOf(run: readonly Row[], head: TableHead, page: number): TableCell[] {
  // A column's year: its whole head ("2020 (base year)"), else the lowest head line naming one
  // ("Moncler Group" over "2022").
  const years = head.columns.map(
    (c) =>
      yearOf(c.label) ??
      c.parts
        .map((p) => yearOf(p))
        .filter(Boolean)
        .pop()
  );
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
      // A row's own unit cell is its unit, mass or not; else the nearest place that states one.
      const unit = row.unit
        ? tableUnitOf(row.unit.text)
        : unitFor([metric, byColumns ? column.label : row.labelText, head.corner, ...head.captions]);
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
    const own = findHead(lines, run[0]!.top ?? run[0]!.index, spans);
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
