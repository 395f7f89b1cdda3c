/**
 * Tables printed side by side on one page ("GHG Emission Management (Scope 1, 2)" on the left,
 * "(Scope 3)" on the right, their rows on the same lines): each line is cut where words follow a
 * figure, and the pieces are sorted into sides (first piece, second piece, …), so each side's
 * tables are read alone. A line without figures stays whole, on the first side.
 */
import { cellValue } from './cellText';
import type { VisualLine } from './types';

/** The line cut before each word cell that follows a figure cell. */
function piecesOf(line: VisualLine): VisualLine[] {
  const out: VisualLine[] = [];
  let cells = [] as VisualLine['cells'];
  line.cells.forEach((c, i) => {
    const prev = line.cells[i - 1];
    if (prev && cells.length && cellValue(prev) !== undefined && cellValue(c) === undefined) {
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

/** The page's lines by side: the first pieces of every line, then the second pieces, … */
export function sidesOf(lines: readonly VisualLine[]): VisualLine[][] {
  const sides: VisualLine[][] = [];
  for (const line of lines) piecesOf(line).forEach((p, k) => (sides[k] ??= []).push(p));
  return sides;
}
