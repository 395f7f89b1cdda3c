/**
 * Column gutters: vertical strips of white space that run through several consecutive rows of text
 * and have wide text on both sides. Rows are only ever split into separate lines at a gutter, so a
 * two-column page reads column by column while table rows (narrow cells) stay whole.
 */

/** A fragment of a row in the local reading frame (u along the line, v down the page), in points. */
interface RowFrag {
  u0: number;
  u1: number;
  /** Figures the fragment prints (table cells), if any. */
  numbers?: number;
}

export interface GutterRow {
  frags: RowFrag[]; // sorted by u0
  em: number;
}

/** A gutter at position u, active for rows r0..r1 (indices into the rows, inclusive). */
export interface Gutter {
  u: number;
  /** Extent of the white strip along the line direction. */
  lo: number;
  hi: number;
  r0: number;
  r1: number;
}

const BIN = 2;
const SEGMENT_GAP_EM = 0.8;
const MIN_SIDE_WIDTH_EM = 8;
const MIN_ROWS_PER_SIDE = 3;
/** Rows with a narrow side that may interrupt a stretch of two wide columns (a paragraph's short last line). */
const STRETCH_GAP_ROWS = 2;
/** A stretch must be this long to count: a few wide rows beside a chart are labels, not a column. */
const STRETCH_MIN_ROWS = 5;
/**
 * A strip with labels left and figures right in most of its rows ("Direct emissions (Scope 1) |
 * 1,000 t  760  597  373") runs between a table's label column and its cells: the rows are table
 * rows, not two text columns, and are never split there.
 */
const TABLE_ROW_SHARE = 0.6;

interface Segment {
  u0: number;
  u1: number;
}

/** Joins fragments of a row into segments, splitting where the gap exceeds 0.8 em. */
function segmentsOf(row: GutterRow): Segment[] {
  const out: Segment[] = [];
  for (const f of row.frags) {
    const last = out[out.length - 1];
    if (last && f.u0 - last.u1 <= SEGMENT_GAP_EM * row.em) last.u1 = Math.max(last.u1, f.u1);
    else out.push({ u0: f.u0, u1: f.u1 });
  }
  return out;
}

/** The fragments of the text segment just left of `x` (a row label, when the strip is a table's). */
function nearestLeft(row: GutterRow, x: number): RowFrag[] {
  const left = row.frags.filter((f) => f.u1 <= x);
  let k = left.length - 1;
  while (k > 0 && left[k]!.u0 - left[k - 1]!.u1 <= SEGMENT_GAP_EM * row.em) k--;
  return left.slice(Math.max(0, k));
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
}

