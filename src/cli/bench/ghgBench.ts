/**
 * GHG figures benchmark (issue 11): each shared report is imported, its claims extracted offline, and
 * the Data/Metrics inventory and checks run over its claims and report figures, as the agent does.
 * The inventory is compared with `bench/ghg-gold.jsonl` (values the reports' PROVENANCE notes and the
 * Climate Finance Bench answers state, with their pages): per report, how many gold figures were
 * found with the right value, read with a wrong value, or not read at all; and the checks' results.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Core } from '../../main/core';
import { importReport } from '../../main/library/importReport';
import { runClaimsLogged } from '../../main/claims/loggedClaimRun';
import { createOfflineEngine } from '../../main/claims/offline/engine';
import { silentLogger } from '../../main/log';
import { runReportChecks } from '../../main/agents/dataMetrics/reportChecks';
import { contentIndexOf, pageTexts, statedTexts } from '../../main/agents/dataMetrics/agent';
import { agentContext } from '../../main/library/agentContexts';
import type { GhgObservation } from '../../main/facts/inventory';

interface GoldFigure {
  report: string;
  kind: string;
  basis?: string;
  category?: number;
  year: number;
  tonnes: number;
  page?: number;
  source: string;
}

export interface GhgBenchRow {
  report: string;
  gold: number;
  found: number;
  wrong: Array<{ gold: GoldFigure; read: number[] }>;
  missing: GoldFigure[];
  inventory: number;
  /** Consistency checks by result (the IFRS S2 checklist apart). */
  checks: { pass: number; fail: number; inconclusive: number };
  /** IFRS S2 metrics checklist: items present, missing, undecided; and the missing ones. */
  checklist: { present: number; missing: number; open: number; missingIds: string[] };
  failed: string[];
  ms: number;
}

function readGold(path: string): GoldFigure[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GoldFigure);
}

const sameKey =
  (g: GoldFigure) =>
  (o: GhgObservation): boolean =>
    !o.component &&
    o.kind === g.kind &&
    o.year === g.year &&
    (g.basis === undefined || o.basis === g.basis) &&
    (g.category === undefined || o.category === g.category);
/** A read value matches when within 0.1 % (rounding of printed thousands), or 1 t. */
const matches = (g: GoldFigure, tonnes: number): boolean =>
  Math.abs(tonnes - g.tonnes) <= Math.max(1, g.tonnes * 0.001);

function scoreInventory(
  gold: readonly GoldFigure[],
  inventory: readonly GhgObservation[]
): Pick<GhgBenchRow, 'found' | 'wrong' | 'missing'> {
  let found = 0;
  const wrong: GhgBenchRow['wrong'] = [];
  const missing: GoldFigure[] = [];
  for (const g of gold) {
    const read = inventory.filter(sameKey(g));
    if (read.some((o) => matches(g, o.tonnes))) found++;
    else if (read.length) wrong.push({ gold: g, read: [...new Set(read.map((o) => o.tonnes))] });
    else missing.push(g);
  }
  return { found, wrong, missing };
}

export async function ghgBench(core: Core, pdfs: readonly string[], goldPath: string): Promise<GhgBenchRow[] | null> {
  if (!existsSync(goldPath)) return null;
  const gold = readGold(goldPath);
  const stores = await core.ctx.stores.ready();
  const rows: GhgBenchRow[] = [];
  for (const pdf of pdfs) {
    const name = basename(dirname(pdf));
    const mine = gold.filter((g) => g.report === name);
    const t0 = performance.now();
    const { report } = await importReport(stores, { kind: 'path', path: pdf });
    const { claims } = await runClaimsLogged(stores, {
      reportId: report.id,
      engine: createOfflineEngine(),
      log: silentLogger
    });
    // What the agent reads: claims, report figures and table rows (agents/dataMetrics/agent.ts).
    const context = {
      reportId: report.id,
      claims,
      agent: 'data_metrics',
      runId: `run_bench_${report.id}`,
      evidence: 'off'
    } as const;
    const reader = (await agentContext(stores, context, { keys: core.ctx.keys, log: silentLogger })).reads.report;
    const pages = await pageTexts(reader);
    const { inventory, checks } = runReportChecks(
      await statedTexts(reader, pages),
      pages,
      report.id,
      await contentIndexOf(reader, pages)
    );
    const counts = { pass: 0, fail: 0, inconclusive: 0 };
    const listed = checks.filter((c) => c.checkName === 'metrics_checklist');
    for (const c of checks) if (c.checkName !== 'metrics_checklist') counts[c.result]++;
    const checklist = {
      present: listed.filter((c) => c.result === 'pass').length,
      missing: listed.filter((c) => c.result === 'fail').length,
      open: listed.filter((c) => c.result === 'inconclusive').length,
      missingIds: listed.filter((c) => c.result === 'fail').map((c) => c.ifrsParagraphs[0]!)
    };
    rows.push({
      report: name,
      gold: mine.length,
      ...scoreInventory(mine, inventory),
      inventory: inventory.length,
      checks: counts,
      checklist,
      failed: checks.filter((c) => c.result === 'fail').map((c) => `${c.checkName}: ${c.message}`),
      ms: performance.now() - t0
    });
    process.stderr.write(`bench: ghg ${name} done\n`);
  }
  return rows;
}

export function formatGhgBench(rows: readonly GhgBenchRow[]): string {
  const head = [
    'report',
    'gold',
    'found',
    'wrong',
    'missing',
    'read',
    'checks pass/fail/inconcl.',
    'S2 list present/missing/open'
  ];
  const body = rows.map((r) => [
    r.report,
    String(r.gold),
    String(r.found),
    String(r.wrong.length),
    String(r.missing.length),
    String(r.inventory),
    `${r.checks.pass}/${r.checks.fail}/${r.checks.inconclusive}`,
    `${r.checklist.present}/${r.checklist.missing}/${r.checklist.open}`
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const fmt = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const detail = rows.flatMap((r) => [
    ...r.wrong.map(
      (w) =>
        `  ${r.report}: ${label(w.gold)} read as ${w.read.join(' / ')} ` +
        `(gold ${w.gold.tonnes}, p. ${w.gold.page ?? '?'})`
    ),
    ...r.missing.map((g) => `  ${r.report}: ${label(g)} not read (gold ${g.tonnes}, p. ${g.page ?? '?'})`),
    ...r.failed.filter((f) => !f.startsWith('metrics_checklist')).map((f) => `  ${r.report}: failed ${f}`),
    ...(r.checklist.missingIds.length
      ? [`  ${r.report}: IFRS S2 items not found: ${r.checklist.missingIds.join(', ')}`]
      : [])
  ]);
  const total = rows.reduce((s, r) => ({ gold: s.gold + r.gold, found: s.found + r.found }), { gold: 0, found: 0 });
  return [
    'GHG figures (Data/Metrics inventory vs bench/ghg-gold.jsonl, ' +
      "from the reports' PROVENANCE notes and Climate Finance Bench)",
    fmt(head),
    ...body.map(fmt),
    `total: ${total.found} of ${total.gold} gold figures found with the right value`,
    ...(detail.length ? ['details:', ...detail] : [])
  ].join('\n');
}

const label = (g: GoldFigure): string =>
  `${g.kind}${g.category ? ` ${g.category}` : ''}${g.basis ? ` (${g.basis})` : ''} ${g.year}`;
