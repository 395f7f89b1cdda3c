/**
 * One claim's Data/Metrics finding (seed FRD 7): the checks whose values the claim states decide it.
 * A failed check of high or medium severity contradicts the claim when the claim states the value
 * the check tested (a sum, a stated change, one of two conflicting statements); high confidence only
 * when the failure is of high severity and this claim alone states the tested values, i.e. the
 * report's own figures, recomputed by code, point at this number. A claim that only supplied a figure
 * a failed check was computed from is not contradicted (which figure is wrong cannot be told).
 * Passing checks support it; checks that could not be run, or none at all, leave it inconclusive.
 * Every check keeps its values' pages, so the finding's sources are the report pages it rests on.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf } from '../../../shared/domain/finding';
import { DataMetricsEvidenceSchema, type MetricCheck } from '../../../shared/domain/findingDetails';
import type { SourceRef } from '../../../shared/domain/provenance';
import { findingBase, reportPage, type FindingContext } from '../kit';
import { ghgFiguresOf } from '../../facts/ghgFigures';
import { claimsOfCheck } from './metricCheck';

export const DATA_METRICS_VERSION = 'data-metrics-1';

const KIND = DataMetricsEvidenceSchema.enum;

/** The claims that state a check's tested values. */
const testedBy = (c: MetricCheck): Set<string> =>
  new Set(c.values.flatMap((v) => (v.role === 'tested' && v.claimId ? [v.claimId] : [])));
const tests =
  (claimId: string) =>
  (c: MetricCheck): boolean =>
    testedBy(c).has(claimId);
/** Order of relevance: failures of this claim's number, passes, failures it only fed, inconclusive. */
const rank = (claimId: string, c: MetricCheck): number =>
  c.result === 'fail' ? (tests(claimId)(c) ? 0 : 2) : c.result === 'pass' ? 1 : 3;
const NAMES: Record<MetricCheck['checkName'], string> = {
  scope_addition: 'scope addition',
  yoy_change: 'year-over-year change',
  baseline_progress: 'progress against the base year',
  baseline_consistency: 'base-year consistency',
  restatement: 'restatement',
  shares_sum: 'shares sum',
  magnitude: 'unit and magnitude',
  gwp_basis: 'GWP basis',
  target_achievability: 'target achievability',
  interim_path: 'interim path',
  intensity_plausibility: 'intensity plausibility',
  intensity_recomputed: 'intensity recomputed',
  content_index: 'content index',
  metrics_checklist: 'IFRS S2 metrics checklist'
};

/** The checks that rest on a value this claim states, failures first. */
export function checksOfClaim(claimId: string, checks: readonly MetricCheck[]): MetricCheck[] {
  return checks.filter((c) => claimsOfCheck(c).includes(claimId)).sort((a, b) => rank(claimId, a) - rank(claimId, b));
}

function sourcesOf(reportId: string, checks: readonly MetricCheck[], claim: Claim): SourceRef[] {
  const pages = new Set<number>([claim.sourcePage]);
  for (const c of checks) for (const v of c.values) if (v.page) pages.add(v.page);
  return [...pages].sort((a, b) => a - b).map((page) => reportPage(reportId, page));
}

function stance(
  claimId: string,
  checks: readonly MetricCheck[]
): Pick<FindingOf<'data_metrics'>, 'supportsClaim' | 'confidence'> {
  const failed = checks.filter((c) => c.result === 'fail' && c.severity !== 'low' && tests(claimId)(c));
  const unambiguous = failed.some((c) => c.severity === 'high' && testedBy(c).size === 1);
  if (failed.length) return { supportsClaim: false, confidence: unambiguous ? 'high' : 'medium' };
  const passed = checks.filter((c) => c.result === 'pass');
  if (passed.length)
    return { supportsClaim: true, confidence: new Set(passed.map((c) => c.checkName)).size >= 2 ? 'high' : 'medium' };
  return { supportsClaim: null, confidence: 'low' };
}

function summaryOf(
  claim: Claim,
  checks: readonly MetricCheck[],
  supports: boolean | null,
  queries: readonly string[]
): string {
  const asked = queries.length ? ` (re-investigated for: ${queries.join('; ')})` : '';
  if (!checks.length) {
    const ghg = ghgFiguresOf(claim.text, claim.figures).length;
    return ghg
      ? `No other figure in the report bears on the emissions this claim states, so nothing could be recomputed${asked}.`
      : `The claim states no emissions figure, change or share that Data/Metrics can recompute from the report${asked}.`;
  }
  const lead = checks[0]!;
  const others = checks.length - 1;
  const more = others
    ? ` ${others} more check${others > 1 ? 's' : ''}: ${[...new Set(checks.slice(1).map((c) => `${NAMES[c.checkName]} ${c.result}`))].join(', ')}.`
    : '';
  const head =
    supports === false
      ? "Contradicted by the report's own figures"
      : supports === true
        ? "Consistent with the report's other figures"
        : lead.result === 'fail'
          ? 'A check this figure feeds failed, but it cannot tell which figure is wrong'
          : 'Could not be checked';
  return `${head} (${NAMES[lead.checkName]}): ${lead.message}${more}${asked}`;
}

export function claimFinding(
  claim: Claim,
  all: readonly MetricCheck[],
  at: FindingContext<'data_metrics'>,
  /** Refined queries the Judge asked for (re-investigation), shown in the summary. */
  queries: readonly string[] = [],
  ordinal = 0
): FindingOf<'data_metrics'> {
  const checks = checksOfClaim(claim.id, all);
  const { supportsClaim, confidence } = stance(claim.id, checks);
  return {
    ...findingBase(at, claim.id, ordinal),
    evidenceType: checks.length ? KIND.consistency_checks : KIND.no_checkable_figure,
    summary: summaryOf(claim, checks, supportsClaim, queries),
    supportsClaim,
    confidence,
    details: { checks },
    provenance: {
      engine: 'offline',
      promptVersion: DATA_METRICS_VERSION,
      sources: sourcesOf(at.reportId, checks, claim)
    }
  };
}
