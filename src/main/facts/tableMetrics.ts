/**
 * Cells of the table model that state no mass of CO₂e but figures the checks recompute with: shares of a
 * whole (a "% of energy" unit under "Share of energy consumed"), revenue in millions of a currency, and
 * an emission intensity per million of revenue. Each is worded the way a table row read line by line is
 * ("caption: label (%) — 2024 79 %", "Revenue — 2024 EUR 47,070 million", "GHG intensity, Scope 1 and 2
 * (t CO2e/EUR million) — 2024 199.2"), so the shares, revenue and intensity readers of Data/Metrics take
 * them as they take those rows.
 */
import type { PageTable, TableCell } from '../text/tables/pageTables';
import type { Rect } from '../../shared/domain/geometry';

/** A worded row or cell, with the cells' rectangles. */
export interface MetricWording {
  text: string;
  page: number;
  rects: Rect[];
}

const PERCENT_UNIT = /^(?:%|per ?cent|percent|in %|percentage(?:\s*\(%\))?)(?:\s+of\s+\p{L}.*)?$/iu;
const CURRENCY = String.raw`(EUR|€|USD|US\$|\$|GBP|£|CHF)`;
const MILLIONS = String.raw`(?:m|mn|mio\.?|million|millions)`;
const MONEY_UNIT = new RegExp(String.raw`^${CURRENCY}\s*${MILLIONS}$|^${MILLIONS}\s*(?:of\s+)?${CURRENCY}$`, 'iu');
const PER_MONEY = new RegExp(
  String.raw`^(?:t|tonnes?|metric tons?)\s*(?:eq\s?)?(?:of\s+)?co[2₂]\s*-?\s*e?q?\.?\s*(?:\/|per)\s*` +
    String.raw`(?:${CURRENCY}\s*${MILLIONS}|${MILLIONS}\s*(?:of\s+)?${CURRENCY})(?:\s+(?:of\s+)?(?:revenue|sales))?$`,
  'iu'
);
const REVENUE = /\b(?:revenues?|net sales|turnover|sales)\b/iu;
const INTENSITY = /\bintensit(?:y|ies)\b/iu;
const CODE: Record<string, string> = { '€': 'EUR', $: 'USD', us$: 'USD', '£': 'GBP' };

const codeOf = (m: RegExpExecArray): string => {
  const c = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').toLowerCase();
  return CODE[c] ?? c.toUpperCase();
};

/** The period as printed, a split year keeping its end in four digits ("2023/24" → "2023/2024"). */
function periodOf(cell: TableCell): string {
  const printed = cell.period.replace(/\s+/gu, '');
  return printed.includes('/') ? `${printed.split('/')[0]}/${cell.year}` : printed;
}

const printedOf = (cell: TableCell): string | undefined =>
  cell.value === null || cell.unit?.tonnesPer !== undefined
    ? undefined
    : cell.unit?.printed.normalize('NFKC').replace(/\s+/gu, ' ').trim();
const metricOf = (cell: TableCell): string => cell.metric.replace(/[,:;\s]+$/u, '').trim();
const captionOf = (table: Pick<PageTable, 'title'>, cell: TableCell): string =>
  [table.title, cell.group].filter(Boolean).join(' – ');

/** A name that says its rows divide one whole; "percentage of female employees by region" gives rates instead. */
const WHOLE = /\b(?:shares?|mix|break ?down|split|composition|distribution)\b|\bby (?:source|fuel|type|carrier)\b/iu;
const WHOLE_ROW = /^(?:total|sum|summe|gesamt|insgesamt)\b|\b(?:total|gesamt|insgesamt)$/iu;
const RATES = /\b(?:percentage|proportion|rate)s? of\b|\brates?\b/iu;

/** The whole a share row divides and its part: the label's own "Share of energy consumed: natural gas", else the table's. */
function shareNames(table: Pick<PageTable, 'title'>, cell: TableCell): { caption: string; metric: string } {
  // An index's item number ("(2) Share of energy consumed: …") is no part of the whole's name.
  const own = /^(?:\(\d{1,2}\)\s*)?(.{3,60}?):\s+(.+)$/u.exec(metricOf(cell));
  if (own && WHOLE.test(own[1]!) && !RATES.test(own[1]!)) return { caption: own[1]!, metric: own[2]! };
  return { caption: captionOf(table, cell), metric: metricOf(cell) };
}

