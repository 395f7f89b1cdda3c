/**
 * Retry pacing for model calls: exponential backoff with full jitter, a cap, and respect for the
 * server's Retry-After / retry-after-ms headers (capped, so a hostile header cannot stall a run).
 * The sleep is abort-aware so a cancelled run stops waiting at once.
 */
import { abortReason } from './semaphore';

export interface BackoffOptions {
  /** Delay scale for the first retry, ms. */
  baseMs: number;
  /** Largest computed delay, ms. */
  maxMs: number;
  /** Largest delay a Retry-After header may impose, ms. */
  maxRetryAfterMs: number;
  /** Source of randomness in [0, 1); injectable for tests. */
  random: () => number;
}

const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 500,
  maxMs: 20_000,
  maxRetryAfterMs: 60_000,
  random: Math.random
};

/**
 * Delay before retry number `retry` (1 = first retry). With a server hint, the hint wins (capped);
 * otherwise a random value in [d/2, d] with d = min(maxMs, baseMs * 2^(retry-1)).
 */
export function backoffDelay(retry: number, opts: Partial<BackoffOptions> = {}, retryAfterMs?: number): number {
  const o = { ...DEFAULT_BACKOFF, ...opts };
  if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs >= 0) {
    return Math.min(Math.ceil(retryAfterMs), o.maxRetryAfterMs);
  }
  const d = Math.min(o.maxMs, o.baseMs * 2 ** Math.max(0, retry - 1));
  return Math.round(d / 2 + o.random() * (d / 2));
}

interface HeaderLike {
  get(name: string): string | null;
}

/** Reads retry-after-ms (OpenAI) or Retry-After (seconds or HTTP date) into ms; undefined when absent or unusable. */
export function parseRetryAfter(headers: HeaderLike | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const v = Number(ms);
    if (Number.isFinite(v) && v >= 0) return v;
  }
  const ra = headers.get('retry-after');
  if (ra === null || ra.trim() === '') return undefined;
  const secs = Number(ra);
  if (Number.isFinite(secs)) return secs >= 0 ? secs * 1000 : undefined;
  const date = Date.parse(ra);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Waits `ms`, rejecting with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
