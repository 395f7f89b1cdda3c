/**
 * `sibyl figures <pdf> [--page N] [--json]`: what Data/Metrics reads in a report, without running an
 * analysis. The report is imported (or found in the library), its claims extracted offline, and the
 * statements the agent reads (claims, report figures, table rows, questionnaire fields) turned into
 * the greenhouse-gas inventory and the checks, exactly as the agent does. Each figure is printed with
 * its kind, basis, category, year, tonnes, page and the text that states it, so an analyst can see
 * what was read before trusting a check (and pipe it: `--json | jq`).
 */
import { resolve } from 'node:path';
import type { MetricCheck } from '../shared/domain/findingDetails';
import type { Core } from '../main/core';
import { importReport } from '../main/library/importReport';
import { runClaimsLogged } from '../main/claims/loggedClaimRun';
import { createOfflineEngine } from '../main/claims/offline/engine';
import { contentIndexOf, pageTexts, statedTexts } from '../main/agents/dataMetrics/agent';
import { runReportChecks } from '../main/agents/dataMetrics/reportChecks';
import { agentContext } from '../main/library/agentContexts';
import { createProgressWriter, progressLine, UsageError } from './output';

interface FigureRow {
  kind: string;
  basis?: string;
  category?: number;
  component?: boolean;
  year?: number;
  tonnes: number;
  raw: string;
  page: number;
  source: string;
  text: string;
}

export interface FiguresResult {
  reportId: string;
  title: string;
  statements: number;
  figures: FigureRow[];
  checks: MetricCheck[];
}

export async function figuresCommand(
  core: Core,
  file: string,
  opts: { page?: number | undefined; password?: string | undefined }
): Promise<FiguresResult> {
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
    const { claims } = await runClaimsLogged(stores, {
      reportId,
      engine: createOfflineEngine(),
      log: core.ctx.log,
      onProgress: (done, total) => bar.update(progressLine('claims', done, total, started))
    });
    // Data/Metrics' read context as in an analysis (no evidence provider: it reads the report alone).
    const { report: stored, reads } = await agentContext(
      stores,
      { reportId, claims, agent: 'data_metrics', runId: `run_figures_${reportId}`, evidence: 'off' },
      { keys: core.ctx.keys, log: core.ctx.log }
    );
    if (opts.page !== undefined && (opts.page < 1 || opts.page > stored.pageCount))
      throw new UsageError(`--page ${opts.page} is outside the report (1–${stored.pageCount})`);
    const reader = reads.report;
    const pages = await pageTexts(reader);
    const stated = await statedTexts(reader, pages);
    const { inventory, checks } = runReportChecks(stated, pages, reportId, await contentIndexOf(reader, pages));
    const onPage = <T extends { page?: number | undefined }>(x: T): boolean =>
      opts.page === undefined || x.page === opts.page;
    const figures = inventory.filter(onPage).map((o): FigureRow => ({
      kind: o.kind,
      ...(o.basis ? { basis: o.basis } : {}),
      ...(o.category ? { category: o.category } : {}),
      ...(o.component ? { component: true } : {}),
      ...(o.year !== undefined ? { year: o.year } : {}),
      tonnes: o.tonnes,
      raw: o.raw,
      page: o.page,
      source: sourceRef(o.source),
      text: o.text
    }));
    const pageChecks = opts.page === undefined ? checks : checks.filter((c) => c.values.some(onPage));
    return { reportId, title: stored.title, statements: stated.filter(onPage).length, figures, checks: pageChecks };
  } finally {
    bar.done();
  }
}

function sourceRef(s: { kind: string; claimId?: string; figureId?: string; rowId?: string }): string {
  return `${s.kind}:${s.claimId ?? s.figureId ?? s.rowId ?? ''}`;
}

const short = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

function kindLabel(f: FigureRow): string {
  const parts = [
    f.kind.replace('scope3_category', 'scope3 cat.'),
    f.category ? String(f.category) : '',
    f.basis ? `(${f.basis})` : '',
    f.component ? '[part]' : ''
  ];
  return parts.filter(Boolean).join(' ');
}

export function formatFigures(r: FiguresResult): string {
  const tally = { pass: 0, fail: 0, inconclusive: 0 };
  for (const c of r.checks) tally[c.result]++;
  const lines = [
    `report      ${r.reportId}  ${r.title}`,
    `read        ${r.figures.length} greenhouse-gas figure(s) from ${r.statements} statement(s)`,
    `checks      ${tally.fail} failed, ${tally.pass} passed, ${tally.inconclusive} inconclusive`,
    ''
  ];
  for (const f of r.figures) {
    const value = `${f.tonnes.toLocaleString('en-US', { maximumFractionDigits: f.tonnes < 100 ? 2 : 0 })} t`;
    lines.push(
      `p.${String(f.page).padEnd(4)} ${kindLabel(f).padEnd(26)} ${String(f.year ?? '—').padEnd(5)} ` +
        `${value.padStart(16)}   ${short(f.text.replace(/\s+/g, ' '), 90)}`
    );
  }
  if (r.checks.length) lines.push('');
  for (const c of r.checks) lines.push(`${c.result.padEnd(12)} ${c.checkName.padEnd(22)} ${short(c.message, 140)}`);
  return lines.join('\n');
}
