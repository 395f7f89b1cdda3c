import { describe, expect, it } from 'vitest';
import {
  analyzeBlocker,
  canResume,
  emptyAnalysis,
  foldEvents,
  followRun,
  inForce,
  isAnalysisActive,
  keptBefore,
  reconcileRecord
} from '../analysisEvents';
import { OTHER_RUN, RECORDED, RUN, claim, numbered, runRecord, verdict } from './fixtures';

const fresh = () => followRun(RUN, 'offline', 'running');

describe('folding a recorded run', () => {
  it('ends with the stage, cycle, claims and the latest verdict per claim', () => {
    const v = foldEvents(fresh(), RECORDED);
    expect(v).toMatchObject({
      status: 'completed',
      stage: 'done',
      cycle: 2,
      lastSeq: RECORDED.length - 1,
      error: null
    });
    expect(v.counts).toEqual({
      claims: 2,
      verdicts: 2,
      byVerdict: { verified: 0, unverified: 2, contradicted: 0, insufficient_evidence: 0 },
      reinvestigations: 1
    });
    expect(v.verdicts.c1).toMatchObject({ verdict: 'unverified', cycle: 2 });
    expect(v.verdicts.c2).toMatchObject({ verdict: 'unverified', cycle: 1 });
  });

  it('gives the same result in one batch or event by event, and in any delivery order', () => {
    const whole = foldEvents(fresh(), RECORDED);
    const oneByOne = RECORDED.reduce((v, e) => foldEvents(v, [e]), fresh());
    expect(oneByOne.verdicts).toEqual(whole.verdicts);
    expect(oneByOne.counts).toEqual(whole.counts);
    const shuffled = foldEvents(fresh(), [...RECORDED].reverse());
    expect(shuffled).toMatchObject({ status: 'completed', cycle: 2, lastSeq: whole.lastSeq });
    expect(shuffled.verdicts.c1?.cycle).toBe(2);
  });

  it('shows progress mid-run', () => {
    const v = foldEvents(fresh(), RECORDED.slice(0, 9));
    expect(v).toMatchObject({ status: 'running', stage: 'judge', cycle: 1, lastSeq: 8 });
    expect(v.counts.verdicts).toBe(2);
    expect(v.verdicts.c1?.verdict).toBe('insufficient_evidence');
  });
});

describe('duplicates and other runs', () => {
  it('ignores seqs already folded (replay overlapping live batches) and returns the same view', () => {
    const v = foldEvents(fresh(), RECORDED.slice(0, 10));
    expect(foldEvents(v, RECORDED.slice(5, 10))).toBe(v);
    const after = foldEvents(v, RECORDED.slice(5));
    expect(after).toEqual(foldEvents(fresh(), RECORDED));
  });

  it('drops a late event whose seq is already behind, even if it carries a different verdict', () => {
    const v = foldEvents(fresh(), RECORDED);
    const stale = { ...RECORDED[7]!, type: 'verdict_issued' as const, verdict: verdict('c2', 5, 'verified') };
    expect(foldEvents(v, [stale])).toBe(v);
  });

  it('leaves events of other runs alone, and a view without a run', () => {
    const v = fresh();
    expect(foldEvents(v, numbered([{ type: 'claim_extracted', claim: claim('x') }], 0, OTHER_RUN))).toBe(v);
    const none = emptyAnalysis('idle');
    expect(foldEvents(none, RECORDED)).toBe(none);
  });

  it('counts a claim extracted twice (a resumed claims step) once', () => {
    const v = foldEvents(
      fresh(),
      numbered([
        { type: 'claim_extracted', claim: claim('c1') },
        { type: 'claim_extracted', claim: claim('c1') }
      ])
    );
    expect(v.counts.claims).toBe(1);
  });
});

describe('verdict replacement', () => {
  it('keeps the later cycle when an earlier cycle arrives after it', () => {
    const v = foldEvents(
      fresh(),
      numbered([
        { type: 'verdict_issued', verdict: verdict('c1', 2, 'contradicted') },
        { type: 'verdict_issued', verdict: verdict('c1', 1, 'verified') }
      ])
    );
    expect(v.verdicts.c1).toMatchObject({ verdict: 'contradicted', cycle: 2 });
    expect(v.counts.byVerdict).toMatchObject({ contradicted: 1, verified: 0 });
  });

  it('replaces a verdict of the same cycle (re-judged after a resume)', () => {
    const v = foldEvents(
      fresh(),
      numbered([
        { type: 'verdict_issued', verdict: verdict('c1', 1, 'unverified') },
        { type: 'verdict_issued', verdict: verdict('c1', 1, 'verified') }
      ])
    );
    expect(v.verdicts.c1?.verdict).toBe('verified');
    expect(v.counts.verdicts).toBe(1);
  });
});

