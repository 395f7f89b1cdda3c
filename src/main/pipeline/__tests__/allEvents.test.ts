import { describe, expect, it } from 'vitest';
import type { PipelineEvent } from '../../../shared/domain/events';
import { allEvents } from '../checkpointer';
import { memoryCheckpointer } from '../memoryCheckpointer';

const stage = (seq: number): PipelineEvent =>
  ({
    runId: 'r1',
    seq,
    ts: '2026-11-25T00:00:00.000Z',
    type: 'stage_changed',
    stage: 'orchestrate',
    cycle: 1
  }) as unknown as PipelineEvent;

async function runWith(n: number) {
  const cp = memoryCheckpointer();
  await cp.create('r1', 'rep1', { engine: 'offline', maxCycles: 3 } as never, 'orchestrate' as never);
  await cp.insertEvents(
    'r1',
    Array.from({ length: n }, (_, i) => ({ seq: i, node: 'orchestrate', event: stage(i) }))
  );
  return cp;
}

describe('allEvents', () => {
  it('reads past one page: a run with more events than a page gets all of them, in order', async () => {
    const cp = await runWith(23);
    expect((await cp.events('r1', -1, 10)).length).toBe(10);
    const all = await allEvents(cp, 'r1', -1, 10);
    expect(all.map((e) => e.seq)).toEqual(Array.from({ length: 23 }, (_, i) => i));
  });

  it('starts after the given seq and stops on an exact multiple of the page', async () => {
    const cp = await runWith(20);
    expect((await allEvents(cp, 'r1', 9, 5)).map((e) => e.seq)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(await allEvents(cp, 'r1', 19, 5)).toEqual([]);
  });
});
