/**
 * One report's ingestion measurements, run inside a child process by `sibyl bench` so that
 * `maxRSS` is this report's peak memory.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createCore } from '../../main/core';
import { importReport } from '../../main/library/importReport';
import { parsePdf } from '../../main/ingest/parse';
import { benchWorkerCount, defaultWorkerCount } from '../../main/ingest/workerPool';

export interface IngestBenchRow {
  file: string;
  pages: number;
  workers: number;
  singleSeconds: number;
  workerSeconds: number;
  singlePagesPerSec: number;
  workerPagesPerSec: number;
  ingestSeconds: number;
  peakRssMb: number;
}

const seconds = async (fn: () => Promise<unknown>): Promise<number> => {
  const t = performance.now();
  await fn();
  return (performance.now() - t) / 1000;
};

export async function benchOne(file: string, dataDir: string): Promise<IngestBenchRow> {
  const data = new Uint8Array(readFileSync(file));
  const workers = benchWorkerCount();
  let pages = 0;
  const singleSeconds = await seconds(async () => {
    pages = (await parsePdf(data, { reportId: 'rpt_0000000000000000', workers: 1 })).pageCount;
  });
  const workerSeconds = await seconds(() => parsePdf(data, { reportId: 'rpt_0000000000000000', workers }));
  const core = createCore({ dataDir, host: 'cli' });
  let ingestSeconds = 0;
  try {
    const stores = await core.ctx.stores.ready();
    ingestSeconds = await seconds(() =>
      importReport(stores, { kind: 'path', path: file }, { workers: defaultWorkerCount() })
    );
  } finally {
    await core.close();
  }
  return {
    file: basename(file),
    pages,
    workers,
    singleSeconds,
    workerSeconds,
    singlePagesPerSec: pages / singleSeconds,
    workerPagesPerSec: pages / workerSeconds,
    ingestSeconds,
    peakRssMb: process.resourceUsage().maxRSS / 1024
  };
}
