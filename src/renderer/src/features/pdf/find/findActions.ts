/**
 * Find in the document: open and close the bar, search the report's page text in main
 * (`reports.find_text`: the hits per page; an older answer never overwrites a newer one), fetch a
 * page's rectangles when it is shown or holds the current hit (`reports.find_rects`), and move between
 * hits. Pages are never rendered to search them: the rectangles are drawn in each page's overlay.
 */
import type { ReportId } from '../../../../../shared/domain/report';
import type { Rect } from '../../../../../shared/domain/geometry';
import { request } from '../../../ipc/client';
import { describeError } from '../../../ipc/errorText';
import { viewerStore } from '../../../stores/viewerStore';
import { firstHitFrom, hitsFromCounts, stepHit } from './findLogic';
import { findStore, initialFindState } from './findStore';

/** Hits asked for at most; the status says "1000+" beyond. */
export const FIND_LIMIT = 1000;
/** Shorter queries are not sent: one letter matches most of a long report and says nothing. */
export const MIN_QUERY = 2;

export function openFind(): void {
  findStore.setState((s) => ({ open: true, focusSeq: s.focusSeq + 1 }));
}

/** Closes the bar and clears the hits (they are drawn only while it is open). */
export function closeFind(): void {
  nextGeneration();
  findStore.setState({
    ...initialFindState,
    query: findStore.getState().query,
    focusSeq: findStore.getState().focusSeq
  });
}

/** A new document: nothing found yet, the bar closed. */
export function resetFind(): void {
  nextGeneration();
  findStore.setState(initialFindState, true);
}

export function setQuery(query: string): void {
  findStore.setState({ query });
}

let searchGeneration = 0;
/** Pages whose rectangles are being fetched for the current result. */
const inFlight = new Set<number>();

function nextGeneration(): number {
  inFlight.clear();
  return ++searchGeneration;
}

export async function search(reportId: ReportId, query: string): Promise<void> {
  const gen = nextGeneration();
  if (query.trim().length < MIN_QUERY) {
    findStore.setState({
      status: 'idle',
      searched: '',
      reportId: null,
      hits: [],
      rects: {},
      pages: 0,
      truncated: false,
      current: -1,
      error: null
    });
    return;
  }
  findStore.setState({ status: 'searching', error: null });
  try {
    const { counts, pages, truncated } = await request('reports.find_text', { reportId, query, limit: FIND_LIMIT });
    if (gen !== searchGeneration) return;
    const hits = hitsFromCounts(counts);
    const current = firstHitFrom(hits, viewerStore.getState().currentPage);
    findStore.setState((s) => ({
      status: 'done',
      searched: query,
      reportId,
      hits,
      rects: {},
      pages,
      truncated,
      current,
      revealSeq: current >= 0 ? s.revealSeq + 1 : s.revealSeq
    }));
  } catch (err) {
    if (gen !== searchGeneration) return;
    findStore.setState({
      status: 'error',
      reportId: null,
      hits: [],
      rects: {},
      pages: 0,
      truncated: false,
      current: -1,
      error: describeError(err, 'The document could not be searched')
    });
  }
}

/**
 * Fetches the rectangles of the current result's hits on one page, once. A page that cannot be
 * measured keeps its hits counted, drawn nowhere (an empty list, so it is not asked again).
 */
export async function loadPageRects(page: number): Promise<void> {
  const s = findStore.getState();
  if (!s.open || s.status !== 'done' || !s.reportId || s.rects[page] || inFlight.has(page)) return;
  const gen = searchGeneration;
  inFlight.add(page);
  let hits: ReadonlyArray<readonly Rect[]> = [];
  try {
    hits = (await request('reports.find_rects', { reportId: s.reportId, query: s.searched, page })).hits;
  } catch {
    hits = [];
  }
  if (gen !== searchGeneration) return;
  inFlight.delete(page);
  findStore.setState((st) => ({ rects: { ...st.rects, [page]: hits } }));
}

/** Moves to the next (1) or previous (-1) hit, wrapping, and brings it into view. */
export function stepFind(dir: 1 | -1): void {
  findStore.setState((s) => {
    const current = stepHit(s.hits.length, s.current, dir);
    return current < 0 ? s : { current, revealSeq: s.revealSeq + 1 };
  });
}
