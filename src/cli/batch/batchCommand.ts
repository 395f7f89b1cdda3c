/**
 * `sibyl batch <folder|list.txt> [--out DIR] [--jobs N] [--engine E] [--max-cycles N]`: analyses every
 * PDF through the one analyze use case and writes each report's five files into its own folder under
 * DIR (default ./sibyl-batch/), then `portfolio.csv` beside them. An input that fails (a damaged PDF,
 * a missing file) is reported and skipped; the others go on. The batch's state is kept in
 * `batch-state.json`, so after a crash or Ctrl-C the same command resumes where it stopped: done
 * inputs are skipped and a run cut short continues from its last checkpoint.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Engine } from '../../shared/domain/provenance';
import type { Core } from '../../main/core';
import type { Stores } from '../../main/store/stores';
import { analyzeReport, type AnalyzeTarget } from '../../main/library/analyzeReport';
import { pipelineServices } from '../../main/library/analysisServices';
import { exportDocumentForRun, exportRun } from '../../main/library/exportReport';
import { importReport } from '../../main/library/importReport';
import { RESUMABLE } from '../../main/pipeline/runner';
import { writeFileAtomic } from '../../main/report/atomicWrite';
import { ALL_WRITERS } from '../../main/report/writers';
import { failureExit, terminalText } from '../output';
import { reportName } from '../analyzeCommand';
import { batchInputs } from './batchInputs';
import { batchProgress, durationText } from './batchProgress';
import { loadState, stateWriter, type BatchItem } from './batchState';
import { portfolioCsv } from './portfolio';
import { gapScan } from '../../shared/report/reportModel';

export interface BatchOptions {
  out?: string | undefined;
  jobs: number;
  engine: Engine;
  maxCycles?: number | undefined;
}

export interface BatchResult {
  out: string;
  portfolio: string;
  items: BatchItem[];
  wallSeconds: number;
  cancelled: boolean;
}

/** The inputs with what an earlier invocation recorded about them; each gets its own folder. */
function planItems(inputs: readonly string[], previous: readonly BatchItem[], out: string): BatchItem[] {
  const known = new Map(previous.map((i) => [i.path, i]));
  const used = new Set(previous.map((i) => i.folder));
  return inputs.map((path) => {
    const bytes = existsSync(path) ? statSync(path).size : 0;
    const prev = known.get(path);
    if (prev) return { ...prev, bytes };
    let folder = join(out, reportName(basename(path)));
    for (let n = 2; used.has(folder); n++) folder = join(out, `${reportName(basename(path))}-${n}`);
    used.add(folder);
    return {
      path,
      folder,
      status: 'pending',
      reportId: null,
      runId: null,
      error: null,
      bytes,
      seconds: null,
      finishedAt: null
    };
  });
}

/** Which run to start or continue for an input, given what the store holds. */
async function targetFor(
  stores: Stores,
  item: BatchItem,
  reportId: string,
  opts: BatchOptions
): Promise<AnalyzeTarget | 'export-only'> {
  const latest = item.runId ? await stores.analysis.get(item.runId) : null;
  if (latest && latest.reportId === reportId && latest.status === 'completed') return 'export-only';
  if (latest && latest.reportId === reportId && RESUMABLE.includes(latest.status))
    return { kind: 'resume', runId: latest.id };
  return { kind: 'new', reportId, engine: opts.engine, maxCycles: opts.maxCycles };
}

async function runItem(
  core: Core,
  stores: Stores,
  item: BatchItem,
  opts: BatchOptions,
  signal: AbortSignal,
  save: () => Promise<void>
): Promise<string> {
  const { report } = await importReport(stores, { kind: 'path', path: item.path });
  item.reportId = report.id;
  const target = await targetFor(stores, item, report.id, opts);
  if (target === 'export-only') {
    await exportRun(stores, item.runId!, item.folder, ALL_WRITERS);
    return 'exported its completed run';
  }
  const started = await analyzeReport(
    {
      runs: stores.analysis,
      services: (engine) =>
        pipelineServices(stores, engine, { keys: core.ctx.keys, log: core.ctx.log, appVersion: core.ctx.version }),
      exportDocument: (runId, compiled) => exportDocumentForRun(stores, runId, { compiled })
    },
    { target, signal, outDir: item.folder, writers: ALL_WRITERS }
  );
  item.runId = started.runId;
  await save();
  const result = await started.finished;
  if (result.status === 'cancelled') throw new Cancelled();
  const s = result.compiled?.summary;
  if (!s || !result.compiled) return '';
  return `${s.claims} claims, ${s.checks.fail} failed checks, ${gapScan(result.compiled) === 'ran' ? `${s.gaps} gaps` : 'gaps not assessed (no gap scan ran)'}`;
}

