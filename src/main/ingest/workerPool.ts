/**
 * Runs page extraction either in-process or across worker threads. Large documents (over
 * WORKER_MIN_PAGES) are split into contiguous page ranges, one per worker; each worker opens the
 * document itself. The worker script is the bundled `ingestWorker.js` next to this chunk; when it is
 * absent (running from TypeScript sources), extraction falls back to the current thread.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SibylError, type ErrorCode } from '../../shared/ipc/errors';
import { ingestError } from './errors';
import { processPageRange } from './pageRange';
import type { PdfDocument } from './pdfjs';
import type { AnalysedPage } from './types';
import type { WorkerInput, WorkerMessage } from './worker';

const WORKER_MIN_PAGES = 40;
const MAX_WORKERS = 4;

const workerUrl = new URL('./ingestWorker.js', import.meta.url);

/** True when the bundled worker script exists, i.e. extraction can use worker threads. */
export function workersAvailable(): boolean {
  try {
    return workerUrl.protocol === 'file:' && existsSync(fileURLToPath(workerUrl));
  } catch {
    return false;
  }
}

/**
 * Workers pay off only with spare cores: each loads pdf.js anew (~0.7 s) and on a 2-core machine
 * the measured throughput with 2 workers was below one thread (see `npm run bench`). So the default
 * is in-process below 4 cores, and cores - 1 workers (at most MAX_WORKERS) above.
 */
export function defaultWorkerCount(): number {
  const cores = os.availableParallelism();
  return cores >= 4 ? Math.min(MAX_WORKERS, cores - 1) : 1;
}

/** Worker count the benchmark compares against one thread: the default, or 2 where the default is 1. */
export function benchWorkerCount(): number {
  return Math.max(2, defaultWorkerCount());
}

export interface ExtractAllOptions {
  data: Uint8Array;
  password?: string;
  pageCount: number;
  /** Open document for the in-process path (already opened by the caller). */
  doc: PdfDocument;
  workers?: number;
  onPage?: (page: AnalysedPage, pagesDone: number) => void;
  signal?: AbortSignal;
}

/** Extracts and analyses every page; returns pages in page order. */
export async function extractAll(opts: ExtractAllOptions): Promise<AnalysedPage[]> {
  const pages: AnalysedPage[] = new Array(opts.pageCount);
  let done = 0;
  const accept = (page: AnalysedPage) => {
    pages[page.pageNumber - 1] = page;
    done++;
    opts.onPage?.(page, done);
  };
  const n = Math.min(opts.workers ?? defaultWorkerCount(), Math.ceil(opts.pageCount / 20));
  if (n > 1 && opts.pageCount > WORKER_MIN_PAGES && workersAvailable()) {
    await runWorkers(opts, splitRanges(opts.pageCount, n), accept);
  } else {
    await processPageRange(opts.doc, 1, opts.pageCount, accept, opts.signal);
  }
  return pages;
}

/** Splits pages 1..pageCount into `n` contiguous ranges of near-equal size. */
function splitRanges(pageCount: number, n: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const parts = Math.max(1, Math.min(n, pageCount));
  let start = 1;
  for (let i = 0; i < parts; i++) {
    const size = Math.floor(pageCount / parts) + (i < pageCount % parts ? 1 : 0);
    out.push([start, start + size - 1]);
    start += size;
  }
  return out;
}

function runWorkers(
  opts: ExtractAllOptions,
  ranges: Array<[number, number]>,
  accept: (page: AnalysedPage) => void
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const workers: Worker[] = [];
    let remaining = ranges.length;
    let settled = false;
    const stopAll = () => {
      for (const w of workers) void w.terminate();
    };
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      opts.signal?.removeEventListener('abort', onAbort);
      stopAll();
      reject(err);
    };
    const onAbort = () => fail(opts.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    if (opts.signal?.aborted) return onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    for (const [from, to] of ranges) {
      const data = new Uint8Array(opts.data);
      const input: WorkerInput = { data, password: opts.password, from, to };
      const worker = new Worker(workerUrl, { workerData: input, transferList: [data.buffer] });
      workers.push(worker);
      let finished = false;
      worker.on('message', (msg: WorkerMessage) => {
        if (settled) return;
        if (msg.type === 'page') accept(msg.page);
        else if (msg.type === 'error') {
          fail(msg.code ? new SibylError(msg.code as ErrorCode, msg.message) : ingestError.corrupt(msg.message));
        } else if (msg.type === 'done') {
          finished = true;
          void worker.terminate();
          if (--remaining === 0 && !settled) {
            settled = true;
            opts.signal?.removeEventListener('abort', onAbort);
            resolve();
          }
        }
      });
      worker.on('error', (err) => fail(ingestError.corrupt(err.message)));
      worker.on('exit', (code) => {
        if (!settled && !finished) fail(ingestError.corrupt(`extraction worker exited with code ${code}`));
      });
    }
  });
}
