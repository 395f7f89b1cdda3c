/**
 * The run's shared reads: every agent's reader of one run gets a page loaded and laid out once, the
 * whole report's table rows computed once and one frozen copy of the claims, while what one reader
 * holds (the offset tables it was handed) cannot change what another reads.
 */
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../shared/domain/claim';
import type { Stores } from '../../store/stores';
import { item, PAGE_H, PAGE_W } from '../../ingest/__tests__/helpers';
import { reportReader } from '../readContext';
import { createRunReads } from '../runReads';

const PAGES = 3;

function fakeStores(): { stores: Stores; loads: number[]; searches: string[] } {
  const loads: number[] = [];
  const searches: string[] = [];
  const lance = {
    search: async (query: string, opts: { limit: number }) => {
      searches.push(`${query.split('\n')[0]}|${opts.limit}`);
      return [
        {
          id: 'c1',
          sourceType: 'report_chunk',
          reportId: 'rpt_1',
          refId: 'c1',
          title: '',
          pageStart: 1,
          pageEnd: 1,
          text: 'Scope 1 emissions fell.',
          score: 1,
          via: 'hybrid'
        }
      ];
    }
  };
  const structure = {
    page: async (_reportId: string, n: number) => {
      loads.push(n);
      return {
        text: '',
        width: PAGE_W,
        height: PAGE_H,
        rotation: 0,
        items: [item(`Scope 1 emissions on page ${n} fell by 12%.`, 50, 700), item('Total 2023 2022', 50, 660)]
      };
    }
  };
  return { stores: { structure, lance } as unknown as Stores, loads, searches };
}

const report = { id: 'rpt_1', title: 'Report', pageCount: PAGES };
const claims = [{ id: 'clm_1', text: 'Scope 1 emissions fell by 12%.' }] as unknown as Claim[];

async function readAll(reader: ReturnType<typeof reportReader>): Promise<string[]> {
  const texts: string[] = [];
  for await (const p of reader.pages()) texts.push(p.text.text);
  return texts;
}

describe('run reads', () => {
  it('loads each page once for all the readers of a run', async () => {
    const { stores, loads } = fakeStores();
    const reads = createRunReads(stores);
    const legal = reportReader(stores, report, claims, false, reads);
    const metrics = reportReader(stores, report, claims, false, reads);
    const first = await readAll(legal);
    expect(await readAll(metrics)).toEqual(first);
    expect(await readAll(legal)).toEqual(first);
    expect(loads).toEqual([1, 2, 3]);
    expect(first[1]).toContain('page 2');
  });

  it('loads pages again for readers without a run, as before', async () => {
    const { stores, loads } = fakeStores();
    await readAll(reportReader(stores, report, claims, false));
    await readAll(reportReader(stores, report, claims, false));
    expect(loads).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it("hands each reader its own offset tables, so one reader's change does not reach another", async () => {
    const { stores } = fakeStores();
    const reads = createRunReads(stores);
    const a = await reportReader(stores, report, claims, false, reads).page(1);
    const b = await reportReader(stores, report, claims, false, reads).page(1);
    const before = b!.text.itemIdx[0];
    (a!.text.itemIdx as Int32Array)[0] = 99;
    expect(b!.text.itemIdx[0]).toBe(before);
    expect(Object.isFrozen(a!.page.items)).toBe(true);
    expect(() => ((a!.text as { text: string }).text = 'changed')).toThrow();
  });

  it('shares one frozen copy of the claims and computes the whole report’s table rows once', async () => {
    const { stores, loads } = fakeStores();
    const reads = createRunReads(stores);
    const a = reportReader(stores, report, claims, false, reads);
    const b = reportReader(stores, report, claims, false, reads);
    expect(a.claims()).toBe(b.claims());
    expect(a.claims()).not.toBe(claims);
    expect(Object.isFrozen(a.claims()[0])).toBe(true);
    const rows = await a.tableRows();
    expect(await b.tableRows()).toBe(rows);
    expect(loads).toEqual([1, 2, 3]);
  });

  it('searches the report once per query and limit for all the readers of a run', async () => {
    const { stores, searches } = fakeStores();
    const reads = createRunReads(stores);
    const a = reportReader(stores, report, claims, false, reads);
    const b = reportReader(stores, report, claims, false, reads);
    const hits = await a.search('scope 1 emissions', { limit: 3 });
    expect(await b.search('scope 1 emissions', { limit: 3 })).toBe(hits);
    expect(Object.isFrozen(hits[0])).toBe(true);
    await b.search('scope 1 emissions', { limit: 5 });
    await reportReader(stores, report, claims, false).search('scope 1 emissions', { limit: 3 });
    expect(searches).toEqual(['scope 1 emissions|3', 'scope 1 emissions|5', 'scope 1 emissions|3']);
  });
});
