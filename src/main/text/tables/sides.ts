/**
 * Tables printed side by side on one page ("GHG Emission Management (Scope 1, 2)" on the left,
 * "(Scope 3)" on the right, their rows on the same lines): each line is cut where words follow a
 * figure, and the pieces are sorted into sides (first piece, second piece, …), so each side's
 * tables are read alone. A line that is cut nowhere is cut where the sides' tables start (a note, a head or a
 * row of the table beside), unless a cell runs across, or, away from the cut lines, a piece past a start opens
 * with a figure (a table lower on the page whose columns run across the starts); otherwise it stays whole.
 */
import { cellValue, DATE_CELL, ITEM_NUMBER, yearOf } from './cellText';
import { isUnitCell, tableUnitOf } from './tableUnits';
import type { VisualLine } from './types';

/** A change in per cent printed after a row's figures ("(4.9)%", "−3.6 %", "(4.9%)"). */
export const CHANGE = /^\(?[-−+]?\d[\d.,]*\)?\s?%\)?$/u;

/**
 * A figure (or a change after the figures) that ends a table's piece of a line: a year heading ("2024",
 * "FY2023") does not (the head row).
 */
const endsPiece = (c: VisualLine['cells'][number]): boolean =>
  (cellValue(c) !== undefined && !(yearOf(c.text) && !/[.,]\d/u.test(c.text))) || CHANGE.test(c.text.trim());

/** A figure, or a change in per cent: no word cell. */
const figureLike = (c: VisualLine['cells'][number]): boolean =>
  cellValue(c) !== undefined || CHANGE.test(c.text.trim());

/** A unit printed after a row's figure ("107,870 | tCO2e", "53.0 | %"): the row's, not a table beside. */
const unitAfter = (text: string): boolean => isUnitCell(text) || !!tableUnitOf(text);

/**
 * The line cut before each word cell that follows a figure cell: not a year heading ("2024 | % change"),
 * nor before a date after a row's figures ("January 1, 2023": the row's period, not a table beside it), nor
 * before a unit right after a figure ("107,870 | tCO2e").
 */
function piecesOf(line: VisualLine): VisualLine[] {
  const out: VisualLine[] = [];
  let cells = [] as VisualLine['cells'];
  line.cells.forEach((c, i) => {
    const prev = line.cells[i - 1];
    // A line item's number padded with zeros before its label ("01 | Scope 1 direct") ends no table's piece; a
    // spreadsheet's row numbers ("5 | Scope 1") stand in a column of their own.
    const numbered = i === 1 && ITEM_NUMBER.test(prev!.text.trim());
    const stays =
      numbered || DATE_CELL.test(c.text.trim()) || (cellValue(prev ?? c) !== undefined && unitAfter(c.text));
    if (prev && cells.length && endsPiece(prev) && !figureLike(c) && !stays) {
      out.push(lineOf(cells, line));
      cells = [];
    }
    cells.push(c);
  });
  out.push(lineOf(cells, line));
  return out;
}

function lineOf(cells: VisualLine['cells'], line: VisualLine): VisualLine {
  const x = cells[0]!.box.x;
  const right = Math.max(...cells.map((c) => c.box.x + c.box.w));
  return { cells, box: { x, y: line.box.y, w: right - x, h: line.box.h }, fontSize: line.fontSize };
}

/** Where each side after the first starts: the leftmost of its pieces that print a figure (a table of its own). */
function sideStarts(cut: readonly VisualLine[][]): number[] {
  const starts: number[] = [];
  for (const pieces of cut)
    pieces.forEach((p, k) => {
      if (k === 0 || !p.cells.some((c) => cellValue(c) !== undefined)) return;
      starts[k] = Math.min(starts[k] ?? 1, p.box.x);
    });
  return starts;
}

/**
 * A line that was not cut, cut where sides start: its cells wholly right of a side's start go to that side (a
 * note, a head or a row of the table beside); a cell across a start keeps the line whole. Away from the lines
 * that were cut (`near` false), a piece past a start must open with words, as a row or head of a table of its
 * own does: figures or years there are columns of one table lower on the page, printed across the starts.
 */
function byStarts(line: VisualLine, starts: readonly number[], near: boolean): VisualLine[] {
  const sideOf = (x: number): number => starts.reduce((k, s, i) => (s !== undefined && x >= s - 0.005 ? i : k), 0);
  const across = line.cells.some((c) => sideOf(c.box.x) !== sideOf(c.box.x + c.box.w - 0.001));
  if (across) return [line];
  const out: VisualLine[] = [];
  for (const c of line.cells) {
    const k = sideOf(c.box.x);
    out[k] = out[k] ? lineOf([...out[k]!.cells, c], line) : lineOf([c], line);
  }
  const pieces = out.filter(Boolean);
  const opensWithFigure = pieces
    .slice(1)
    .some((p) => cellValue(p.cells[0]!) !== undefined || !!yearOf(p.cells[0]!.text));
  return !near && pieces.length > 1 && opensWithFigure ? [line] : out;
}

/** Whether a line lies next to the lines that were cut: from three lines above the first to one below the last. */
function nearCuts(cut: readonly VisualLine[][]): (i: number) => boolean {
  const first = cut.findIndex((pieces) => pieces.length > 1);
  const last = cut.findLastIndex((pieces) => pieces.length > 1);
  return (i) => first >= 0 && i >= first - 3 && i <= last + 1;
}

/** The page's lines by side: the first pieces of every line, then the second pieces, … */
export function sidesOf(lines: readonly VisualLine[]): VisualLine[][] {
  const cut = lines.map(piecesOf);
  const starts = sideStarts(cut);
  const near = nearCuts(cut);
  const sides: VisualLine[][] = [];
  lines.forEach((line, i) => {
    const pieces = cut[i]!.length > 1 || !starts.length ? cut[i]! : byStarts(line, starts, near(i));
    pieces.forEach((p, k) => {
      if (p) (sides[k] ??= []).push(p);
    });
  });
  return sides;
}
