/**
 * Every Data/Metrics check over a whole report, once: the texts that state figures (the run's claims
 * and the report figures the claims engine set apart), the GHG inventory read from them, and each
 * check's results in the shared contract, in a stable order (check, then first page, then message),
 * so two runs over the same report give the same list.
 */
import { withReportingYear } from '../../facts/reportingYear';
import { withBaseYear } from '../../facts/baseYear';
import { withTotalBasis } from '../../facts/totalBasis';
import { CheckNameSchema, type MetricCheck } from '../../../shared/domain/findingDetails';
import { checkBaselines } from './baselineCheck';
import { checkGwpBasis } from './gwpCheck';
import { checkSharesSum } from './sharesCheck';
import { checkMetricsChecklist } from './metricsChecklist';
import { checkTargets } from './targetChecks';
import { checkIntensities } from './intensityCheck';
import { checkIntensityRecomputed } from './intensityRecomputed';
import { loadReference } from '../../corpus/reference';
import { ghgInventory, type GhgObservation, type PageText, type StatedText } from '../../facts/inventory';
import { checkMagnitudes } from './magnitudeCheck';
import { checkContentIndex, type ContentIndex } from './contentIndex';
import { toMetricCheck } from './metricCheck';
import { checkProgress } from './progressCheck';
import { checkRestatements } from './restatementCheck';
import { partialPeriods } from './reportingPeriods';
import { checkScopeAddition } from './scopeAddition';
import { checkYoy } from './yoyCheck';

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
  const inventory = withTotalBasis(withReportingYear(withBaseYear(ghgInventory(stated), stated)), pages);
  const internal = [
    ...checkScopeAddition(inventory),
    ...checkYoy(stated, inventory, pages),
    ...checkProgress(stated, inventory, pages),
    ...checkBaselines(inventory),
    ...checkRestatements(inventory, partialPeriods(pages)),
    ...checkMagnitudes(inventory)
  ];
  const direct = [
    ...checkSharesSum(stated),
    ...checkGwpBasis(stated, pages),
    ...checkTargets(stated, inventory),
    ...checkIntensities(stated, pages, loadReference().sectors),
    ...checkIntensityRecomputed(stated, inventory),
    ...checkContentIndex(index, inventory, Math.max(0, ...pages.map((p) => p.page))),
    ...checkMetricsChecklist(inventory, pages, reportId)
  ];
  return { stated: [...stated], inventory, checks: sortChecks([...internal.map(toMetricCheck), ...direct]) };
}
