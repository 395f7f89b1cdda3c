/** The outbound door: every request that leaves the process goes through a `NetClient`. */
export { createNetClient, DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from './client';
export { createAllowlist, isLoopbackHostname, type Allowlist, type AllowlistInput } from './allowlist';
export { cacheKey, countingCache, memoryCache, type CacheCounts, type CachedResponse, type NetCache } from './cache';
export { NetError, NetErrors, isNetError, type NetErrorCode } from './errors';
export type {
  FetchLike,
  LedgerSink,
  NetClient,
  NetClientOptions,
  NetOutcome,
  OutboundRecord,
  RequestMeta
} from './types';
