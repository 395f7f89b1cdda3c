/**
 * Where a line's tables stand on the page, as far as the segmenter can tell: the part of a line's box
 * some of its characters take, the boxes of a header's year columns, the rows of a one-column table
 * under a lone year, and whether a short line stands above a row (the first lines of its label).
 */
import type { LineInfo, Rect } from '../ingest/types';
import { parseTableRows, yearSpans } from '../facts/tables';
import type { createTableContext } from './tableContext';

/** Page box of the characters [start, end) of the page text, when the geometry is known. */
export type SpanBox = (start: number, end: number) => Rect | null;

/** Horizontal tolerance (share of page width) for blocks in the same column. */
export const COLUMN_SLACK = 0.04;

/**
 * The part of a line's box that characters [start, end) take, in proportion to their offsets: the
 * page geometry of tables set side by side, as far as the line's text can tell it.
 */
export function partOf(box: LineInfo['box'], length: number, start: number, end: number): LineInfo['box'] {
  const per = box.w / Math.max(length, 1);
  return { ...box, x: box.x + per * start, w: per * (end - start) };
}

/**
 * A row of a one-column table: a label and one figure ending the line, the figure standing under
 * the lone year above it (within the year's width either side), so prose ending in a number never
 * reads as a row.
 */
export function oneColumnRows(
  t: string,
  s: number,
  box: Rect,
  tables: ReturnType<typeof createTableContext>,
  spanBox: SpanBox | undefined,
  continuesLabel: boolean
) {
  const lone = spanBox ? tables.loneYear(box) : null;
  if (!lone) return [];
  const [row] = parseTableRows(t, { single: true, continuesLabel });
  const cell = row ? spanBox!(s + row.cellSpans[0]![0], s + row.cellSpans[0]![1]) : null;
  if (!row || !cell) return [];
  const centre = cell.x + cell.w / 2;
  const { x, w } = lone.column;
  return centre >= x - w && centre <= x + 2 * w ? [row] : [];
}

/** The boxes of a header's year columns, when the geometry is known and every year is found. */
export function columnBoxes(headerText: string, offset: number, spanBox: SpanBox | undefined): Rect[] | undefined {
  const spans = spanBox ? yearSpans(headerText) : null;
  return spans ? boxesOf(spans, offset, spanBox) : undefined;
}

/** The page boxes of spans of a line starting at `offset`; undefined unless every one is found. */
export function boxesOf(
  spans: ReadonlyArray<readonly [number, number]>,
  offset: number,
  spanBox: SpanBox | undefined
): Rect[] | undefined {
  if (!spanBox) return undefined;
  const boxes = spans.map(([a, b]) => spanBox(offset + a, offset + b));
  return boxes.every((x): x is Rect => x !== null) ? boxes : undefined;
}

/**
 * A label's first lines stand above the row's start: a short line far to the right of the row (a
 * note in another column on the same band of the page) does not begin its label.
 */
export function standsAbove(head: Rect, row: Rect): boolean {
  return head.x < row.x + Math.max(row.w * 0.5, COLUMN_SLACK) && head.x + head.w > row.x - COLUMN_SLACK;
}
