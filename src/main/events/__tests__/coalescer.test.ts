/** The analysis runner's event batching: a burst of events reaches windows as a few messages. */
import { describe, expect, it, vi } from 'vitest';
import { coalescer } from '../coalescer';

describe('event batching', () => {
  it('sends a burst as one batch and flushes what is left', () => {
    vi.useFakeTimers();
    try {
      const batches: number[][] = [];
      const c = coalescer<number>((items) => batches.push(items), 50);
      for (let i = 0; i < 1000; i++) c.push(i);
      vi.advanceTimersByTime(60);
      c.push(1000);
      c.flush();
      expect(batches.map((b) => b.length)).toEqual([1000, 1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
