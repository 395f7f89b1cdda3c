import { describe, expect, it } from 'vitest';
import type { PipelineEvent } from '../../../../../shared/domain/events';
import type { Finding, Verdict } from '../../../../../shared/domain/finding';
import type { ClaimEntry } from '../../../../../shared/domain/sourceOfTruth';
import { chainOfEntry, chainOfEvents, mergeEvents, paragraphHint } from '../reasoningLogic';
import { eventAgent, eventClaimId, eventText, filterEvents, logFacets, PIPELINE } from '../eventLog';

const RUN = 'run_00000000-0000-0000-0000-000000000001';
const TS = '2025-01-01T00:00:00.000Z';
type Body = PipelineEvent extends infer E ? (E extends PipelineEvent ? Omit<E, 'runId' | 'seq' | 'ts'> : never) : never;
const numbered = (bodies: readonly Body[], first = 0): PipelineEvent[] =>
  bodies.map((b, i) => ({ ...b, runId: RUN, seq: first + i, ts: TS }) as PipelineEvent);

const finding = (id: string, claimId: string, cycle: number, supports: boolean | null = true): Finding => ({
  id,
  runId: RUN,
  claimId,
  agent: 'data_metrics',
  evidenceType: 'consistency',
  summary: `finding ${id}`,
  supportsClaim: supports,
  confidence: 'medium',
  cycle,
  provenance: { engine: 'offline', sources: [{ kind: 'report', ref: 'r#page=3', page: 3 }] },
  details: {
    checks: [
      {
        checkName: 'scope_addition',
        result: 'pass',
        severity: 'high',
        values: [{ label: 'Scope 1, 2023', value: 48200, unit: 't CO2e', page: 3, rects: [], role: 'input' }],
        computation: '48,200 + 7,600 = 55,800',
        message: 'adds up',
        ifrsParagraphs: ['S2.29(a)'],
        sources: []
      }
    ]
  }
});

const verdict = (claimId: string, cycle: number): Verdict => ({
  claimId,
  runId: RUN,
  verdict: 'verified',
  confidence: 'high',
  reasoning: 'two sources agree',
  ifrsMapping: ['S2.29(a)'],
  citedFindings: [],
  notInvestigated: [],
  scores: { sufficiency: 1, consistency: 1, quality: 0.8, completeness: 0.5, overall: 0.85 },
  cycle,
  provenance: { engine: 'offline', sources: [] }
});

const LOG = numbered([
  { type: 'stage_changed', stage: 'orchestrate', cycle: 1 },
  { type: 'claim_routed', claimId: 'c1', agents: ['data_metrics'], reason: 'states a figure' },
  { type: 'claim_routed', claimId: 'c2', agents: ['legal'], reason: 'governance' },
  { type: 'evidence_found', finding: finding('f1', 'c1', 1, null) },
  {
    type: 'consistency_check',
    agent: 'data_metrics',
    claimId: null,
    check: finding('x', 'c1', 1).details.checks[0]!
  } as Body,
  { type: 'verdict_issued', verdict: verdict('c1', 1) },
  {
    type: 'reinvestigation',
    request: {
      claimId: 'c1',
      targetAgents: ['data_metrics'],
      evidenceGap: 'needs the prior year',
      refinedQueries: ['2022 scope 1'],
      requiredEvidence: 'a table',
      cycle: 1
    }
  },
  { type: 'stage_changed', stage: 'orchestrate', cycle: 2 },
  { type: 'claim_routed', claimId: 'c1', agents: ['data_metrics'], reason: 're-investigation' },
  { type: 'evidence_found', finding: finding('f2', 'c1', 2) },
  { type: 'run_completed', summary: { claims: 2 } }
]);

