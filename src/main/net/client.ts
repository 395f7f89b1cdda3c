/**
 * The one place a request leaves the process. A client checks the allowlist before any socket
 * opens (a refusal is a NET_BLOCKED error and a ledger row with outcome `blocked`), applies a
 * per-request timeout that covers headers and body, links the caller's abort signal, cuts answers
 * over the size limit, consults the caller's cache (GET by default) and writes one ledger row per
 * request: host, method, purpose, bytes out/in, status, outcome, run id, duration, and the query
 * text an evidence provider says it sent (RequestMeta.queryText). Never a header, a key, a query
 * string or a body.
 */
import { setMaxListeners } from 'node:events';
import { silentLogger, type Logger } from '../log';
import { bodyBytes, tooLarge, watchBody } from './body';
import { cacheKey, type CachedResponse } from './cache';
import { NetError, NetErrors } from './errors';
import type { FetchLike, NetClient, NetClientOptions, NetOutcome, OutboundRecord, RequestMeta } from './types';

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
/**
 * The only headers sent on to another origin. Any other may carry a credential (Authorization, a
 * provider's own key header such as X-Subscription-Token or a custom one), so all others are dropped.
 */
const CROSS_ORIGIN_HEADERS = new Set([
  'accept',
  'accept-language',
  'content-type',
  'if-modified-since',
  'if-none-match',
  'range',
  'user-agent'
]);

/** The next hop's request: GET without a body after 303 (and 301/302 from POST), no credentials across origins. */
function redirectInit(init: RequestInit, status: number, crossOrigin: boolean): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  const toGet = status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST';
  const headers = new Headers(init.headers);
  if (crossOrigin) for (const name of [...headers.keys()]) if (!CROSS_ORIGIN_HEADERS.has(name)) headers.delete(name);
  const { body: _body, ...rest } = init;
  return toGet ? { ...rest, method: 'GET', headers } : { ...init, headers };
}

interface Sent {
  url: URL;
  method: string;
  init: RequestInit;
  meta: RequestMeta;
  bytesOut: number;
  t0: number;
}

const outcomeOf = (failure: unknown): NetOutcome => {
  if (failure === undefined) return 'ok';
  if (failure instanceof NetError)
    return failure.netCode === NetErrors.NET_BLOCKED
      ? 'blocked'
      : failure.netCode === NetErrors.NET_TIMEOUT
        ? 'timeout'
        : failure.netCode === NetErrors.NET_TOO_LARGE
          ? 'too_large'
          : failure.netCode === NetErrors.NET_ABORTED
            ? 'aborted'
            : 'failed';
  return 'aborted';
};

async function normalise(
  input: string | URL | Request,
  init: RequestInit | undefined
): Promise<{ url: URL; init: RequestInit }> {
  if (!(input instanceof Request)) return { url: new URL(String(input)), init: init ?? {} };
  const body = input.body ? await input.arrayBuffer() : undefined;
  return {
    url: new URL(input.url),
    init: { method: input.method, headers: input.headers, signal: input.signal, ...(body ? { body } : {}), ...init }
  };
}

