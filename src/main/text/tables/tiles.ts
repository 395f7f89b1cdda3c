/**
 * Tiles of an "at a glance" box: a caption naming a metric and its year over a figure with its mass unit
 * ("Scope 1 emissions 2025" over "59,640 t"), one under the other, often beside a letter's prose. Each
 * tile whose caption names a year and whose figure or caption names a mass becomes a cell, its metric read
 * from the caption without the year.
 */
import { cellValue } from './cellText';
import { captionedCell } from './kpiStrip';
import type { PageTable, Piece, TableCell, VisualLine } from './types';

/** A caption starts this close to its figure's left edge (share of page width). */
const ALIGN = 0.01;
/** At most this many line heights between a caption and its figure. */
const GAP = 1.2;
const MAX_WORDS = 8;

/** The caption set right above `figure` at its left edge: one cell of words, no figure of its own. */
function captionOver(lines: readonly VisualLine[], at: number, figure: Piece): Piece | undefined {
  const above = lines[at - 1];
  if (!above || figure.box.y - (above.box.y + above.box.h) > GAP * figure.box.h) return undefined;
  const c = above.cells.find((p) => Math.abs(p.box.x - figure.box.x) < ALIGN);
  if (!c || cellValue(c, true) !== undefined || !/\p{L}{3}/u.test(c.text)) return undefined;
  return c.text.trim().split(/\s+/u).length <= MAX_WORDS ? c : undefined;
}

/** The page's tiles as one table, or null when it has none. */
export function tileCells(lines: readonly VisualLine[], page: number): PageTable | null {
  const cells: TableCell[] = [];
  const rows = [];
  for (const [i, line] of lines.entries())
    for (const figure of line.cells) {
      const caption = cellValue(figure) ? captionOver(lines, i, figure) : undefined;
      const cell = caption ? captionedCell(caption.text, figure, page, [figure.box, caption.box]) : undefined;
      if (cell) {
        cells.push(cell);
        rows.push(figure.box);
      }
    }
  if (!cells.length) return null;
  const x = Math.min(...rows.map((r) => r.x));
  const y = Math.min(...rows.map((r) => r.y));
  const w = Math.max(...rows.map((r) => r.x + r.w)) - x;
  const h = Math.max(...rows.map((r) => r.y + r.h)) - y;
  return { page, box: { x, y, w, h }, rows, cells };
}
