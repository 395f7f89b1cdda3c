/**
 * Find in the document on real stores: every occurrence of a word across the sample report's pages,
 * with rectangles inside the page, case and line breaks ignored; a blank query and an unknown report
 * are refused with a clear error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { importReport } from '../../src/main/library/importReport';
import { findInReport } from '../../src/main/library/find/findInReport';
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

  it('finds a word on every page that prints it, with rectangles on the page', async () => {
    const pagesWith = (await stores.structure.pageTexts(reportId)).filter((p) => /kilns/i.test(p.text)).map((p) => p.pageNumber);
    expect(pagesWith.length).toBeGreaterThanOrEqual(2);
    const result = await findInReport(stores, reportId, 'KILNS');
    expect(result.truncated).toBe(false);
    expect(result.pages).toBe(pagesWith.length);
    expect([...new Set(result.hits.map((h) => h.page))]).toEqual(pagesWith);
    for (const hit of result.hits) {
      expect(hit.rects.length).toBeGreaterThan(0);
      for (const r of hit.rects) {
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.y).toBeGreaterThanOrEqual(0);
        expect(r.w).toBeGreaterThan(0);
        expect(r.h).toBeGreaterThan(0);
        expect(r.x + r.w).toBeLessThanOrEqual(1);
        expect(r.y + r.h).toBeLessThanOrEqual(1);
      }
    }
  });

  it('stops at the limit and says so', async () => {
    const all = await findInReport(stores, reportId, 'the');
    expect(all.hits.length).toBeGreaterThan(3);
    const few = await findInReport(stores, reportId, 'the', 3);
    expect(few.hits).toEqual(all.hits.slice(0, 3));
    expect(few.truncated).toBe(true);
    // The same question again is answered from the last answers.
    expect(await findInReport(stores, reportId, ' THE ')).toBe(all);
  });

  it('finds nothing for text the report does not hold, and refuses bad input', async () => {
    expect(await findInReport(stores, reportId, 'zebra crossing')).toEqual({ hits: [], pages: 0, truncated: false });
    await expect(findInReport(stores, reportId, '   ')).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(findInReport(stores, 'rpt_0000000000000000', 'kilns')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