class Cancelled extends Error {}

/** Runs `work` over the items, `jobs` at a time; the same report never runs twice at once. */
async function pool(
  items: readonly BatchItem[],
  jobs: number,
  work: (item: BatchItem) => Promise<void>,
  signal: AbortSignal
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !signal.aborted) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
}

export async function batchCommand(core: Core, source: string, opts: BatchOptions): Promise<BatchResult> {
  const out = resolve(opts.out ?? 'sibyl-batch');
  mkdirSync(out, { recursive: true });
  const skipped = (line: string): void => void process.stderr.write(`batch: skipped ${terminalText(line)}\n`);
  const items = planItems(batchInputs(source, skipped), loadState(out), out);
  const writeState = stateWriter(out);
  const portfolio = join(out, 'portfolio.csv');
  const save = async (): Promise<void> => {
    await writeState(items);
    await writeFileAtomic(portfolio, portfolioCsv(items, out));
  };
  await save();
  const stores = await core.ctx.stores.ready();
  const todo = items.filter((i) => i.status !== 'done' || !existsSync(join(i.folder, 'report.json')));
  const progress = batchProgress(items);
  const abort = new AbortController();
  const onSigint = (): void => {
    process.stderr.write('\nstopping… (run the same command again to resume)\n');
    abort.abort();
  };
  process.once('SIGINT', onSigint);
  const started = Date.now();
  const busy = new Map<string, Promise<void>>();
  try {
    await pool(
      todo,
      opts.jobs,
      async (item) => {
        const resumed = item.status === 'running';
        item.status = 'running';
        item.error = null;
        await save();
        progress.start(item, resumed);
        const t0 = Date.now();
        let detail = '';
        try {
          detail = await oneAtATime(busy, contentKey(item.path), () =>
            runItem(core, stores, item, opts, abort.signal, save)
          );
          item.status = 'done';
        } catch (err) {
          if (err instanceof Cancelled || abort.signal.aborted) item.status = 'running';
          else {
            item.status = 'failed';
            item.error = failureExit(err).line.replace(/^sibyl: /, '');
            detail = item.error;
          }
        }
        item.seconds = (Date.now() - t0) / 1000;
        item.finishedAt = new Date().toISOString();
        if (item.status === 'done') detail = `${detail} in ${durationText(item.seconds)}`;
        await save();
        progress.finish(item, detail);
      },
      abort.signal
    );
  } finally {
    progress.done();
    process.removeListener('SIGINT', onSigint);
  }
  await save();
  return { out, portfolio, items, wallSeconds: (Date.now() - started) / 1000, cancelled: abort.signal.aborted };
}

/** Two inputs with the same bytes are one report: they must not run at once. */
const contentKey = (path: string): string =>
  existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : path;

/** Serialises work keyed alike (two inputs that are the same report). */
async function oneAtATime<T>(busy: Map<string, Promise<void>>, key: string, work: () => Promise<T>): Promise<T> {
  const before = busy.get(key) ?? Promise.resolve();
  const run = before.then(work);
  busy.set(
    key,
    run.then(
      () => undefined,
      () => undefined
    )
  );
  return run;
}

export function formatBatch(r: BatchResult): string {
  const n = (s: BatchItem['status']): number => r.items.filter((i) => i.status === s).length;
  const lines = [
    `batch       ${r.items.length} inputs: ${n('done')} completed, ${n('failed')} failed${n('running') + n('pending') ? `, ${n('running') + n('pending')} left (run again to resume)` : ''}`
  ];
  const sum = r.items.reduce((t, i) => t + (i.status === 'done' ? (i.seconds ?? 0) : 0), 0);
  lines.push(
    `time        ${durationText(r.wallSeconds)} wall (this invocation); ${durationText(sum)} summed over the completed inputs`
  );
  for (const i of r.items.filter((x) => x.status === 'failed')) lines.push(`failed      ${i.path}: ${i.error}`);
  lines.push(`portfolio   ${r.portfolio}`);
  lines.push(`folders     ${r.out}/<report>/ (source-of-truth.pdf, report.json, claims.csv, checks.csv, gaps.csv)`);
  return lines.join('\n');
}
