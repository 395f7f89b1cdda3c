/**
 * Tiles of an "at a glance" box: a caption naming a metric and its year over a figure with its mass unit
 * ("Scope 1 emissions 2025" over "59,640 t"), one under the other, often beside a letter's prose. Each
 * tile whose caption names a year and whose figure or caption names a mass becomes a cell, its metric read
 * from the caption without the year. A figure printing its own mass unit ("229,040 t CO₂e") may also have its
 * caption centred over it on up to three lines ("Scope 2 (market-" / "based)"), as under the circles or bars of an
 * infographic; without a year of its own, such a caption takes the year heading its band ("2023" set at the left,
 * level with or above it, no other year between).
 */
import { cellValue } from './cellText';
import { captionedCell } from './kpiStrip';
import { tableUnitOf } from './tableUnits';
import { joinWrapped } from './wrapped';
import type { PageTable, Piece, TableCell, VisualLine } from './types';

/** A caption starts this close to its figure's left edge (share of page width). */
const ALIGN = 0.01;
/** At most this many line heights between a caption and its figure. */
const GAP = 1.2;
const MAX_WORDS = 8;
/** A centred caption's middle stands this close to its figure's (share of page width). */
const CENTRED = 0.02;
/** Lines a stacked caption may take. */
const STACK = 3;
/** How many of the figure's line heights above it a band's year heading may stand. */
const BAND = 8;
const YEAR_ALONE = /^(?:FY\s?)?(?:19|20)\d\d$/u;

/** The caption set right above `figure` at its left edge: one cell of words, no figure of its own. */
function captionOver(lines: readonly VisualLine[], at: number, figure: Piece): Piece | undefined {
  const above = lines[at - 1];
  if (!above || figure.box.y - (above.box.y + above.box.h) > GAP * figure.box.h) return undefined;
  const c = above.cells.find((p) => Math.abs(p.box.x - figure.box.x) < ALIGN);
  if (!c || cellValue(c, true) !== undefined || !/\p{L}{3}/u.test(c.text)) return undefined;
  return c.text.trim().split(/\s+/u).length <= MAX_WORDS ? c : undefined;
}

/** A caption's piece stands over a figure when their centres or their left edges meet. */
const over = (c: Piece, figure: Piece): boolean =>
  Math.abs(c.box.x + c.box.w / 2 - (figure.box.x + figure.box.w / 2)) < CENTRED ||
  Math.abs(c.box.x - figure.box.x) < ALIGN;

/** The caption stacked over a figure on up to three lines, top first; undefined when none stands there. */
function stackedCaption(lines: readonly VisualLine[], at: number, figure: Piece): Piece[] | undefined {
  const parts: Piece[] = [];
  let below: Piece = figure;
  for (let i = at - 1; i >= 0 && parts.length < STACK; i--) {
    const line = lines[i]!;
    if (below.box.y - (line.box.y + line.box.h) > GAP * below.box.h) break;
    const c = line.cells.find((p) => over(p, figure));
    if (!c || cellValue(c, true) !== undefined || !/\p{L}/u.test(c.text)) break;
    parts.unshift(c);
    below = c;
  }
  const words = parts.map((p) => p.text).join(' ');
  return parts.length && /\p{L}{3}/u.test(words) && words.split(/\s+/u).length <= MAX_WORDS ? parts : undefined;
}

/** The year heading the figure's band: a year alone, left of the figure, level with or above it, the nearest. */
function bandYear(lines: readonly VisualLine[], at: number, figure: Piece): string | undefined {
  for (let i = at; i >= 0 && figure.box.y - lines[i]!.box.y <= BAND * figure.box.h; i--) {
    const year = lines[i]!.cells.find((c) => YEAR_ALONE.test(c.text.trim()) && c.box.x + c.box.w < figure.box.x);
    if (year) return year.text.trim();
  }
  return undefined;
}

/** A figure with its own mass unit under a stacked caption, dated by the caption or by its band's year. */
function stackedCell(lines: readonly VisualLine[], at: number, figure: Piece, page: number): TableCell | undefined {
  const unit = cellValue(figure)?.unit;
  if (!unit || tableUnitOf(unit)?.tonnesPer === undefined) return undefined;
  const parts = stackedCaption(lines, at, figure);
  if (!parts) return undefined;
  const caption = parts.map((p) => p.text.trim()).reduce(joinWrapped);
  const rects = [figure.box, ...parts.map((p) => p.box)];
  const own = captionedCell(caption, figure, page, rects);
  if (own) return own.metric ? own : undefined;
  const year = bandYear(lines, at, figure);
  const cell = year ? captionedCell(`${caption} ${year}`, figure, page, rects) : undefined;
  return cell?.metric ? cell : undefined;
}

/** The page's tiles as one table, or null when it has none. */
export function tileCells(lines: readonly VisualLine[], page: number): PageTable | null {
  const cells: TableCell[] = [];
  const rows = [];
  for (const [i, line] of lines.entries())
    for (const figure of line.cells) {
      const caption = cellValue(figure) ? captionOver(lines, i, figure) : undefined;
      const cell =
        (caption ? captionedCell(caption.text, figure, page, [figure.box, caption.box]) : undefined) ??
        stackedCell(lines, i, figure, page);
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
