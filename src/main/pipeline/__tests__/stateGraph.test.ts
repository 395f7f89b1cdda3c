/** Reducers (idempotent folds) and graph routing against the declared edges. */
import { describe, expect, it } from 'vitest';
import { applyUpdate, initialState, openInfoRequests, openReinvestigations, type StateUpdate } from '../state';
import { nextNodes, stageOf } from '../graph';
import { PIPELINE_GRAPH, RunConfigSchema } from '../../../shared/domain/pipeline';
import {
  ReportFindingSchema,
  type Finding,
  type ReinvestigationRequest,
  type ReportFinding
} from '../../../shared/domain/finding';

const config = RunConfigSchema.parse({ maxCycles: 2 });
const base = () => initialState('run_x', 'rpt_x', config);
const finding = (id: string, claimId = 'c1'): Finding => ({
  id,
  runId: 'run_x',
  claimId,
  agent: 'legal',
  evidenceType: 'ifrs_compliance',
  summary: 's',
  details: { ifrsMappings: [], subRequirements: [], missingRequirements: [], partial: false },
  supportsClaim: true,
  confidence: 'high',
  cycle: 1,
  provenance: { engine: 'offline', sources: [] }
});
const reportFinding = (id: string): ReportFinding =>
  ReportFindingSchema.parse({
    id,
    runId: 'run_x',
    agent: 'data_metrics',
    evidenceType: 'scope_addition',
    summary: 's',
    outcome: 'pass',
    confidence: 'high',
    cycle: 1,
    provenance: { engine: 'offline', sources: [] }
  });
const request = (claimId: string, cycle: number): ReinvestigationRequest => ({
  claimId,
  targetAgents: ['legal'],
  evidenceGap: 'g',
  refinedQueries: ['q'],
  requiredEvidence: 'r',
  cycle
});

describe('state reducers', () => {
  it('folding the same update twice changes nothing', () => {
    const update: StateUpdate = {
      findings: [finding('f1'), finding('f2')],
      reportFindings: [reportFinding('r1'), reportFinding('r2')],
      agentStatus: { legal: { status: 'completed', cycle: 1, claims: 2 } },
      stage: 'specialists'
    };
    const once = applyUpdate(base(), update);
    expect(applyUpdate(once, update)).toEqual(once);
    expect(once.reportFindings.map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('keeps first-seen order and lets a later item with the same key replace the earlier one', () => {
    const s = applyUpdate(applyUpdate(base(), { findings: [finding('a'), finding('b')] }), {
      findings: [{ ...finding('a'), summary: 'new' }, finding('c')]
    });
    expect(s.findings.map((f) => [f.id, f.summary])).toEqual([
      ['a', 'new'],
      ['b', 's'],
      ['c', 's']
    ]);
  });

  it('merges agent status per agent and keeps the history of re-investigation requests', () => {
    let s = applyUpdate(base(), { agentStatus: { legal: { status: 'working', cycle: 1, claims: 0 } } });
    s = applyUpdate(s, {
      agentStatus: { judge: { status: 'completed', cycle: 1, claims: 3 } },
      reinvestigation: [request('c1', 1)]
    });
    expect(Object.keys(s.agentStatus).sort()).toEqual(['judge', 'legal']);
    s = applyUpdate(s, { cycle: 2, reinvestigation: [request('c1', 2)] });
    expect(s.reinvestigation).toHaveLength(2);
    expect(openReinvestigations(s)).toEqual([request('c1', 2)]);
  });

  it('an info request stays open until every addressee answered', () => {
    const s = applyUpdate(base(), {
      infoRequests: [
        { id: 'q1', from: 'legal', to: ['academic', 'geography'], claimId: null, question: '?', cycle: 1 }
      ],
      infoResponses: [{ requestId: 'q1', from: 'academic', answer: 'a', findingIds: [] }]
    });
    expect(openInfoRequests(s)).toHaveLength(1);
    expect(
      openInfoRequests(
        applyUpdate(s, { infoResponses: [{ requestId: 'q1', from: 'geography', answer: 'b', findingIds: [] }] })
      )
    ).toHaveLength(0);
  });
});

describe('graph routing', () => {
  const none = new Set<never>();
  it('claims → orchestrate → judge when no specialist has work', () => {
    expect(nextNodes(['claims'], base(), none)).toEqual(['orchestrate']);
    expect(nextNodes(['orchestrate'], base(), none)).toEqual(['judge']);
  });

  it('fans out to the specialists that have work and joins at the judge', () => {
    const s = applyUpdate(base(), { assignments: { legal: [{ claimId: 'c1', queries: [] }], geography: [] } });
    expect(nextNodes(['orchestrate'], s, new Set(['legal', 'geography', 'academic']))).toEqual(['legal', 'geography']);
    expect(nextNodes(['legal', 'geography'], s, new Set(['legal', 'geography']))).toEqual(['judge']);
  });

  it('judge cycles back while requests are open and cycles remain, else compiles', () => {
    const open = applyUpdate(base(), { stage: 'judge', reinvestigation: [request('c1', 1)] });
    expect(nextNodes(['judge'], open, new Set(['legal']))).toEqual(['orchestrate']);
    expect(
      nextNodes(['judge'], applyUpdate(open, { cycle: 2, reinvestigation: [request('c1', 2)] }), new Set(['legal']))
    ).toEqual(['compile']);
    expect(nextNodes(['judge'], base(), new Set(['legal']))).toEqual(['compile']);
    expect(nextNodes(['compile'], base(), none)).toEqual([]);
  });

  it('every routing target is declared on its edge', () => {
    for (const c of PIPELINE_GRAPH.conditional) for (const t of c.targets) expect(PIPELINE_GRAPH.nodes).toContain(t);
    expect(stageOf(['legal', 'academic'])).toBe('specialists');
  });

  it('refuses a routing choice its edge does not declare (the guard in nextNodes)', () => {
    const rogue = { judge: () => ['legal' as const] };
    expect(() => nextNodes(['judge'], base(), new Set(['legal']), rogue)).toThrow(/routing from judge chose legal/);
    const undeclaredEdge = { claims: () => ['compile' as const] };
    expect(() => nextNodes(['claims'], base(), none, undeclaredEdge)).toThrow(/routing from claims chose compile/);
  });
});
