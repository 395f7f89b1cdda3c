/**
 * Find-in-report benchmark (issue 13): the BMW CDP questionnaire (359 pages) is imported and three
 * queries are timed in the core, each as the find bar uses it: the hits per page (`find_text`), then
 * the rectangles of the page holding the first hit (`find_rects`), which is when the first hit shows.
 * Cold runs drop find's in-memory index and built pages first (the stores stay open); warm runs
 * follow a run of the same query. Medians of `runs` runs each.
 */
import { basename } from 'node:path';
import type { Core } from '../../main/core';
import { importReport } from '../../main/library/importReport';
import { findInReport, findRectsOnPage } from '../../main/library/find/findInReport';
import { forgetReport, indexSize } from '../../main/library/find/pageIndex';
import type { Stores } from '../../main/store/stores';

const FIND_QUERIES = ['emissions', 'scope 3', 'renewable electricity'] as const;

interface Timing {
  /** Hits per page, ms. */
  counts: number;
  /** Counts plus the rectangles of the first hit's page: until the first hit shows, ms. */
  firstHit: number;
}

interface FindBenchRow {
  query: string;
  hits: number;
  pages: number;
  cold: Timing;
  warm: Timing;
}

export interface FindBenchResult {
  report: string;
  pageCount: number;
  runs: number;
  rows: FindBenchRow[];
  /** What the index held after the runs: reports and folded chars. */
  index: { reports: number; chars: number };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (ms: number): number => Math.round(ms * 10) / 10;

async function timeOnce(
  stores: Stores,
  reportId: string,
  query: string
): Promise<Timing & { hits: number; pages: number }> {
  const t0 = performance.now();
  const found = await findInReport(stores, reportId, query, 1000);
  const t1 = performance.now();
  const first = found.counts[0];
  if (first) await findRectsOnPage(stores, reportId, query, first.page);
  return { counts: t1 - t0, firstHit: performance.now() - t0, hits: found.total, pages: found.pages };
}

export async function findBench(core: Core, pdf: string, runs = 5): Promise<FindBenchResult> {
  const stores = await core.ctx.stores.ready();
  const { report } = await importReport(stores, { kind: 'path', path: pdf });
  const rows: FindBenchRow[] = [];
  for (const query of FIND_QUERIES) {
    const cold: Array<Timing & { hits: number; pages: number }> = [];
    const warm: Timing[] = [];
    for (let i = 0; i < runs; i++) {
      forgetReport(report.id);
      cold.push(await timeOnce(stores, report.id, query));
      warm.push(await timeOnce(stores, report.id, query));
    }
    const pick = (xs: Timing[]): Timing => ({
      counts: round(median(xs.map((x) => x.counts))),
      firstHit: round(median(xs.map((x) => x.firstHit)))
    });
    rows.push({ query, hits: cold[0]!.hits, pages: cold[0]!.pages, cold: pick(cold), warm: pick(warm) });
  }
  return { report: basename(pdf), pageCount: report.pageCount, runs, rows, index: indexSize() };
}

export function formatFindBench(r: FindBenchResult): string {
  const head = ['query', 'hits', 'pages', 'counts cold', 'first hit cold', 'counts warm', 'first hit warm'];
  const body = r.rows.map((x) => [
    x.query,
    String(x.hits),
    String(x.pages),
    `${x.cold.counts} ms`,
    `${x.cold.firstHit} ms`,
    `${x.warm.counts} ms`,
    `${x.warm.firstHit} ms`
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const fmt = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `find in the report — ${r.report}, ${r.pageCount} pages, medians of ${r.runs} runs`,
    fmt(head),
    ...body.map(fmt)
  ].join('\n');
}
