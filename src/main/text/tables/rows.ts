/**
 * The rows of a page's tables, by position: a line that prints figures after its label (and perhaps
 * a unit cell and other words: "Total | Fiscal Year | of CO2e emissions | 387 | 393 | −1.6 % | GRI
 * 305-1") is a row; rows close below each other under the same figure columns make a run. The short
 * lines between them are read by where they stand: a line set tight above a row, at its label or
 * its unit, is the first line of that wrapped cell ("CO2 emissions" / "from gas"); a line left of
 * the labels in a column of its own names the rows it is centred on ("Scope 1" beside its rows); a
 * short line at the labels or left of them heads the rows below it ("Indirect emissions (scope 2)")
 * or, in lower case, finishes the label above; one further right is a note beside the rows.
 */
import type { Rect } from '../../ingest/types';
import { cellText } from './cellText';
import { overlap, union } from './header';
import { isUnitCell, tableUnitOf } from './tableUnits';
import { dataRow, type Row } from './dataRow';
import { joinWrapped, proseLine, tight, WRAPPED, wrapInto, wrapUnder } from './wrapped';
import { sectionLabelColumn, spreadSections } from './sectionColumn';
import { categoryNamed } from '../../facts/ghgFigures';
import type { Piece, VisualLine } from './types';

export type { Row } from './dataRow';

const MAX_GAP = 2.6;
/** A first cell this far left of the labels (share of page width) stands in a column of its own. */
const LEFT_COLUMN = 0.1;
/** A line of one cell ending this far left of the labels is a name beside the rows ("Scope 3 downstream"). */
const NAME_GAP = 0.01;
/** A heading starts no further right of the labels than this (share of page width). */
const HEADING_INDENT = 0.02;

const gapOk = (upper: VisualLine, lower: VisualLine): boolean =>
  lower.box.y - (upper.box.y + upper.box.h) <= MAX_GAP * Math.max(upper.box.h, lower.box.h);

