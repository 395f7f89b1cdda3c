/**
 * Pipeline benchmark: the whole investigation (claims → orchestrate → specialists → judge → compile)
 * per shared report on the offline engine, as `sibyl analyze` does it cold: import, the run with the
 * time of every node, and the Source of Truth export (every writer); its wall time and peak RSS, and
 * the ratio to mupdf's read of the same file measured in the same run (mupdfRead.ts). Then the model
 * engine against the fake OpenAI-compatible server at a fixed latency per call, wall time against the
 * critical-path bound (each step's calls in rounds of `concurrency`, times the latency).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Core } from '../../main/core';
import { importReport } from '../../main/library/importReport';
import { pipelineServices } from '../../main/library/analysisServices';
import { analyzeReport } from '../../main/library/analyzeReport';
import type { Engine } from '../../shared/domain/provenance';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import { SPECIALISTS } from '../../shared/domain/agents';
import { NodeIdSchema } from '../../shared/domain/pipeline';
import { memoryKeyStore } from '../../main/llm/keys';
import { silentLogger } from '../../main/log';
import { startFakeOpenAI, type RecordedRequest } from '../../main/llm/fakeOpenAIServer';
import { isDedupeRequest, plausibleResponse, userMessage } from '../../main/claims/model/simulatedBench';
import { exportDocumentForRun } from '../../main/library/exportReport';
import { ALL_WRITERS } from '../../main/report/writers';
import { loadMupdf, mupdfReadMs, type Mupdf } from './mupdfRead';
import { withPeakRss, type RssWindow } from './peakRss';

interface PipelineRow {
  file: string;
  pages: number;
  engine: Engine;
  claims: number;
  /** Share of claims with rectangles on their page. */
  anchorRate: number;
  verdicts: Record<string, number>;
  /** The run alone (claims to compile). */
  wallMs: number;
  nodes: Record<string, number>;
}

/** An offline row as `sibyl analyze` runs it cold: import, run, export, against mupdf's read. */
interface OfflineRow extends PipelineRow {
  importMs: number;
  exportMs: number;
  /** Import + run + export. */
  totalMs: number;
  rss: RssWindow;
  /** Median of three mupdf reads of the file in this run; null when mupdf is not available. */
  mupdfMs: number | null;
}

interface ModelPipelineRow extends PipelineRow {
  latencyMs: number;
  concurrency: number;
  calls: { extraction: number; dedupe: number; other: number };
  /** Sum over call kinds (extraction, dedupe, other) of ceil(calls / concurrency) × latency. */
  boundMs: number;
  ratio: number;
}

export interface PipelineBenchResult {
  offline: OfflineRow[];
  model: ModelPipelineRow[];
  /** Where mupdf came from, or why it is missing. */
  mupdf: string;
}

interface Timed {
  row: PipelineRow;
  importMs: number;
  exportMs: number;
}

async function analyse(
  core: Core,
  pdf: string,
  engine: Engine,
  env: NodeJS.ProcessEnv,
  exportTo?: string
): Promise<Timed> {
  const t0 = performance.now();
  const stores = await core.ctx.stores.ready();
  const { report } = await importReport(stores, { kind: 'path', path: pdf });
  const importMs = performance.now() - t0;
  const services = (e: Engine) =>
    pipelineServices(stores, e, { keys: memoryKeyStore(), log: silentLogger, env, appVersion: core.ctx.version });
  let exportStarted = 0;
  const output = exportTo
    ? {
        outDir: exportTo,
        writers: ALL_WRITERS,
        exportDocument: (runId: string, compiled: SourceOfTruth) => {
          exportStarted = performance.now();
          return exportDocumentForRun(stores, runId, { compiled });
        }
      }
    : {};
  const t1 = performance.now();
  const r = await (
    await analyzeReport(
      { runs: stores.analysis, services, ...(exportTo ? { exportDocument: output.exportDocument } : {}) },
      { target: { kind: 'new', reportId: report.id, engine }, ...output }
    )
  ).finished;
  const end = performance.now();
  const wallMs = (exportStarted || end) - t1;
  const nodes: Record<string, number> = {};
  for (const t of r.timings) nodes[t.node] = Math.round((nodes[t.node] ?? 0) + t.ms);
  const verdicts: Record<string, number> = {};
  for (const v of r.state.verdicts) verdicts[v.verdict] = (verdicts[v.verdict] ?? 0) + 1;
  const anchored = r.state.claims.filter((c) => c.anchor.rects.length > 0).length;
  const row = {
    file: basename(pdf),
    pages: report.pageCount,
    engine,
    claims: r.state.claims.length,
    anchorRate: r.state.claims.length ? anchored / r.state.claims.length : 0,
    verdicts,
    wallMs: Math.round(wallMs),
    nodes
  };
  return { row, importMs: Math.round(importMs), exportMs: Math.round(exportStarted ? end - exportStarted : 0) };
}

