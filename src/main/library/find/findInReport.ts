/**
 * Find in a report (the PDF pane's find bar), in two steps so a common word answers at once:
 * `findInReport` counts the hits per page in the find index (pageIndex.ts: every page's folded text,
 * kept in memory per report), and `findRectsOnPage` turns the hits of one page into rectangles when
 * the page is shown or one of its hits becomes current (pageRects.ts).
 */
import type { Rect } from '../../../shared/domain/geometry';
import type { Report } from '../../../shared/domain/report';
import { CommonErrors, SibylError } from '../../../shared/ipc/errors';
import type { Stores } from '../../store/stores';
import { countOccurrences, foldQuery } from './findRanges';
import { foldedPages } from './pageIndex';
import { builtPage, hitRects } from './pageRects';

interface PageCount {
  page: number;
  count: number;
}

export interface FindResult {
  /** Pages with hits and how many, in page order; they add up to `total`. */
  counts: PageCount[];
  /** Hits counted: all of them, or the first `limit` in reading order when `truncated`. */
  total: number;
  /** Pages that hold the query (all of them, also when the hits are truncated). */
  pages: number;
  /** True when more hits exist than `limit`. */
  truncated: boolean;
}

async function readyReport(stores: Stores, reportId: string): Promise<Report> {
  const report = await stores.reports.get(reportId);
  if (!report || report.status !== 'ready')
    throw new SibylError(CommonErrors.NOT_FOUND, `no report ${reportId} in the library`);
  return report;
}

function folded(query: string): string {
  const q = foldQuery(query);
  if (!q) throw new SibylError(CommonErrors.INVALID_INPUT, 'the search text is blank');
  return q;
}

/** Where `query` occurs in the report: hits per page, at most `limit` counted in reading order. */
export async function findInReport(stores: Stores, reportId: string, query: string, limit = 1000): Promise<FindResult> {
  const report = await readyReport(stores, reportId);
  const q = folded(query);
  const counts: PageCount[] = [];
  let total = 0;
  let pages = 0;
  let truncated = false;
  for (const p of await foldedPages(stores, report)) {
    // One past what is left tells whether more exist than the limit.
    const n = countOccurrences(p.folded, q, truncated ? 1 : limit - total + 1);
    if (n === 0) continue;
    pages++;
    if (truncated) continue;
    const kept = Math.min(n, limit - total);
    if (kept > 0) counts.push({ page: p.pageNumber, count: kept });
    total += kept;
    truncated = n > kept;
  }
  return { counts, total, pages, truncated };
}

/**
 * The rectangles of every hit of `query` on one page, in reading order (the k-th list is the page's
 * k-th hit as counted by `findInReport`), page-relative (0..1, top-left origin), one per line spanned.
 */
export async function findRectsOnPage(
  stores: Stores,
  reportId: string,
  query: string,
  pageNumber: number
): Promise<{ page: number; hits: Rect[][] }> {
  const report = await readyReport(stores, reportId);
  folded(query);
  if (pageNumber > report.pageCount)
    throw new SibylError(
      CommonErrors.INVALID_INPUT,
      `page ${pageNumber} is not in the report (it has ${report.pageCount} pages)`
    );
  const page = await builtPage(stores, report, pageNumber);
  return { page: pageNumber, hits: page ? hitRects(page, query) : [] };
}
