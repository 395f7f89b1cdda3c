import { describe, expect, it } from 'vitest';
import { createRunMemo } from '../runMemo';

const run = (n: number) => ({ runId: `run_${n}`, reportId: 'rpt' });

describe('the per-run reading an agent reuses across cycles', () => {
  it('reads a run once, forgets a failed reading, and keeps only the last few runs', async () => {
    const memo = createRunMemo<number>(2);
    let reads = 0;
    const read = (v: number) => async () => (reads++, v);
    expect(await memo.of(run(1), read(1))).toBe(1);
    expect(await memo.of(run(1), read(99))).toBe(1);
    expect(reads).toBe(1);

    await expect(memo.of(run(2), async () => Promise.reject(new Error('disk')))).rejects.toThrow('disk');
    expect(await memo.of(run(2), read(2))).toBe(2);

    await memo.of(run(3), read(3));
    // Run 1 was the oldest of three: read again.
    expect(await memo.of(run(1), read(11))).toBe(11);
    expect(reads).toBe(4);
  });

  it("keeps a pipeline run's readings with the run's scope, however many runs come after", async () => {
    const memo = createRunMemo<number>(1);
    const scope = {};
    let reads = 0;
    const read = (v: number) => async () => (reads++, v);
    expect(await memo.of({ ...run(1), runScope: scope }, read(1))).toBe(1);
    await memo.of(run(2), read(2));
    await memo.of(run(3), read(3));
    expect(await memo.of({ ...run(1), runScope: scope }, read(99))).toBe(1);
    // Another run's scope reads again, even for the same run id.
    expect(await memo.of({ ...run(1), runScope: {} }, read(5))).toBe(5);
    expect(reads).toBe(4);
  });
});
