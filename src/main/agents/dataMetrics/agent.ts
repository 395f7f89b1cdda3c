/**
 * The Data/Metrics specialist (seed FRD 7), offline: every figure the report states is read by code
 * (facts/), every check is computed by code, and a model, when one is configured, is never asked to
 * do arithmetic. Cycle 1 runs the whole-report checks once, files each as a report finding and a
 * `consistency_check` event, and gives every routed claim a finding from the checks on the figures
 * it states. On re-investigation the Judge's refined queries are searched in the report, and the
 * figures found there join the inventory before the claim's checks are run again.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { ReportFinding } from '../../../shared/domain/finding';
import type { MetricCheck } from '../../../shared/domain/findingDetails';
import { anchorQuote, type AnchorPage } from '../../claims/anchor/anchor';
import { claimFigures } from '../../claims/claimFigures';
import { ghgFiguresOf } from '../../claims/ghgFigures';
import type { ReportReader } from '../readContext';
import type { SpecialistAgent, SpecialistContext, SpecialistInput, SpecialistOutput } from '../specialist';
import { DATA_METRICS_VERSION, claimFinding } from './claimFinding';
import type { PageText } from './gwpCheck';
import { formFields } from './formFields';
import { ghgInventory, type StatedText } from './inventory';
import { claimsOfCheck } from './metricCheck';
import { claimText, figureText, runReportChecks, sortChecks, tableRowTexts } from './reportChecks';
import { checkAcrossReports, type OtherInventory } from './acrossReports';
import { answerRequests } from './answers';

const SENTENCE = /[^.!?\n]+(?:[.!?](?!\d)|$)/gu;

/**
 * The texts that state the report's figures: every claim of the run, every report figure, and every
 * table row with an emissions figure that neither of them already states (the claims engine keeps a
 * row as a claim only when it reads as one; the inventory needs them all).
 */
export async function statedTexts(report: ReportReader, pages?: readonly PageText[]): Promise<StatedText[]> {
  const known = [...report.claims().map(claimText), ...(await report.figures()).map(figureText)];
  const seen = new Set(known.map((s) => `${s.page}|${s.text}`));
  return [...known, ...tableRowTexts(await report.tableRows(), seen), ...(await formTexts(report, pages ?? (await pageTexts(report))))];
}

/** Questionnaire fields (formFields.ts) as statements, each anchored on its value line. */
async function formTexts(report: ReportReader, pages: readonly PageText[]): Promise<StatedText[]> {
  const out: StatedText[] = [];
  for (const [i, f] of formFields(pages).entries()) {
    const anchor = await anchorQuote((n) => report.page(n) as Promise<AnchorPage | null>, f.page, f.value);
    out.push({ text: f.text, figures: claimFigures(f.text), page: f.page, rects: anchor.rects, source: { kind: 'table_row', rowId: `form:p${f.page}:${i}` } });
  }
  return out;
}

/** The GHG inventories of the same company's other reports in the library, read as this one is. */
async function otherInventories(report: ReportReader): Promise<OtherInventory[]> {
  const out: OtherInventory[] = [];
  for (const r of await report.related()) out.push({ reportId: r.reportId, title: r.title, inventory: ghgInventory(await statedTexts(r.reader)) });
  return out;
}

/** Every page's text, for what is stated outside claims and tables (a methodology note's GWP basis). */
export async function pageTexts(report: ReportReader): Promise<PageText[]> {
  const out: PageText[] = [];
  for await (const p of report.pages()) out.push({ page: p.pageNumber, text: p.text.text });
  return out;
}

/** Sentences with figures found by searching the report for the Judge's refined queries. */
async function searched(report: ReportReader, queries: readonly string[], known: readonly StatedText[]): Promise<StatedText[]> {
  const out: StatedText[] = [];
  const squash = (t: string): string => t.replace(/\s+/gu, ' ').trim();
  const have = new Set(known.map((s) => squash(s.text)));
  for (const q of queries) {
    for (const hit of await report.search(q, { limit: 5 })) {
      for (const m of hit.text.matchAll(SENTENCE)) {
        const text = m[0].trim();
        const figures = claimFigures(text);
        // A sentence the run already reads (a claim, a report figure) adds nothing new.
        if (!figures.length || [...have].some((h) => h.includes(squash(text)))) continue;
        // Where the sentence stands: its page and rectangles, as a claim's quote is anchored.
        const anchor = await anchorQuote((n) => report.page(n) as Promise<AnchorPage | null>, hit.pageStart, text);
        out.push({ text, figures, page: anchor.page, rects: anchor.rects, source: { kind: 'report_figure', figureId: `search:${hit.id}:${m.index}` } });
      }
    }
  }
  return out;
}

function reportFinding(check: MetricCheck, index: number, ctx: SpecialistContext, cycle: number): ReportFinding {
  const pages = [...new Set(check.values.flatMap((v) => (v.page ? [v.page] : [])))].sort((a, b) => a - b);
  return {
    // Numbered in check order, zero-padded, so ordering by id (report.json) keeps the check order.
    id: `rfd_${ctx.runId.replace(/^run_/, '')}_data_metrics_${String(index).padStart(4, '0')}_${check.checkName}`,
    runId: ctx.runId, agent: 'data_metrics', evidenceType: check.checkName, summary: check.message, outcome: check.result,
    confidence: check.result === 'inconclusive' ? 'low' : check.severity === 'low' ? 'medium' : 'high', cycle,
    details: { checks: [check] },
    provenance: { engine: 'offline', promptVersion: DATA_METRICS_VERSION, sources: pages.map((page) => ({ kind: 'report' as const, ref: `${ctx.reportId}#page=${page}`, page })) }
  };
}

