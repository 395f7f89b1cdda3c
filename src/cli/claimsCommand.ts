/**
 * `sibyl claims <pdf> [--engine offline|model] [--json]`: ingest (or reuse) the report, extract its
 * claims, print them with their anchors. `sibyl claims --sentences <file.jsonl>`: score sentences
 * given as JSON lines {"text": …} (optionally with "label") and print, per line, claim or not, type and
 * score; with labels, precision/recall/F1 at the end. The second form needs no data folder.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Claim } from '../shared/domain/claim';
import type { Engine } from '../shared/domain/provenance';
import type { Core } from '../main/core';
import { importReport } from '../main/library/importReport';
import { engineFor } from '../main/claims/engines';
import type { ClaimRunStats } from '../main/claims/runClaims';
import type { ReportFigure } from '../shared/domain/reportFigure';
import { runClaimsLogged } from '../main/claims/loggedClaimRun';
import { scoreSentence } from '../main/claims/offline/detect';
import { isEnvironmentalClaim, tallyPredictions } from '../main/claims/offline/evaluate';
import { createProgressWriter, progressLine, terminalText, UsageError } from './output';

export interface ClaimsResult {
  reportId: string;
  title: string;
  engine: Engine;
  runId: string;
  stats: ClaimRunStats;
  claims: Claim[];
  /** Financial lines the engine set apart from claims (shared/domain/reportFigure.ts). */
  reportFigures: ReportFigure[];
}

export function parseEngine(v: string | undefined): Engine {
  if (v === undefined || v === 'offline') return 'offline';
  if (v === 'model') return 'model';
  throw new UsageError(`--engine takes offline or model, got "${v}"`);
}

export async function claimsCommand(
  core: Core,
  file: string,
  opts: { engine: Engine; password?: string | undefined }
): Promise<ClaimsResult> {
  const stores = await core.ctx.stores.ready();
  const started = Date.now();
  const bar = createProgressWriter();
  let reportId: string;
  try {
    const { report } = await importReport(
      stores,
      { kind: 'path', path: resolve(file) },
      {
        password: opts.password,
        onProgress: (p) => bar.update(progressLine(p.stage, p.pagesDone, p.pageCount, started))
      }
    );
    reportId = report.id;
  } finally {
    bar.done();
  }
  return extractClaims(core, reportId, opts.engine);
}

/** Extracts the claims of a report already in the library (the second half of `analyze`). */
async function extractClaims(core: Core, reportId: string, engineId: Engine): Promise<ClaimsResult> {
  const stores = await core.ctx.stores.ready();
  const started = Date.now();
  const bar = createProgressWriter();
  try {
    const engine = await engineFor(stores, engineId, { keys: core.ctx.keys, log: core.ctx.log });
    // Through the run's event log, as in the app: the run's events are in the store afterwards.
    const res = await runClaimsLogged(stores, {
      reportId,
      engine,
      log: core.ctx.log,
      onProgress: (done, total) => bar.update(progressLine('claims', done, total, started)),
      onWarning: (m) => process.stderr.write(`warning: ${terminalText(m)}\n`)
    });
    const report = await stores.reports.get(reportId);
    const reportFigures = await stores.reportFigures.list(reportId, engineId);
    return {
      reportId,
      title: report?.title ?? '',
      engine: engineId,
      runId: res.runId,
      stats: res.stats,
      claims: res.claims,
      reportFigures
    };
  } finally {
    bar.done();
  }
}

const short = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

export function formatClaims(r: ClaimsResult): string {
  const lines = [
    `report      ${r.reportId}  ${r.title}`,
    `engine      ${r.engine}   run ${r.runId}`,
    `claims      ${r.stats.claims} (${Object.entries(r.stats.byType)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
    `anchored    ${r.stats.anchored}/${r.stats.claims} ` +
      `(${(r.stats.anchorRate * 100).toFixed(1)} %)   time ${(r.stats.ms / 1000).toFixed(1)} s`,
    `figures     ${r.reportFigures.length} financial line(s) set apart as report figures (in --json: reportFigures)`,
    ''
  ];
  for (const c of r.claims) {
    const where =
      c.anchor.method === 'unanchored'
        ? 'not located'
        : `${c.anchor.method}, ${c.anchor.rects.length} rect${c.anchor.rects.length === 1 ? '' : 's'}`;
    lines.push(
      `p.${String(c.sourcePage).padEnd(4)} ${c.priority.padEnd(6)} ` +
        `${c.type.padEnd(16)} ${short(c.text.replace(/\s+/g, ' '), 110)}`
    );
    lines.push(`        [${where}]${c.preliminaryIfrs.length ? `  IFRS ${c.preliminaryIfrs.join(', ')}` : ''}`);
  }
  return lines.join('\n');
}

interface SentenceLine {
  text: string;
  label?: number | boolean;
}

function readSentences(path: string): SentenceLine[] {
  let content: string;
  try {
    content = readFileSync(resolve(path), 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  const rows: SentenceLine[] = [];
  content.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      throw new UsageError(`${path} line ${i + 1}: not JSON`);
    }
    const o = v as { text?: unknown; label?: unknown };
    if (typeof o.text !== 'string') throw new UsageError(`${path} line ${i + 1}: expected {"text": "…"}`);
    rows.push({
      text: o.text,
      ...(typeof o.label === 'number' || typeof o.label === 'boolean' ? { label: o.label } : {})
    });
  });
  return rows;
}

/**
 * Each printed row carries the decisions the evaluation counts: `environmental` is the env-claims
 * rule (a claim judged environmental), and P/R/F1 are tallied from those very rows.
 */
export function sentencesCommand(path: string, json: boolean): string {
  const rows = readSentences(path);
  const scored = rows.map((r) => {
    const d = scoreSentence(r.text);
    return { ...r, ...d, environmental: isEnvironmentalClaim(d) };
  });
  const labelled = scored.filter((r): r is typeof r & { label: number | boolean } => r.label !== undefined);
  const evaluation =
    labelled.length === rows.length && rows.length > 0
      ? {
          environmental: tallyPredictions(labelled.map((r) => ({ predicted: r.environmental, label: r.label }))),
          claim: tallyPredictions(labelled.map((r) => ({ predicted: r.isClaim, label: r.label })))
        }
      : null;
  if (json) {
    const out = scored.map((s) =>
      JSON.stringify({
        text: s.text,
        isClaim: s.isClaim,
        environmental: s.environmental,
        type: s.type,
        priority: s.priority,
        score: Math.round(s.score * 1000) / 1000,
        ...(s.label !== undefined ? { label: s.label } : {})
      })
    );
    if (evaluation) out.push(JSON.stringify({ evaluation }));
    return out.join('\n');
  }
  const lines = scored.map(
    (s) =>
      `${s.isClaim ? 'claim' : 'no   '}  ${s.environmental ? 'env ' : '    '}${s.type.padEnd(16)} ` +
      `${s.score.toFixed(2)}  ${short(s.text, 100)}`
  );
  if (evaluation) {
    const f = (e: typeof evaluation.claim): string =>
      `P ${(e.precision * 100).toFixed(1)}  R ${(e.recall * 100).toFixed(1)}  F1 ` +
      `${(e.f1 * 100).toFixed(1)}  (tp ${e.tp} fp ${e.fp} fn ${e.fn} tn ${e.tn})`;
    lines.push(
      '',
      `environmental claims: ${f(evaluation.environmental)}`,
      `any claim:            ${f(evaluation.claim)}`
    );
  }
  return lines.join('\n');
}
