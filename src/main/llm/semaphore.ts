/**
 * Bounded concurrency for model calls: at most `limit` requests to the endpoint at once, first come
 * first served. Waiting is abort-aware: a cancelled caller leaves the queue at once and never takes
 * a slot, so cancelling queued work is prompt and cannot leak capacity.
 */
export interface Semaphore {
  /**
   * Resolves with a release function once a slot is free; rejects with the signal's reason on abort.
   * `urgent` waiters are served before ordinary ones (first come first served within each class).
   */
  acquire(signal?: AbortSignal, urgent?: boolean): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
}

interface Waiter {
  grant: () => void;
  urgent: boolean;
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`semaphore limit must be a positive integer, got ${limit}`);
  let active = 0;
  const queue: Waiter[] = [];

  const releaser = (): (() => void) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) next.grant();
      else active--;
    };
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    acquire(signal, urgent = false) {
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      if (active < limit && queue.length === 0) {
        active++;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const onAbort = (): void => {
          const i = queue.indexOf(waiter);
          if (i >= 0) queue.splice(i, 1);
          reject(abortReason(signal!));
        };
        // The slot is handed over directly (active stays the same), so no one can jump the queue.
        const waiter: Waiter = {
          urgent,
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(releaser());
          }
        };
        const firstOrdinary = urgent ? queue.findIndex((w) => !w.urgent) : -1;
        if (firstOrdinary >= 0) queue.splice(firstOrdinary, 0, waiter);
        else queue.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    }
  };
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
