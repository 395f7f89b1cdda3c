/**
 * Figures printed as label/value lines joined by dot leaders ("Scope 1 GHG emissions ........ 222,440
 * tCO2e", "Revenue ........ EUR 3,553 million", "Share of energy consumed: natural gas ........ 30 %"),
 * in blocks under a heading that names their year ("Greenhouse gas emissions, 2024", "Comparative year
 * 2023"); a label naming a year of its own ("…, base year 2020") keeps it. The sentence reader sets such
 * lines aside as leaders of a contents page, and the table model sees one cell; here each block becomes a
 * table of cells, worded by the table model's own wordings (tableCells.ts, tableMetrics.ts).
 */
import type { PageTable, TableCell } from '../text/tables/pageTables';
import { printedUnit } from '../text/tables/tableUnits';
import type { PageText } from './inventory';
import { cellWording } from './tableCells';
import { metricWordings } from './tableMetrics';
import { parseNumber } from './numbers';

export interface LeaderItem {
  page: number;
  /** The line worded as a table row, for the figure readers. */
  text: string;
  /** The line as printed, to anchor it on the page. */
  line: string;
}

const LEADER = /^\s*(?<label>\S.*?\S)\s*(?:\.\s?){4,}\s*(?<value>\S.*?)\s*$/u;
/** "EUR 3,553 million": a currency before the number. */
const MONEY_FIRST =
  /^(?<cur>EUR|€|USD|US\$|\$|GBP|£|CHF)\s*(?<num>[-−]?\d[\d.,\u00a0\u202f ]*)\s*(?<unit>m|mn|million)\b/iu;
/** "222,440 tCO2e", "76 %", "-18.1 %", "106.2 tCO2e / EUR million revenue". */
const NUMBER_FIRST = /^(?<num>[-−]?\d[\d.,\u00a0\u202f ]*?)\s*(?<unit>%|[\p{L}€$£].*)?$/u;
const YEAR = /\b(?:FY\s?)?((?:19|20)\d\d)\b/gu;
const HEADING_WORDS = 10;

const yearsIn = (text: string): number[] => [...new Set([...text.matchAll(YEAR)].map((m) => Number(m[1])))];

/** A leader line's cell: label (and the group before a colon), value and unit; undefined when none reads. */
function cellOf(label: string, value: string, year: number, page: number): TableCell | undefined {
  const money = MONEY_FIRST.exec(value);
  const m = money ?? NUMBER_FIRST.exec(value);
  if (!m) return undefined;
  const raw = m.groups!.num!.trim();
  const parsed = parseNumber(raw.replace('−', '-'));
  if (!parsed || parsed.kind === 'missing') return undefined;
  const unitText = money ? `${m.groups!.cur} ${m.groups!.unit}` : (m.groups!.unit ?? '').trim();
  if (!unitText) return undefined;
  const colon = label.indexOf(': ');
  const [group, metric] = colon > 0 ? [label.slice(0, colon), label.slice(colon + 2)] : [undefined, label];
  return {
    metric,
    rowLabel: label,
    columnLabel: String(year),
    ...(group ? { group } : {}),
    year,
    period: String(year),
    raw,
    value: parsed.value,
    unit: printedUnit(unitText),
    page,
    rects: []
  };
}

/** The leader lines of one page, in blocks under the heading that gives their year. */
function blocksOf(page: number, text: string): Array<{ cells: TableCell[]; lines: string[] }> {
  const blocks: Array<{ cells: TableCell[]; lines: string[] }> = [];
  let year: number | undefined;
  let block: { cells: TableCell[]; lines: string[] } | undefined;
  for (const line of text.split('\n')) {
    const m = LEADER.exec(line);
    if (!m) {
      const years = yearsIn(line);
      const heading = line.trim().split(/\s+/u).length <= HEADING_WORDS && years.length === 1;
      [year, block] = heading ? [years[0], undefined] : [year, block];
      continue;
    }
    const own = yearsIn(m.groups!.label!);
    const when = own.length === 1 ? own[0] : own.length ? undefined : year;
    const cell = when === undefined ? undefined : cellOf(m.groups!.label!, m.groups!.value!, when, page);
    if (!cell) continue;
    if (!block) blocks.push((block = { cells: [], lines: [] }));
    block.cells.push(cell);
    block.lines.push(line.trim());
  }
  return blocks;
}

/** Every page's leader lines worded as table rows (masses, shares, revenue, intensity). */
export function leaderLines(pages: readonly PageText[]): LeaderItem[] {
  const out: LeaderItem[] = [];
  for (const { page, text } of pages)
    for (const { cells, lines } of blocksOf(page, text)) {
      const table: PageTable = { page, box: { x: 0, y: 0, w: 0, h: 0 }, rows: [], cells };
      cells.forEach((cell, i) => {
        const text = cellWording(table, cell);
        if (text) out.push({ page, text, line: lines[i]! });
      });
      // Share, revenue and intensity wordings, each anchored on the line of its first figure.
      for (const w of metricWordings(table)) {
        const at = cells.findIndex((c) => w.text.includes(c.metric) && w.text.includes(c.raw));
        out.push({ page, text: w.text, line: lines[Math.max(0, at)]! });
      }
    }
  return out;
}
