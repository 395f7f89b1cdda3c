/**
 * The table model of a report: every page's tables read from geometry (lines.ts, grid.ts), a table
 * without a head of its own continuing the one on the page before it when its figures stand under
 * that head's columns (a table split over pages), tables side by side read apart (sides.ts), prose
 * beside a table set aside (proseBeside.ts), KPI strips (kpiStrip.ts) and tiles (tiles.ts).
 */
import type { TableHead } from './header';
import { tablesOf } from './grid';
import { kpiCells } from './kpiStrip';
import { tileCells } from './tiles';
import { visualLines, type PageGeometry } from './lines';
import { sidesOf } from './sides';
import { withoutProseBeside } from './proseBeside';
import type { PageTable } from './types';

export type { PageGeometry } from './lines';
export { withoutUnit } from './tableUnits';
export type { PageTable, TableCell } from './types';

/** The tables of one page; `previous` carries the last head of the page before. */
export function readPageTables(
  page: PageGeometry,
  pageNumber: number,
  previous?: TableHead
): { tables: PageTable[]; last?: TableHead } {
  const lines = visualLines(page);
  const [first = [], ...others] = sidesOf(withoutProseBeside(lines));
  const read = tablesOf(first, pageNumber, previous);
  const beside = others.flatMap((side) => tablesOf(side, pageNumber).tables);
  const strip = kpiCells(lines, pageNumber);
  const tiles = tileCells(lines, pageNumber);
  return { ...read, tables: [...read.tables, ...beside, ...(strip ? [strip] : []), ...(tiles ? [tiles] : [])] };
}

/** The tables of every page, in page order. */
export async function readReportTables(
  pages: AsyncIterable<{ pageNumber: number; page: PageGeometry }>
): Promise<PageTable[]> {
  const out: PageTable[] = [];
  let last: TableHead | undefined;
  for await (const p of pages) {
    const read = readPageTables(p.page, p.pageNumber, last);
    out.push(...read.tables);
    last = read.last;
  }
  return out;
}
