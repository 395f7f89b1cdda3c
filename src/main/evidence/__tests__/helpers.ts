/** A net/ client over the fake evidence server, with a ledger kept in memory and a counting cache. */
import { countingCache, memoryCache } from '../../net/cache';
import { createAllowlist } from '../../net/allowlist';
import { createNetClient } from '../../net/client';
import { type NetClient, type OutboundRecord } from '../../net/types';
import type { RetryPolicy } from '../http';

export interface TestNet {
  net: NetClient;
  ledger: OutboundRecord[];
  cache: ReturnType<typeof countingCache>;
  delays: number[];
  retry: RetryPolicy;
}

export function testNet(opts: { timeoutMs?: number; maxResponseBytes?: number; hosts?: string[] } = {}): TestNet {
  const ledger: OutboundRecord[] = [];
  const cache = countingCache(memoryCache());
  const delays: number[] = [];
  const net = createNetClient({
    provider: 'evidence',
    // The fakes listen on loopback ports of their own choosing.
    allow: createAllowlist({ evidenceOptIn: true, evidenceHosts: opts.hosts ?? [], loopback: true }),
    ledger: { record: async (row) => void ledger.push(row) },
    cache,
    ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}),
    ...(opts.maxResponseBytes ? { maxResponseBytes: opts.maxResponseBytes } : {})
  });
  // Retries are counted, not waited for.
  const retry: RetryPolicy = {
    retries: 2,
    baseDelayMs: 1000,
    maxDelayMs: 10_000,
    sleep: async (ms) => void delays.push(ms)
  };
  return { net, ledger, cache, delays, retry };
}