function announce(checks: readonly MetricCheck[], ctx: SpecialistContext): void {
  for (const check of checks) {
    const claims = claimsOfCheck(check);
    ctx.emit({ type: 'consistency_check', claimId: claims[0] ?? null, check });
  }
}

interface Reading {
  pages: PageText[];
  stated: StatedText[];
  own: ReturnType<typeof runReportChecks>;
}

/** What one run's report reads as: the same in every cycle (the run's claims do not change), so read once. */
type Readings = Map<string, Promise<Reading>>;
const KEEP_READINGS = 4;

function readingOf(readings: Readings, ctx: SpecialistContext): Promise<Reading> {
  const key = `${ctx.runId}|${ctx.reportId}`;
  let got = readings.get(key);
  if (!got) {
    got = (async () => {
      const pages = await pageTexts(ctx.report);
      const stated = await statedTexts(ctx.report, pages);
      return { pages, stated, own: runReportChecks(stated, pages, ctx.reportId) };
    })();
    got.catch(() => readings.delete(key));
    readings.set(key, got);
    while (readings.size > KEEP_READINGS) readings.delete(readings.keys().next().value!);
  }
  return got;
}

async function investigate(readings: Readings, input: SpecialistInput, ctx: SpecialistContext): Promise<SpecialistOutput> {
  const { pages, stated, own } = await readingOf(readings, ctx);
  const across = input.cycle === 1 ? checkAcrossReports(own.inventory, await otherInventories(ctx.report)) : [];
  const whole = { ...own, checks: sortChecks([...own.checks, ...across]) };
  ctx.emit({ type: 'agent_thinking', text: `Read ${whole.inventory.length} greenhouse-gas figures from ${stated.length} statements; ran ${whole.checks.length} checks.` });
  const first = input.cycle === 1;
  if (first) announce(whole.checks, ctx);
  const asked = input.claims.filter((c) => (input.queries[c.id] ?? []).length > 0 && checkable(c));
  const again = asked.length ? await reinvestigated(asked, input.queries, { pages, stated }, whole.checks, ctx) : whole.checks;
  const findings = input.claims.map((claim) =>
    asked.includes(claim) ? claimFinding(claim, again, { ...base(ctx, input.cycle), queries: input.queries[claim.id] ?? [] }) : claimFinding(claim, whole.checks, base(ctx, input.cycle)));
  const infoResponses = answerRequests(input.inbox, ctx.report.claims(), whole.checks, findings);
  return { findings, infoResponses, reportFindings: first ? whole.checks.map((c, i) => reportFinding(c, i, ctx, input.cycle)) : [] };
}

const checkKey = (c: MetricCheck): string => `${c.checkName}|${c.result}|${c.computation}|${c.message}`;
const base = (ctx: SpecialistContext, cycle: number) => ({ runId: ctx.runId, reportId: ctx.reportId, cycle });

/** A claim with an emissions figure or a percentage: the only kind a search can add a check on. */
const checkable = (c: Claim): boolean => c.figures.some((f) => f.unit === '%') || ghgFiguresOf(c.text, c.figures).length > 0;

/**
 * Re-investigation: the refined queries of every claim sent back are searched in the report, the
 * sentences found join the statements, and the checks run once more over all of them. Only what the
 * search changed is announced again (the whole-report checks were announced in cycle 1).
 */
async function reinvestigated(claims: readonly Claim[], queries: SpecialistInput['queries'], { pages, stated }: Pick<Reading, 'pages' | 'stated'>, known: readonly MetricCheck[], ctx: SpecialistContext): Promise<MetricCheck[]> {
  const all = [...new Set(claims.flatMap((c) => queries[c.id] ?? []))];
  ctx.signal.throwIfAborted();
  const extra = await searched(ctx.report, all, stated);
  ctx.emit({ type: 'agent_thinking', text: `Searched the report for ${all.length} refined quer${all.length === 1 ? 'y' : 'ies'} of ${claims.length} claim(s): ${extra.length} new sentence(s) with figures.` });
  if (!extra.length) return [...known];
  const { checks } = runReportChecks([...stated, ...extra], pages, ctx.reportId);
  const seen = new Set(known.map(checkKey));
  const ids = new Set(claims.map((c) => c.id));
  announce(checks.filter((c) => !seen.has(checkKey(c)) && claimsOfCheck(c).some((id) => ids.has(id))), ctx);
  return checks;
}

export function createDataMetricsAgent(): SpecialistAgent {
  const readings: Readings = new Map();
  return {
    id: 'data_metrics',
    description: 'Recomputes the report\'s emissions figures: scope sums, changes, base years, restatements, shares, GWP basis and scale slips',
    investigate: (input, ctx) => investigate(readings, input, ctx)
  };
}
