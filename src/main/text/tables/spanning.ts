/**
 * Year heads that stand over groups of columns: "2018 (base year)" over "t CO₂e | % of total", "2023" over
 * "Q1 | Q2 | Q3 | Q4 | Full year" and "2022" over one "Full year". Such a line names fewer columns than the
 * head line under it; each of its years is given to a run of adjacent columns, the runs chosen so that each
 * year stands nearest the middle of its own run (a year centred over five columns and the next over one).
 */
import type { Rect } from '../../ingest/types';
import type { Piece } from './types';
import { yearOf } from './cellText';

interface Labelled {
  box: Rect;
  label: string;
  parts: string[];
}

const mid = (r: Rect): number => r.x + r.w / 2;

/** True when `over` (a line's cells over the figures) are years standing over more columns than they number. */
export function spansYears(over: readonly Piece[], lower: readonly Piece[]): boolean {
  return (
    over.length > 0 &&
    lower.length > over.length &&
    over.every((c) => yearOf(c.text) !== undefined) &&
    !lower.some((c) => yearOf(c.text) !== undefined)
  );
}

/** The ways of cutting `n` ordered columns into `k` non-empty runs, as run lengths. */
function* cuts(n: number, k: number): Generator<number[]> {
  if (k === 1) {
    yield [n];
    return;
  }
  for (let first = 1; first <= n - k + 1; first++) for (const rest of cuts(n - first, k - 1)) yield [first, ...rest];
}

/** Each column's spanning head: the runs whose middles lie nearest their years' middles. */
function runsOf(columns: readonly Labelled[], heads: readonly Piece[]): number[] {
  let best: { cost: number; owner: number[] } | undefined;
  for (const lengths of cuts(columns.length, heads.length)) {
    const owner = lengths.flatMap((len, k) => Array<number>(len).fill(k));
    let cost = 0;
    let from = 0;
    for (const [k, len] of lengths.entries()) {
      const run = columns.slice(from, from + len);
      const middle = (run[0]!.box.x + run.at(-1)!.box.x + run.at(-1)!.box.w) / 2;
      cost += Math.abs(middle - mid(heads[k]!.box));
      from += len;
    }
    if (!best || cost < best.cost) best = { cost, owner };
  }
  return best?.owner ?? [];
}

/** Puts each spanning year before the labels of the columns it stands over (columns sorted left to right). */
export function spreadYears(columns: Labelled[], heads: readonly Piece[]): void {
  const sorted = [...heads].sort((a, b) => a.box.x - b.box.x);
  if (!sorted.length || sorted.length > columns.length || columns.length > 16) return;
  const owner = runsOf(columns, sorted);
  for (const [i, col] of columns.entries()) {
    const head = sorted[owner[i]!]!;
    col.label = `${head.text} ${col.label}`;
    col.parts.unshift(head.text);
  }
}
