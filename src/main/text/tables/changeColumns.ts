/**
 * A table's column of changes in per cent beside its figures ("% change 2025 vs. 2024 | (4.9)%", "Change
 * vs. baseline | −31.5 %"): each change with the years it compares, read from its head and the table's own
 * years. A head naming two years compares them; one naming a baseline compares the row's year with the
 * base year (its column, or its row where years are rows); a bare "Change" or "Δ" compares the latest
 * year column with the one before it. A head saying "reduction" counts an unsigned figure as a fall.
 * Where years are rows, a change is of the figure just left of it, against that column's base-year row (a
 * head naming a baseline) or the row of the year before. Changes whose years cannot be told, or whose row
 * prints no figure for one of the two years, are left out. Each keeps the row's two cells, so Data/Metrics recomputes it from the row itself.
 */
import { supersededColumns } from './recalculated';
import { parseNumber } from '../../facts/numbers';
import { cellText } from './cellText';
import { overlap } from './header';
import { CHANGE } from './sides';
import type { Row } from './rows';
import type { Piece, TableCell, TableChange, VisualLine } from './types';

export type { TableChange } from './types';

const CHANGE_HEAD =
  /\b(?:change|var(?:iation|\.)?|vs\.?|versus|compared|reduction|decrease|increase)\b|[Δ△]|%|^\+\s?\/\s?[-–−]$/iu;
const BASELINE = /\bbase(?:line|[- ]?year)\b/iu;
const FALL_HEAD = /\b(?:reduction|decrease|fall|lower)\b/iu;
const TWO_YEARS = /\b((?:19|20)\d\d)\b[^]*?\b((?:19|20)\d\d)\b/u;
const ONE_YEAR = /\b((?:19|20)\d\d)\b/u;

/** The words of the head lines standing over `cell`, top first. */
function headOver(cell: Piece, head: readonly VisualLine[]): string {
  return head
    .flatMap((l) => l.cells.filter((c) => overlap(c.box, cell.box) > 0).map((c) => c.text.trim()))
    .join(' ')
    .trim();
}

/** The change cells of a row: percentages standing right of its figures, outside them. */
function changeCells(row: Row): Piece[] {
  const figures = new Set(row.figures.map((f) => f.piece));
  const last = row.figures.at(-1)?.piece.box;
  if (!last) return [];
  return row.line.cells.filter((c) => !figures.has(c) && c.box.x > last.x && CHANGE.test(cellText(c)));
}

