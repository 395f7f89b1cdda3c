/**
 * Retrieval quality and speed on the project's labelled set (bench/ifrs-retrieval.jsonl): top-1 and
 * top-3 hit rates for full-text, vector and hybrid search over the IFRS passages, and p50/p95 query
 * latency over the whole index (corpus + one ingested report of ~150 pages when available).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '../../main/core';
import { importReport } from '../../main/library/importReport';
import { retrieve } from '../../main/corpus/retrieval';
import type { SearchMode } from '../../main/store/lance/search';

export interface RetrievalBenchResult {
  queries: number;
  modes: Record<SearchMode, { top1: number; top3: number; p50Ms: number; p95Ms: number }>;
  latencyIndex: { corpusRows: number; reportRows: number; report: string | null };
}

interface Labelled {
  id: string;
  text: string;
  expected: string[];
}

export function loadLabelled(path: string): Labelled[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Labelled);
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

export async function retrievalBench(core: Core, labelledPath: string, reportPdf: string | null): Promise<RetrievalBenchResult> {
  const stores = await core.ctx.stores.ready();
  if (reportPdf && existsSync(reportPdf)) await importReport(stores, { kind: 'path', path: reportPdf });
  const set = loadLabelled(labelledPath);
  const modes = {} as RetrievalBenchResult['modes'];
  for (const mode of ['fts', 'vector', 'hybrid'] as const) {
    let top1 = 0;
    let top3 = 0;
    for (const q of set) {
      const hits = await retrieve(stores.lance, q.text, { source: 'ifrs', mode, limit: 3 });
      const ids = hits.map((h) => h.refId);
      if (ids[0] && q.expected.includes(ids[0])) top1++;
      if (ids.some((id) => q.expected.includes(id))) top3++;
    }
    // Latency over the whole index (no source filter), as agents query it.
    const times: number[] = [];
    for (const q of set) {
      const t = performance.now();
      await retrieve(stores.lance, q.text, { mode, limit: 10 });
      times.push(performance.now() - t);
    }
    modes[mode] = { top1: top1 / set.length, top3: top3 / set.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
  }
  return {
    queries: set.length,
    modes,
    latencyIndex: {
      corpusRows: (await stores.lance.countRows()) - (await stores.lance.countRows({ sourceType: 'report' })),
      reportRows: await stores.lance.countRows({ sourceType: 'report' }),
      report: reportPdf && existsSync(reportPdf) ? reportPdf.split('/').at(-1)! : null
    }
  };
}

export function formatRetrieval(r: RetrievalBenchResult): string {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  return [
    `retrieval benchmark — ${r.queries} labelled claims; latency over ${r.latencyIndex.corpusRows} corpus + ${r.latencyIndex.reportRows} report rows${r.latencyIndex.report ? ` (${r.latencyIndex.report})` : ''}`,
    'mode     top-1   top-3   p50 ms  p95 ms',
    ...(['fts', 'vector', 'hybrid'] as const).map((m) => {
      const x = r.modes[m];
      return `${m.padEnd(7)} ${pct(x.top1).padStart(6)}  ${pct(x.top3).padStart(6)}  ${x.p50Ms.toFixed(1).padStart(6)}  ${x.p95Ms.toFixed(1).padStart(6)}`;
    })
  ].join('\n');
}

export const labelledSetPath = (root: string): string => join(root, 'bench', 'ifrs-retrieval.jsonl');
