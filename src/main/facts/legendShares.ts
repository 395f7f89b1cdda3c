/**
 * Shares printed as a chart's legend on one line ("renewable electricity 75 %   natural gas 18 %   other
 * fuels 7 %") or one item per line ("54 % renewable electricity" / "24 % natural gas", other boxes' words
 * perhaps read in between) under the chart's caption ("Energy consumed by source, 2023"). Neither a sentence nor a
 * table row, so no reader sees them as shares of one whole. A legend under a caption that names one year
 * becomes a table of share cells, worded by the table model (tableMetrics.ts: only when the caption names a
 * whole divided, never rates).
 */
import type { PageTable, TableCell } from '../text/tables/pageTables';
import type { PageText } from './inventory';
import { metricWordings } from './tableMetrics';

export interface LegendItem {
  page: number;
  /** The legend's shares worded as a table row, for the shares reader. */
  text: string;
  /** The legend line as printed, to anchor it on the page. */
  line: string;
}

const ITEM = /(\p{L}[\p{L}'’ -]{1,40}?)\s+(\d{1,3}(?:[.,]\d+)?)\s?%/gu;
const YEAR = /\b((?:19|20)\d\d)\b/gu;
/** The caption stands within this many lines above the legend. */
const REACH = 5;

/** The legend's items when they make up the whole line (two at least), else none. */
function itemsOf(line: string): Array<{ label: string; raw: string }> {
  const found = [...line.matchAll(ITEM)];
  const covered = found.reduce((n, m) => n + m[0].length, 0);
  if (found.length < 2 || covered < 0.8 * line.replace(/\s+/gu, '').length) return [];
  return found.map((m) => ({ label: m[1]!.trim(), raw: m[2]! }));
}

/** The caption above the legend that names one year: the nearest non-empty line of few words. */
function captionAbove(lines: readonly string[], at: number): { text: string; year: number } | undefined {
  for (const line of lines.slice(Math.max(0, at - REACH), at).reverse()) {
    const t = line.trim();
    if (!t) continue;
    const years = [...new Set([...t.matchAll(YEAR)].map((m) => Number(m[1])))];
    return years.length === 1 && t.split(/\s+/u).length <= 12
      ? { text: t.replace(/,?\s*\d{4}\s*$/u, ''), year: years[0]! }
      : undefined;
  }
  return undefined;
}

/** A legend item alone on its line, share first or last: "54 % renewable electricity", "Natural gas 24 %". */
const ALONE =
  /^(?:(?<pct>\d{1,3}(?:[.,]\d+)?)\s?%\s+(?<label>\p{L}[\p{L}'’ -]{1,40})|(?<label2>\p{L}[\p{L}'’ -]{1,40}?)\s+(?<pct2>\d{1,3}(?:[.,]\d+)?)\s?%)$/u;
/** Lines between two items of a legend set one under the other (other boxes' words read in between). */
const BETWEEN = 3;

/** Runs of legend items one per line, each with the index of its first line. */
function verticalRuns(lines: readonly string[]): Array<{ at: number; items: Array<{ label: string; raw: string }> }> {
  const runs: Array<{ at: number; last: number; items: Array<{ label: string; raw: string }> }> = [];
  lines.forEach((line, i) => {
    const g = ALONE.exec(line.trim())?.groups;
    if (!g) return;
    const item = { label: (g.label ?? g.label2)!.trim(), raw: (g.pct ?? g.pct2)! };
    const run = runs.at(-1);
    if (run && i - run.last <= BETWEEN) {
      run.items.push(item);
      run.last = i;
    } else runs.push({ at: i, last: i, items: [item] });
  });
  return runs.filter((r) => r.items.length >= 2);
}

/** Captions above a vertical legend naming one year, nearest first. */
function captionsAbove(lines: readonly string[], at: number): Array<{ text: string; year: number }> {
  const out: Array<{ text: string; year: number }> = [];
  for (let i = at - 1; i >= Math.max(0, at - REACH - 1); i--) {
    const c = captionAbove(lines, i + 1);
    if (c && !out.some((o) => o.text === c.text)) out.push(c);
  }
  return out;
}

function shareCells(items: ReadonlyArray<{ label: string; raw: string }>, year: number, page: number): TableCell[] {
  return items.map(({ label, raw }) => ({
    metric: label,
    rowLabel: label,
    columnLabel: String(year),
    year,
    period: String(year),
    raw,
    value: Number(raw.replace(',', '.')),
    unit: { printed: '%', co2e: false },
    page,
    rects: []
  }));
}

/** Legends set one item per line (a donut's key beside the chart), under a caption naming what they divide. */
function verticalLegends(page: number, lines: readonly string[]): LegendItem[] {
  const out: LegendItem[] = [];
  for (const run of verticalRuns(lines))
    for (const caption of captionsAbove(lines, run.at)) {
      const cells = shareCells(run.items, caption.year, page);
      const table: PageTable = { page, title: caption.text, box: { x: 0, y: 0, w: 0, h: 0 }, rows: [], cells };
      const worded = metricWordings(table);
      if (!worded.length) continue;
      for (const w of worded) out.push({ page, text: w.text, line: lines[run.at]!.trim() });
      break;
    }
  return out;
}

export function legendShares(pages: readonly PageText[]): LegendItem[] {
  const out: LegendItem[] = [];
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const items = itemsOf(line);
      const caption = items.length ? captionAbove(lines, i) : undefined;
      if (!caption) return;
      const cells = shareCells(items, caption.year, page);
      const table: PageTable = { page, title: caption.text, box: { x: 0, y: 0, w: 0, h: 0 }, rows: [], cells };
      for (const w of metricWordings(table)) out.push({ page, text: w.text, line: line.trim() });
    });
    out.push(...verticalLegends(page, lines));
  }
  return out;
}
