/**
 * Every Data/Metrics check over a whole report, once: the texts that state figures (the run's claims
 * and the report figures the claims engine set apart), the GHG inventory read from them, and each
 * check's results in the shared contract, in a stable order (check, then first page, then message),
 * so two runs over the same report give the same list.
 */
import type { Claim } from '../../../shared/domain/claim';
import { CheckNameSchema, type MetricCheck } from '../../../shared/domain/findingDetails';
import type { ReportFigure } from '../../../shared/domain/reportFigure';
import { claimFigures } from '../../claims/claimFigures';
import { ghgFiguresOf } from '../../claims/ghgFigures';
import { tableRowClaimText } from '../../claims/offline/tableRows';
import type { ReportTableRow } from '../readContext';
import { checkBaselines } from './baselineCheck';
import { checkGwpBasis, type PageText } from './gwpCheck';
import { checkSharesSum } from './sharesCheck';
import { checkMetricsChecklist } from './metricsChecklist';
import { checkTargets } from './targetChecks';
import { checkIntensities } from './intensityCheck';
import { loadReference } from '../../corpus/reference';
import { ghgInventory, type GhgObservation, type StatedText } from './inventory';
import { checkMagnitudes } from './magnitudeCheck';
import { checkContentIndex, type ContentIndex } from './contentIndex';
import { toMetricCheck } from './metricCheck';
import { checkProgress } from './progressCheck';
import { checkRestatements } from './restatementCheck';
import { partialPeriods } from './reportingPeriods';
import { checkScopeAddition } from './scopeAddition';
import { checkYoy } from './yoyCheck';

/**
 * The numbers a text prints, without group separators ("41,200" → "41200"); numbers grouped by
 * spaces ("41 200") are read both joined and apart, since a space may also separate two cells.
 */
const NUMBER = /\d(?:[\d.,]*\d)?/gu;
const SPACED = /\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?![\d,.])/gu;
const numbersIn = (t: string): string[] => {
  const text = t.normalize('NFKC');
  return [...text.matchAll(NUMBER), ...text.matchAll(SPACED)].map((m) => m[0].replace(/[,\s\u00a0\u202f\u2009]/gu, ''));
};

/**
 * A claim's figures that stand on its page: the number of each must be in the text the claim is
 * anchored to. A model's claim may paraphrase; a figure it proposes that the page does not print
 * is never checked, and a claim that could not be placed on its page brings no figure at all.
 */
export function figuresOnPage(c: Claim): Claim['figures'] {
  if (c.anchor.method === 'unanchored' || !c.anchor.rects.length) return [];
  const printed = new Set(numbersIn(c.anchor.quote));
  return c.figures.filter((f) =>
    numbersIn(f.raw)
      .slice(0, 1)
      .every((n) => printed.has(n))
  );
}

export const claimText = (c: Claim): StatedText => ({
  text: c.text,
  figures: figuresOnPage(c),
  page: c.sourcePage,
  rects: c.anchor.rects,
  source: { kind: 'claim', claimId: c.id }
});
export const figureText = (f: ReportFigure): StatedText => ({
  text: f.text,
  figures: f.figures,
  page: f.page,
  rects: f.rects,
  source: { kind: 'report_figure', figureId: f.id }
});

/** Table rows as the claims engine words them, with their emissions figures, unless `seen` (page|text) has them. */
export function tableRowTexts(rows: readonly ReportTableRow[], seen: ReadonlySet<string> = new Set()): StatedText[] {
  return rows.flatMap((row, i): StatedText[] => {
    const text = tableRowClaimText(row, row.years, row.caption);
    if (seen.has(`${row.page}|${text}`)) return [];
    const figures = claimFigures(text);
    if (!ghgFiguresOf(text, figures).length) return [];
    return [
      { text, figures, page: row.page, rects: row.rects, source: { kind: 'table_row', rowId: `p${row.page}r${i}` } }
    ];
  });
}

export interface ReportChecks {
  stated: StatedText[];
  inventory: GhgObservation[];
  checks: MetricCheck[];
}

const ORDER = CheckNameSchema.options;
const firstPage = (c: MetricCheck): number => Math.min(...c.values.map((v) => v.page ?? Infinity));

export function sortChecks(checks: readonly MetricCheck[]): MetricCheck[] {
  // The checklist keeps its own order (the standard's paragraphs); the sort is stable.
  return [...checks].sort(
    (a, b) =>
      ORDER.indexOf(a.checkName) - ORDER.indexOf(b.checkName) ||
      (a.checkName === 'metrics_checklist'
        ? 0
        : firstPage(a) - firstPage(b) || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0))
  );
}

/**
 * The checks of a report from the texts that state its figures, and its page texts (for what is
 * stated outside claims and tables, such as the GWP basis in a methodology note).
 */
export function runReportChecks(
  stated: readonly StatedText[],
  pages: readonly PageText[] = [],
  reportId = '',
  index?: ContentIndex
): ReportChecks {
  const inventory = ghgInventory(stated);
  const internal = [
    ...checkScopeAddition(inventory),
    ...checkYoy(stated, inventory),
    ...checkProgress(stated, inventory),
    ...checkBaselines(inventory),
    ...checkRestatements(inventory, partialPeriods(pages)),
    ...checkMagnitudes(inventory)
  ];
  const direct = [
    ...checkSharesSum(stated),
    ...checkGwpBasis(stated, pages),
    ...checkTargets(stated, inventory),
    ...checkIntensities(stated, pages, loadReference().sectors),
    ...checkContentIndex(index, inventory, Math.max(0, ...pages.map((p) => p.page))),
    ...checkMetricsChecklist(inventory, pages, reportId)
  ];
  return { stated: [...stated], inventory, checks: sortChecks([...internal.map(toMetricCheck), ...direct]) };
}
