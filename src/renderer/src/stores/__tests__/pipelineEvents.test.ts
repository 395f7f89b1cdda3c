import { describe, expect, it, vi } from 'vitest';
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { EventBatch } from '../pipelineEvents';

// The window's channel, driven by the test: what main would send on `pipeline.events`.
let deliver: ((batch: EventBatch) => void) | null = null;
vi.mock('../../ipc/client', () => ({
  on: (_name: string, listener: (batch: EventBatch) => void) => {
    deliver = listener;
    return () => (deliver = null);
  }
}));

const { mergeBatches, onPipelineEvents, takeEvents } = await import('../pipelineEvents');

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

describe('the pipeline.events channel in the window', () => {
  it('hands a batch on in the next task (the cadence is the run host’s), merging what queued meanwhile', () => {
    vi.useFakeTimers();
    const seen: Array<[string, number[]]> = [];
    const off = onPipelineEvents((b) => seen.push([b.runId, b.events.map((e) => e.seq)]));
    try {
      deliver!({ runId: 'a', events: [ev('a', 1)] });
      deliver!({ runId: 'a', events: [ev('a', 2)] });
      expect(seen).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(seen).toEqual([['a', [1, 2]]]);
      deliver!({ runId: 'a', events: Array.from({ length: 450 }, (_, i) => ev('a', 3 + i)) });
      // A burst goes on at most 400 events per task.
      vi.advanceTimersByTime(1);
      expect(seen.map(([, seqs]) => seqs.length)).toEqual([2, 400, 50]);
    } finally {
      off();
      vi.useRealTimers();
    }
    expect(deliver).toBeNull();
  });
});