/**
 * A share cell: a percentage unit that names its whole ("% of energy"), or a plain one under a table or
 * group named as a whole divided ("Share of energy consumed"); never under a name that speaks of rates.
 */
function isShare(table: Pick<PageTable, 'title'>, cell: TableCell): boolean {
  const printed = printedOf(cell);
  // The whole's own row ("Total 100 %", "Summe") is no share of it.
  if (WHOLE_ROW.test(metricOf(cell).trim())) return false;
  const { caption } = shareNames(table, cell);
  if (!printed || !PERCENT_UNIT.test(printed) || !caption || /[:—]/u.test(caption) || RATES.test(caption)) return false;
  return /\bof\b/iu.test(printed) || WHOLE.test(caption);
}

/**
 * The table's share rows, one wording per row with every year it prints ("Share of energy consumed:
 * renewable electricity (%) — 2023 74 %; 2024 79 %"), and its revenue and intensity cells, one each.
 */
export function metricWordings(table: PageTable): MetricWording[] {
  const out: MetricWording[] = [];
  const rows = new Map<string, TableCell[]>();
  for (const cell of table.cells) {
    if (isShare(table, cell)) {
      const { caption, metric } = shareNames(table, cell);
      const key = `${caption}|${metric}`;
      rows.set(key, [...(rows.get(key) ?? []), cell]);
      continue;
    }
    const text = metricCellWording(table, cell);
    if (text) out.push({ text, page: cell.page, rects: cell.rects });
  }
  for (const cells of rows.values()) {
    const { caption, metric } = shareNames(table, cells[0]!);
    const years = cells.map((c) => `${periodOf(c)} ${c.raw} %`).join('; ');
    out.push({
      text: `${caption}: ${metric} (%) — ${years}`,
      page: cells[0]!.page,
      rects: cells.flatMap((c) => c.rects)
    });
  }
  return out;
}

/** An intensity named in its label with its money ("Intensity ratio: tCO₂e (…) per £m revenue"). */
const PER_MONEY_LABEL = new RegExp(
  String.raw`\bt\s?(?:eq\s?co[2₂]|co[2₂]\s?e)\b.*(?:\bper\s*|\/\s*)(?:${CURRENCY}\s*${MILLIONS}|${MILLIONS}\s*(?:of\s+)?${CURRENCY})\b`,
  'iu'
);

/**
 * A cell's figure as the wording prints it: thousands with commas and a decimal point, so "3 601" or "81,5" is
 * not read as two numbers or as thousands; its decimals as printed.
 */
function figureOf(cell: TableCell): string {
  if (cell.value === null || !/[\s\u00a0\u202f]|,\d{1,2}$/u.test(cell.raw.trim())) return cell.raw;
  const decimals = /[.,](\d{1,2})$/u.exec(cell.raw.trim())?.[1]?.length ?? 0;
  return cell.value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** The wording of a revenue or intensity cell, or null for any other cell. */
function metricCellWording(table: Pick<PageTable, 'title'>, cell0: TableCell): string | null {
  const cell = { ...cell0, raw: figureOf(cell0) };
  const metric = metricOf(cell);
  const caption = captionOf(table, cell);
  const when = periodOf(cell);
  const named = cell.value === null ? null : PER_MONEY_LABEL.exec(metric.normalize('NFKC'));
  if (named && INTENSITY.test(`${caption} ${metric}`))
    return `${[cell.group, metric].filter(Boolean).join(' ')} (t CO2e/${codeOf(named)} million) — ${when} ${cell.raw}`;
  const printed = printedOf(cell);
  if (!printed) return null;
  const money = MONEY_UNIT.exec(printed);
  if (money && REVENUE.test(metric)) return `${metric} — ${when} ${codeOf(money)} ${cell.raw} million`;
  const per = PER_MONEY.exec(printed);
  if (per && INTENSITY.test(`${caption} ${metric}`))
    return `${[cell.group, metric].filter(Boolean).join(' ')} (t CO2e/${codeOf(per)} million) — ${when} ${cell.raw}`;
  return null;
}
