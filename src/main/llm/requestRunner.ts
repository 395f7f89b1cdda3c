/**
 * Request execution for the gateway: each call runs attempt after attempt, each attempt holding one
 * semaphore slot (queueing, urgent lane), under its own timer, metered, logged once and handed to
 * `onRequest`; retryable failures (429/5xx/timeouts/network/truncated) wait a backoff delay and try
 * again; `RetryNow` re-sends at once without spending a retry (dropping JSON mode). Cancellation by
 * the caller or by close() is honoured in the queue, during the request and during the backoff.
 */
import { setMaxListeners } from 'node:events';
import type OpenAI from 'openai';
import type { Logger } from '../log';
import { backoffDelay, sleep, type BackoffOptions } from './backoff';
import { LlmError, LlmErrors, RETRYABLE_LLM_CODES, fromSdkError, llmError } from './errors';
import type { RequestLogEntry } from './gatewayTypes';
import { createMeteredFetch, type Fetch, type Meter } from './meteredFetch';
import type { Semaphore } from './semaphore';

export type CallCtx = Pick<RequestLogEntry, 'role' | 'model' | 'kind' | 'runId' | 'repair'> & { urgent?: boolean };

/** Thrown by an attempt that should be re-sent at once without spending a retry (dropping json mode). */
export class RetryNow extends Error {}

/** The ledger purpose of a call: `chat:extraction`, `chat:extraction:repair`, `embeddings:embedding`. */
export const purposeOf = (ctx: CallCtx): string => `${ctx.kind}:${ctx.role}${ctx.repair ? ':repair' : ''}`;

export interface RunnerDeps {
  client: OpenAI;
  /** The fetch one call's attempts go through (the net client bound to the call's purpose and run). */
  fetchFor(ctx: CallCtx): Fetch;
  sem: Semaphore;
  /** Aborted by the gateway's close(). */
  closed: AbortSignal;
  host: string;
  apiKey?: string;
  timeoutMs: number;
  maxRetries: number;
  backoff?: Partial<BackoffOptions>;
  log: Logger;
  onRequest?: (entry: RequestLogEntry) => void;
}

type Attempt<T> = (client: OpenAI, signal: AbortSignal) => Promise<T>;

export interface RequestRunner {
  run<T>(ctx: CallCtx, signal: AbortSignal | undefined, fn: Attempt<T>): Promise<{ value: T; attempts: number }>;
}

interface Tried<T> {
  value?: T;
  failure?: LlmError;
  internal?: unknown;
  retryNow: boolean;
  meter: Meter;
  durationMs: number;
}

export function createRequestRunner(d: RunnerDeps): RequestRunner {
  const cancelled = (): LlmError => (d.closed.aborted ? llmError.closed() : llmError.cancelled());

  /** One attempt: a semaphore slot, a timer, a metered fetch; failures are classified, not thrown. */
  async function tryOnce<T>(ctx: CallCtx, callSignal: AbortSignal, fn: Attempt<T>): Promise<Tried<T>> {
    let release: () => void;
    try {
      release = await d.sem.acquire(callSignal, ctx.urgent === true);
    } catch {
      throw cancelled();
    }
    const meter: Meter = { path: '', requestBytes: 0, responseBytes: 0 };
    const ctl = new AbortController();
    const onAbort = (): void => ctl.abort();
    callSignal.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      ctl.abort();
    }, d.timeoutMs);
    const t0 = performance.now();
    const out: Tried<T> = { retryNow: false, meter, durationMs: 0 };
    try {
      out.value = await fn(d.client.withOptions({ fetch: createMeteredFetch(d.fetchFor(ctx), meter) }), ctl.signal);
    } catch (err) {
      if (callSignal.aborted) out.failure = cancelled();
      else if (err instanceof RetryNow) {
        out.retryNow = true;
        out.failure = new LlmError(LlmErrors.LLM_BAD_REQUEST, err.message, { status: 400 });
      } else {
        out.failure = fromSdkError(err, { host: d.host, timeoutMs: d.timeoutMs, timedOut, apiKey: d.apiKey });
        if (!out.failure) out.internal = err;
      }
    } finally {
      clearTimeout(timer);
      callSignal.removeEventListener('abort', onAbort);
      release();
    }
    out.durationMs = Math.round(performance.now() - t0);
    return out;
  }

  function report(ctx: CallCtx, t: Tried<unknown>, attempt: number, retryInMs: number | undefined): void {
    const entry: RequestLogEntry = {
      ts: new Date().toISOString(),
      ...ctx,
      host: d.host,
      path: t.meter.path,
      ...(t.meter.status !== undefined ? { status: t.meter.status } : {}),
      requestBytes: t.meter.requestBytes,
      responseBytes: t.meter.responseBytes,
      durationMs: t.durationMs,
      attempt,
      outcome: t.failure ? t.failure.llmCode : t.internal !== undefined ? 'internal' : 'ok',
      ...(retryInMs !== undefined ? { retryInMs } : {})
    };
    d.log.info('llm.request', { ...entry });
    try {
      d.onRequest?.(entry);
    } catch (err) {
      d.log.warn('llm.onRequest_failed', { error: err instanceof Error ? err.name : 'unknown' });
    }
  }

  async function attempts<T>(
    ctx: CallCtx,
    callSignal: AbortSignal,
    fn: Attempt<T>
  ): Promise<{ value: T; attempts: number }> {
    let attempt = 0;
    let retries = 0;
    for (;;) {
      if (callSignal.aborted) throw cancelled();
      attempt++;
      const t = await tryOnce(ctx, callSignal, fn);
      const { failure } = t;
      const retryable =
        !!failure &&
        !callSignal.aborted &&
        (t.retryNow || (RETRYABLE_LLM_CODES.has(failure.llmCode) && retries < d.maxRetries));
      const retryInMs =
        !retryable || t.retryNow ? 0 : backoffDelay(retries + 1, d.backoff, failure?.details.retryAfterMs);
      report(ctx, t, attempt, retryable ? retryInMs : undefined);
      if (t.internal !== undefined) throw t.internal;
      if (!failure) return { value: t.value as T, attempts: attempt };
      if (!retryable) {
        failure.details.attempts = attempt;
        throw failure;
      }
      if (t.retryNow) continue;
      retries++;
      try {
        await sleep(retryInMs, callSignal);
      } catch {
        throw cancelled();
      }
    }
  }

  return {
    /**
     * The call's signal links the caller's signal and close(); it is linked by hand and unlinked at
     * the end, because AbortSignal.any() on the long-lived close signal would retain every call's signal.
     */
    async run(ctx, userSignal, fn) {
      const call = new AbortController();
      const onCallAbort = (): void => call.abort();
      // A run's signal carries one listener per call in flight or queued: many at once are normal, not a leak.
      if (userSignal) setMaxListeners(0, userSignal);
      for (const s of [userSignal, d.closed]) {
        if (s?.aborted) call.abort();
        s?.addEventListener('abort', onCallAbort, { once: true });
      }
      try {
        return await attempts(ctx, call.signal, fn);
      } finally {
        for (const s of [userSignal, d.closed]) s?.removeEventListener('abort', onCallAbort);
      }
    }
  };
}
