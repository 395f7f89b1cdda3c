/**
 * Find in a report (the PDF pane's find bar): every occurrence of a query in the stored page text,
 * with the page-relative rectangles to highlight it. The page texts are read once per report and
 * kept for the next queries; only pages that hold the query are rebuilt with their items (the same
 * page text ingestion built, so offsets map back to glyphs) and turned into rectangles.
 */
import type { Rect } from '../../../shared/domain/geometry';
import { CommonErrors, SibylError } from '../../../shared/ipc/errors';
import { buildPageText } from '../../ingest/pageText';
import { rangesToRects, spanToItemRanges } from '../../ingest/spans';
import type { Rotation } from '../../ingest/types';
import type { Stores } from '../../store/stores';
import { containsQuery, findRanges, foldQuery } from './findRanges';

export interface FindHit {
  page: number;
  /** Page-relative rectangles (0..1, top-left origin), one per line the hit spans. */
  rects: Rect[];
}

export interface FindResult {
  hits: FindHit[];
  /** Pages that hold the query (all of them, also when the hits are truncated). */
  pages: number;
  /** True when more hits exist than `limit`; the first `limit` in reading order are returned. */
  truncated: boolean;
}

type PageTexts = Array<{ pageNumber: number; text: string }>;

/** Page texts of the last few reports searched (stored pages never change once a report is ready). */
const textCache = new Map<string, Promise<PageTexts>>();
const CACHED_REPORTS = 2;

function pageTexts(stores: Stores, reportId: string): Promise<PageTexts> {
  let hit = textCache.get(reportId);
  if (!hit) {
    hit = stores.structure.pageTexts(reportId);
    textCache.set(reportId, hit);
    hit.catch(() => textCache.delete(reportId));
    if (textCache.size > CACHED_REPORTS) textCache.delete(textCache.keys().next().value!);
  }
  return hit;
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));
const clampRect = (r: Rect): Rect => {
  const x = clamp01(r.x);
  const y = clamp01(r.y);
  return { x, y, w: Math.min(clamp01(r.w), 1 - x), h: Math.min(clamp01(r.h), 1 - y) };
};

async function hitsOnPage(stores: Stores, reportId: string, pageNumber: number, query: string, limit: number): Promise<FindHit[]> {
  const page = await stores.structure.page(reportId, pageNumber);
  if (!page) return [];
  const rotation = page.rotation as Rotation;
  const pt = buildPageText({ ...page, rotation });
  const map = { text: pt.text, itemIdx: pt.itemIdx, charOff: pt.charOff };
  return findRanges(pt.text, query, limit).map((r) => ({
    page: pageNumber,
    rects: rangesToRects(page.items, spanToItemRanges(map, page.items, r.start, r.end), { width: page.width, height: page.height, rotation }).map(clampRect)
  }));
}

/** The last answers (stepping back to a query, or reopening the bar, is instant). */
const resultCache = new Map<string, Promise<FindResult>>();
const CACHED_RESULTS = 16;

export async function findInReport(stores: Stores, reportId: string, query: string, limit = 1000): Promise<FindResult> {
  const report = await stores.reports.get(reportId);
  if (!report) throw new SibylError(CommonErrors.NOT_FOUND, `no report ${reportId} in the library`);
  const folded = foldQuery(query);
  if (!folded) throw new SibylError(CommonErrors.INVALID_INPUT, 'the search text is blank');
  const key = `${reportId}\u0000${limit}\u0000${folded}`;
  let hit = resultCache.get(key);
  if (!hit) {
    hit = search(stores, reportId, query, folded, limit);
    resultCache.set(key, hit);
    hit.catch(() => resultCache.delete(key));
    if (resultCache.size > CACHED_RESULTS) resultCache.delete(resultCache.keys().next().value!);
  }
  return hit;
}

async function search(stores: Stores, reportId: string, query: string, folded: string, limit: number): Promise<FindResult> {
  const candidates = (await pageTexts(stores, reportId)).filter((p) => containsQuery(p.text, folded));
  const hits: FindHit[] = [];
  let truncated = false;
  for (const p of candidates) {
    // One past the limit tells whether more exist.
    const found = await hitsOnPage(stores, reportId, p.pageNumber, query, limit + 1 - hits.length);
    hits.push(...found);
    if (hits.length > limit) {
      hits.length = limit;
      truncated = true;
      break;
    }
  }
  return { hits, pages: candidates.length, truncated };
}
