/**
 * Find in the document on real stores, in its two steps: hits per page across the sample report's
 * pages (case and line breaks ignored), then each page's rectangles, one list per counted hit and
 * inside the page; a blank query, an unknown report and a page past the end are refused with a
 * clear error; the index follows a report removed and imported again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { deleteReport, importReport } from '../../src/main/library/importReport';
import { findInReport, findRectsOnPage } from '../../src/main/library/find/findInReport';
import { indexSize } from '../../src/main/library/find/pageIndex';
import { createLogger } from '../../src/main/log';
import { fixture, freshDataDir } from '../helpers/tempStores';

describe('find in a report', () => {
  const { dataDir, cleanup } = freshDataDir();
  let manager: StoreManager;
  let stores: Stores;
  let reportId: string;

  beforeAll(async () => {
    manager = startStores({ dataDir, host: 'cli', log: createLogger('test') });
    stores = await manager.ready();
    reportId = (await importReport(stores, { kind: 'path', path: fixture('sample-report.pdf') })).report.id;
  });
  afterAll(async () => {
    await manager.close();
    cleanup();
  });

  it('counts a word on every page that prints it, and each page gives one set of rectangles per hit', async () => {
    const pagesWith = (await stores.structure.pageTexts(reportId))
      .filter((p) => /kilns/i.test(p.text))
      .map((p) => p.pageNumber);
    expect(pagesWith.length).toBeGreaterThanOrEqual(2);
    const result = await findInReport(stores, reportId, 'KILNS');
    expect(result.truncated).toBe(false);
    expect(result.pages).toBe(pagesWith.length);
    expect(result.counts.map((c) => c.page)).toEqual(pagesWith);
    expect(result.total).toBe(result.counts.reduce((n, c) => n + c.count, 0));
    for (const { page, count } of result.counts) {
      const { hits } = await findRectsOnPage(stores, reportId, 'kilns', page);
      expect(hits).toHaveLength(count);
      for (const r of hits.flat()) {
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.y).toBeGreaterThanOrEqual(0);
        expect(r.w).toBeGreaterThan(0);
        expect(r.h).toBeGreaterThan(0);
        expect(r.x + r.w).toBeLessThanOrEqual(1);
        expect(r.y + r.h).toBeLessThanOrEqual(1);
      }
      for (const rects of hits) expect(rects.length).toBeGreaterThan(0);
    }
  });

  it('counts agree with the rectangles on every page for a common word', async () => {
    const result = await findInReport(stores, reportId, 'the');
    expect(result.counts.length).toBeGreaterThan(1);
    for (const { page, count } of result.counts)
      expect((await findRectsOnPage(stores, reportId, 'THE', page)).hits).toHaveLength(count);
    const none = await findRectsOnPage(stores, reportId, 'zebra crossing', result.counts[0]!.page);
    expect(none.hits).toEqual([]);
  });

  it('stops counting at the limit and says so, still telling every page that holds the query', async () => {
    const all = await findInReport(stores, reportId, 'the');
    expect(all.total).toBeGreaterThan(3);
    const few = await findInReport(stores, reportId, ' THE ', 3);
    expect(few.total).toBe(3);
    expect(few.counts.reduce((n, c) => n + c.count, 0)).toBe(3);
    expect(few.counts[0]).toEqual({ page: all.counts[0]!.page, count: Math.min(3, all.counts[0]!.count) });
    expect(few.truncated).toBe(true);
    expect(few.pages).toBe(all.pages);
    const exact = await findInReport(stores, reportId, 'the', all.total);
    expect(exact).toEqual(all);
  });

  it('finds nothing for text the report does not hold, and refuses bad input', async () => {
    expect(await findInReport(stores, reportId, 'zebra crossing')).toEqual({
      counts: [],
      total: 0,
      pages: 0,
      truncated: false
    });
    await expect(findInReport(stores, reportId, '   ')).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(findInReport(stores, 'rpt_0000000000000000', 'kilns')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(findRectsOnPage(stores, reportId, 'kilns', 9999)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(findRectsOnPage(stores, reportId, ' ', 1)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(findRectsOnPage(stores, 'rpt_0000000000000000', 'kilns', 1)).rejects.toMatchObject({
      code: 'NOT_FOUND'
    });
  });

  it('drops the index of a removed report, and reads the report again once it is imported again', async () => {
    const before = await findInReport(stores, reportId, 'kilns');
    expect(indexSize().reports).toBeGreaterThan(0);
    expect(await deleteReport(stores, reportId)).toBe(true);
    expect(indexSize().reports).toBe(0);
    await expect(findInReport(stores, reportId, 'kilns')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const again = (await importReport(stores, { kind: 'path', path: fixture('sample-report.pdf') })).report.id;
    expect(again).toBe(reportId);
    expect(await findInReport(stores, reportId, 'kilns')).toEqual(before);
    expect(indexSize().reports).toBe(1);
  });
});
