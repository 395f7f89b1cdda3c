/**
 * Which year column each cell of a table row stands under, by position on the page: a row that
 * leaves a year blank ("— ; 124,715 ; 119,730" printed as two figures under three years) pairs its
 * figures with the years above them, not with the first years from the left. Pure geometry over
 * page-relative boxes; the caller decides which header serves the row (tableContext.ts).
 */
import type { Rect } from '../ingest/types';

const centre = (r: Rect): number => r.x + r.w / 2;

/**
 * The year of each cell, or null when the cells do not line up under the columns one to one:
 * each cell takes the column whose slot (halfway to the neighbouring columns' centres) holds its
 * centre; a cell before the first slot or past the last one, or two cells in one slot, and the row
 * does not line up. A last cell past the last column is allowed (a change column: "+3.2 %"),
 * and is left without a year.
 */
export function alignCells(
  columns: readonly Rect[],
  years: readonly string[],
  cells: readonly Rect[]
): Array<string | undefined> | null {
  if (columns.length < 2 || columns.length !== years.length || cells.length === 0) return null;
  const centres = columns.map(centre);
  for (let i = 1; i < centres.length; i++) if (centres[i]! <= centres[i - 1]!) return null;
  const pitch = (centres[centres.length - 1]! - centres[0]!) / (centres.length - 1);
  const bounds = centres.map(
    (c, i) =>
      [
        i === 0 ? c - pitch / 2 : (centres[i - 1]! + c) / 2,
        i === centres.length - 1 ? c + pitch / 2 : (c + centres[i + 1]!) / 2
      ] as const
  );
  const out: Array<string | undefined> = [];
  let last = -1;
  for (const [n, cell] of cells.entries()) {
    const x = centre(cell);
    const slot = bounds.findIndex(([lo, hi]) => x >= lo && x < hi);
    if (slot < 0) {
      // Past the last column: a change column, allowed as the row's last cell only.
      if (x >= bounds[bounds.length - 1]![1] && n === cells.length - 1 && last >= 0) {
        out.push(undefined);
        continue;
      }
      return null;
    }
    if (slot <= last) return null;
    out.push(years[slot]);
    last = slot;
  }
  return out;
}

/** True when the cells sit within the header's columns (with half a column's slack either side). */
export function underColumns(columns: readonly Rect[], cells: readonly Rect[]): boolean {
  if (columns.length < 2 || cells.length === 0) return false;
  const centres = columns.map(centre);
  const pitch = (centres[centres.length - 1]! - centres[0]!) / (centres.length - 1);
  const lo = centres[0]! - pitch / 2;
  const hi = centres[centres.length - 1]! + pitch / 2;
  const inside = cells.filter((c) => centre(c) >= lo && centre(c) < hi).length;
  return inside >= Math.max(1, cells.length - 1);
}
