/**
 * `sibyl bench`: measures ingestion on the shared reports. Each report runs in its own child process
 * (so peak memory is per report): parse single-threaded, parse with worker threads (same run), then
 * a full import into a temporary data dir (parse + PGlite + LanceDB). Reports medians of repeated
 * parses where cheap, and the workers/single ratio measured in the same run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir, availableParallelism, cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IngestBenchRow } from './ingestBench';
import { createCore } from '../../main/core';
import { UsageError } from '../output';
import { claimsBench, defaultEnvClaims, formatClaimsBench, type ClaimsBenchResult } from './claimsBench';
import {
  formatMisses,
  formatRetrieval,
  labelledSetPaths,
  retrievalBench,
  type RetrievalBenchResult
} from './retrievalBench';
import { formatPipelineBench, pipelineBench, type ColdCore, type PipelineBenchResult } from './pipelineBench';
import { formatTablesBench, tablesBench } from './tablesBench';
import { formatGhgBench, ghgBench, type GhgBenchRow } from './ghgBench';
import { findBench, formatFindBench, type FindBenchResult } from './findBench';
import { evalReportsBench, formatEvalReportsBench } from './evalReportsBench';

function defaultReportsDir(): string {
  const candidates = [
    resolve(process.cwd(), '..', 'shared', 'data', 'reports'),
    resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..', 'shared', 'data', 'reports')
  ];
  return candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}

function findPdfs(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...findPdfs(p));
    else if (name.toLowerCase().endsWith('.pdf')) out.push(p);
  }
  return out;
}

export async function benchCommand(opts: {
  reportsDir?: string | undefined;
  json: boolean;
  only?: string | undefined;
  misses?: string | undefined;
}): Promise<string> {
  checkMissesOption(opts.misses, opts.only);
  const dir = resolve(opts.reportsDir ?? defaultReportsDir());
  const pdfs = existsSync(dir) ? findPdfs(dir) : [];
  if (!pdfs.length)
    process.stderr.write(
      `bench: no reports folder at ${dir} (pass --reports DIR); ` +
        `ingestion not measured, retrieval latency without a report\n`
    );
  const machine = { cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version };
  const want = (part: string): boolean => opts.only === undefined || opts.only.split(',').includes(part);
  if (
    opts.only !== undefined &&
    !opts.only
      .split(',')
      .every((p) => ['ingest', 'retrieval', 'claims', 'pipeline', 'tables', 'ghg', 'generated', 'find'].includes(p))
  )
    throw new UsageError(
      `--only takes ingest, retrieval, claims, pipeline, tables, ghg, generated or find (comma-separated), ` +
        `got "${opts.only}"`
    );
  const rows = want('ingest') ? await ingestionRows(pdfs) : [];
  const retrieval = want('retrieval')
    ? await runRetrieval(pdfs.find((p) => /siemens/i.test(p)) ?? pdfs[0] ?? null)
    : null;
  const claims = want('claims') ? await runClaimsBench(pdfs, defaultEnvClaims(dir)) : null;
  const pipeline = want('pipeline') && pdfs.length ? await runPipelineBench(pdfs) : null;
  const griQa = join(dir, '..', 'gri-qa');
  const tables = want('tables') ? tablesBench(griQa) : null;
  if (want('tables') && !tables) process.stderr.write(`bench: no GRI-QA set at ${griQa}; table reading not measured\n`);
  const ghg = want('ghg') && pdfs.length ? await runGhgBench(pdfs) : null;
  const generated = want('generated') ? evalReportsBench() : null;
  const find = want('find') ? await runFindBench(pdfs.find((p) => /bmw/i.test(p)) ?? null) : null;
  if (opts.json)
    return JSON.stringify(
      { machine, ingestion: rows, retrieval, claims, pipeline, tables, ghg, generated, find },
      null,
      2
    );
  const misses = retrieval && opts.misses !== undefined ? formatMisses(retrieval, opts.misses) : '';
  return [
    rows.length ? formatTable(rows, machine) : '',
    retrieval ? formatRetrieval(retrieval) : '',
    misses,
    claims ? formatClaimsBench(claims) : '',
    pipeline ? formatPipelineBench(pipeline) : '',
    tables ? formatTablesBench(tables) : '',
    ghg ? formatGhgBench(ghg) : '',
    generated ? formatEvalReportsBench(generated) : '',
    find ? formatFindBench(find) : ''
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** `--misses SET` lists the Legal mapping's misses on one dev set; the held-out set's queries are never shown. */
function checkMissesOption(misses: string | undefined, only: string | undefined): void {
  if (misses === undefined) return;
  const sets = labelledSetPaths('.');
  const set = sets.find((s) => s.name === misses);
  if (!set)
    throw new UsageError(
      `--misses takes ${sets
        .filter((s) => !s.hidden)
        .map((s) => s.name)
        .join(', ')}, got "${misses}"`
    );
  if (set.hidden) throw new UsageError(`--misses cannot show the ${misses} set: only its aggregate is ever shown`);
  if (only !== undefined && !only.split(',').includes('retrieval'))
    throw new UsageError('--misses needs the retrieval benchmark (--only retrieval)');
}