/** Where figures stand: their boxes merged where they overlap horizontally. */
export function spansOf(rows: readonly Row[]): Rect[] {
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

type Item = { row: Row } | { line: VisualLine; index: number };

/**
 * A number alone at the label of the row above, left of that row's figures, ends its wrapped label
 * ("Scope 3 GHG emissions, category" / "11"): it is no row of its own.
 */
function labelEnd(row: Row, last: Row | undefined): boolean {
  if (row.label || row.figures.length !== 1 || !last?.label || !last.figures.length) return false;
  const { x } = row.figures[0]!.piece.box;
  return Math.abs(x - last.label.box.x) < 0.006 && x < last.figures[0]!.piece.box.x;
}

/** Runs of rows with the short lines between them: a row joins when close below and under the run's figures. */
/** The right edge of the rows' figures. */
const rightEdge = (rows: readonly Row[]): number =>
  Math.max(...rows.flatMap((r) => r.figures.map((f) => f.piece.box.x + f.piece.box.w)));

function runsOf(lines: readonly VisualLine[]): Item[][] {
  const runs: Item[][] = [];
  let run: Item[] = [];
  let rows: Row[] = [];
  let pending: Array<{ line: VisualLine; index: number }> = [];
  const end = (trailing: ReadonlyArray<{ line: VisualLine; index: number }> = [], after?: VisualLine): void => {
    if (rows.length) runs.push([...run, ...continuation(trailing, rows[rows.length - 1]!, after)]);
    run = [];
    rows = [];
  };
  lines.forEach((line, i) => {
    const row = dataRow(line, i);
    if (row && !labelEnd(row, rows[rows.length - 1])) {
      const joins =
        rows.length > 0 && gapOk(lines[i - 1]!, line) && spansOf([...rows, row]).length <= spansOf(rows).length + 1;
      if (!joins) end();
      const left = row.figures[0]!.piece.box.x;
      const last = row.figures[row.figures.length - 1]!.piece.box;
      // The short lines just above belong to the row when they stand beside its figures, not over them.
      const beside = (c: Piece): boolean => c.box.x + c.box.w <= left || c.box.x >= last.x + last.w;
      // A line wholly right of the figures (a note beside the table) is not the row's, nor one above a
      // line over the figures (a head: "TONNES OF CO2e" over "Moncler Group" / "2021").
      const head = pending.map((p) => p.line.cells.every(beside)).lastIndexOf(false);
      // Between rows of one run, a heading of one cell may run on over the figures' columns
      // ("Intensity (t CO₂e per EUR million revenue)").
      const inside = (p: (typeof pending)[number]): boolean =>
        joins && p.line.cells.length === 1 && p.line.cells[0]!.box.x < left;
      const above = pending
        .slice(joins ? 0 : head + 1)
        .filter(
          (p) => inside(p) || (p.line.cells.every(beside) && p.line.cells.some((c) => c.box.x + c.box.w <= left))
        );
      run.push(...above, { row });
      rows.push(row);
      pending = [];
      return;
    }
    // Prose set beside the run, right of all its figures ("losses. Scope 2 is shown both ways: location-"), between
    // its rows: no line of the table, and no reason to end the run.
    if (rows.length && line.cells.every((c) => c.box.x >= rightEdge(rows))) return;
    const prev = pending[pending.length - 1]?.line ?? lines[i - 1];
    if (line.cells.length <= 2 && prev && gapOk(prev, line) && pending.length < 3) pending.push({ line, index: i });
    else {
      const trailing = pending;
      pending = line.cells.length <= 2 ? [{ line, index: i }] : [];
      end(trailing, line);
    }
  });
  end(pending);
  return runs;
}

/**
 * The short lines set tight under a run's last row, one under the other: the end of its wrapped label;
 * none when the line that ended the run stands tight under them (they begin that line's cell instead).
 */
function continuation<T extends { line: VisualLine }>(lines: readonly T[], last: Row, after?: VisualLine): T[] {
  const out: T[] = [];
  let above = last.line;
  for (const l of lines) {
    if (l.line.cells.length > 2 || !tight(above, l.line)) break;
    out.push(l);
    above = l.line;
  }
  return out.length === lines.length && after && tight(above, after) ? [] : out;
}

/** The x most labels start at (labels indented under headings share it). */
function labelColumn(rows: readonly Row[]): number {
  const counts = new Map<number, number>();
  for (const r of rows) {
    const x = r.label ? Math.round(r.label.box.x * 100) : undefined;
    if (x !== undefined) counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return best ? best[0] / 100 : 0;
}

interface Name {
  text: string;
  x: number;
  top: number;
  bottom: number;
}

/**
 * The rows a name beside them is centred on: a range of rows starting at `start` or after a row that
 * prints a group of its own, none printing one, whose span (wrapped lines included) holds the name's
 * middle and is centred nearest it.
 */
function rangeOf(rows: readonly Row[], start: number, own: Set<Row>, mid: number): [number, number] | undefined {
  let best: [number, number] | undefined;
  let miss = Infinity;
  for (let s = start; s < rows.length && (rows[s]!.from ?? rows[s]!.line.box.y) <= mid; s++) {
    if (s > start && !own.has(rows[s - 1]!)) continue;
    const top = rows[s]!.from ?? rows[s]!.line.box.y;
    for (let e = s; e < rows.length && !own.has(rows[e]!); e++) {
      const bottom = rows[e]!.line.box.y + rows[e]!.line.box.h;
      const m = Math.abs((top + bottom) / 2 - mid);
      if (bottom >= mid && m < miss) [best, miss] = [[s, e], m];
    }
  }
  return best;
}

/** Names in a column of their own left of the labels, each given to the rows it is centred on. */
function centredGroups(rows: readonly Row[], names: readonly Name[], own: Set<Row>): void {
  let start = 0;
  for (const name of names) {
    const range = rangeOf(rows, start, own, (name.top + name.bottom) / 2);
    if (!range) continue;
    for (let k = range[0]; k <= range[1]; k++) rows[k]!.group = name.text;
    start = range[1] + 1;
  }
}

/** A row whose first cell stands in the names' column ("Scope 1+2 | Total | …") takes it as its group. */
function ownGroups(rows: readonly Row[], column: number): Set<Row> {
  const own = new Set<Row>();
  for (const r of rows) {
    const [first, second] = r.leading;
    if (!first || !second || first.box.x + first.box.w >= column - NAME_GAP) continue;
    if (Math.abs(second.box.x - column) > 0.01 || first === r.unit) continue;
    // The cell before the figures was taken for the unit; a label ("Scope 1") is none.
    if (second === r.unit && (tableUnitOf(second.text) || isUnitCell(second.text))) continue;
    if (second === r.unit) {
      delete r.unit;
      delete r.unitText;
    }
    r.group = cellText(first);
    r.label = second;
    r.labelText = cellText(second);
    own.add(r);
  }
  return own;
}

/** A name's line, or its next line when set tight under the name before, at the same place. */
function addName(names: Name[], line: VisualLine, text: string): void {
  const prev = names[names.length - 1];
  const { y, h } = line.box;
  if (prev && y - prev.bottom < (WRAPPED - 1) * h && Math.abs(prev.x - line.box.x) < 0.006) {
    prev.text = `${prev.text} ${text}`;
    prev.bottom = y + h;
  } else names.push({ text, top: y, bottom: y + h, x: line.box.x });
}

/**
 * True when a line of one cell stands left of the labels in a column of its own: far left of them, or
 * clear of them and set in among the rows, off their lines: overlapping the height of the row above
 * or below (a heading takes a line of its own, a name beside the rows does not).
 */
function nameBeside(line: VisualLine, column: number, last?: Row, next?: Row): boolean {
  const { x, y, w, h } = line.box;
  if (line.cells.length !== 1 || x + w >= column - NAME_GAP) return false;
  if (x + w < column - LEFT_COLUMN) return true;
  if (!last) return false;
  // Under the last row, a name set beside its wrapped label ("Total" beside "Scope 1 + Scope 2 (market-" /
  // "based) + Scope 3") starts inside the row's line height.
  if (!next) return y - (last.line.box.y + last.line.box.h) < 0;
  const gap = Math.min(y - (last.line.box.y + last.line.box.h), (next.from ?? next.line.box.y) - (y + h));
  return gap < 0;
}

interface Heading {
  text: string;
  /** True when a row stands above it in the run. */
  after: boolean;
  at: number;
  x: number;
}

interface Group {
  text: string;
  x: number;
  /** True when its first row's label stands right of the heading. */
  indented: boolean;
}

/** A label this much right of its heading (share of page width) is set in under it. */
const INDENT = 0.004;

/** A short line under a row, at its label and in lower case (or opening a bracket), ends that label. */
const endsLabel = (h: Heading, last: Row): boolean =>
  h.after && h.x === last.label?.box.x && /^[\p{Ll}(]/u.test(h.text);

const groupOf = (h: Heading, row: Row): Group => ({
  text: h.text,
  x: h.x,
  indented: !!row.label && row.label.box.x >= h.x + INDENT
});

/** Reads one run's short lines onto its rows (see the file's header). */
function settle(run: readonly Item[]): Row[] {
  const rows = run.flatMap((it) => ('row' in it ? [it.row] : []));
  const column = labelColumn(rows);
  const sections = sectionLabelColumn(rows);
  const own = ownGroups(rows, sections ?? column);
  const names: Name[] = [];
  let heading: Heading | undefined;
  let group: Group | undefined;
  let last: Row | undefined;
  /** The last row's lowest line (its own, or a wrapped line joined under it). */
  let bottom: VisualLine | undefined;
  run.forEach((it, k) => {
    if ('row' in it) {
      const row = it.row;
      if (heading && !row.label) row.labelText = heading.text;
      else if (heading && last && endsLabel(heading, last)) last.labelText = joinWrapped(last.labelText, heading.text);
      // A line in lower case over the first row ends a wrapped head cell ("Greenhouse" / "gas emissions").
      else if (heading && (heading.after || !/^\p{Ll}/u.test(heading.text))) group = groupOf(heading, row);
      // Rows set in under their heading leave its group at the first row back at the heading's place.
      if (group?.indented && row.label && row.label.box.x < group.x + INDENT) group = undefined;
      if (group && !own.has(row)) row.group = group.text;
      heading = undefined;
      last = row;
      bottom = row.line;
      return;
    }
    // The head of the table is found above the first row's short lines.
    if (!last) rows[0]!.top ??= it.index;
    const nextAt = run.findIndex((x, j) => j > k && 'row' in x);
    const next = nextAt >= 0 ? (run[nextAt] as { row: Row }).row : undefined;
    const texts = it.line.cells.map((c) => cellText(c).replace(/[\s:;,]+$/u, ''));
    const far = nameBeside(it.line, column, last, next);
    // Names beside the rows (not above the first one, where they head the table) are centred on theirs.
    if (far && last) {
      addName(names, it.line, texts[0]!);
      return;
    }
    // The first line of a wrapped label or unit: tight above the row, at the label's or the unit's place.
    const between = run.slice(k + 1, nextAt) as Array<{ line: VisualLine }>;
    const chain = [it.line, ...between.map((x) => x.line), next?.line];
    const set = chain.every((l, j) => !l || j === 0 || tight(chain[j - 1]!, l));
    // A line tight under a row ends its label when no row follows in the run, or when its cell at the
    // label reads as an ending (lower case, an opening bracket); a unit's line over the next row is that row's.
    const under = !!last && !!bottom && tight(bottom, it.line) && !far;
    const atLabel = it.line.cells.find((c) => !!last?.label && Math.abs(c.box.x - last.label.box.x) < 0.006);
    // So does one tight under its row but set apart from the next (the row's second language, a wrapped
    // unit): a line tight above the next row as well is that row's first line ("Gas from renewable").
    const following = chain[1];
    const apart = !!following && !tight(it.line, following);
    const ending = !next || (!!atLabel && (/^[\p{Ll}(]/u.test(cellText(atLabel)) || apart));
    if (under && ending && heading === undefined && !proseLine(it.line) && wrapUnder(it.line, last!)) {
      bottom = it.line;
      return;
    }
    if (next && !far && set && wrapInto(it.line, next, chain[1]!)) return;
    // A heading stands at the labels or left of them; a short line further right is a note beside the rows.
    if (it.line.cells.length !== 1 || it.line.box.x > column + HEADING_INDENT) return;
    // A Scope 3 category's name at the next row's label heads nothing: it is a row printing no figure.
    if (next?.label && Math.abs(it.line.box.x - next.label.box.x) < 0.006 && categoryNamed(texts[0]!) !== undefined)
      return;
    // Consecutive short lines are one heading ("Total emissions/number of" / "employees").
    heading =
      heading && heading.at === k - 1
        ? { ...heading, text: `${heading.text} ${texts[0]}`, at: k }
        : { text: texts[0]!, after: !!last, at: k, x: it.line.cells[0]!.box.x };
  });
  // A line in lower case tight under the last row finishes its label ("Total (Scope 1, 2" / "market-based, 3)").
  if (heading && last && endsLabel(heading, last)) last.labelText = joinWrapped(last.labelText, heading.text);
  centredGroups(rows, names, own);
  if (sections !== undefined) spreadSections(rows, own);
  return rows;
}

/** The runs of rows on a page's lines, their short lines read. */
export function tableRows(lines: readonly VisualLine[]): Row[][] {
  return runsOf(lines).map(settle);
}
