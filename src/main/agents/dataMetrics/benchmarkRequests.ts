/**
 * What Data/Metrics asks the research agent for (seed FRD 7 §4.2: benchmarks first from the
 * Academic/Research agent, then the local corpus): a plausible range for every stated intensity the
 * corpus's sector bands do not cover, one request per sector and unit, tied to the claim that states
 * it when a claim does. Answers are read back in a later cycle and cited on that claim's finding; a
 * request nobody can answer (the research agent is not in this build) stays open in the run's
 * event log, so the gap is visible rather than filled with a guess.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf, InfoRequest, InfoResponse } from '../../../shared/domain/finding';
import { DataMetricsEvidenceSchema } from '../../../shared/domain/findingDetails';
import type { SourceRef } from '../../../shared/domain/provenance';
import { findingBase, reportPage, type FindingContext } from '../kit';
import { DATA_METRICS_VERSION } from './claimFinding';
import type { MissingBenchmark } from './intensityCheck';

const DENOMINATOR_WORDS: Record<string, string> = {
  revenue_eur_m: 'per EUR million of revenue',
  cement: 'per tonne of cementitious product',
  crude_steel: 'per tonne of crude steel',
  aluminium: 'per tonne of aluminium',
  km: 'per kilometre',
  mwh: 'per MWh',
  boe: 'per barrel of oil equivalent',
  pkm: 'per passenger-kilometre'
};

const benchmarkRequestId = (runId: string, n: number): string =>
  `irq_${runId.replace(/^run_/, '')}_data_metrics_benchmark_${n}`;

/** One request per sector and unit, for the intensities the corpus has no band for. */
export function benchmarkRequests(missing: readonly MissingBenchmark[], runId: string, cycle: number): InfoRequest[] {
  const seen = new Map<string, MissingBenchmark[]>();
  for (const m of missing) {
    const key = `${m.sector?.id ?? '?'}|${m.intensity.denominator}`;
    seen.set(key, [...(seen.get(key) ?? []), m]);
  }
  return [...seen.values()].map((group, n) => {
    const first = group[0]!;
    const i = first.intensity;
    const claimId = group.map((g) => g.intensity.src.source).find((s) => s.kind === 'claim')?.claimId ?? null;
    const pages = [...new Set(group.map((g) => g.intensity.src.page))].sort((a, b) => a - b);
    const sector = first.sector
      ? `for the ${first.sector.name} sector`
      : "for the report's sector (its pages do not tell it clearly)";
    const stated = group
      .map((g) => `${g.intensity.value}${g.intensity.year ? ` (${g.intensity.year})` : ''}`)
      .join(', ');
    return {
      id: benchmarkRequestId(runId, n),
      from: 'data_metrics',
      to: ['academic'],
      claimId,
      cycle,
      question:
        `Benchmark needed: a plausible range of emission intensity in tonnes of CO2e ${DENOMINATOR_WORDS[i.denominator] ?? ''} ${sector}, with its source. The report states ${stated} on page${pages.length > 1 ? 's' : ''} ${pages.join(', ')}; the local corpus has no band to compare with.`.replace(
          /\s+/gu,
          ' '
        )
    };
  });
}

/**
 * A finding on each claim whose benchmark request was answered: the answer is cited as a benchmark
 * source, word for word (Data/Metrics does not read ranges out of prose), and neither supports nor
 * contradicts the claim on its own; the Judge weighs it with the research agent's own findings.
 */
export function benchmarkFindings(
  requests: readonly InfoRequest[],
  answers: readonly InfoResponse[],
  claims: readonly Claim[],
  at: FindingContext<'data_metrics'>
): Array<FindingOf<'data_metrics'>> {
  return requests.flatMap((q) => {
    const answer = answers.find((a) => a.requestId === q.id);
    const claim = claims.find((c) => c.id === q.claimId);
    if (!answer || !claim) return [];
    const source: SourceRef = {
      kind: 'benchmark',
      ref: `answer:${q.id}`,
      title: `Answer of ${answer.from.replace('_', '/')} to Data/Metrics' benchmark request`,
      excerpt: answer.answer.slice(0, 400)
    };
    return [
      {
        ...findingBase(at, claim.id, 1),
        evidenceType: DataMetricsEvidenceSchema.enum.benchmark_answer,
        summary: `The local corpus has no band for the intensity on page ${claim.sourcePage}; ${answer.from.replace('_', '/')} answered the benchmark request: ${answer.answer}`,
        supportsClaim: null,
        confidence: 'low',
        details: { checks: [] },
        provenance: {
          engine: 'offline',
          promptVersion: DATA_METRICS_VERSION,
          sources: [reportPage(at.reportId, claim.sourcePage), source]
        }
      }
    ];
  });
}