async function runRetrieval(reportPdf: string | null): Promise<RetrievalBenchResult | null> {
  const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
  const sets = [labelledSetPaths(root), labelledSetPaths(process.cwd())]
    .map((l) => l.filter((s) => existsSync(s.path)))
    .find((l) => l.length > 0);
  if (!sets) {
    process.stderr.write('bench: bench/ifrs-retrieval.jsonl not found; retrieval not measured\n');
    return null;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sibyl-bench-rt-'));
  const core = createCore({ dataDir, host: 'cli' });
  try {
    return await retrievalBench(core, sets, reportPdf);
  } finally {
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runClaimsBench(pdfs: string[], envClaims: string | null): Promise<ClaimsBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sibyl-bench-claims-'));
  const core = createCore({ dataDir, host: 'cli' });
  try {
    return await claimsBench(core, pdfs, envClaims);
  } finally {
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runPipelineBench(pdfs: string[]): Promise<PipelineBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sibyl-bench-pipeline-'));
  const core = createCore({ dataDir, host: 'cli', env: {} });
  const cold: ColdCore = () => {
    const coldDir = mkdtempSync(join(tmpdir(), 'sibyl-bench-cold-'));
    const coldCore = createCore({ dataDir: coldDir, host: 'cli', env: {} });
    return {
      core: coldCore,
      dispose: async () => {
        await coldCore.close();
        rmSync(coldDir, { recursive: true, force: true });
      }
    };
  };
  try {
    return await pipelineBench(core, cold, pdfs, pdfs);
  } finally {
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runGhgBench(pdfs: string[]): Promise<GhgBenchRow[] | null> {
  const gold = [
    resolve(fileURLToPath(import.meta.url), '..', '..', '..', 'bench', 'ghg-gold.jsonl'),
    resolve(process.cwd(), 'bench', 'ghg-gold.jsonl')
  ].find((p) => existsSync(p));
  if (!gold) {
    process.stderr.write('bench: bench/ghg-gold.jsonl not found; GHG figures not measured\n');
    return null;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sibyl-bench-ghg-'));
  const core = createCore({ dataDir, host: 'cli', env: {} });
  try {
    return await ghgBench(core, pdfs, gold);
  } finally {
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runFindBench(bmw: string | null): Promise<FindBenchResult | null> {
  if (!bmw) {
    process.stderr.write('bench: the shared BMW report (bmw*/…pdf) is absent; find in the report not measured\n');
    return null;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sibyl-bench-find-'));
  const core = createCore({ dataDir, host: 'cli', env: {} });
  try {
    return await findBench(core, bmw);
  } finally {
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function ingestionRows(pdfs: string[]): Promise<IngestBenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sibyl-bench-'));
  const rows: IngestBenchRow[] = [];
  try {
    for (const pdf of pdfs) {
      const child = spawnSync(
        process.execPath,
        [fileURLToPath(new URL('./cli.js', import.meta.url)), '__bench-one', pdf, '--data-dir', dataDir],
        {
          encoding: 'utf8',
          env: { ...process.env, SIBYL_CLI_NO_AUTORUN: '0' },
          maxBuffer: 16 * 1024 * 1024
        }
      );
      const line = child.stdout.split('\n').find((l) => l.startsWith('{'));
      if (child.status !== 0 || !line) {
        process.stderr.write(`bench: ${pdf} failed: ${child.stderr.trim().split('\n').at(-1) ?? 'no output'}\n`);
        continue;
      }
      rows.push(JSON.parse(line) as IngestBenchRow);
      process.stderr.write(`bench: ${rows.at(-1)!.file} done\n`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function formatTable(rows: IngestBenchRow[], machine: { cpus: number; cpuModel: string; node: string }): string {
  const head = ['report', 'pages', 'p/s single', 'p/s workers', 'ratio', 'workers', 'ingest s', 'peak MB'];
  const body = rows.map((r) => [
    r.file.slice(0, 40),
    String(r.pages),
    r.singlePagesPerSec.toFixed(1),
    r.workerPagesPerSec.toFixed(1),
    `${(r.workerPagesPerSec / r.singlePagesPerSec).toFixed(2)}x`,
    String(r.workers),
    r.ingestSeconds.toFixed(1),
    r.peakRssMb.toFixed(0)
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const fmt = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const totalPages = rows.reduce((s, r) => s + r.pages, 0);
  const totalIngest = rows.reduce((s, r) => s + r.ingestSeconds, 0);
  return [
    `ingestion benchmark — ${machine.cpus} cores (${machine.cpuModel}), node ${machine.node}`,
    fmt(head),
    ...body.map(fmt),
    `total: ${totalPages} pages ingested in ${totalIngest.toFixed(1)} s ` +
      `(${(totalPages / Math.max(totalIngest, 1e-9)).toFixed(1)} pages/s end to end)`
  ].join('\n');
}
