/**
 * Imports a PDF into the library: read → hash → reuse if known → parse (worker threads) → write
 * PGlite in one transaction → index chunks in LanceDB → keep a copy of the file in the data dir.
 * Any failure undoes what was written, so the stores never hold a half-ingested report.
 * Imports run one at a time (a mutex), which also makes re-importing the same file race-free.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFile, rename, writeFile, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { existsSync } from 'node:fs';
import type { Report } from '../../shared/domain/report';
import type { ImportSource } from '../../shared/ipc/routes/reports';
import type { IngestProgress } from '../../shared/ipc/events';
import { IngestErrors, SibylError } from '../../shared/ipc/errors';
import { parsePdf } from '../ingest/parse';
import type { Stores } from '../store/stores';
import { forgetReport } from './find/pageIndex';

export interface ImportOptions {
  password?: string | undefined;
  workers?: number;
  onProgress?: (p: IngestProgress) => void;
  signal?: AbortSignal;
}

export interface ImportResult {
  report: Report;
  reused: boolean;
}

const reportIdFor = (sha256: string): string => `rpt_${sha256.slice(0, 16)}`;

async function readSource(source: ImportSource): Promise<{ fileName: string; data: Uint8Array }> {
  if (source.kind === 'bytes') return { fileName: source.fileName, data: source.data };
  try {
    const info = await stat(source.path);
    if (info.isDirectory())
      throw new SibylError(IngestErrors.FILE_UNREADABLE, `${source.path} is a folder, not a PDF file`);
    return { fileName: basename(source.path), data: new Uint8Array(await readFile(source.path)) };
  } catch (err) {
    if (err instanceof SibylError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
    throw new SibylError(IngestErrors.FILE_UNREADABLE, `cannot read ${source.path}: ${why}`);
  }
}

let queue: Promise<unknown> = Promise.resolve();
const serialize = <T>(fn: () => Promise<T>): Promise<T> => {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
};

export function importReport(stores: Stores, source: ImportSource, opts: ImportOptions = {}): Promise<ImportResult> {
  return serialize(() => runImport(stores, source, opts));
}

async function runImport(stores: Stores, source: ImportSource, opts: ImportOptions): Promise<ImportResult> {
  const jobId = randomUUID();
  const { fileName, data } = await readSource(source);
  const progress = (stage: IngestProgress['stage'], pagesDone: number, pageCount: number, message?: string): void =>
    opts.onProgress?.({ jobId, fileName, stage, pagesDone, pageCount, ...(message ? { message } : {}) });
  progress('reading', 0, 0);

  const sha256 = createHash('sha256').update(data).digest('hex');
  const existing = await stores.reports.getBySha(sha256);
  const filePath = join(stores.filesDir, `${sha256}.pdf`);
  if (existing) {
    if (!existsSync(filePath)) await writeAtomically(filePath, data);
    progress('done', existing.pageCount, existing.pageCount, 'already in the library');
    return { report: existing, reused: true };
  }

  const reportId = reportIdFor(sha256);
  let written = false;
  try {
    progress('parsing', 0, 0);
    const doc = await parsePdf(data, {
      reportId,
      ...(opts.password !== undefined ? { password: opts.password } : {}),
      ...(opts.workers !== undefined ? { workers: opts.workers } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
      onProgress: (p) => progress('parsing', p.pagesDone, p.pageCount)
    });
    progress('storing', doc.pageCount, doc.pageCount);
    await writeAtomically(filePath, data);
    written = true;
    const report = await stores.reports.insertDocument({
      report: {
        id: reportId,
        sha256,
        title: doc.title || fileName.replace(/\.pdf$/i, ''),
        fileName,
        byteSize: data.byteLength,
        pageCount: doc.pageCount,
        wordCount: doc.wordCount,
        sectionCount: doc.sections.length,
        pagesWithoutText: doc.pagesWithoutText,
        meta: doc.meta
      },
      pages: doc.pages,
      sections: doc.sections,
      chunks: doc.chunks
    });
    forgetReport(reportId);
    progress('indexing', doc.pageCount, doc.pageCount);
    await stores.lance.addChunks(doc.chunks);
    progress('done', doc.pageCount, doc.pageCount);
    return { report, reused: false };
  } catch (err) {
    await stores.reports.delete(reportId).catch(() => undefined);
    await stores.lance.deleteReport(reportId).catch(() => undefined);
    if (written) await rm(filePath, { force: true }).catch(() => undefined);
    progress('failed', 0, 0, err instanceof Error ? err.message : String(err));
    throw err;
  }
}

async function writeAtomically(path: string, data: Uint8Array): Promise<void> {
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

export async function deleteReport(stores: Stores, reportId: string): Promise<boolean> {
  const report = await stores.reports.get(reportId);
  if (!report) return false;
  await stores.reports.delete(reportId);
  forgetReport(reportId);
  await stores.lance.deleteReport(reportId);
  await rm(join(stores.filesDir, `${report.sha256}.pdf`), { force: true });
  return true;
}

export async function readReportPdf(stores: Stores, reportId: string): Promise<Uint8Array> {
  const report = await stores.reports.get(reportId);
  if (!report || report.status !== 'ready') throw new SibylError('NOT_FOUND', `no report ${reportId} in the library`);
  try {
    return new Uint8Array(await readFile(join(stores.filesDir, `${report.sha256}.pdf`)));
  } catch {
    throw new SibylError('NOT_FOUND', `the stored copy of ${report.fileName} is missing; import the file again`);
  }
}
