/**
 * Whether a run's figures stand in columns. A table sets each column's figures flush left, flush right or
 * centred, so one of the three edges lines up from row to row; a chart that prints its values beside marks placed
 * by value (a dumbbell or dot plot: "256,350 ●—● 276,610" on one line, "367,590 ●—● 382,910" further right on the
 * next) lines up none of them. Such values are the chart's, and their years are told by the marks, not by a column:
 * the run is no table.
 */
import type { Row } from './dataRow';

/** Edges within this share of the page width line up. */
const ALIGNED = 0.03;

const spread = (xs: readonly number[]): number => Math.max(...xs) - Math.min(...xs);

/** True when the rows (each printing as many figures as the first) line up in no column. */
function scattered(rows: readonly Row[]): boolean {
  return rows[0]!.figures.every((_, k) => {
    const boxes = rows.map((r) => r.figures[k]!.piece.box);
    const left = spread(boxes.map((b) => b.x));
    const right = spread(boxes.map((b) => b.x + b.w));
    const centre = spread(boxes.map((b) => b.x + b.w / 2));
    return Math.min(left, right, centre) > ALIGNED;
  });
}

/**
 * The rows of the run that are a chart's values: consecutive rows of two figures or more, as many in each, that
 * line up in no column. A table printed right under the chart (the base year under a dot plot) stays in the run.
 */
export function scatteredRows(run: readonly Row[]): Set<Row> {
  const out = new Set<Row>();
  let group: Row[] = [];
  const close = (): void => {
    if (group.length >= 2 && scattered(group)) for (const r of group) out.add(r);
    group = [];
  };
  for (const r of run) {
    if (r.figures.length < 2 || (group.length && r.figures.length !== group[0]!.figures.length)) close();
    if (r.figures.length >= 2) group.push(r);
  }
  close();
  return out;
}
