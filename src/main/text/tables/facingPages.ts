/**
 * A table run across a spread: the left page prints the labels, units and the first year columns, the facing page
 * goes on with the later columns on the same lines, without labels ("Climate data at a glance" over two pages).
 * The rows of the left page's last table are carried to the next page (their height on the page, label, unit and
 * group); rows there that print figures but no label take the label of the carried row on their line, when most of
 * them find one.
 */
import type { Row } from './dataRow';

export interface CarriedRow {
  y: number;
  h: number;
  label: string;
  unit?: string;
  group?: string;
}

/** Rows without a label a page must print, at least, before it reads as the right half of a spread. */
const MIN_ROWS = 3;
/** Share of those rows that must stand level with a carried row. */
const MIN_SHARE = 0.8;

const mid = (y: number, h: number): number => y + h / 2;

/** The rows of a table as the next page may need them. */
export function carriedRows(run: readonly Row[]): CarriedRow[] {
  return run
    .filter((r) => r.labelText.trim())
    .map((r) => ({
      y: r.line.box.y,
      h: r.line.box.h,
      label: r.labelText,
      ...(r.unitText ? { unit: r.unitText } : {}),
      ...(r.group ? { group: r.group } : {})
    }));
}

/** Gives the run's unlabelled rows the labels of the rows on their lines on the page before; true when it did. */
export function labelFromFacingPage(run: readonly Row[], carried: readonly CarriedRow[] | undefined): boolean {
  if (!carried?.length) return false;

  const bare = run.filter((r) => !r.labelText.trim() && !r.label);
  if (bare.length < MIN_ROWS) return false;
  const level = (r: Row): CarriedRow | undefined => {
    const m = mid(r.line.box.y, r.line.box.h);
    return carried.find((c) => Math.abs(mid(c.y, c.h) - m) <= 0.5 * Math.max(c.h, r.line.box.h));
  };
  const matched = bare.map((r) => [r, level(r)] as const).filter((m): m is readonly [Row, CarriedRow] => !!m[1]);
  if (matched.length < bare.length * MIN_SHARE) return false;
  for (const [row, c] of matched) {
    row.labelText = c.label;
    if (c.unit && !row.unitText) row.unitText = c.unit;
    if (c.group && !row.group) row.group = c.group;
  }
  return true;
}
