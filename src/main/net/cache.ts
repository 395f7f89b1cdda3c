/**
 * Cache hooks for the outbound door: the caller provides get/put; the client keys entries by method,
 * URL and a hash of the body. Only successful (2xx) answers read in full are stored.
 */
import { createHash } from 'node:crypto';

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface NetCache {
  get(key: string): Promise<CachedResponse | undefined> | CachedResponse | undefined;
  put(key: string, value: CachedResponse): Promise<void> | void;
}

/** sha256 of `METHOD url` and the body's own sha256 (an empty body hashes as ""). */
export function cacheKey(method: string, url: string, body: string | Uint8Array | undefined): string {
  const bodyHash = body === undefined ? '' : createHash('sha256').update(body).digest('hex');
  return createHash('sha256').update(`${method.toUpperCase()} ${url}\n${bodyHash}`).digest('hex');
}

/** An in-memory cache (tests, and one run's short-lived reuse). */
export function memoryCache(): NetCache & { readonly size: number } {
  const entries = new Map<string, CachedResponse>();
  return {
    get: (key) => entries.get(key),
    put: (key, value) => void entries.set(key, value),
    get size() {
      return entries.size;
    }
  };
}

export interface CacheCounts {
  hits: number;
  misses: number;
}

/** Wraps a cache so its hits and misses can be counted (the evidence providers' cache hit rate). */
export function countingCache(inner: NetCache): NetCache & { counts(): CacheCounts } {
  let hits = 0;
  let misses = 0;
  return {
    async get(key) {
      const v = await inner.get(key);
      if (v) hits++;
      else misses++;
      return v;
    },
    put: (key, value) => inner.put(key, value),
    counts: () => ({ hits, misses })
  };
}
