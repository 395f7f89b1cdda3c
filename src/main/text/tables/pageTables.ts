/**
 * The table model of a report: every page's tables read from geometry (lines.ts, grid.ts), a table
 * without a head of its own continuing the one on the page before it when its figures stand under
 * that head's columns (a table split over pages), tables side by side read apart (sides.ts), prose
 * beside a table set aside (proseBeside.ts), KPI strips (kpiStrip.ts), tiles (tiles.ts), year cards (yearCards.ts), long-format tables of one observation a row (longFormat.ts), cells pairing a year's figure with the prior year's
 * in brackets (pairedCells.ts), a year's sub-rows (yearBands.ts) and tables printed
 * turned a quarter (turned.ts).
 */
import type { TableHead } from './header';
import { tablesOf } from './grid';
import { kpiCells } from './kpiStrip';
import { tileCells } from './tiles';
import { yearCardCells } from './yearCards';
import { longFormatTables } from './longFormat';
import { splitPairedCells } from './pairedCells';
import { placeBack, yearBands } from './yearBands';
import { tableBack, turnedPage } from './turned';
import { visualLines, type PageGeometry } from './lines';
import { sidesOf } from './sides';
import { withoutProseBeside } from './proseBeside';
import type { PageTable } from './types';

export type { PageGeometry } from './lines';
export { withoutUnit } from './tableUnits';
export type { PageTable, TableCell } from './types';

/**
 * The tables of one page; `previous` carries the last head of the page before. A table printed turned a
 * quarter (turned.ts) is read in its own frame, after the page's upright tables.
 */
export function readPageTables(
  page: PageGeometry & { rotation?: number },
  pageNumber: number,
  previous?: TableHead
): { tables: PageTable[]; last?: TableHead } {
  const upright = readUpright(page, pageNumber, previous);
  const turned = turnedPage(page);
  if (!turned) return upright;
  const alone = upright.tables.length === 0;
  const read = readUpright(turned.page, pageNumber, alone ? previous : undefined);
  const tables = [...upright.tables, ...read.tables.map((t) => tableBack(turned.q, t))];
  const last = alone ? read.last : upright.last;
  return { tables, ...(last ? { last } : {}) };
}

function readUpright(
  page: PageGeometry,
  pageNumber: number,
  previous?: TableHead
): { tables: PageTable[]; last?: TableHead } {
  // A long-format table (longFormat.ts) is read first; its lines are no rows of another table.
  // A year's sub-rows (yearBands.ts) become columns of their own; their cells' boxes are set back at the end.
  const banded = yearBands(splitPairedCells(visualLines(page)));
  const all = banded.lines;
  const long = longFormatTables(all, pageNumber);
  const lines = long.taken.size ? all.filter((_, i) => !long.taken.has(i)) : all;
  const [first = [], ...others] = sidesOf(withoutProseBeside(lines));
  const read = tablesOf(first, pageNumber, previous);
  const beside = others.flatMap((side) => tablesOf(side, pageNumber).tables);
  const extra = [kpiCells(lines, pageNumber), tileCells(lines, pageNumber), yearCardCells(lines, pageNumber)];
  const found = [...read.tables, ...beside, ...long.tables];
  const tables = [...found, ...extra.filter((t): t is PageTable => t !== null)];
  return { ...read, tables: placeBack(tables, banded.moved) };
}

/** The tables of every page, in page order. */
export async function readReportTables(
  pages: AsyncIterable<{ pageNumber: number; page: PageGeometry & { rotation?: number } }>
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
