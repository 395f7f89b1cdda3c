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
import { anchorQuote, spanBoxOf, type AnchorPage } from '../../text/anchor';
import { claimFigures } from '../../facts/claimFigures';
import { ghgFiguresOf } from '../../facts/ghgFigures';
import { findingContext, perClaim, reportPage } from '../kit';
import type { ReportReader } from '../readContext';
import { createRunMemo, type RunMemo } from '../runMemo';
import type { SpecialistAgent, SpecialistContext, SpecialistInput, SpecialistOutput } from '../specialist';
import { DATA_METRICS_VERSION, claimFinding } from './claimFinding';
import { ghgInventory, type PageText, type StatedText } from '../../facts/inventory';
import { claimsOfCheck } from './metricCheck';
import { runReportChecks, sortChecks } from './reportChecks';
import { checkAcrossReports, type OtherInventory } from './acrossReports';
import { answerRequests } from './answers';
import { benchmarkFindings, benchmarkRequests } from './benchmarkRequests';
import { missingBenchmarks } from './intensityCheck';
import { indexEntries, mayHoldIndex, pageOffset, type ContentIndex, type IndexEntry } from './contentIndex';
import { modelFigures, pagesToAsk, MODEL_FIGURES_PROMPT } from './modelFigures';
import { loadReference } from '../../corpus/reference';
import { pageTexts, statedTexts } from '../../facts/statements';

export { pageTexts, statedTexts };

const SENTENCE = /[^.!?\n]+(?:[.!?](?!\d)|$)/gu;

/** The GHG inventories of the same company's other reports in the library, read as this one is. */
async function otherInventories(report: ReportReader): Promise<OtherInventory[]> {
  const out: OtherInventory[] = [];
  for (const r of await report.related())
    out.push({ reportId: r.reportId, title: r.title, inventory: ghgInventory(await statedTexts(r.reader)) });
  return out;
}

/** The report's GRI or ESRS content index (contentIndex.ts), read on the pages that may hold one. */
export async function contentIndexOf(
  report: ReportReader,
  pages: readonly PageText[]
): Promise<ContentIndex | undefined> {
  const entries: IndexEntry[] = [];
  for (const { page } of pages.filter((p) => mayHoldIndex(p.text))) {
    const p = await report.page(page);
    if (p)
      entries.push(...indexEntries({ page, text: p.text.text, box: spanBoxOf(p as AnchorPage) }, report.pageCount));
  }
  if (!entries.length) return undefined;
  const byPage = new Map(pages.map((p) => [p.page, p.text]));
  return { entries, offset: pageOffset(entries, (n) => byPage.get(n)) };
}

/**
 * Model engine only: figures a model proposes on the pages where nothing was read offline, each
 * verified against its page (modelFigures.ts). A failing model call costs those figures, never the run.
 */
async function proposedByModel(
  ctx: SpecialistContext,
  pages: readonly PageText[],
  offline: readonly StatedText[]
): Promise<{ stated: StatedText[]; model?: string }> {
  if (!ctx.gateway) return { stated: [] };
  const inventory = ghgInventory(offline);
  const ask = pagesToAsk(pages, inventory);
  if (!ask.length) return { stated: [] };
  try {
    const got = await modelFigures(ctx.gateway, ctx.report, ask, { runId: ctx.runId, signal: ctx.signal, inventory });
    const refused = got.refused.length
      ? `; refused ${got.refused.length}: ${got.refused
          .slice(0, 3)
          .map((r) => `${r.value} on p. ${r.page} (${r.why})`)
          .join(', ')}`
      : '';
    ctx.emit({
      type: 'agent_thinking',
      text: `Asked the model about ${ask.length} page(s) where no figure could be read: ${got.proposed} figure(s) proposed, ${got.stated.length} borne out by the page${refused}.`
    });
    return { stated: got.stated, ...(got.stated.length ? { model: got.model } : {}) };
  } catch (err) {
    ctx.signal.throwIfAborted();
    ctx.log.warn('data/metrics: model figures failed; keeping the offline reading', { error: String(err) });
    ctx.emit({
      type: 'agent_thinking',
      text: 'The model could not be asked about the pages the offline reader could not read; the checks use the offline reading only.'
    });
    return { stated: [] };
  }
}

/**
 * Sentences with figures found by searching the report for the Judge's refined queries. Many queries
 * find the same passages: each passage and each sentence is read once, and a sentence the run
 * already reads (a claim, a report figure) is found in one pass over the known texts.
 */