describe('run ends', () => {
  it('keeps the failure', () => {
    const v = foldEvents(
      fresh(),
      numbered([
        { type: 'stage_changed', stage: 'claims', cycle: 1 },
        { type: 'run_failed', error: { code: 'STEP_LIMIT', message: 'too many steps' } }
      ])
    );
    expect(v).toMatchObject({ status: 'failed', error: { code: 'STEP_LIMIT', message: 'too many steps' } });
    expect(isAnalysisActive(v)).toBe(false);
    expect(canResume(v)).toBe(true);
  });

  it('reads a CANCELLED failure (or any end while cancelling) as cancelled', () => {
    const cancelled = foldEvents(
      fresh(),
      numbered([{ type: 'run_failed', error: { code: 'CANCELLED', message: 'cancelled' } }])
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', error: null });
    const cancelling = { ...fresh(), status: 'cancelling' as const };
    expect(
      foldEvents(cancelling, numbered([{ type: 'run_failed', error: { code: 'INTERNAL', message: 'aborted' } }])).status
    ).toBe('cancelled');
  });

  it('runs again when a resumed run logs a new stage after its earlier end', () => {
    const v = foldEvents(
      fresh(),
      numbered([
        { type: 'run_failed', error: { code: 'INTERNAL', message: 'x' } },
        { type: 'stage_changed', stage: 'judge', cycle: 1 }
      ])
    );
    expect(v).toMatchObject({ status: 'running', stage: 'judge', error: null });
  });
});

describe('the run record after a replay', () => {
  it('says interrupted when the events stop and nothing runs the run', () => {
    const v = foldEvents(fresh(), RECORDED.slice(0, 6));
    const r = reconcileRecord(v, runRecord({ status: 'interrupted', cycle: 1 }), false);
    expect(r.status).toBe('interrupted');
    expect(canResume(r)).toBe(true);
  });

  it('keeps running (or cancelling) while main runs it', () => {
    const v = foldEvents(fresh(), RECORDED.slice(0, 6));
    expect(reconcileRecord(v, runRecord({ status: 'running' }), true).status).toBe('running');
    expect(reconcileRecord({ ...v, status: 'cancelling' }, runRecord({ status: 'running' }), true).status).toBe(
      'cancelling'
    );
    expect(reconcileRecord({ ...fresh(), status: 'starting' }, runRecord({ status: 'running' }), true).status).toBe(
      'running'
    );
  });

  it('keeps the end its events say while the runner is still letting go (the replay reads "active")', () => {
    const cancelled = foldEvents(
      { ...fresh(), status: 'cancelling' },
      numbered([
        { type: 'stage_changed', stage: 'judge', cycle: 1 },
        { type: 'run_failed', error: { code: 'CANCELLED', message: 'cancelled' } }
      ])
    );
    expect(cancelled.status).toBe('cancelled');
    expect(reconcileRecord(cancelled, runRecord({ status: 'running' }), true).status).toBe('cancelled');
    expect(reconcileRecord(cancelled, runRecord({ status: 'cancelled' }), true).status).toBe('cancelled');
    const completed = foldEvents(fresh(), RECORDED);
    expect(reconcileRecord(completed, runRecord({ status: 'running' }), true).status).toBe('completed');
  });

  it('takes the failure message from the record when no event said it', () => {
    const r = reconcileRecord(fresh(), runRecord({ status: 'failed', error: 'disk full' }), false);
    expect(r).toMatchObject({ status: 'failed', error: { message: 'disk full' } });
  });

  it('ignores a record of another run', () => {
    const v = fresh();
    expect(reconcileRecord(v, runRecord({ id: OTHER_RUN }), false)).toBe(v);
  });
});

describe('which run is in force', () => {
  const done = { ...followRun('run_a', 'offline', 'completed') };
  const running = followRun('run_b', 'offline', 'running');
  it('keeps the last completed run while a later one has not completed', () => {
    expect(inForce(running, done)).toBe(done);
    expect(inForce({ ...running, status: 'cancelled' }, done)).toBe(done);
    expect(inForce({ ...running, status: 'completed' }, done).runId).toBe('run_b');
    expect(inForce(running, null)).toBe(running);
  });
  it('remembers the run being replaced only when it had completed', () => {
    expect(keptBefore(done, null)).toBe(done);
    expect(keptBefore({ ...running, status: 'cancelled' }, done)).toBe(done);
    expect(keptBefore({ ...running, status: 'failed' }, null)).toBeNull();
  });
});

describe('when Analyze is blocked', () => {
  const base = { claimCount: 3, extracting: false, reextract: false, loading: false };
  it('needs claims unless they are extracted again, and never races an extraction', () => {
    expect(analyzeBlocker(base)).toBeNull();
    expect(analyzeBlocker({ ...base, claimCount: 0 })).toMatch(/Extract claims first/);
    expect(analyzeBlocker({ ...base, claimCount: null })).toMatch(/Extract claims first/);
    expect(analyzeBlocker({ ...base, claimCount: 0, reextract: true })).toBeNull();
    expect(analyzeBlocker({ ...base, extracting: true })).toMatch(/being extracted/);
    expect(analyzeBlocker({ ...base, loading: true })).toMatch(/Reading/);
  });
});
