/**
 * Small synthetic pages for the table model's tests: text items placed by hand in PDF points
 * (x from the left, y of the line's top from the top of an A4-like page), as ingestion stores them.
 */
import type { TextItem } from '../../../ingest/types';
import type { PageGeometry } from '../lines';

export const WIDTH = 600;
export const HEIGHT = 800;

/** One text item: `str` at (x, top) in points, `size` points high, about half an em per character. */
export function item(str: string, x: number, top: number, size = 9, width = str.length * size * 0.5): TextItem {
  return {
    str,
    transform: [size, 0, 0, size, x, HEIGHT - top - size],
    box: { x: x / WIDTH, y: top / HEIGHT, w: width / WIDTH, h: size / HEIGHT },
    fontSize: size,
    fontName: 'f1',
    hasEOL: false
  };
}

/** A row of cells at `top`: the label at x = 60, then one cell per column at the given x positions. */
export function row(top: number, cells: ReadonlyArray<readonly [string, number]>, size = 9): TextItem[] {
  return cells.map(([str, x]) => item(str, x, top, size));
}

export const page = (items: TextItem[]): PageGeometry => ({ width: WIDTH, height: HEIGHT, items });
