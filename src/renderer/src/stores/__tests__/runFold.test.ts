/** The one reducer of pipeline events: claims runs and analysis runs fold alike, replays are idempotent. */
import { describe, expect, it } from 'vitest';
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { Claim } from '../../../../shared/domain/claim';
import type { Verdict } from '../../../../shared/domain/finding';
import { emptyFold, foldRunEvents, type RunFold } from '../runFold';

const TS = '2026-01-01T00:00:00.000Z';
type Body = PipelineEvent extends infer E ? (E extends PipelineEvent ? Omit<E, 'runId' | 'seq' | 'ts'> : never) : never;
const numbered = (runId: string, bodies: Body[]): PipelineEvent[] =>
  bodies.map((b, i) => ({ ...b, runId, seq: i, ts: TS }) as PipelineEvent);
const claim = (id: string): Claim => ({ id, reportId: 'rpt_0123456789abcdef' }) as Claim;
const verdict = (claimId: string, v: Verdict['verdict'], cycle: number): Verdict =>
  ({ claimId, verdict: v, cycle }) as Verdict;
const follow = (runId: string, status: RunFold['status'] = 'running'): RunFold => ({ ...emptyFold(status), runId });

const CLAIMS_RUN = numbered('run_claims', [
  { type: 'stage_changed', stage: 'claims', cycle: 1 },
  { type: 'agent_status', agent: 'claims', status: 'working', message: 'page 3 has no text layer' },
  { type: 'claim_extracted', claim: claim('c1') },
  { type: 'claim_extracted', claim: claim('c2') },
  { type: 'run_completed', summary: { claims: 2, anchorRate: 1 } }
]);
const ANALYSIS = numbered('run_analysis', [
  { type: 'stage_changed', stage: 'claims', cycle: 1 },
  { type: 'claim_extracted', claim: claim('c1') },
  { type: 'stage_changed', stage: 'judge', cycle: 1 },
  { type: 'verdict_issued', verdict: verdict('c1', 'unverified', 1) },
  { type: 'reinvestigation', request: {} as never },
  { type: 'stage_changed', stage: 'judge', cycle: 2 },
  { type: 'verdict_issued', verdict: verdict('c1', 'verified', 2) },
  { type: 'run_completed', summary: { claims: 1 } }
]);

describe('foldRunEvents', () => {
  it('folds a mixed stream: each view takes its own run only', () => {
    const mixed = [...CLAIMS_RUN, ...ANALYSIS].sort((a, b) => a.seq - b.seq);
    const claims = foldRunEvents(follow('run_claims'), mixed);
    const analysis = foldRunEvents(follow('run_analysis'), mixed);
    expect(claims).toMatchObject({
      status: 'completed',
      stage: 'done',
      lastSeq: 4,
      summary: { claims: 2, anchorRate: 1 },
      note: null,
      counts: { claims: 2, verdicts: 0 }
    });
    expect(analysis).toMatchObject({
      status: 'completed',
      cycle: 2,
      lastSeq: 7,
      counts: { claims: 1, verdicts: 1, reinvestigations: 1, byVerdict: { verified: 1, unverified: 0 } }
    });
    expect(analysis.verdicts.c1?.verdict).toBe('verified');
  });

  it('keeps the claims engine note while running', () => {
    expect(foldRunEvents(follow('run_claims'), CLAIMS_RUN.slice(0, 3)).note).toBe('page 3 has no text layer');
  });

  it('ignores a replay overlapping what was folded, and returns the same view for nothing new', () => {
    const once = foldRunEvents(follow('run_analysis'), ANALYSIS.slice(0, 5));
    const twice = foldRunEvents(once, ANALYSIS);
    expect(twice).toEqual(foldRunEvents(follow('run_analysis'), ANALYSIS));
    expect(foldRunEvents(twice, ANALYSIS)).toBe(twice);
    expect(foldRunEvents(follow('run_other'), ANALYSIS).lastSeq).toBe(-1);
  });

  it('reads a cancelled run as cancelled, however it ends, and a failure with its message', () => {
    const cancelled = numbered('run_claims', [
      { type: 'run_failed', error: { code: 'CANCELLED', message: 'cancelled after 3 claims' } }
    ]);
    expect(foldRunEvents(follow('run_claims'), cancelled)).toMatchObject({ status: 'cancelled', error: null });
    expect(
      foldRunEvents(
        follow('run_claims', 'cancelling'),
        numbered('run_claims', [{ type: 'run_completed', summary: {} }])
      ).status
    ).toBe('cancelled');
    const failed = foldRunEvents(
      follow('run_claims'),
      numbered('run_claims', [{ type: 'run_failed', error: { code: 'INTERNAL', message: 'disk full' } }])
    );
    expect(failed).toMatchObject({ status: 'failed', error: { message: 'disk full' } });
  });

  it('starts following on the first claim or stage of a run being started', () => {
    expect(foldRunEvents(follow('run_claims', 'starting'), CLAIMS_RUN.slice(2, 3)).status).toBe('running');
  });
});
