/**
 * Worker-thread entry (bundled as ingestWorker.js): opens the document itself, extracts and analyses
 * its page range, and posts each page as it completes. Messages are plain structured-cloneable data.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SibylError } from '../../shared/ipc/errors';
import { openDocument } from './extract';
import { processPageRange } from './pageRange';
import type { AnalysedPage } from './types';

export interface WorkerInput {
  data: Uint8Array;
  password?: string;
  from: number;
  to: number;
}

export type WorkerMessage =
  | { type: 'page'; page: AnalysedPage }
  | { type: 'done' }
  | { type: 'error'; code: string | null; name: string; message: string };

async function run(input: WorkerInput): Promise<void> {
  const port = parentPort!;
  try {
    const doc = await openDocument(input.data, input.password);
    try {
      await processPageRange(doc, input.from, input.to, (page) =>
        port.postMessage({ type: 'page', page } satisfies WorkerMessage)
      );
    } finally {
      await doc.destroy();
    }
    port.postMessage({ type: 'done' } satisfies WorkerMessage);
  } catch (err) {
    const e = err as Error;
    port.postMessage({
      type: 'error',
      code: err instanceof SibylError ? err.code : null,
      name: e?.name ?? 'Error',
      message: e?.message ?? String(err)
    } satisfies WorkerMessage);
  }
}

if (parentPort && workerData) void run(workerData as WorkerInput);
