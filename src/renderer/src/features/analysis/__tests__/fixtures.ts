/**
 * A recorded offline analysis of a two-claim report (shape of what `analysis.attach` replays, seqs
 * in order): claims, routing, a first-cycle verdict, a re-investigation, a second-cycle verdict
 * that replaces it, then the end. Plus builders for verdicts and run records.
 */
import type { PipelineEvent } from '../../../../../shared/domain/events';
import type { Verdict } from '../../../../../shared/domain/finding';
import type { AnalysisRun } from '../../../../../shared/domain/pipeline';
import type { Claim } from '../../../../../shared/domain/claim';

export const REPORT = 'rpt_0123456789abcdef';
export const RUN = 'run_00000000-0000-0000-0000-000000000001';
export const OTHER_RUN = 'run_00000000-0000-0000-0000-000000000002';
const TS = '2025-01-01T00:00:00.000Z';

export function claim(id: string): Claim {
  return {
    id,
    reportId: REPORT,
    text: `Claim ${id}`,
    type: 'quantitative',
    priority: 'high',
    reasoning: '',
    sourcePage: 1,
    sourceContext: '',
    preliminaryIfrs: [],
    anchor: { page: 1, rects: [], quote: '', prefix: '', suffix: '', method: 'unanchored', score: 0 },
    score: 0.9,
    provenance: { engine: 'offline', sources: [] }
  };
}

export function verdict(
  claimId: string,
  cycle: number,
  value: Verdict['verdict'] = 'unverified',
  runId = RUN
): Verdict {
  return {
    claimId,
    runId,
    verdict: value,
    confidence: 'low',
    reasoning: `Cycle ${cycle}: no specialist found evidence. Not investigated: Legal, Data/Metrics (not available in this build).`,
    ifrsMapping: [],
    citedFindings: [],
    notInvestigated: ['legal', 'data_metrics'],
    scores: { sufficiency: 0, consistency: 0, quality: 0, completeness: 0, overall: 0 },
    cycle,
    provenance: { engine: 'offline', sources: [] }
  };
}

type Body = PipelineEvent extends infer E ? (E extends PipelineEvent ? Omit<E, 'runId' | 'seq' | 'ts'> : never) : never;

/** Numbers bodies from `first` on, as the event log does. */
export const numbered = (bodies: readonly Body[], first = 0, runId = RUN): PipelineEvent[] =>
  bodies.map((b, i) => ({ ...b, runId, seq: first + i, ts: TS }) as PipelineEvent);

export const RECORDED: PipelineEvent[] = numbered([
  { type: 'stage_changed', stage: 'claims', cycle: 1 },
  { type: 'agent_status', agent: 'claims', status: 'working', message: 'extracting claims (offline engine)' },
  { type: 'claim_extracted', claim: claim('c1') },
  { type: 'claim_extracted', claim: claim('c2') },
  { type: 'stage_changed', stage: 'orchestrate', cycle: 1 },
  { type: 'claim_routed', claimId: 'c1', agents: ['data_metrics'], reason: 'a figure' },
  { type: 'stage_changed', stage: 'judge', cycle: 1 },
  { type: 'verdict_issued', verdict: verdict('c1', 1, 'insufficient_evidence') },
  { type: 'verdict_issued', verdict: verdict('c2', 1) },
  {
    type: 'reinvestigation',
    request: {
      claimId: 'c1',
      targetAgents: ['data_metrics'],
      evidenceGap: 'no figure',
      refinedQueries: [],
      requiredEvidence: 'a source',
      cycle: 1
    }
  },
  { type: 'stage_changed', stage: 'orchestrate', cycle: 2 },
  { type: 'stage_changed', stage: 'judge', cycle: 2 },
  { type: 'verdict_issued', verdict: verdict('c1', 2) },
  { type: 'stage_changed', stage: 'compile', cycle: 2 },
  { type: 'run_completed', summary: { claims: 2, verdicts: 2 } }
]);

export function runRecord(over: Partial<AnalysisRun> = {}): AnalysisRun {
  return {
    id: RUN,
    reportId: REPORT,
    status: 'completed',
    config: {
      engine: 'offline',
      claims: 'extract',
      maxCycles: 3,
      stepLimit: 200,
      agentTimeoutMs: 900_000,
      agentConcurrency: 4
    },
    step: 6,
    cycle: 2,
    pending: [],
    startedAt: TS,
    finishedAt: TS,
    error: null,
    lastSeq: RECORDED.length - 1,
    ...over
  };
}
