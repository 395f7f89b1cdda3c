/**
 * Rows that carry their own period: a questionnaire's answer rows ("Reporting year | 579,310 | January 1,
 * 2023 | December 31, 2023") and a datapoint listing's lines ("E1-6_01 | Gross Scope 1 GHG emissions |
 * 107,870 | tCO2e | 2025-01-01 | 2025-12-31 | Group"). Each row's year is the year its period ends.
 */
import { DATE_CELL, DATE_SOURCE } from './cellText';
import type { Row } from './rows';

const DATE = new RegExp(String.raw`\b${DATE_SOURCE}\b`, 'giu');
/** Row labels of a questionnaire's periods. */
export const PERIOD_ROW = /^(?:reporting year|past year \d+|current year|previous year|prior year)\b/iu;

const yearOfDate = (m: RegExpMatchArray | RegExpExecArray | undefined): number | undefined =>
  m ? Number(m[1] ?? m[2] ?? m[3] ?? m[4]) : undefined;

/**
 * The year a row's period ends: for a period row, the last date its line prints; for any other row, the
 * last cell after its figures that is a date and nothing else.
 */
export function periodEnd(row: Row): { year: number; period: string } | undefined {
  const cells = row.line.cells.map((c) => c.text.trim());
  let year: number | undefined;
  if (PERIOD_ROW.test(row.labelText)) year = yearOfDate([...cells.join(' ').matchAll(DATE)].pop());
  else {
    const after = row.figures.length ? row.line.cells.indexOf(row.figures[0]!.piece) : -1;
    const dates = after < 0 ? [] : cells.slice(after + 1).filter((c) => DATE_CELL.test(c));
    year = yearOfDate(dates.length ? (DATE_CELL.exec(dates.at(-1)!) ?? undefined) : undefined);
  }
  return year ? { year, period: String(year) } : undefined;
}
