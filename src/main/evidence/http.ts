/**
 * One provider request through the agent's `NetClient`: the ledger gets the provider, the purpose and
 * the query text sent; 429 and 5xx answers are retried (Retry-After honoured, capped) and then named;
 * 401/403 are a refused key; the body is read as JSON within the client's size limit.
 */
import type { NetClient, RequestMeta } from '../net/types';
import { EvidenceError, EvidenceErrors } from './errors';

export interface ProviderCall {
  provider: string;
  purpose: string;
  /** The query text this request carries (recorded in the ledger as sent). */
  queryText?: string;
  signal?: AbortSignal;
  /** true: cache a non-GET answer too (POST search APIs); false: never (signing tokens). */
  cache?: boolean;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export interface RetryPolicy {
  /** Retries after the first attempt (429 and 5xx only). */
  retries: number;
  /** Wait before retry n (1-based) when the answer names no Retry-After. */
  baseDelayMs: number;
  /** Longest wait honoured from a Retry-After header. */
  maxDelayMs: number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseDelayMs: 1000, maxDelayMs: 10_000, sleep };

const retryable = (status: number): boolean => status === 429 || status >= 500;

function delayFor(res: Response, attempt: number, policy: RetryPolicy): number {
  const header = res.headers.get('retry-after');
  const seconds = header !== null ? Number(header) : NaN;
  const ms = Number.isFinite(seconds) ? seconds * 1000 : policy.baseDelayMs * 2 ** (attempt - 1);
  return Math.min(Math.max(0, ms), policy.maxDelayMs);
}

function failure(call: ProviderCall, res: Response): EvidenceError {
  if (res.status === 401 || res.status === 403) {
    return new EvidenceError(
      EvidenceErrors.EVIDENCE_AUTH,
      call.provider,
      `${call.provider} refused the request (${res.status}): check its API key in Settings.`,
      res.status
    );
  }
  if (res.status === 429) {
    return new EvidenceError(
      EvidenceErrors.EVIDENCE_RATE_LIMITED,
      call.provider,
      `${call.provider} is rate-limiting requests (429) after the retries.`,
      429
    );
  }
  return new EvidenceError(
    EvidenceErrors.EVIDENCE_HTTP,
    call.provider,
    `${call.provider} answered HTTP ${res.status}.`,
    res.status
  );
}

/** Sends the request (retrying 429/5xx) and returns the successful response, body unread. */
async function providerRequest(
  net: NetClient,
  url: string | URL,
  init: RequestInit,
  call: ProviderCall,
  policy: RetryPolicy = DEFAULT_RETRY
): Promise<Response> {
  const meta: RequestMeta = {
    purpose: call.purpose,
    provider: call.provider,
    ...(call.queryText !== undefined ? { queryText: call.queryText } : {}),
    ...(call.cache !== undefined ? { cache: call.cache } : {}),
    ...(call.timeoutMs ? { timeoutMs: call.timeoutMs } : {}),
    ...(call.maxResponseBytes ? { maxResponseBytes: call.maxResponseBytes } : {})
  };
  for (let attempt = 0; ; attempt++) {
    const res = await net.request(url, { ...init, ...(call.signal ? { signal: call.signal } : {}) }, meta);
    if (res.ok) return res;
    await res.arrayBuffer().catch(() => undefined);
    if (!retryable(res.status) || attempt >= policy.retries) throw failure(call, res);
    await policy.sleep(delayFor(res, attempt + 1, policy), call.signal);
  }
}

/** `providerRequest`, then the body as JSON (EVIDENCE_BAD_ANSWER when it is not JSON). */
export async function providerJson(
  net: NetClient,
  url: string | URL,
  init: RequestInit,
  call: ProviderCall,
  policy?: RetryPolicy
): Promise<unknown> {
  const res = await providerRequest(net, url, init, call, policy);
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new EvidenceError(
      EvidenceErrors.EVIDENCE_BAD_ANSWER,
      call.provider,
      `${call.provider} answered something that is not JSON.`
    );
  }
}

/** The host of a URL ("www.reuters.com"), or "" when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** Strips tags and collapses white space (SearXNG and Brave put <strong> in excerpts). */
export const plainText = (s: unknown): string =>
  typeof s === 'string'
    ? s
        .replace(/<[^>]*>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