export async function searched(
  report: ReportReader,
  queries: readonly string[],
  known: readonly StatedText[]
): Promise<StatedText[]> {
  const out: StatedText[] = [];
  const squash = (t: string): string => t.replace(/\s+/gu, ' ').trim();
  const knownText = known.map((s) => squash(s.text)).join('\u0000');
  const passages = new Set<string>();
  const sentences = new Set<string>();
  for (const q of queries) {
    for (const hit of await report.search(q, { limit: 5 })) {
      if (passages.has(hit.id)) continue;
      passages.add(hit.id);
      for (const m of hit.text.matchAll(SENTENCE)) {
        const text = m[0].trim();
        const key = squash(text);
        if (sentences.has(key) || knownText.includes(key)) continue;
        sentences.add(key);
        const figures = claimFigures(text);
        if (!figures.length) continue;
        // Where the sentence stands: its page and rectangles, as a claim's quote is anchored.
        const anchor = await anchorQuote((n) => report.page(n) as Promise<AnchorPage | null>, hit.pageStart, text);
        out.push({
          text,
          figures,
          page: anchor.page,
          rects: anchor.rects,
          source: { kind: 'report_figure', figureId: `search:${hit.id}:${m.index}` }
        });
      }
    }
  }
  return out;
}

/** Where model-proposed figures stand ("page|x|y" of their first rectangle): a check using one is the model's too. */
const placeKey = (page: number | undefined, rects: readonly { x: number; y: number }[]): string =>
  `${page}|${rects[0]?.x}|${rects[0]?.y}`;
const modelPlaces = (stated: readonly StatedText[]): Set<string> =>
  new Set(stated.filter((s) => s.source.kind === 'model_figure').map((s) => placeKey(s.page, s.rects)));

function provenanceOf(
  check: MetricCheck,
  reading: Pick<Reading, 'model' | 'stated'>,
  pages: readonly number[],
  reportId: string
): ReportFinding['provenance'] {
  const sources = pages.map((page) => reportPage(reportId, page));
  const places = reading.model ? modelPlaces(reading.stated) : new Set<string>();
  const byModel = check.values.some((v) => places.has(placeKey(v.page, v.rects)));
  return byModel
    ? {
        engine: 'model',
        model: reading.model!,
        promptVersion: `${DATA_METRICS_VERSION}+${MODEL_FIGURES_PROMPT}`,
        sources
      }
    : { engine: 'offline', promptVersion: DATA_METRICS_VERSION, sources };
}

