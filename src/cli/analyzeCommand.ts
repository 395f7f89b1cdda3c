/**
 * `sibyl analyze <pdf> [--engine offline|model] [--max-cycles N] [--resume] [--out DIR] [--json]`:
 * ingest (or reuse) the report, run the whole investigation pipeline with a progress line, and
 * write the Source of Truth into `<out>` (default ./sibyl-out/<report-name>/): source-of-truth.pdf,
 * report.json, claims.csv, checks.csv and gaps.csv.
 * Ctrl-C cancels cleanly; `--resume` continues the report's latest unfinished run from its last
 * checkpoint.
 */
import { basename, join, resolve } from 'node:path';
import type { PipelineEvent } from '../shared/domain/events';
import type { Engine } from '../shared/domain/provenance';
import type { SourceOfTruth } from '../shared/domain/sourceOfTruth';
import type { Core } from '../main/core';
import { analyzeReport } from '../main/library/analyzeReport';
import { pipelineServices } from '../main/library/analysisServices';
import type { NodeTiming } from '../main/pipeline/runner';
import { ALL_WRITERS, type ReportWriter, type WriterId } from '../main/report/writers';
import { gapScan } from '../shared/report/reportModel';
import { exportDocumentForRun } from '../main/library/exportReport';
import { ingestCommand, type IngestSummary } from './ingestCommand';
import { createProgressWriter, UsageError } from './output';

export interface AnalyzeOptions {
  engine: Engine;
  maxCycles?: number | undefined;
  resume: boolean;
  out?: string | undefined;
  password?: string | undefined;
  workers?: number | undefined;
}

export interface AnalyzeResult {
  report: IngestSummary;
  runId: string;
  status: 'completed' | 'cancelled';
  resumed: boolean;
  /** report.json's path (null for a cancelled run). */
  outFile: string | null;
  /** Every file written, by writer (empty for a cancelled run). */
  files: Partial<Record<WriterId, string>>;
  timings: NodeTiming[];
  /** Seconds: the whole command (ingest or reuse, the run, the exports), and writing each file. */
  seconds: { total: number; export: Partial<Record<WriterId, number>> };
  summary: SourceOfTruth['summary'] | null;
  /** Whether Legal's gap scan ran (else "0 gaps" says nothing about the report); null for a cancelled run. */
  gapScan: ReturnType<typeof gapScan> | null;
}

export async function analyzeCommand(core: Core, file: string, opts: AnalyzeOptions): Promise<AnalyzeResult> {
  const t0 = performance.now();
  const exportSeconds: Partial<Record<WriterId, number>> = {};
  const report = await ingestCommand(core, file, { password: opts.password, workers: opts.workers });
  const stores = await core.ctx.stores.ready();
  const progress = createAnalysisProgress();
  const abort = new AbortController();
  const onSigint = (): void => {
    process.stderr.write('\ncancelling… (resume later with --resume)\n');
    abort.abort();
  };
  process.once('SIGINT', onSigint);
  try {
    const started = await analyzeReport(
      {
        runs: stores.analysis,
        services: (engine) =>
          pipelineServices(stores, engine, {
            keys: core.ctx.keys,
            log: core.ctx.log,
            appVersion: core.ctx.version,
            listeners: [progress.onEvent],
            onProgress: progress.onPages
          }),
        exportDocument: (runId, compiled) => exportDocumentForRun(stores, runId, { compiled })
      },
      {
        target: opts.resume
          ? { kind: 'resume-latest', reportId: report.reportId }
          : { kind: 'new', reportId: report.reportId, engine: opts.engine, maxCycles: opts.maxCycles },
        signal: abort.signal,
        outDir: resolve(opts.out ?? join('sibyl-out', reportName(file))),
        writers: ALL_WRITERS.map((w) => timedWriter(w, exportSeconds))
      }
    );
    const result = await started.finished;
    const seconds = { total: (performance.now() - t0) / 1000, export: exportSeconds };
    return {
      report,
      runId: result.runId,
      status: result.status,
      resumed: started.resumed,
      outFile: result.files.json ?? null,
      files: result.files,
      timings: result.timings,
      summary: result.compiled?.summary ?? null,
      gapScan: result.compiled ? gapScan(result.compiled) : null,
      seconds
    };
  } finally {
    progress.done();
    process.removeListener('SIGINT', onSigint);
  }
}

