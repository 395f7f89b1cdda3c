/**
 * Year heads that stand over groups of columns: "2018 (base year)" over "t CO₂e | % of total", "2023" over
 * "Q1 | Q2 | Q3 | Q4 | Full year" and "2022" over one "Full year". Such a line names fewer columns than the
 * head line under it; each of its years is given to a run of adjacent columns, the runs chosen so that each
 * year stands nearest the middle of its own run (a year centred over five columns and the next over one).
 */
import type { Rect } from '../../ingest/types';
import type { Piece } from './types';
import { subPeriod, yearOf } from './cellText';

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

/** A column of shares beside a column of amounts ("% of total", "share"). */
export const SHARE_HEAD = /%|\bper ?cent\b|\bshare\b/iu;
/** Heads of a column that adds up the others ("Group", "Total", "Consolidated", "Full year"). */
export const WHOLE = new RegExp(
  String.raw`^(?:group(?: total)?|total(?: group)?|consolidated|company(?: total)?|all (?:regions|segments)|` +
    // "Global (incl. UK)", "Worldwide": the whole beside one country's part.
    String.raw`full[- ]year|fy|(?:global|worldwide|group)(?: total)?(?:\s*\((?:incl\.?|including)[^)]*\))?)$`,
  'iu'
);

/**
 * The columns of one year's group that hold the year's figure: every column when at most one holds amounts
 * (the others shares or parts of the year: "t CO₂e | % of total", "Q1 … Q4 | Full year"); else only a
 * column that adds up the others ("DX | DS | Total"), and none when there is no such column (segments).
 */
function yearColumns(group: readonly Labelled[]): readonly Labelled[] {
  const amounts = group.filter((c) => !SHARE_HEAD.test(c.label) && !subPeriod(c.label));
  if (amounts.length <= 1) return group;
  const wholes = amounts.filter((c) => WHOLE.test(c.label.trim()));
  return wholes.length === 1 ? group.filter((c) => !amounts.includes(c) || c === wholes[0]) : [];
}

/** Puts each spanning year before the labels of the columns it stands over (columns sorted left to right). */
export function spreadYears(columns: Labelled[], heads: readonly Piece[]): void {
  const sorted = [...heads].sort((a, b) => a.box.x - b.box.x);
  if (!sorted.length || sorted.length > columns.length || columns.length > 16) return;
  const owner = runsOf(columns, sorted);
  for (const [k, head] of sorted.entries()) {
    const group = columns.filter((_, i) => owner[i] === k);
    for (const col of yearColumns(group)) {
      col.label = `${head.text} ${col.label}`;
      col.parts.unshift(head.text);
    }
  }
}