/** The percentage a change cell prints, signed: brackets and minus signs are falls. */
function pctOf(raw: string, fall: boolean): number | undefined {
  const flat = raw.replace(/\s/gu, '');
  // "(4.9)%" and "(4.9%)": a fall in brackets.
  const bracketed = /^\(([^()]+?)%?\)%?$/u.exec(flat);
  if (bracketed) {
    const inner = parseNumber(bracketed[1]!);
    return inner?.kind === 'number' && /%/u.test(flat) ? -Math.abs(inner.value) : undefined;
  }
  const parsed = parseNumber(flat);
  if (!parsed || parsed.kind !== 'number' || !parsed.percent) return undefined;
  const signed = /^[-−+(]/u.test(raw.trim());
  if (signed) return parsed.value;
  return fall ? -parsed.value : undefined;
}

/** The years a change compares: named in its head, else the row's latest against its base or previous year. */
function yearsOf(
  text: string,
  rowCells: readonly TableCell[],
  all: readonly TableCell[]
): { year: number; baseYear: number } | undefined {
  const two = TWO_YEARS.exec(text);
  if (two) {
    const [a, b] = [Number(two[1]), Number(two[2])];
    return a > b ? { year: a, baseYear: b } : a < b ? { year: b, baseYear: a } : undefined;
  }
  const years = [...new Set(rowCells.map((c) => c.year))].sort((a, b) => a - b);
  const year = years.at(-1);
  if (year === undefined) return undefined;
  // One year named ("Δ vs 2019", "change against 2019"): the latest year against it.
  const named = Number(ONE_YEAR.exec(text)?.[1] ?? NaN);
  if (named < year) return { year, baseYear: named };
  if (BASELINE.test(text)) {
    const based = new Set(all.filter((c) => BASELINE.test(c.columnLabel)).map((c) => c.year));
    const base = based.size === 1 ? [...based][0]! : undefined;
    return base !== undefined && base < year ? { year, baseYear: base } : undefined;
  }
  return years.length > 1 ? { year, baseYear: years.at(-2)! } : undefined;
}

/** The changes printed beside a table's rows, with the cells they are read against. */
export function tableChanges(
  run: readonly Row[],
  head: readonly VisualLine[],
  cells: readonly TableCell[],
  page: number
): TableChange[] {
  const out: TableChange[] = [];
  // A base year shown as first reported and as recalculated is compared in its recalculated column.
  const superseded = supersededColumns(cells);
  for (const row of run) {
    const own = cells.filter((c) => c.rowLabel === row.labelText && (c.group ?? '') === (row.group ?? ''));
    if (!own.length) continue;
    // Years as rows put several metrics on a row: a change is of the figure just left of it.
    if (new Set(own.map((c) => c.metric)).size > 1) {
      out.push(...changesDown(row, own, head, cells, page));
      continue;
    }
    for (const cell of changeCells(row)) {
      const text = headOver(cell, head);
      if (!CHANGE_HEAD.test(text)) continue;
      const raw = cellText(cell);
      const pct = pctOf(raw, FALL_HEAD.test(text));
      const years = pct === undefined ? undefined : yearsOf(text, own, cells);
      if (pct === undefined || !years) continue;
      const current = own.find((c) => c.year === years.year && c.value !== null && !superseded.has(c.columnLabel));
      const base = own.find((c) => c.year === years.baseYear && c.value !== null && !superseded.has(c.columnLabel));
      if (!current || !base) continue;
      const metric = [row.group, own[0]!.metric].filter(Boolean).join(' ');
      const baseline = BASELINE.test(text);
      const rects = [cell.box, ...current.rects];
      out.push({ metric, pct, raw, head: text, ...years, baseline, current, base, page, rects });
    }
  }
  return out;
}

/** The base a change of `current` is read against where years are rows: the baseline's row, else the year before. */
function baseDown(current: TableCell, column: readonly TableCell[], text: string): TableCell | undefined {
  if (BASELINE.test(text)) {
    const based = column.filter((c) => BASELINE.test(c.rowLabel) && c.year < current.year);
    return based.length === 1 ? based[0] : undefined;
  }
  return column.filter((c) => c.year < current.year).sort((a, b) => b.year - a.year)[0];
}

/** A row's changes where years are rows (several metrics on a row): each of the figure just left of it. */
function changesDown(
  row: Row,
  own: readonly TableCell[],
  head: readonly VisualLine[],
  cells: readonly TableCell[],
  page: number
): TableChange[] {
  const out: TableChange[] = [];
  for (const cell of changeCells(row)) {
    const text = headOver(cell, head);
    if (!CHANGE_HEAD.test(text) || TWO_YEARS.test(text)) continue;
    const pct = pctOf(cellText(cell), FALL_HEAD.test(text));
    const left = row.figures.filter((f) => f.piece.box.x < cell.box.x).at(-1)?.piece.box;
    const current = own.find((c) => c.rects[0] === left && c.value !== null);
    if (pct === undefined || !current) continue;
    const column = cells.filter((c) => c.metric === current.metric && c.columnLabel === current.columnLabel);
    const base = baseDown(current, column, text);
    if (!base || base.value === null) continue;
    const baseline = BASELINE.test(text);
    const years = { year: current.year, baseYear: base.year };
    const rects = [cell.box, ...current.rects];
    out.push({
      metric: current.metric,
      pct,
      raw: cellText(cell),
      head: text,
      ...years,
      baseline,
      current,
      base,
      page,
      rects
    });
  }
  return out;
}
