import { beforeEach, describe, expect, it, vi } from 'vitest';

const request = vi.fn();
vi.mock('../../../../ipc/client', () => ({
  request: (...args: unknown[]) => request(...args),
  on: () => () => undefined
}));

const actions = await import('../findActions');
const { findStore, initialFindState } = await import('../findStore');
const { viewerStore } = await import('../../../../stores/viewerStore');

const REPORT = 'rpt_0123456789abcdef';
const rect = { x: 0.1, y: 0.2, w: 0.3, h: 0.02 };
const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

beforeEach(() => {
  request.mockReset();
  actions.resetFind();
  findStore.setState({ ...initialFindState, open: true });
});

describe('find in the document, hits first and rectangles per page', () => {
  it('lists the hits from the counts and starts at the first hit on or after the page in view', async () => {
    viewerStore.setState({ currentPage: 4 });
    request.mockResolvedValueOnce({
      counts: [
        { page: 2, count: 2 },
        { page: 7, count: 3 }
      ],
      total: 5,
      pages: 2,
      truncated: false
    });
    await actions.search(REPORT, 'emissions');
    expect(request).toHaveBeenCalledWith('reports.find_text', {
      reportId: REPORT,
      query: 'emissions',
      limit: actions.FIND_LIMIT
    });
    const s = findStore.getState();
    expect(s.status).toBe('done');
    expect(s.hits.map((h) => h.page)).toEqual([2, 2, 7, 7, 7]);
    expect(s.current).toBe(2);
    expect(s.rects).toEqual({});
  });

  it('fetches a page\u2019s rectangles once, for the query the hits answer', async () => {
    request.mockResolvedValueOnce({ counts: [{ page: 3, count: 1 }], total: 1, pages: 1, truncated: false });
    await actions.search(REPORT, 'scope 3');
    request.mockResolvedValueOnce({ page: 3, hits: [[rect]] });
    await Promise.all([actions.loadPageRects(3), actions.loadPageRects(3)]);
    await actions.loadPageRects(3);
    expect(request).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenLastCalledWith('reports.find_rects', { reportId: REPORT, query: 'scope 3', page: 3 });
    expect(findStore.getState().rects[3]).toEqual([[rect]]);
  });

  it('drops rectangles that answer an older search, and marks a page that failed as measured', async () => {
    request.mockResolvedValueOnce({ counts: [{ page: 3, count: 1 }], total: 1, pages: 1, truncated: false });
    await actions.search(REPORT, 'scope 3');
    const late = deferred<unknown>();
    request.mockReturnValueOnce(late.promise);
    const loading = actions.loadPageRects(3);
    request.mockResolvedValueOnce({ counts: [{ page: 3, count: 2 }], total: 2, pages: 1, truncated: false });
    await actions.search(REPORT, 'scope');
    late.resolve({ page: 3, hits: [[rect]] });
    await loading;
    expect(findStore.getState().rects[3]).toBeUndefined();
    request.mockRejectedValueOnce(new Error('gone'));
    await actions.loadPageRects(3);
    expect(findStore.getState().rects[3]).toEqual([]);
  });

  it('asks nothing while the bar is closed or before a result', async () => {
    await actions.loadPageRects(1);
    actions.closeFind();
    await actions.loadPageRects(1);
    expect(request).not.toHaveBeenCalled();
  });
});