/** A core over a fresh data folder, and how to close it and remove the folder. */
export type ColdCore = () => { core: Core; dispose(): Promise<void> };

/** One report offline, cold in its own data folder, as `sibyl analyze` does it, with mupdf's read first. */
async function offlineRow(cold: ColdCore, pdf: string, mupdf: Mupdf | null): Promise<OfflineRow> {
  const mupdfMs = mupdf ? mupdfReadMs(mupdf, pdf).ms : null;
  const out = mkdtempSync(join(tmpdir(), 'sibyl-bench-sot-'));
  const { core, dispose } = cold();
  try {
    const { value, rss } = await withPeakRss(() => analyse(core, pdf, 'offline', {}, out));
    const totalMs = value.importMs + value.row.wallMs + value.exportMs;
    return { ...value.row, importMs: value.importMs, exportMs: value.exportMs, totalMs, rss, mupdfMs };
  } finally {
    await dispose();
    rmSync(out, { recursive: true, force: true });
  }
}

export async function pipelineBench(
  core: Core,
  cold: ColdCore,
  pdfs: string[],
  modelPdfs: string[],
  latencyMs = 2000,
  concurrency = 4
): Promise<PipelineBenchResult> {
  const loaded = await loadMupdf();
  if (!loaded.mupdf) process.stderr.write(`bench: ${loaded.why}; the ratio to mupdf is not measured\n`);
  const offline: OfflineRow[] = [];
  for (const pdf of pdfs) {
    offline.push(await offlineRow(cold, pdf, loaded.mupdf));
    process.stderr.write(`bench: pipeline ${basename(pdf)} done\n`);
  }
  const model: ModelPipelineRow[] = [];
  const fake = await startFakeOpenAI({
    defaultHandler: (req) => ({ kind: 'delay', ms: latencyMs, then: plausibleResponse(req) })
  });
  try {
    const env = { SIBYL_PROVIDER: 'custom', SIBYL_BASE_URL: fake.baseUrl, SIBYL_MODEL: 'bench-model' };
    const stores = await core.ctx.stores.ready();
    await stores.settings.set('model', { concurrency, maxRetries: 0, timeoutMs: latencyMs * 5 + 30_000 });
    for (const pdf of modelPdfs) {
      fake.reset();
      const { row } = await analyse(core, pdf, 'model', env);
      const calls = classify(fake.requests);
      // Each kind of call packed in rounds of `concurrency`: extraction windows, the dedupe
      // confirmations (which wait for their window), and any routing/judge calls in later steps.
      const boundMs =
        (Math.ceil(calls.extraction / concurrency) +
          Math.ceil(calls.dedupe / concurrency) +
          Math.ceil(calls.other / concurrency)) *
        latencyMs;
      model.push({ ...row, latencyMs, concurrency, calls, boundMs, ratio: boundMs ? row.wallMs / boundMs : 0 });
      process.stderr.write(`bench: pipeline (model, simulated) ${basename(pdf)} done\n`);
    }
  } finally {
    await fake.close();
  }
  return { offline, model, mupdf: loaded.mupdf ? loaded.from : loaded.why };
}

