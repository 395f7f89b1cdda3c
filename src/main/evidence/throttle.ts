/**
 * Spaces calls to one service: one at a time, each starting at least `intervalMs` after the previous
 * one started (Nominatim's usage policy: one request per second, no parallel requests). Calls queue in
 * order, so a repeated query finds the previous answer in the cache; the clock and the wait are
 * injectable so tests see the spacing without waiting.
 */
export interface Throttle {
  /** Runs `fn` in its turn. */
  run<T>(fn: () => Promise<T>): Promise<T>;
}

export interface ThrottleClock {
  now(): number;
  wait(ms: number): Promise<void>;
}

const realClock: ThrottleClock = { now: () => Date.now(), wait: (ms) => new Promise((r) => setTimeout(r, ms)) };

export function createThrottle(intervalMs: number, clock: ThrottleClock = realClock): Throttle {
  let last = -Infinity;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run<T>(fn: () => Promise<T>): Promise<T> {
      const turn = queue.then(async () => {
        const wait = last + intervalMs - clock.now();
        if (wait > 0) await clock.wait(wait);
        last = clock.now();
        return fn();
      });
      queue = turn.catch(() => undefined);
      return turn;
    }
  };
}
