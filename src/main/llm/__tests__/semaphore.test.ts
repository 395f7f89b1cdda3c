/** The gateway's concurrency limit: urgent waiters first, FIFO within each class (the rest is in gateway.test.ts). */
import { describe, expect, it } from 'vitest';
import { createSemaphore } from '../semaphore';

describe('semaphore', () => {
  it('serves urgent waiters before ordinary ones, first come first served within each class', async () => {
    const sem = createSemaphore(1);
    const order: string[] = [];
    const first = await sem.acquire();
    const waits = [
      sem.acquire(undefined, false).then((r) => (order.push('a'), r)),
      sem.acquire(undefined, false).then((r) => (order.push('b'), r)),
      sem.acquire(undefined, true).then((r) => (order.push('u1'), r)),
      sem.acquire(undefined, true).then((r) => (order.push('u2'), r))
    ];
    expect(sem.waiting).toBe(4);
    first();
    for (const w of [waits[2], waits[3], waits[0], waits[1]]) (await w!)();
    expect(order).toEqual(['u1', 'u2', 'a', 'b']);
    expect(sem.active).toBe(0);
  });
});
