/**
 * A data export printed as text: records whose fields are set apart by semicolons, tabs or bars under a
 * head record that names the years ("indicator;breakdown;unit;2019;2023;2024;2025" over "Scope 2;Market-based;
 * tCO2e;292140;222030;204020;196440"). Comment lines ("# unit: tCO2e") are passed over; an empty field is a
 * year not reported. Each record's first field groups it ("Scope 2"), the others name it ("Market-based"), its
 * unit field gives the unit; each figure becomes a table cell worded as the table model words its cells
 * (tableCells.ts, tableMetrics.ts), so the inventory reads the export as it reads a table.
 */
import type { PageTable, TableCell } from '../text/tables/pageTables';
import { yearOf } from '../text/tables/cellText';
import { isUnitCell, printedUnit } from '../text/tables/tableUnits';
import type { PageText } from './inventory';
import type { LeaderItem } from './leaderLines';
import { cellWording } from './tableCells';
import { metricWordings } from './tableMetrics';
import { parseNumber } from './numbers';

const SEPARATOR = /[;\t|]/u;
const COMMENT = /^\s*#/u;

interface Head {
  fields: string[];
  years: Array<{ at: number; year: number; period: string }>;
  unitAt: number;
}

/** A head record: three fields or more, at least two of them years. */
function headOf(line: string): Head | undefined {
  const fields = line.split(SEPARATOR).map((f) => f.trim());
  if (fields.length < 3) return undefined;
  const years = fields.flatMap((f, at) => {
    const y = /^(?:FY\s?)?(?:19|20)\d\d$/u.test(f) ? yearOf(f) : undefined;
    return y ? [{ at, ...y }] : [];
  });
  if (years.length < 2) return undefined;
  return { fields, years, unitAt: fields.findIndex((f) => /^units?$/iu.test(f)) };
}

/** One record's cells under its head, or none when it does not have the head's fields. */
function recordCells(line: string, head: Head, page: number): TableCell[] {
  const fields = line.split(SEPARATOR).map((f) => f.trim());
  if (fields.length !== head.fields.length) return [];
  const first = head.years[0]!.at;
  const unitAt = head.unitAt >= 0 ? head.unitAt : fields.findIndex((f, i) => i < first && isUnitCell(f));
  const names = fields.slice(0, first).filter((f, i) => i !== unitAt && f);
  if (!names.length) return [];
  const [group, ...rest] = names;
  const metric = rest.length ? rest.join(' ') : group!;
  const unit = unitAt >= 0 && fields[unitAt] ? printedUnit(fields[unitAt]!) : undefined;
  return head.years.flatMap(({ at, year, period }) => {
    const parsed = fields[at] ? parseNumber(fields[at]!) : null;
    if (!parsed || parsed.kind !== 'number') return [];
    const cell: TableCell = {
      metric,
      rowLabel: metric,
      columnLabel: period,
      ...(rest.length ? { group: group! } : {}),
      year,
      period,
      raw: fields[at]!,
      value: parsed.value,
      ...(unit ? { unit } : {}),
      page,
      rects: []
    };
    return [cell];
  });
}

/** The records of one page's exports, each record's line with its cells. */
function pageRecords(text: string, page: number): Array<{ line: string; cells: TableCell[] }> {
  const out: Array<{ line: string; cells: TableCell[] }> = [];
  let head: Head | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || COMMENT.test(line)) continue;
    const next = headOf(line);
    if (next) {
      head = next;
      continue;
    }
    const cells = head ? recordCells(line, head, page) : [];
    if (cells.length) out.push({ line, cells });
    else if (!SEPARATOR.test(line)) head = undefined;
  }
  return out;
}

/** Every page's export records worded as table rows, each anchored on its record line. */
export function delimitedRecords(pages: readonly PageText[]): LeaderItem[] {
  const out: LeaderItem[] = [];
  for (const { page, text } of pages)
    for (const { line, cells } of pageRecords(text, page)) {
      const table: PageTable = { page, box: { x: 0, y: 0, w: 0, h: 0 }, rows: [], cells };
      for (const c of cells) {
        const worded = cellWording(table, c);
        if (worded) out.push({ page, text: worded, line });
      }
      for (const m of metricWordings(table)) out.push({ page, text: m.text, line });
    }
  return out;
}