/** Finds column gutters; rows must be sorted top to bottom. `extent` is the line-direction page size. */
export function findGutters(rows: GutterRow[], extent: number, em: number): Gutter[] {
  if (rows.length < MIN_ROWS_PER_SIDE) return [];
  const nb = Math.max(1, Math.ceil(extent / BIN));
  const segs = rows.map(segmentsOf);
  const occupied = segs.map((list) => {
    const occ = new Uint8Array(nb);
    for (const s of list) {
      const a = Math.max(0, Math.floor(s.u0 / BIN));
      const b = Math.min(nb - 1, Math.floor(s.u1 / BIN));
      for (let k = a; k <= b; k++) occ[k] = 1;
    }
    return occ;
  });

  const candidates: Array<{ bin: number; r0: number; r1: number }> = [];
  /** Widths of the nearest segments left and right of a bin in row r (0 where there is none). */
  const sides = (bin: number, r: number): [number, number] => {
    const x0 = bin * BIN;
    const x1 = x0 + BIN;
    let l: Segment | undefined;
    let rt: Segment | undefined;
    for (const s of segs[r]!) {
      if (s.u1 <= x0) l = s;
      else if (s.u0 >= x1 && !rt) rt = s;
    }
    return [l ? l.u1 - l.u0 : 0, rt ? rt.u1 - rt.u0 : 0];
  };
  const evaluate = (bin: number, r0: number, r1: number, retry = true): void => {
    if (r1 - r0 + 1 < MIN_ROWS_PER_SIDE) return;
    const left: number[] = [];
    const right: number[] = [];
    for (let r = r0; r <= r1; r++) {
      const [lw, rw] = sides(bin, r);
      if (lw > 0) left.push(lw);
      if (rw > 0) right.push(rw);
    }
    const wide =
      left.length >= MIN_ROWS_PER_SIDE &&
      right.length >= MIN_ROWS_PER_SIDE &&
      median(left) >= MIN_SIDE_WIDTH_EM * em &&
      median(right) >= MIN_SIDE_WIDTH_EM * em;
    if (wide && !labelsBesideCells(bin, r0, r1)) candidates.push({ bin, r0, r1 });
    // A long white strip whose sides are mostly narrow (a chart beside a column) may still hold a
    // stretch of two text columns: try each run of rows with wide text on both sides.
    else if (retry) for (const [a, b] of wideStretches(bin, r0, r1)) evaluate(bin, a, b, false);
  };
  const labelsBesideCells = (bin: number, r0: number, r1: number): boolean => {
    let tableRows = 0;
    for (let r = r0; r <= r1; r++) {
      const x = bin * BIN;
      const label = nearestLeft(rows[r]!, x);
      const right = rows[r]!.frags.filter((f) => f.u0 >= x + BIN);
      if (label.length && !label.some((f) => f.numbers) && right.reduce((n, f) => n + (f.numbers ?? 0), 0) >= 2)
        tableRows++;
    }
    return tableRows >= TABLE_ROW_SHARE * (r1 - r0 + 1);
  };
  const wideStretches = (bin: number, r0: number, r1: number): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    let start = -1;
    let last = -1;
    for (let r = r0; r <= r1; r++) {
      const [lw, rw] = sides(bin, r);
      if (Math.min(lw, rw) < MIN_SIDE_WIDTH_EM * em) continue;
      if (start >= 0 && r - last > STRETCH_GAP_ROWS) {
        out.push([start, last]);
        start = -1;
      }
      if (start < 0) start = r;
      last = r;
    }
    if (start >= 0) out.push([start, last]);
    return out.filter(([a, b]) => b - a + 1 >= STRETCH_MIN_ROWS && !(a === r0 && b === r1));
  };

  for (let bin = 1; bin < nb - 1; bin++) {
    let start = -1;
    for (let r = 0; r < rows.length; r++) {
      if (occupied[r]![bin] === 0) {
        if (start < 0) start = r;
      } else if (start >= 0) {
        evaluate(bin, start, r - 1);
        start = -1;
      }
    }
    if (start >= 0) evaluate(bin, start, rows.length - 1);
  }

  // Merge neighbouring bins whose row runs overlap into one gutter.
  const groups: Array<{ b0: number; b1: number; r0: number; r1: number }> = [];
  for (const c of candidates) {
    const g = groups.find((x) => x.b1 >= c.bin - 1 && x.b1 <= c.bin && x.r0 <= c.r1 && c.r0 <= x.r1);
    if (g) {
      g.b1 = c.bin;
      g.r0 = Math.min(g.r0, c.r0);
      g.r1 = Math.max(g.r1, c.r1);
    } else groups.push({ b0: c.bin, b1: c.bin, r0: c.r0, r1: c.r1 });
  }
  const gutters = groups.map((g) => ({
    u: ((g.b0 + g.b1 + 1) * BIN) / 2,
    lo: g.b0 * BIN,
    hi: (g.b1 + 1) * BIN,
    r0: g.r0,
    r1: g.r1
  }));
  return mergeOverlapping(gutters);
}

/** Gutters that overlap along the line and in rows are one gutter; the longest run sets its centre. */
function mergeOverlapping(list: Gutter[]): Gutter[] {
  const sorted = [...list].sort((a, b) => b.r1 - b.r0 - (a.r1 - a.r0));
  const out: Gutter[] = [];
  for (const g of sorted) {
    const host = out.find((h) => h.lo < g.hi && g.lo < h.hi && h.r0 <= g.r1 + 1 && g.r0 <= h.r1 + 1);
    if (host) {
      host.lo = Math.min(host.lo, g.lo);
      host.hi = Math.max(host.hi, g.hi);
      host.r0 = Math.min(host.r0, g.r0);
      host.r1 = Math.max(host.r1, g.r1);
    } else out.push({ ...g });
  }
  return out.sort((a, b) => a.u - b.u || a.r0 - b.r0);
}
