/**
 * A column of prose standing left of a table on the same lines (a magazine's text columns beside a
 * sidebar table, a slide's bullets beside its figures): the prose's words would otherwise be read as
 * the rows' labels. Where a vertical gap runs down a stretch of lines that no cell crosses, with prose
 * left of it (long runs of words, sentence punctuation, lines with nothing right of the gap) and rows
 * right of it that start with a label and print figures, the words left of the gap are set aside for
 * those lines. Lines outside such a stretch are left as they are, and so is a page with figures on both
 * sides of the gap on one line (tables side by side, read apart by sides.ts).
 */
import { cellValue } from './cellText';
import type { Piece, VisualLine } from './types';

/** Sharing of a page width within which a cell edge counts as touching the gap. */
const EDGE = 0.002;
/** Prose left of the gap: at least this many lines with words there, some with nothing right of the gap. */
const MIN_PROSE_LINES = 4;
const MIN_LEFT_ONLY = 2;
const MIN_ROWS = 2;

interface Stretch {
  gap: number;
  from: number;
  to: number;
}

/** Words of two letters or more in a cell: a line of prose has several, a table's label or unit few. */
const wordsIn = (c: Piece): number => (c.text.match(/\p{L}{2,}/gu) ?? []).length;
/** Each cell reads as a line of running text (four words or more). */
const proseCells = (cells: readonly Piece[]): boolean => cells.length > 0 && cells.every((c) => wordsIn(c) >= 4);
/**
 * Words of running text: a sentence's punctuation inside or at the end, or a line starting in lower case. A comma or
 * colon does not count: row labels have them too ("Scope 2 – indirect, location-based", "Energy consumed: gas").
 */
const PUNCTUATED = /\p{L}[.;!?](?:\s|$)|^[\p{Ll}“"(]/u;

const leftOf = (line: VisualLine, gap: number): Piece[] => line.cells.filter((c) => c.box.x + c.box.w <= gap + EDGE);
const rightOf = (line: VisualLine, gap: number): Piece[] => line.cells.filter((c) => c.box.x >= gap - EDGE);
const crosses = (line: VisualLine, gap: number): boolean =>
  line.cells.some((c) => c.box.x < gap - EDGE && c.box.x + c.box.w > gap + EDGE);

/** Whether the lines `from`..`to` hold prose left of `gap` and labelled rows of figures right of it. */
function proseBeside(lines: readonly VisualLine[], gap: number, from: number, to: number): boolean {
  let prose = 0;
  let figured = 0;
  let punctuated = 0;
  let leftOnly = 0;
  let rows = 0;
  let labelled = 0;
  for (let i = from; i <= to; i++) {
    const left = leftOf(lines[i]!, gap);
    const right = rightOf(lines[i]!, gap);
    if (left.length) {
      if (proseCells(left)) prose += 1;
      // A table beside (its own figure cells left of the gap) is no prose.
      if (left.some((c) => cellValue(c, true) !== undefined)) figured += 1;
      if (left.some((c) => PUNCTUATED.test(c.text.trim()))) punctuated += 1;
      if (!right.length) leftOnly += 1;
    }
    if (right.some((c) => cellValue(c, true) !== undefined)) {
      rows += 1;
      if (cellValue(right[0]!, true) === undefined) labelled += 1;
    }
  }
  const withLeft = lines.slice(from, to + 1).filter((l) => leftOf(l, gap).length).length;
  return (
    prose >= MIN_PROSE_LINES &&
    prose >= withLeft * 0.6 &&
    figured <= withLeft / 4 &&
    punctuated >= 2 &&
    leftOnly >= MIN_LEFT_ONLY &&
    rows >= MIN_ROWS &&
    labelled >= rows * 0.6
  );
}

const figured = (cells: readonly Piece[]): boolean => cells.some((c) => cellValue(c) !== undefined);

/** The stretches of lines no cell crosses at `gap`, each holding prose beside rows. */
function stretchesAt(lines: readonly VisualLine[], gap: number): Stretch[] {
  const out: Stretch[] = [];
  // Figures on both sides of the gap on one line of the page: tables side by side (sides.ts reads them apart).
  if (lines.some((l) => figured(leftOf(l, gap)) && figured(rightOf(l, gap)))) return out;
  let from = -1;
  const close = (to: number): void => {
    if (from >= 0 && proseBeside(lines, gap, from, to)) out.push({ gap, from, to });
    from = -1;
  };
  lines.forEach((line, i) => {
    if (crosses(line, gap)) close(i - 1);
    else if (from < 0) from = i;
  });
  close(lines.length - 1);
  return out;
}

/** Where a gap may run: the left edges of cells that stand right of another cell on their line. */
function candidates(lines: readonly VisualLine[]): number[] {
  const xs = new Set<number>();
  for (const l of lines) l.cells.slice(1).forEach((c) => xs.add(Math.round(c.box.x * 1000) / 1000));
  return [...xs].sort((a, b) => b - a);
}

/**
 * The page's lines with the prose beside a table set aside: in each stretch found, the cells left of
 * its gap are dropped and lines with nothing else are left out. The gap nearest the table (the
 * rightmost that qualifies) wins, so two columns of prose beside one table both go.
 */
export function withoutProseBeside(lines: readonly VisualLine[]): VisualLine[] {
  const taken: Stretch[] = [];
  for (const gap of candidates(lines))
    for (const s of stretchesAt(lines, gap)) if (!taken.some((t) => s.from <= t.to && t.from <= s.to)) taken.push(s);
  if (!taken.length) return [...lines];
  return lines.flatMap((line, i) => {
    const s = taken.find((t) => t.from <= i && i <= t.to);
    if (!s) return [line];
    const cells = rightOf(line, s.gap);
    if (!cells.length) return [];
    if (cells.length === line.cells.length) return [line];
    const x = cells[0]!.box.x;
    const right = Math.max(...cells.map((c) => c.box.x + c.box.w));
    return [{ ...line, cells, box: { ...line.box, x, w: right - x } }];
  });
}
