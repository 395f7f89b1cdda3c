/** Stored state updates are parsed on replay: good ones fold as before, a damaged one names where it broke. */
import { describe, expect, it } from 'vitest';
import { RunConfigSchema } from '../../../shared/domain/pipeline';
import { SibylError } from '../../../shared/ipc/errors';
import { applyUpdate, initialState, type StateUpdate } from '../state';
import { parseCheckpoint, replayCheckpoints } from '../stateUpdate';

const update: StateUpdate = {
  stage: 'orchestrate',
  cycle: 1,
  routing: [{ claimId: 'c1', cycle: 1, agents: ['legal'], unavailable: [], queries: {}, reason: 'matrix' }],
  assignments: { legal: [{ claimId: 'c1', queries: ['board oversight'] }] },
  agentStatus: { orchestrator: { status: 'completed', cycle: 1, claims: 1 } }
};

const caught = (fn: () => unknown): SibylError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof SibylError) return err;
    throw err;
  }
  throw new Error('expected a SibylError');
};

describe('replaying checkpoints', () => {
  const initial = initialState('run_1', 'rep_1', RunConfigSchema.parse({}));

  it('folds updates that parse exactly as the update itself would', () => {
    const stored = JSON.parse(JSON.stringify(update)) as Record<string, unknown>;
    expect(parseCheckpoint('run_1', { step: 1, node: 'orchestrate', update: stored })).toEqual(update);
    expect(replayCheckpoints('run_1', [{ step: 1, node: 'orchestrate', update: stored }], initial)).toEqual(
      applyUpdate(initial, update)
    );
  });

  it('refuses an update whose field no longer matches, naming the run, the node and the path', () => {
    const broken = { ...update, routing: [{ ...update.routing![0], agents: ['astrologer'] }] };
    const err = caught(() =>
      replayCheckpoints('run_1', [{ step: 3, node: 'orchestrate', update: broken as Record<string, unknown> }], initial)
    );
    expect(err.code).toBe('RUN_NOT_RESUMABLE');
    expect(err.message).toContain('run run_1');
    expect(err.message).toContain('node orchestrate (step 3)');
    expect(err.message).toContain('routing[0].agents[0]');
  });

  it('refuses a field the state does not have instead of dropping it', () => {
    const err = caught(() => parseCheckpoint('run_2', { step: 2, node: 'legal', update: { verdictz: [] } }));
    expect(err.code).toBe('RUN_NOT_RESUMABLE');
    expect(err.message).toMatch(/run run_2 .*node legal \(step 2\).*verdictz/);
  });
});
