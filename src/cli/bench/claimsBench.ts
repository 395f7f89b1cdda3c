/**
 * Claims benchmark: precision/recall/F1 of the offline detector on the env-claims dev split (when
 * ../shared/data/env-claims is present), and per shared report the offline engine's claims, claims
 * per page, anchoring rate and extraction time (ingestion excluded), and how many detected claims
 * the engine's selection left out, by reason (offline/select.ts). The model engine's simulated
 * timing (fake server, fixed latency per call) is added by modelBench.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Core } from '../../main/core';
import { importReport } from '../../main/library/importReport';
import { runClaims } from '../../main/claims/runClaims';
import { anchorQuote, pageSource } from '../../main/text/anchor';
import { createOfflineEngine } from '../../main/claims/offline/engine';
import { benchModelEngine, type ModelBenchResult } from '../../main/claims/model/simulatedBench';
import { evaluateSentences, parseLabelledJsonl, type Evaluation } from '../../main/claims/offline/evaluate';

interface ClaimsReportRow {
  file: string;
  pages: number;
  claims: number;
  perPage: number;
  anchorRate: number;
  /** Sentence claims located again from their text alone (as model-engine quotes are): share found. */
  relocateRate: number;
  relocateExact: number;
  tableRows: number;
  seconds: number;
  byType: Record<string, number>;
  /** Detected claims the selection left out (repeats, unspecific prose, rows that are not metrics). */
  dropped: number;
  droppedBy: Record<string, number>;
}

export interface ClaimsBenchResult {
  envClaims: { file: string; sentences: number; environmental: Evaluation; anyClaim: Evaluation } | null;
  reports: ClaimsReportRow[];
  /** Model engine against the fake server at a fixed latency per call: wall time vs the ideal. */
  model: Array<
    Pick<ModelBenchResult, 'chunks' | 'calls' | 'wallMs' | 'idealMs' | 'ratio'> & {
      pages: number;
      concurrency: number;
      latencyMs: number;
    }
  >;
}

function envClaimsDevPath(reportsDir: string): string {
  return resolve(reportsDir, '..', 'env-claims', 'dev.jsonl');
}

