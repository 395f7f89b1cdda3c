/** The analysis runner's event batching: a burst of events reaches windows as a few messages. */
import { describe, expect, it, vi } from 'vitest';
import { coalescer } from '../coalescer';

describe('event batching', () => {
  it('sends a burst as one batch and flushes what is left', () => {
    vi.useFakeTimers();
    try {
      const batches: number[][] = [];
      const c = coalescer<number>((items) => batches.push(items), 50, 5000);
      for (let i = 0; i < 1000; i++) c.push(i);
      vi.advanceTimersByTime(60);
      c.push(1000);
      c.flush();
      expect(batches.map((b) => b.length)).toEqual([1000, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a batch as soon as `max` events wait, so no message grows without bound', () => {
    vi.useFakeTimers();
    try {
      const batches: number[][] = [];
      const c = coalescer<number>((items) => batches.push(items), 50, 250);
      for (let i = 0; i < 600; i++) c.push(i);
      expect(batches.map((b) => b.length)).toEqual([250, 250]);
      vi.advanceTimersByTime(60);
      expect(batches.map((b) => b.length)).toEqual([250, 250, 100]);
      expect(batches.flat()).toEqual(Array.from({ length: 600 }, (_, i) => i));
    } finally {
      vi.useRealTimers();
    }
  });
});
