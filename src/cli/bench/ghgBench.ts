/**
 * GHG figures benchmark (issue 11, issue 26 item 6): each shared report is imported, its claims extracted
 * offline, and the Data/Metrics inventory and checks run over its claims and report figures, as the agent
 * does. The inventory is compared with `bench/ghg-gold.jsonl` (the company-level Scope 1/2/3 figures the
 * reports' tables print, with their pages; bench/README.md): per report, how many gold figures were
 * found with the right value, read with a wrong value, read at a wrong scale (×10^k), or not read at all;
 * and the checks' results. A gold figure with a page is matched only by figures read on that page.
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

export interface GoldFigure {
  report: string;
  kind: string;
  basis?: string;
  category?: number;
  year: number;
  tonnes: number;
  /** 1-based PDF page the figure is printed on. */
  page?: number;
  source: string;
  /** The unit as printed ("1,000 metric tons of CO2e emissions", "tonnes of CO2e"). */
  unit?: string;
  /** The number as printed ("1,187,339", "2,155.3"), footnote marks left out. */
  printed?: string;
  /** Which table, in a few words. */
  table?: string;
  /** Another kind a reader may fairly give the figure ("total" for a Scope 1+2 table's "Total emissions"). */
  alias?: string;
  note?: string;
}

/** A gold figure read on its page at the right value times 10^k, k ≠ 0 (a unit multiple lost or doubled). */
interface WrongScale {
  gold: GoldFigure;
  read: number[];
  /** The power of ten the read value is off by (−3: read 1,000× too small). */
  k: number;
}