describe('a claim’s evidence chain', () => {
  it('reads cycles, routings, findings by agent and the Judge’s request from a run’s events', () => {
    const chain = chainOfEvents(LOG, 'c1');
    expect(chain.map((c) => c.cycle)).toEqual([1, 2]);
    expect(chain[0]).toMatchObject({
      routedTo: ['data_metrics'],
      reason: 'states a figure',
      reinvestigation: { evidenceGap: 'needs the prior year' }
    });
    expect(chain[0]!.byAgent).toEqual([{ agent: 'data_metrics', findings: [expect.objectContaining({ id: 'f1' })] }]);
    expect(chain[1]).toMatchObject({
      reason: 're-investigation',
      reinvestigation: null,
      byAgent: [{ agent: 'data_metrics', findings: [expect.objectContaining({ id: 'f2' })] }]
    });
    expect(chainOfEvents(LOG, 'c2')).toEqual([
      { cycle: 1, routedTo: ['legal'], reason: 'governance', byAgent: [], reinvestigation: null }
    ]);
    expect(chainOfEvents(LOG, 'nobody')).toEqual([]);
  });

  it('reads the same from a compiled entry', () => {
    const entry = {
      claim: { id: 'c1' },
      verdict: verdict('c1', 2),
      findings: [finding('f1', 'c1', 1, null), finding('f2', 'c1', 2)],
      chain: [
        {
          cycle: 1,
          routedTo: ['data_metrics'],
          routingReason: 'states a figure',
          findingIds: ['f1'],
          reinvestigation: {
            claimId: 'c1',
            targetAgents: ['data_metrics'],
            evidenceGap: 'needs the prior year',
            refinedQueries: [],
            requiredEvidence: '',
            cycle: 1
          }
        },
        {
          cycle: 2,
          routedTo: ['data_metrics'],
          routingReason: 're-investigation',
          findingIds: ['f2'],
          reinvestigation: null
        }
      ]
    } as unknown as ClaimEntry;
    const fromEvents = chainOfEvents(LOG, 'c1');
    const compiled = chainOfEntry(entry);
    expect(compiled.map((c) => [c.cycle, c.routedTo, c.byAgent.map((g) => g.findings.map((f) => f.id))])).toEqual(
      fromEvents.map((c) => [c.cycle, c.routedTo, c.byAgent.map((g) => g.findings.map((f) => f.id))])
    );
  });
});

describe('merging a replay with live batches', () => {
  it('keeps one event per seq, in order, and the same list when nothing is new', () => {
    const a = mergeEvents([], LOG.slice(0, 5));
    const b = mergeEvents(a, LOG.slice(3, 8));
    expect(b.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(mergeEvents(b, LOG.slice(2, 4))).toBe(b);
    expect(mergeEvents(b, [LOG[10]!, LOG[9]!, LOG[8]!]).map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('the event log', () => {
  it('names each event’s agent, its claim and one readable line', () => {
    expect(LOG.map(eventAgent)).toEqual([
      PIPELINE,
      'orchestrator',
      'orchestrator',
      'data_metrics',
      'data_metrics',
      'judge',
      'judge',
      PIPELINE,
      'orchestrator',
      'data_metrics',
      PIPELINE
    ]);
    expect(LOG.map(eventClaimId)).toEqual([null, 'c1', 'c2', 'c1', null, 'c1', 'c1', null, 'c1', 'c1', null]);
    expect(eventText(LOG[1]!)).toBe('To Data/Metrics: states a figure');
    expect(eventText(LOG[4]!)).toBe('Scope addition: pass — adds up');
    expect(eventText(LOG[5]!)).toBe('Verified (high, cycle 1)');
    expect(eventText(LOG[3]!)).toBe('Neither (medium): finding f1');
  });

  it('filters by agent and by kind, and counts both', () => {
    expect(filterEvents(LOG, { agent: 'judge', type: 'all' }).map((e) => e.type)).toEqual([
      'verdict_issued',
      'reinvestigation'
    ]);
    expect(filterEvents(LOG, { agent: 'all', type: 'claim_routed' })).toHaveLength(3);
    expect(filterEvents(LOG, { agent: 'orchestrator', type: 'evidence_found' })).toEqual([]);
    const all = { agent: 'all', type: 'all' } as const;
    expect(filterEvents(LOG, all)).toBe(LOG);
    const facets = logFacets(LOG);
    expect(facets.agents.get('data_metrics')).toBe(3);
    expect(facets.types.get('stage_changed')).toBe(2);
  });
});

it('a paragraph’s hint is its title and requirement, or nothing while unknown', () => {
  expect(paragraphHint({ title: 'Scope 1', requirement: 'gross Scope 1 emissions' })).toBe(
    'Scope 1: gross Scope 1 emissions'
  );
  expect(paragraphHint({ title: 'Scope 1', requirement: '' })).toBe('Scope 1');
  expect(paragraphHint(undefined)).toBeNull();
});