/** The writer, timing each file it writes into `into` (seconds by writer). */
function timedWriter(w: ReportWriter, into: Partial<Record<WriterId, number>>): ReportWriter {
  return {
    ...w,
    async write(doc, dir) {
      const started = performance.now();
      try {
        return await w.write(doc, dir);
      } finally {
        into[w.id] = (performance.now() - started) / 1000;
      }
    }
  };
}

export function parseMaxCycles(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 10)
    throw new UsageError(`--max-cycles takes a whole number from 1 to 10, got "${v}"`);
  return n;
}

/** A report's folder name from its file name: letters, digits, `.`, `_`, `-`; never `.`/`..` or hidden. */
export const reportName = (file: string): string =>
  basename(file)
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^\.+/, '')
    .slice(0, 80) || 'report';

/** A progress line (TTY) or one line per stage (logs, pipes) with stage, counts and an ETA. */
function createAnalysisProgress(): {
  onEvent: (e: PipelineEvent) => void;
  onPages: (node: 'claims', done: number, total: number) => void;
  done: () => void;
} {
  const bar = createProgressWriter();
  const tty = process.stderr.isTTY;
  let claims = 0;
  let judged = 0;
  let findings = 0;
  let stage = '';
  let cycle = 1;
  let stageStart = Date.now();
  let pages: [number, number] = [0, 0];
  const etaOf = (done: number, total: number): string =>
    done > 0 && total > done ? ` eta ${Math.round((((Date.now() - stageStart) / done) * (total - done)) / 1000)}s` : '';
  const line = (): string => {
    const where = stage === 'claims' && pages[1] ? ` page ${pages[0]}/${pages[1]}` : '';
    const eta = stage === 'claims' ? etaOf(pages[0], pages[1]) : stage === 'judge' ? etaOf(judged, claims) : '';
    return `${stage.padEnd(11)} cycle ${cycle}${where}  claims ${claims}  findings ${findings}  verdicts ${judged}${eta}`;
  };
  return {
    onEvent(e) {
      if (e.type === 'stage_changed') {
        stage = e.stage;
        cycle = e.cycle;
        stageStart = Date.now();
        if (e.stage === 'judge') judged = 0;
        if (!tty) process.stderr.write(`stage ${e.stage} (cycle ${e.cycle})\n`);
      } else if (e.type === 'claim_extracted') claims++;
      else if (e.type === 'evidence_found') findings++;
      else if (e.type === 'verdict_issued') judged++;
      bar.update(line());
    },
    onPages(_node, done, total) {
      pages = [done, total];
      bar.update(line());
    },
    done: () => bar.done()
  };
}

export function formatAnalysis(r: AnalyzeResult): string {
  const s = r.summary;
  const lines = [
    `report      ${r.report.reportId}  ${r.report.title}`,
    `run         ${r.runId}${r.resumed ? ' (resumed)' : ''}  ${r.status}`
  ];
  if (s) {
    lines.push(
      `claims      ${s.claims} (${Object.entries(s.byType)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}), anchored ${s.anchored}; report figures ${s.reportFigures}`
    );
    lines.push(
      `verdicts    ${Object.entries(s.verdicts)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => `${k.replace('_', ' ')} ${n}`)
        .join(', ')}`
    );
    lines.push(
      `findings    ${s.findings}   gaps ${r.gapScan === 'ran' ? s.gaps : 'not assessed (no gap scan ran)'}   re-investigations ${s.reinvestigations}`
    );
    const c = s.checks;
    if (c.pass + c.fail + c.inconclusive > 0)
      lines.push(`checks      ${c.fail} failed, ${c.pass} passed, ${c.inconclusive} inconclusive (Data/Metrics)`);
  }
  const byNode = new Map<string, number>();
  for (const t of r.timings) byNode.set(t.node, (byNode.get(t.node) ?? 0) + t.ms);
  lines.push(`time        ${[...byNode].map(([n, ms]) => `${n} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  const exported = Object.entries(r.seconds.export);
  if (exported.length)
    lines.push(
      `export      ${exported.reduce((t, [, s]) => t + s, 0).toFixed(1)} s (${exported.map(([id, s]) => `${id.replace('_csv', '.csv').replace(/^json$/, 'report.json')} ${s.toFixed(1)} s`).join(', ')})`
    );
  lines.push(`wall        ${r.seconds.total.toFixed(1)} s in all (ingest or reuse, the run, the exports)`);
  for (const file of Object.values(r.files)) lines.push(`written     ${file}`);
  if (r.status === 'cancelled') lines.push('cancelled   resume with: sibyl analyze <same pdf> --resume');
  return lines.join('\n');
}
