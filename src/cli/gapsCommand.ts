/**
 * `sibyl gaps <pdf> [--engine offline|model] [--data-dir D] [--password P] [--json]`: Legal's
 * disclosure-gap scan without an analysis. The report is imported (into a temporary data dir unless
 * --data-dir is given), its claims extracted offline, and every applicable IFRS S1/S2 leaf paragraph
 * scanned exactly as the agent does (agents/legal/gaps/scan.ts). With `--engine model` the gaps are
 * then reviewed by the configured model as in an analysis on the model engine (gaps/modelReview.ts;
 * the settings and keys the CLI reads, every request in the outbound ledger). Prints the gaps per
 * pillar, with what was searched and the pages where partial content stands, and the time the scan
 * itself took.
 */
import { resolve } from 'node:path';
import type { DisclosureGap } from '../shared/domain/finding';
import type { Core } from '../main/core';
import { importReport } from '../main/library/importReport';
import { runClaimsLogged } from '../main/claims/loggedClaimRun';
import { createOfflineEngine } from '../main/claims/offline/engine';
import { scanDisclosureGaps, type GapPillar, type GapScanResult } from '../main/agents/legal/gaps/scan';
import { agentContext, agentGateway } from '../main/library/agentContexts';
import { createProgressWriter, progressLine } from './output';
import type { Engine } from '../shared/domain/provenance';

const PILLARS: readonly GapPillar[] = ['governance', 'strategy', 'risk_management', 'metrics_targets'];
type Status = GapScanResult['coverage'][number]['status'];

export interface GapsResult extends GapScanResult {
  reportId: string;
  title: string;
  pageCount: number;
  claims: number;
  /** Wall-clock time of the scan alone (import and claims excluded). */
  scanMs: number;
  perPillar: Record<GapPillar, { unaddressed: number; partial: number; leaves: Record<Status, number> }>;
}

export async function gapsCommand(
  core: Core,
  file: string,
  opts: { engine?: Engine; password?: string | undefined }
): Promise<GapsResult> {
  const stores = await core.ctx.stores.ready();
  const engine = opts.engine ?? 'offline';
  const deps = { keys: core.ctx.keys, log: core.ctx.log };
  // Refused before any work when the model engine is asked for but not configured.
  const gateway = await agentGateway(stores, engine, deps, ['legal']);
  const started = Date.now();
  const bar = createProgressWriter();
  try {
    const { report } = await importReport(
      stores,
      { kind: 'path', path: resolve(file) },
      {
        password: opts.password,
        onProgress: (p) => bar.update(progressLine(p.stage, p.pagesDone, p.pageCount, started))
      }
    );
    const { claims } = await runClaimsLogged(stores, {
      reportId: report.id,
      engine: createOfflineEngine(),
      log: core.ctx.log,
      onProgress: (done, total) => bar.update(progressLine('claims', done, total, started))
    });
    // Legal's read context as in an analysis, with no evidence provider (the scan consults none).
    const runId = `run_gaps_${report.id}`;
    const { report: stored, reads } = await agentContext(
      stores,
      { reportId: report.id, claims, agent: 'legal', runId, evidence: 'off' },
      deps
    );
    const t0 = Date.now();
    const res = await scanDisclosureGaps({ runId, reportId: report.id, cycle: 1, engine, claims }, reads, {
      onProgress: (p) => bar.update(`gaps ${p.pillar} ${p.done}/${p.total}`),
      gateway
    });
    const scanMs = Date.now() - t0;
    return {
      reportId: report.id,
      title: stored.title,
      pageCount: stored.pageCount,
      claims: claims.length,
      scanMs,
      perPillar: tally(res),
      ...res
    };
  } finally {
    bar.done();
  }
}

function tally(r: GapScanResult): GapsResult['perPillar'] {
  const zero = (): Record<Status, number> => ({
    covered_by_claims: 0,
    covered_by_content: 0,
    partial: 0,
    unaddressed: 0,
    not_applicable: 0
  });
  const out = Object.fromEntries(
    PILLARS.map((p) => [p, { unaddressed: 0, partial: 0, leaves: zero() }])
  ) as GapsResult['perPillar'];
  for (const g of r.gaps) out[g.pillar][g.gapStatus]++;
  for (const c of r.coverage) out[c.pillar].leaves[c.status]++;
  return out;
}

const short = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

function gapLine(g: DisclosureGap): string[] {
  const pages = g.pages.length ? `; partial content on p. ${g.pages.join(', ')}` : '';
  return [
    `  ${g.paragraphId.padEnd(18)} ${g.gapStatus.padEnd(11)} ${g.severity.padEnd(6)} ${short(g.requirement, 110)}`,
    `  ${''.padEnd(18)} missing: ${short(g.missingRequirements.join('; '), 160)}${pages}`
  ];
}

export function formatGaps(r: GapsResult): string {
  const all = r.coverage.reduce<Record<string, number>>(
    (acc, c) => ({ ...acc, [c.status]: (acc[c.status] ?? 0) + 1 }),
    {}
  );
  const lines = [
    `report      ${r.reportId}  ${r.title}`,
    `scanned     ${r.coverage.length} leaf paragraphs over ${r.pageCount} ` +
      `pages and ${r.claims} claims in ${(r.scanMs / 1000).toFixed(1)} s`,
    `coverage    ${all.covered_by_claims ?? 0} by claims, ` +
      `${all.covered_by_content ?? 0} by content, ${all.partial ?? 0} partial, ` +
      `${all.unaddressed ?? 0} unaddressed, ${all.not_applicable ?? 0} not applicable`,
    `gaps        ${r.gaps.length}: ${r.gaps.filter((g) => g.gapStatus === 'unaddressed').length} ` +
      `unaddressed, ${r.gaps.filter((g) => g.gapStatus === 'partial').length} partial`
  ];
  if (r.model)
    lines.push(
      `model       reviewed ${r.model.reviewed} gap(s): ${r.model.dropped} dropped ` +
        `as addressed, ${r.model.fellBack} kept offline (model answer unusable)`
    );
  for (const p of PILLARS) {
    const gaps = r.gaps.filter((g) => g.pillar === p);
    lines.push(
      '',
      `${p.padEnd(16)} ${gaps.length} gap(s): ${r.perPillar[p].unaddressed} ` +
        `unaddressed, ${r.perPillar[p].partial} partial`
    );
    for (const g of gaps) lines.push(...gapLine(g));
  }
  return lines.join('\n');
}