export interface GhgBenchRow {
  report: string;
  gold: number;
  found: number;
  /** Read on the gold's page (any page for a gold figure without one) with another value, not a scale slip. */
  wrong: Array<{ gold: GoldFigure; read: number[] }>;
  /** Not read on the gold's page. */
  missing: GoldFigure[];
  /** Read on the gold's page at the gold value × 10^k, k ≠ 0; apart from `wrong`. */
  wrongScale: WrongScale[];
  /** Of `missing`: gold figures whose right value was read on another page only (pages listed). */
  otherPage: Array<{ gold: GoldFigure; pages: number[] }>;
  inventory: number;
  /** Consistency checks by result (the IFRS S2 checklist apart). */
  checks: { pass: number; fail: number; inconclusive: number };
  /** IFRS S2 metrics checklist: items present, missing, undecided; and the missing ones. */
  checklist: { present: number; missing: number; open: number; missingIds: string[] };
  failed: string[];
  ms: number;
  /** Of which Data/Metrics' own work: reading the pages, the inventory and every check (no import, no claims). */
  metricsMs: number;
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
    (o.kind === g.kind || (g.alias !== undefined && o.kind === g.alias)) &&
    o.year === g.year &&
    (g.basis === undefined || o.basis === g.basis) &&
    (g.category === undefined || o.category === g.category);
/** A read value matches when within 0.1 % (rounding of printed thousands), or 1 t. */
const matches = (g: GoldFigure, tonnes: number): boolean =>
  Math.abs(tonnes - g.tonnes) <= Math.max(1, g.tonnes * 0.001);
/** The k ≠ 0 for which `tonnes` is the gold value × 10^k within 0.5 %, if any. */
function scaleSlip(g: GoldFigure, tonnes: number): number | undefined {
  if (!(g.tonnes > 0) || !(tonnes > 0)) return undefined;
  const k = Math.round(Math.log10(tonnes / g.tonnes));
  if (k === 0) return undefined;
  return Math.abs(tonnes / (g.tonnes * 10 ** k) - 1) <= 0.005 ? k : undefined;
}

/**
 * Scores an inventory against gold figures. Each gold figure lands in exactly one of found, wrongScale,
 * wrong and missing. A gold figure with a page is compared only with the figures read on that page
 * (a report may print a figure in several tables; each printing is a gold line of its own).
 */
export function scoreInventory(
  gold: readonly GoldFigure[],
  inventory: readonly GhgObservation[]
): Pick<GhgBenchRow, 'found' | 'wrong' | 'missing' | 'wrongScale' | 'otherPage'> {
  let found = 0;
  const wrong: GhgBenchRow['wrong'] = [];
  const missing: GoldFigure[] = [];
  const wrongScale: WrongScale[] = [];
  const otherPage: GhgBenchRow['otherPage'] = [];
  for (const g of gold) {
    const keyed = inventory.filter(sameKey(g));
    const read = g.page === undefined ? keyed : keyed.filter((o) => o.page === g.page);
    const values = [...new Set(read.map((o) => o.tonnes))];
    const slips = values.map((t) => scaleSlip(g, t)).filter((k): k is number => k !== undefined);
    if (read.some((o) => matches(g, o.tonnes))) found++;
    else if (slips.length) wrongScale.push({ gold: g, read: values, k: slips[0]! });
    else if (read.length) wrong.push({ gold: g, read: values });
    else {
      missing.push(g);
      const pages = [...new Set(keyed.filter((o) => matches(g, o.tonnes)).map((o) => o.page))].sort((a, b) => a - b);
      if (pages.length) otherPage.push({ gold: g, pages });
    }
  }
  return { found, wrong, missing, wrongScale, otherPage };
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
    const t1 = performance.now();
    const pages = await pageTexts(reader);
    const { inventory, checks } = runReportChecks(
      await statedTexts(reader, pages),
      pages,
      report.id,
      await contentIndexOf(reader, pages)
    );
    const metricsMs = performance.now() - t1;
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
      ms: performance.now() - t0,
      metricsMs
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
    'wrong scale',
    'missing',
    'read',
    'checks pass/fail/inconcl.',
    'S2 list present/missing/open',
    'Data/Metrics ms'
  ];
  const body = rows.map((r) => [
    r.report,
    String(r.gold),
    String(r.found),
    String(r.wrong.length),
    String(r.wrongScale.length),
    String(r.missing.length),
    String(r.inventory),
    `${r.checks.pass}/${r.checks.fail}/${r.checks.inconclusive}`,
    `${r.checklist.present}/${r.checklist.missing}/${r.checklist.open}`,
    String(Math.round(r.metricsMs))
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const fmt = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const elsewhere = (r: GhgBenchRow, g: GoldFigure): string => {
    const pages = r.otherPage.find((o) => o.gold === g)?.pages;
    return pages ? `; right value read on p. ${pages.join(', ')}` : '';
  };
  const detail = rows.flatMap((r) => [
    ...r.wrong.map(
      (w) =>
        `  ${r.report}: ${label(w.gold)} read as ${w.read.join(' / ')} ` +
        `(gold ${w.gold.tonnes}, p. ${w.gold.page ?? '?'})`
    ),
    ...r.wrongScale.map(
      (w) =>
        `  ${r.report}: ${label(w.gold)} read at the wrong scale (×10^${w.k}) as ${w.read.join(' / ')} ` +
        `(gold ${w.gold.tonnes}, p. ${w.gold.page ?? '?'})`
    ),
    ...r.missing.map(
      (g) => `  ${r.report}: ${label(g)} not read (gold ${g.tonnes}, p. ${g.page ?? '?'}${elsewhere(r, g)})`
    ),
    ...r.failed.filter((f) => !f.startsWith('metrics_checklist')).map((f) => `  ${r.report}: failed ${f}`),
    ...(r.checklist.missingIds.length
      ? [`  ${r.report}: IFRS S2 items not found: ${r.checklist.missingIds.join(', ')}`]
      : [])
  ]);
  const total = rows.reduce(
    (s, r) => ({
      gold: s.gold + r.gold,
      found: s.found + r.found,
      wrong: s.wrong + r.wrong.length,
      scale: s.scale + r.wrongScale.length,
      missing: s.missing + r.missing.length
    }),
    { gold: 0, found: 0, wrong: 0, scale: 0, missing: 0 }
  );
  return [
    'GHG figures (Data/Metrics inventory vs bench/ghg-gold.jsonl: the Scope 1/2/3 figures printed in ' +
      "the shared reports' tables, each matched on its page)",
    fmt(head),
    ...body.map(fmt),
    `total: ${total.found} of ${total.gold} gold figures found with the right value ` +
      `(${total.wrong} wrong, ${total.scale} at the wrong scale, ${total.missing} missing)`,
    ...(detail.length ? ['details:', ...detail] : [])
  ].join('\n');
}

const label = (g: GoldFigure): string =>
  `${g.kind}${g.category ? ` ${g.category}` : ''}${g.basis ? ` (${g.basis})` : ''} ${g.year}`;
