/**
 * Page layout: groups text items into lines (same baseline band and direction, split only at column
 * gutters), lines into blocks (close vertical steps, similar font size, overlapping extents), and
 * orders blocks for reading: column by column inside multi-column regions, top to bottom elsewhere.
 */
import { findGutters, type Gutter } from './columns';
import { isBoldFontName, orientationOf, type Orientation } from './itemGeometry';
import {
  baselineOf,
  markScripts,
  mergeSuperscripts,
  subscriptRow,
  type Frag,
  type Row,
  type ScriptKind
} from './scripts';
import type { Rect, Rotation, TextItem } from './types';

interface LayoutLine {
  /** Item indices in reading order along the line. */
  items: number[];
  box: Rect;
  fontSize: number;
  bold: boolean;
  /** Items set as sub- or superscripts of the item before them (by item index). */
  scripts?: Map<number, ScriptKind>;
}

export interface LayoutBlock {
  lines: LayoutLine[];
  box: Rect;
  fontSize: number;
}

export interface LayoutInput {
  width: number;
  height: number;
  rotation: Rotation;
  items: TextItem[];
}

interface Line {
  frags: Frag[];
  u0: number;
  u1: number;
  vc: number;
  fs: number;
  key: string;
  col: number;
}

const ROW_BASELINE_EM = 0.5;
/**
 * Items of clearly different sizes separated by a wide gap are different lines (a side heading); scripts never split.
 */
const SIZE_SPLIT_RATIO = 1.25;
const SIZE_SPLIT_GAP_EM = 1.5;
/** Gap (in font sizes) that may separate columns when it meets a gutter. */
const SEGMENT_GAP_EM = 0.8;
const LINE_STEP_EM = 1.55;
const FONT_RATIO = 1.15;

/** Lays out one page: blocks in reading order, each with its lines and their items. */
export function layoutPage(page: LayoutInput): LayoutBlock[] {
  const groups = new Map<Orientation, Frag[]>();
  page.items.forEach((item, idx) => {
    if (item.str.trim() === '') return;
    const o = orientationOf(item.transform, page.rotation);
    const frag = toFrag(item, idx, o, page.width, page.height);
    const list = groups.get(o);
    if (list) list.push(frag);
    else groups.set(o, [frag]);
  });
  const ordered = [...groups.entries()].sort(
    (a, b) => sum(b[1], (f) => f.chars) - sum(a[1], (f) => f.chars) || a[0] - b[0]
  );
  const out: LayoutBlock[] = [];
  for (const [o, frags] of ordered) {
    const extent = o === 0 || o === 180 ? page.width : page.height;
    for (const block of layoutFrags(frags, extent)) out.push(toLayoutBlock(block, page.items));
  }
  return out;
}

/** Item in the local frame of its direction: u along the line, v down the page, in points. */
/** A figure as a table cell prints it: "1,740", "(12.5)", "-3.2%", "42". */
const FIGURE_TOKEN = /^[-+]?\d[\d.,]*%?$|^\(\d[\d.,]*%?\)$/u;

function toFrag(item: TextItem, idx: number, o: Orientation, W: number, H: number): Frag {
  const x = item.box.x * W;
  const y = item.box.y * H;
  const w = item.box.w * W;
  const h = item.box.h * H;
  let u0: number, u1: number, v0: number, v1: number;
  if (o === 0) [u0, u1, v0, v1] = [x, x + w, y, y + h];
  else if (o === 90) [u0, u1, v0, v1] = [y, y + h, W - (x + w), W - x];
  else if (o === 180) [u0, u1, v0, v1] = [W - (x + w), W - x, H - (y + h), H - y];
  else [u0, u1, v0, v1] = [H - (y + h), H - y, x, x + w];
  const fs = item.fontSize > 0 ? item.fontSize : Math.max(1, v1 - v0);
  const numbers = item.str.split(/\s+/u).filter((t) => FIGURE_TOKEN.test(t)).length;
  return { idx, u0, u1, v0, v1, fs, chars: item.str.trim().length, ...(numbers ? { numbers } : {}) };
}

function layoutFrags(frags: Frag[], extent: number): Line[][] {
  const rows = groupRows(frags);
  const em = weightedMedian(frags.map((f) => [f.fs, f.chars]));
  const gutters = findGutters(
    rows.map((r) => ({ frags: r.frags, em: Math.max(...r.frags.map((f) => f.fs)) })),
    extent,
    em
  );
  const lines: Array<Line & { row: number }> = [];
  rows.forEach((row, r) => {
    const active = gutters.filter((g) => g.r0 <= r && r <= g.r1).sort((a, b) => a.u - b.u);
    for (const frags of splitRow(row.frags, active)) {
      const line = makeLine(frags, active, gutters);
      lines.push({ ...line, row: r });
    }
  });
  return orderBlocks(buildBlocks(lines));
}

/**
 * Rows: items whose baselines lie within half the smaller font size of the row's reference item
 * (its longest item), so lines of different sizes side by side do not swallow each other.
 */
function groupRows(frags: Frag[]): Row[] {
  const sorted = [...frags].sort((a, b) => baselineOf(a) - baselineOf(b) || a.u0 - b.u0);
  const rows: Row[] = [];
  for (const f of sorted) {
    const b = baselineOf(f);
    let best: Row | null = null;
    let bestDist = Infinity;
    for (let k = rows.length - 1; k >= Math.max(0, rows.length - 4); k--) {
      const row = rows[k]!;
      const dist = Math.abs(baselineOf(row.ref) - b);
      if (dist <= ROW_BASELINE_EM * Math.min(row.ref.fs, f.fs) && dist < bestDist) {
        best = row;
        bestDist = dist;
      }
    }
    best ??= subscriptRow(rows, f);
    if (best) {
      best.frags.push(f);
      if (f.chars > best.ref.chars) best.ref = f;
      best.v0 = Math.min(best.v0, f.v0);
      best.v1 = Math.max(best.v1, f.v1);
    } else rows.push({ frags: [f], v0: f.v0, v1: f.v1, ref: f });
  }
  const merged = mergeSuperscripts(rows);
  for (const row of merged) {
    row.frags.sort((a, b) => a.u0 - b.u0);
    markScripts(row);
  }
  merged.sort((a, b) => baselineOf(a.ref) - baselineOf(b.ref));
  return merged;
}

