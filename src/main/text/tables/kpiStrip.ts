/**
 * A KPI strip: a line of big figures, each with its caption printed under it ("513,600" over
 * "t CO₂e Scope 1 / emissions in 2024"). Each figure whose caption names a year becomes a cell,
 * its metric and unit read from the caption.
 */
import type { Rect } from '../../ingest/types';
import { cellValue } from './cellText';
import { overlap } from './header';
import { tableUnitOf } from './tableUnits';
import type { PageTable, Piece, TableCell, VisualLine } from './types';
import { parsePeriod } from '../../facts/dates';

const YEAR = /\b(?:(?:FY\s?)?(?:19|20)\d\d(?:\/\d{2,4})?|FY\s?\d\d)\b/giu;
/** Caption lines under the strip, at most. */
const CAPTION_LINES = 3;

const figureLine = (line: VisualLine): boolean =>
  line.cells.length >= 2 && line.cells.every((c) => cellValue(c) !== undefined || /^[\d.,\s]+\s?%$/u.test(c.text));

/** The caption under each figure: words of the lines below that stand in the figure's slot. */
function captions(lines: readonly VisualLine[], at: number): string[] {
  const figures = lines[at]!.cells;
  const slots: Rect[] = figures.map((f, i) => {
    const right = figures[i + 1]?.box.x ?? 1;
    return { x: f.box.x, y: f.box.y, w: right - f.box.x, h: f.box.h };
  });
  const words = slots.map((): string[] => []);
  let above = lines[at]!;
  for (const line of lines.slice(at + 1, at + 1 + CAPTION_LINES)) {
    if (line.box.y - (above.box.y + above.box.h) > 1.5 * above.box.h) break;
    if (line.cells.some((c) => cellValue(c) !== undefined)) break;
    for (const c of line.cells) {
      const slot = slots.findIndex((s) => overlap(s, c.box) > 0 && c.box.x >= s.x - 0.01);
      if (slot >= 0) words[slot]!.push(c.text);
    }
    above = line;
  }
  return words.map((w) => w.join(' '));
}

/**
 * A figure's cell from the caption that names it ("t CO₂e Scope 1 emissions in 2024" under a strip's figure,
 * "Scope 1 emissions 2025" over a tile's): its year and metric from the caption, its unit from the figure
 * ("59,640 t") or the caption; undefined without a year, a mass or a value.
 */
export function captionedCell(caption: string, figure: Piece, page: number, rects: Rect[]): TableCell | undefined {
  const value = cellValue(figure);
  const printed = [...caption.matchAll(YEAR)].pop()?.[0];
  const period = printed ? parsePeriod(printed) : null;
  const unit = (value?.unit ? tableUnitOf(value.unit) : undefined) ?? tableUnitOf(caption);
  if (!value || value.value === null || !period || !unit) return undefined;
  const metric = caption
    .replace(/\s*\b(?:in|for)?\s*(?:FY\s?)?(?:19|20)\d\d(?:\/\d{2,4})?\b/giu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return {
    metric,
    rowLabel: caption.trim(),
    columnLabel: '',
    year: period.to,
    period: printed!,
    raw: value.raw,
    value: value.value,
    unit,
    page,
    rects
  };
}

/** The cells of the page's first KPI strip, or null when it has none with a year and a unit. */
export function kpiCells(lines: readonly VisualLine[], page: number): PageTable | null {
  for (const [i, line] of lines.entries()) {
    if (!figureLine(line)) continue;
    const cells = captions(lines, i).flatMap((caption, k) => {
      const piece = line.cells[k]!;
      return captionedCell(caption, piece, page, [piece.box]) ?? [];
    });
    if (cells.length) return { page, box: line.box, rows: [line.box], cells };
  }
  return null;
}