export async function claimsBench(
  core: Core,
  pdfs: string[],
  envClaimsPath: string | null
): Promise<ClaimsBenchResult> {
  let envClaims: ClaimsBenchResult['envClaims'] = null;
  if (envClaimsPath && existsSync(envClaimsPath)) {
    const rows = parseLabelledJsonl(readFileSync(envClaimsPath, 'utf8'));
    envClaims = {
      file: basename(envClaimsPath),
      sentences: rows.length,
      environmental: evaluateSentences(rows),
      anyClaim: evaluateSentences(rows, { mode: 'claim' })
    };
  }
  const stores = await core.ctx.stores.ready();
  const reports: ClaimsReportRow[] = [];
  for (const pdf of pdfs) {
    const { report } = await importReport(stores, { kind: 'path', path: pdf });
    const droppedBy: Record<string, number> = {};
    const engine = createOfflineEngine({
      onDropped: (_d, reason) => void (droppedBy[reason] = (droppedBy[reason] ?? 0) + 1)
    });
    const t = performance.now();
    const { stats, claims } = await runClaims(stores, { reportId: report.id, engine });
    const seconds = (performance.now() - t) / 1000;
    // The quote locator on real layouts: find each sentence claim again from its text and page only.
    const pages = pageSource((n) =>
      n >= 1 && n <= report.pageCount ? stores.structure.page(report.id, n) : Promise.resolve(null)
    );
    const sentences = claims.filter((c) => c.anchor.method === 'exact');
    let found = 0;
    let exact = 0;
    for (const c of sentences) {
      const a = await anchorQuote(pages, c.sourcePage, c.text);
      if (a.method !== 'unanchored') found++;
      if (a.method === 'exact' && a.page === c.anchor.page) exact++;
    }
    reports.push({
      file: basename(pdf),
      pages: report.pageCount,
      claims: stats.claims,
      perPage: stats.claims / Math.max(1, report.pageCount),
      anchorRate: stats.anchorRate,
      relocateRate: sentences.length ? found / sentences.length : 0,
      relocateExact: sentences.length ? exact / sentences.length : 0,
      tableRows: stats.byMethod.table_row ?? 0,
      seconds,
      byType: stats.byType,
      dropped: Object.values(droppedBy).reduce((a, b) => a + b, 0),
      droppedBy
    });
    process.stderr.write(`bench: claims ${basename(pdf)} done\n`);
  }
  const model: ClaimsBenchResult['model'] = [];
  for (const pages of [40, 150]) {
    const concurrency = 4;
    const latencyMs = 2000;
    const m = await benchModelEngine({ pages, latencyMs, concurrency });
    model.push({
      pages,
      concurrency,
      latencyMs,
      chunks: m.chunks,
      calls: m.calls,
      wallMs: m.wallMs,
      idealMs: m.idealMs,
      ratio: m.ratio
    });
  }
  return { envClaims, reports, model };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function formatClaimsBench(r: ClaimsBenchResult): string {
  const out: string[] = [];
  if (r.envClaims) {
    const e = r.envClaims;
    out.push(
      `offline claim detector on ${e.file} (${e.sentences} sentences; published anchors ` +
        'on the test split: TF-IDF SVM F1 69.1, ClimateBERT 83.8, RoBERTa-large 84.9)',
      `  environmental claims  P ${pct(e.environmental.precision)}  R ` +
        `${pct(e.environmental.recall)}  F1 ${pct(e.environmental.f1)}`,
      `  any claim             P ${pct(e.anyClaim.precision)}  R ${pct(e.anyClaim.recall)}  F1 ${pct(e.anyClaim.f1)}`
    );
  } else out.push('offline claim detector: ../shared/data/env-claims/dev.jsonl not found; P/R/F1 not measured');
  if (r.reports.length) {
    out.push(
      '',
      'offline claims per report (dropped = detected but left out by the selection)',
      'report                                     pages  claims  ' +
        '/page  anchored  relocated  table rows  dropped  seconds'
    );
    for (const x of r.reports)
      out.push(
        `${x.file.slice(0, 42).padEnd(42)} ${String(x.pages).padStart(5)}  ` +
          `${String(x.claims).padStart(6)}  ${x.perPage.toFixed(2).padStart(5)}  ` +
          `${pct(x.anchorRate).padStart(8)}  ${pct(x.relocateRate).padStart(9)}  ` +
          `${String(x.tableRows).padStart(10)}  ` +
          `${String(x.dropped).padStart(7)}  ${x.seconds.toFixed(1).padStart(7)}`
      );
    const reasons = [...new Set(r.reports.flatMap((x) => Object.keys(x.droppedBy)))].sort();
    if (reasons.length)
      out.push(
        '  dropped by reason: ' +
          `${reasons.map((k) => `${k} ${r.reports.reduce((n, x) => n + (x.droppedBy[k] ?? 0), 0)}`).join(', ')}`
      );
  }
  if (r.model.length) {
    out.push(
      '',
      'model engine against the fake server (simulated latency per call; ideal = ceil(calls / concurrency) × latency)',
      'pages  chunks  calls  concurrency  latency s  wall s  ideal s  ratio'
    );
    for (const m of r.model)
      out.push(
        `${String(m.pages).padStart(5)}  ${String(m.chunks).padStart(6)}  ` +
          `${String(m.calls).padStart(5)}  ${String(m.concurrency).padStart(11)}  ` +
          `${(m.latencyMs / 1000).toFixed(1).padStart(9)}  ${(m.wallMs / 1000).toFixed(2).padStart(6)}  ` +
          `${(m.idealMs / 1000).toFixed(1).padStart(7)}  ${m.ratio.toFixed(2).padStart(5)}`
      );
  }
  return out.join('\n');
}

export const defaultEnvClaims = (reportsDir: string): string | null => {
  const p = envClaimsDevPath(reportsDir);
  return existsSync(p)
    ? p
    : existsSync(join(process.cwd(), '..', 'shared', 'data', 'env-claims', 'dev.jsonl'))
      ? join(process.cwd(), '..', 'shared', 'data', 'env-claims', 'dev.jsonl')
      : null;
};