function splitRow(frags: Frag[], active: Gutter[]): Frag[][] {
  const out: Frag[][] = [[frags[0]!]];
  for (let k = 1; k < frags.length; k++) {
    const prev = frags[k - 1]!;
    const next = frags[k]!;
    const gap = next.u0 - prev.u1;
    const ratio = Math.max(prev.fs, next.fs) / Math.min(prev.fs, next.fs);
    const cut =
      (gap > SEGMENT_GAP_EM * Math.min(prev.fs, next.fs) && active.some((g) => prev.u1 < g.hi && next.u0 > g.lo)) ||
      (ratio > SIZE_SPLIT_RATIO &&
        !prev.script &&
        !next.script &&
        gap > SIZE_SPLIT_GAP_EM * Math.min(prev.fs, next.fs));
    if (cut) out.push([next]);
    else out[out.length - 1]!.push(next);
  }
  return out;
}

function makeLine(frags: Frag[], active: Gutter[], all: Gutter[]): Line {
  const u0 = Math.min(...frags.map((f) => f.u0));
  const u1 = Math.max(...frags.map((f) => f.u1));
  const main = frags.reduce((a, b) => (b.chars > a.chars ? b : a));
  const mid = (u0 + u1) / 2;
  const key = active.length ? active.map((g) => all.indexOf(g)).join(',') : 'full';
  return {
    frags,
    u0,
    u1,
    vc: baselineOf(main),
    fs: main.fs,
    key,
    col: active.filter((g) => g.u < mid).length
  };
}

function buildBlocks(lines: Array<Line & { row: number }>): Line[][] {
  const blocks: Line[][] = [];
  // Per column, the few most recent blocks a new line may continue (side headings run beside text).
  const open = new Map<string, Line[][]>();
  for (const line of lines) {
    const k = `${line.key}|${line.col}`;
    const candidates = open.get(k) ?? [];
    const target = candidates.find((b) => continues(b[b.length - 1]!, line));
    if (target) {
      target.push(line);
      continue;
    }
    const fresh = [line];
    blocks.push(fresh);
    open.set(k, [fresh, ...candidates].slice(0, 3));
  }
  return blocks;
}

function continues(prev: Line, line: Line): boolean {
  const step = line.vc - prev.vc;
  const fsMax = Math.max(prev.fs, line.fs);
  const fsMin = Math.min(prev.fs, line.fs);
  if (step > LINE_STEP_EM * fsMax) return false;
  if (fsMax / fsMin > FONT_RATIO) return false;
  return Math.min(prev.u1, line.u1) - Math.max(prev.u0, line.u0) > 0;
}

/** Multi-column regions read column by column; full-width blocks keep their vertical place. */
function orderBlocks(blocks: Line[][]): Line[][] {
  const top = (b: Line[]) => b[0]!.vc;
  const sorted = [...blocks].sort((a, b) => top(a) - top(b) || a[0]!.u0 - b[0]!.u0);
  const out: Line[][] = [];
  let region: Line[][] = [];
  let regionKey = '';
  const flush = () => {
    region.sort((a, b) => a[0]!.col - b[0]!.col || top(a) - top(b));
    out.push(...region);
    region = [];
  };
  for (const b of sorted) {
    const key = b[0]!.key;
    if (key === 'full') {
      flush();
      out.push(b);
      continue;
    }
    if (key !== regionKey) flush();
    regionKey = key;
    region.push(b);
  }
  flush();
  return out;
}

function toLayoutBlock(block: Line[], items: TextItem[]): LayoutBlock {
  const lines = block.map((l) => {
    const idxs = l.frags.map((f) => f.idx);
    let boldChars = 0;
    let chars = 0;
    for (const i of idxs) {
      const n = items[i]!.str.length;
      chars += n;
      if (isBoldFontName(items[i]!.fontName)) boldChars += n;
    }
    const scripts = new Map(l.frags.flatMap((f) => (f.script ? [[f.idx, f.script] as const] : [])));
    const line: LayoutLine = {
      items: idxs,
      box: unionBox(idxs.map((i) => items[i]!.box)),
      fontSize: l.fs,
      bold: boldChars * 2 >= chars
    };
    if (scripts.size) line.scripts = scripts;
    return line;
  });
  return {
    lines,
    box: unionBox(lines.map((l) => l.box)),
    fontSize: weightedMedian(lines.map((l) => [l.fontSize, l.items.length]))
  };
}

function unionBox(boxes: Rect[]): Rect {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Median of values weighted by counts: [value, weight] pairs. */
export function weightedMedian(pairs: Array<[number, number]>): number {
  const s = pairs.filter((p) => p[1] > 0).sort((a, b) => a[0] - b[0]);
  const total = sum(s, (p) => p[1]);
  let acc = 0;
  for (const [v, w] of s) {
    acc += w;
    if (acc * 2 >= total) return v;
  }
  return s.length ? s[s.length - 1]![0] : 0;
}

function sum<T>(list: T[], f: (t: T) => number): number {
  let n = 0;
  for (const x of list) n += f(x);
  return n;
}