export function createNetClient(opts: NetClientOptions, log: Logger = silentLogger): NetClient {
  const pending = new Set<Promise<void>>();
  const timeoutFor = (m: RequestMeta): number => m.timeoutMs ?? opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limitFor = (m: RequestMeta): number =>
    m.maxResponseBytes ?? opts.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;

  function record(s: Sent, status: number | null, bytesIn: number, failure?: unknown): void {
    const row: OutboundRecord = {
      provider: s.meta.provider ?? opts.provider,
      host: s.url.host,
      method: s.method,
      purpose: s.meta.purpose,
      bytesOut: s.bytesOut,
      bytesIn,
      status,
      outcome: outcomeOf(failure),
      runId: s.meta.runId ?? opts.runId ?? null,
      durationMs: Math.round(performance.now() - s.t0),
      queryText: s.meta.queryText ?? null
    };
    const { queryText: _q, ...logged } = row;
    log.info('net.request', { ...logged, path: s.url.pathname });
    if (!opts.ledger) return;
    const p = opts.ledger
      .record(row)
      .catch((err: unknown) =>
        log.error('could not write the outbound ledger', { error: err instanceof Error ? err.message : String(err) })
      )
      .finally(() => pending.delete(p));
    pending.add(p);
  }

  // A range request is never cached: the key does not include the Range header.
  const cacheable = (s: Sent): boolean =>
    !!opts.cache &&
    s.meta.cache !== false &&
    (s.method === 'GET' || s.meta.cache === true) &&
    !new Headers(s.init.headers).has('range') &&
    (s.init.body == null || typeof s.init.body === 'string' || s.init.body instanceof Uint8Array);

  const fromCache = (c: CachedResponse): Response =>
    new Response(c.body.byteLength ? Buffer.from(c.body) : null, { status: c.status, headers: c.headers });

  async function send(s: Sent): Promise<Response> {
    const ctl = new AbortController();
    const user = s.init.signal ?? undefined;
    let timedOut = false;
    const timeoutMs = timeoutFor(s.meta);
    const timer = setTimeout(() => {
      timedOut = true;
      ctl.abort();
    }, timeoutMs);
    const onUserAbort = (): void => ctl.abort();
    if (user?.aborted) ctl.abort();
    user?.addEventListener('abort', onUserAbort, { once: true });
    setMaxListeners(0, ctl.signal);
    const done = (): void => {
      clearTimeout(timer);
      user?.removeEventListener('abort', onUserAbort);
    };
    const host = s.url.host;
    const mapError = (err: unknown): unknown => {
      if (timedOut)
        return new NetError(
          NetErrors.NET_TIMEOUT,
          host,
          `No complete answer from ${host}${s.url.pathname} within ${timeoutMs} ms.`
        );
      if (user?.aborted) return err;
      return err instanceof NetError
        ? err
        : new NetError(
            NetErrors.NET_FAILED,
            host,
            `The request to ${host}${s.url.pathname} failed: ${err instanceof Error ? err.message : String(err)}`
          );
    };
    let res: Response;
    try {
      // The only fetch call in src/main (eslint keeps it that way).
      res = await fetch(s.url, { ...s.init, signal: ctl.signal });
    } catch (err) {
      done();
      const mapped = mapError(err);
      record(s, null, 0, mapped instanceof NetError ? mapped : new NetError(NetErrors.NET_ABORTED, host, 'aborted'));
      throw mapped;
    }
    const limit = limitFor(s.meta);
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > limit) {
      done();
      await res.body?.cancel().catch(() => undefined);
      const err = tooLarge(host, limit);
      record(s, res.status, 0, err);
      throw err;
    }
    if (!res.body) {
      done();
      record(s, res.status, 0);
      return res;
    }
    const body = watchBody(res.body, {
      host,
      limit,
      mapError,
      settle: (bytesIn, failure) => {
        done();
        record(
          s,
          res.status,
          bytesIn,
          failure === undefined
            ? undefined
            : failure instanceof NetError
              ? failure
              : new NetError(NetErrors.NET_ABORTED, host, 'aborted')
        );
      }
    });
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  }

  async function request(target: string | URL, init: RequestInit, meta: RequestMeta): Promise<Response> {
    let url = new URL(String(target));
    let hopInit = init;
    // Redirects are followed here, hop by hop, so every hop passes the allowlist and gets its row.
    for (let hop = 0; ; hop++) {
      const res = await once(url, hopInit, meta);
      const location = res.headers.get('location');
      if (init.redirect === 'manual' || !REDIRECTS.has(res.status) || !location) return res;
      await res.arrayBuffer().catch(() => undefined);
      if (hop >= MAX_REDIRECTS)
        throw new NetError(NetErrors.NET_FAILED, url.host, `Too many redirects from ${url.host}${url.pathname}.`);
      const next = new URL(location, url);
      hopInit = redirectInit(hopInit, res.status, next.origin !== url.origin);
      url = next;
    }
  }

  async function once(url: URL, init: RequestInit, meta: RequestMeta): Promise<Response> {
    const s: Sent = {
      url,
      method: (init.method ?? 'GET').toUpperCase(),
      init: { ...init, redirect: 'manual' },
      meta,
      bytesOut: bodyBytes(init.body),
      t0: performance.now()
    };
    if (!opts.allow.allows(url)) {
      const err = new NetError(
        NetErrors.NET_BLOCKED,
        url.host,
        `Requests to ${url.host} are not allowed (not loopback, not the model endpoint while the engine is on, not an opted-in evidence provider).`
      );
      record(s, null, 0, err);
      throw err;
    }
    if (!cacheable(s)) return send(s);
    const key = cacheKey(s.method, url.href, s.init.body as string | Uint8Array | undefined);
    const hit = await opts.cache!.get(key);
    if (hit) {
      log.debug('net.cache_hit', { host: url.host, path: url.pathname, purpose: meta.purpose });
      return fromCache(hit);
    }
    const res = await send(s);
    if (!res.ok) return res;
    const entry: CachedResponse = {
      status: res.status,
      headers: Object.fromEntries(res.headers),
      body: new Uint8Array(await res.arrayBuffer())
    };
    await opts.cache!.put(key, entry);
    return fromCache(entry);
  }

  return {
    request,
    fetcher: (meta) =>
      (async (input, init) => {
        const n = await normalise(input, init);
        return request(n.url, n.init, meta);
      }) satisfies FetchLike,
    allows: (url) => opts.allow.allows(new URL(String(url))),
    flush: async () => void (await Promise.all([...pending]))
  };
}
