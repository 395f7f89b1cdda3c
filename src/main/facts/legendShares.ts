/**
 * Shares printed as a chart's legend on one line ("renewable electricity 75 %   natural gas 18 %   other
 * fuels 7 %") under the chart's caption ("Energy consumed by source, 2023"). Neither a sentence nor a
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

export function legendShares(pages: readonly PageText[]): LegendItem[] {
  const out: LegendItem[] = [];
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const items = itemsOf(line);
      const caption = items.length ? captionAbove(lines, i) : undefined;
      if (!caption) return;
      const cells: TableCell[] = items.map(({ label, raw }) => ({
        metric: label,
        rowLabel: label,
        columnLabel: String(caption.year),
        year: caption.year,
        period: String(caption.year),
        raw,
        value: Number(raw.replace(',', '.')),
        unit: { printed: '%', co2e: false },
        page,
        rects: []
      }));
      const table: PageTable = { page, title: caption.text, box: { x: 0, y: 0, w: 0, h: 0 }, rows: [], cells };
      for (const w of metricWordings(table)) out.push({ page, text: w.text, line: line.trim() });
    });
  }
  return out;
}
