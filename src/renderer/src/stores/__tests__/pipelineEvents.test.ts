import { describe, expect, it } from 'vitest';
import type { PipelineEvent } from '../../../../shared/domain/events';
import { mergeBatches, takeEvents } from '../pipelineEvents';

const ev = (runId: string, seq: number): PipelineEvent =>
  ({
    runId,
    seq,
    type: 'stage_changed',
    stage: 'orchestrate',
    cycle: 1,
    ts: '2026-11-25T00:00:00Z'
  }) as unknown as PipelineEvent;

describe('mergeBatches', () => {
  it('joins consecutive batches of one run and keeps the order across runs', () => {
    const merged = mergeBatches([
      { runId: 'a', events: [ev('a', 1)] },
      { runId: 'a', events: [ev('a', 2), ev('a', 3)] },
      { runId: 'b', events: [ev('b', 1)] },
      { runId: 'a', events: [ev('a', 4)] }
    ]);
    expect(merged.map((b) => [b.runId, b.events.map((e) => e.seq)])).toEqual([
      ['a', [1, 2, 3]],
      ['b', [1]],
      ['a', [4]]
    ]);
  });

  it('does not change the batches it was given', () => {
    const first = { runId: 'a', events: [ev('a', 1)] };
    mergeBatches([first, { runId: 'a', events: [ev('a', 2)] }]);
    expect(first.events).toHaveLength(1);
  });
});

describe('takeEvents', () => {
  it('takes whole batches while they fit and splits the one that does not, leaving the rest queued in order', () => {
    const queue = [
      { runId: 'a', events: [ev('a', 1), ev('a', 2)] },
      { runId: 'a', events: [ev('a', 3), ev('a', 4), ev('a', 5)] },
      { runId: 'b', events: [ev('b', 1)] }
    ];
    const taken = takeEvents(queue, 4);
    expect(taken.map((b) => b.events.map((e) => e.seq))).toEqual([
      [1, 2],
      [3, 4]
    ]);
    expect(queue.map((b) => [b.runId, b.events.map((e) => e.seq)])).toEqual([
      ['a', [5]],
      ['b', [1]]
    ]);
    expect(takeEvents(queue, 10).map((b) => b.runId)).toEqual(['a', 'b']);
    expect(queue).toEqual([]);
  });
});