function reportFinding(
  check: MetricCheck,
  index: number,
  ctx: SpecialistContext,
  cycle: number,
  reading: Pick<Reading, 'model' | 'stated'>
): ReportFinding {
  const pages = [...new Set(check.values.flatMap((v) => (v.page ? [v.page] : [])))].sort((a, b) => a - b);
  return {
    // Numbered in check order, zero-padded, so ordering by id (report.json) keeps the check order.
    id: `rfd_${ctx.runId.replace(/^run_/, '')}_data_metrics_${String(index).padStart(4, '0')}_${check.checkName}`,
    runId: ctx.runId,
    agent: 'data_metrics',
    evidenceType: check.checkName,
    summary: check.message,
    outcome: check.result,
    confidence: check.result === 'inconclusive' ? 'low' : check.severity === 'low' ? 'medium' : 'high',
    cycle,
    details: { checks: [check] },
    provenance: provenanceOf(check, reading, pages, ctx.reportId)
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
  /** The GRI/ESRS content index, when the report has one (re-used by the re-investigation's checks). */
  index: ContentIndex | undefined;
  /** The model whose verified proposals joined the statements, if any (model engine only). */
  model: string | undefined;
  /** Intensities the corpus has no band for, asked of the research agent in cycle 1. */
  benchmarks: ReturnType<typeof benchmarkRequests>;
}

/** What one run's report reads as: the same in every cycle (the run's claims do not change), so read once. */
type Readings = RunMemo<Reading>;

function readingOf(readings: Readings, ctx: SpecialistContext): Promise<Reading> {
  return readings.of(ctx, async () => {
    const pages = await pageTexts(ctx.report);
    const offline = await statedTexts(ctx.report, pages);
    const proposed = await proposedByModel(ctx, pages, offline);
    const stated = [...offline, ...proposed.stated];
    const benchmarks = benchmarkRequests(missingBenchmarks(stated, pages, loadReference().sectors), ctx.runId, 1);
    const index = await contentIndexOf(ctx.report, pages);
    return {
      pages,
      stated,
      index,
      own: runReportChecks(stated, pages, ctx.reportId, index),
      benchmarks,
      model: proposed.model
    };
  });
}

async function investigate(
  readings: Readings,
  input: SpecialistInput,
  ctx: SpecialistContext
): Promise<SpecialistOutput> {
  const reading = await readingOf(readings, ctx);
  const { pages, stated, own, benchmarks, index } = reading;
  const across = input.cycle === 1 ? checkAcrossReports(own.inventory, await otherInventories(ctx.report)) : [];
  const whole = { ...own, checks: sortChecks([...own.checks, ...across]) };
  ctx.emit({
    type: 'agent_thinking',
    text: `Read ${whole.inventory.length} greenhouse-gas figures from ${stated.length} statements; ran ${whole.checks.length} checks.`
  });
  const first = input.cycle === 1;
  if (first) announce(whole.checks, ctx);
  const asked = input.claims.filter((c) => (input.queries[c.id] ?? []).length > 0 && checkable(c));
  const again = asked.length
    ? await reinvestigated(asked, input.queries, { pages, stated, index }, whole.checks, ctx)
    : whole.checks;
  const at = findingContext('data_metrics', input, ctx);
  const findings = await perClaim(ctx, input.claims, async (claim) =>
    asked.includes(claim)
      ? claimFinding(claim, again, at, input.queries[claim.id])
      : claimFinding(claim, whole.checks, at)
  );
  const infoResponses = await answerRequests(input.inbox, ctx.report.claims(), whole.checks, findings);
  const answered = benchmarkFindings(benchmarks, input.answers, input.claims, at);
  if (first && benchmarks.length)
    ctx.emit({
      type: 'agent_thinking',
      text: `Asked the research agent for ${benchmarks.length} benchmark(s) the corpus lacks (intensities with no sector band).`
    });
  return {
    findings: [...findings, ...answered],
    infoResponses,
    ...(first && benchmarks.length ? { infoRequests: benchmarks } : {}),
    reportFindings: first ? whole.checks.map((c, i) => reportFinding(c, i, ctx, input.cycle, reading)) : []
  };
}

const checkKey = (c: MetricCheck): string => `${c.checkName}|${c.result}|${c.computation}|${c.message}`;

/** A claim with an emissions figure or a percentage: the only kind a search can add a check on. */
const checkable = (c: Claim): boolean =>
  c.figures.some((f) => f.unit === '%') || ghgFiguresOf(c.text, c.figures).length > 0;

/**
 * Re-investigation: the refined queries of every claim sent back are searched in the report, the
 * sentences found join the statements, and the checks run once more over all of them. Only what the
 * search changed is announced again (the whole-report checks were announced in cycle 1).
 */
async function reinvestigated(
  claims: readonly Claim[],
  queries: SpecialistInput['queries'],
  { pages, stated, index }: Pick<Reading, 'pages' | 'stated' | 'index'>,
  known: readonly MetricCheck[],
  ctx: SpecialistContext
): Promise<MetricCheck[]> {
  const all = [...new Set(claims.flatMap((c) => queries[c.id] ?? []))];
  ctx.signal.throwIfAborted();
  const extra = await searched(ctx.report, all, stated);
  ctx.emit({
    type: 'agent_thinking',
    text: `Searched the report for ${all.length} refined quer${all.length === 1 ? 'y' : 'ies'} of ${claims.length} claim(s): ${extra.length} new sentence(s) with figures.`
  });
  if (!extra.length) return [...known];
  const { checks } = runReportChecks([...stated, ...extra], pages, ctx.reportId, index);
  const seen = new Set(known.map(checkKey));
  const ids = new Set(claims.map((c) => c.id));
  announce(
    checks.filter((c) => !seen.has(checkKey(c)) && claimsOfCheck(c).some((id) => ids.has(id))),
    ctx
  );
  return checks;
}

export function createDataMetricsAgent(): SpecialistAgent {
  const readings: Readings = createRunMemo<Reading>();
  return {
    id: 'data_metrics',
    description:
      "Recomputes the report's emissions figures: scope sums, changes, base years, restatements, shares, GWP basis and scale slips",
    investigate: (input, ctx) => investigate(readings, input, ctx)
  };
}
