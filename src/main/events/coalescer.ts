/**
 * Batches events for windows: a burst (say a thousand claim_extracted events) becomes a few
 * `pipeline.events` messages instead of a thousand. Used by the run host (runHost.ts) for every run.
 */

/**
 * Collects events and sends them as one batch at most every `ms` milliseconds, or as soon as `max`
 * are waiting: a window decodes each message in one task, and a Legal pass over hundreds of claims
 * made one message of megabytes that froze it for seconds.
 */
export function coalescer<T>(
  send: (items: T[]) => void,
  ms: number,
  max = 250
): { push: (item: T) => void; flush: () => void } {
  let buffer: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!buffer.length) return;
    const items = buffer;
    buffer = [];
    send(items);
  };
  return {
    push(item) {
      buffer.push(item);
      if (buffer.length >= max) flush();
      else timer ??= setTimeout(flush, ms);
    },
    flush
  };
}