function classify(requests: readonly RecordedRequest[]): ModelPipelineRow['calls'] {
  const calls = { extraction: 0, dedupe: 0, other: 0 };
  for (const r of requests) {
    if (r.method !== 'POST') continue;
    if (isDedupeRequest(r)) calls.dedupe++;
    else if (/\[page \d+\]/.test(userMessage(r))) calls.extraction++;
    else calls.other++;
  }
  return calls;
}

const s = (ms: number): string => (ms / 1000).toFixed(2);

/** The cold `analyze` as a whole (import, run, export) against mupdf's read, and the peak RSS. */
function formatCold(r: PipelineBenchResult): string[] {
  const out = [
    'cold analyze, Source of Truth included (import + run + export), against mupdf reading the same file ' +
      '(open + structured text with character boxes, single-threaded, median of 3, same run)',
    `mupdf: ${r.mupdf}`,
    'report                                     import s   run s  export s  total s  mupdf s  ×mupdf  ' +
      'peak RSS MB (start)'
  ];
  for (const x of r.offline)
    out.push(
      `${x.file.slice(0, 42).padEnd(42)} ${s(x.importMs).padStart(8)} ${s(x.wallMs).padStart(7)} ` +
        `${s(x.exportMs).padStart(9)} ${s(x.totalMs).padStart(8)} ` +
        `${(x.mupdfMs === null ? '-' : s(x.mupdfMs)).padStart(8)} ` +
        `${(x.mupdfMs ? (x.totalMs / x.mupdfMs).toFixed(1) : '-').padStart(7)}  ` +
        `${String(x.rss.peakMb).padStart(11)} (${x.rss.startMb})`
    );
  out.push(
    'peak RSS: this bench process while the report ran (a new lifetime peak from resourceUsage().maxRSS, ' +
      'else the highest memoryUsage.rss() sample every 25 ms); it includes what earlier reports left'
  );
  return out;
}

export function formatPipelineBench(r: PipelineBenchResult): string {
  const out: string[] = [];
  // Every node that ran in some report, in the graph's order: the registered specialists show up by themselves.
  const nodeNames = NodeIdSchema.options.filter((n) => r.offline.some((x) => x.nodes[n] !== undefined));
  const specialists = nodeNames.filter((n) => (SPECIALISTS as readonly string[]).includes(n));
  if (r.offline.length) {
    out.push(
      'pipeline, offline engine (specialists that ran: ' +
        `${specialists.join(', ') || 'none'}; seconds per node, summed over cycles)`,
      'report                                     pages  claims   wall ' +
        `s  ${nodeNames.map((n) => n.padStart(13)).join('')}  verdicts`
    );
    for (const x of r.offline)
      out.push(
        `${x.file.slice(0, 42).padEnd(42)} ${String(x.pages).padStart(5)}  ` +
          `${String(x.claims).padStart(6)}  ${s(x.wallMs).padStart(7)}  ` +
          `${nodeNames.map((n) => s(x.nodes[n] ?? 0).padStart(13)).join('')}  ` +
          `${Object.entries(x.verdicts)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}`
      );
    out.push('', ...formatCold(r));
  }
  if (r.model.length) {
    out.push(
      '',
      'pipeline, model engine against the fake server (fixed latency per ' +
        'call; bound = Σ over call kinds of ceil(calls / concurrency) × latency)',
      'report                                     pages  claims  ' +
        'anchored  calls (extract/dedupe/other)  wall s  bound s  ratio'
    );
    for (const m of r.model)
      out.push(
        `${m.file.slice(0, 42).padEnd(42)} ${String(m.pages).padStart(5)}  ` +
          `${String(m.claims).padStart(6)}  ${`${(m.anchorRate * 100).toFixed(1)}%`.padStart(8)}  ` +
          `${`${m.calls.extraction}/${m.calls.dedupe}/${m.calls.other}`.padStart(28)}  ` +
          `${s(m.wallMs).padStart(6)}  ${s(m.boundMs).padStart(7)}  ${m.ratio.toFixed(2).padStart(5)}`
      );
    out.push(`(latency ${(r.model[0]!.latencyMs / 1000).toFixed(1)} s, concurrency ${r.model[0]!.concurrency})`);
  }
  return out.join('\n');
}
