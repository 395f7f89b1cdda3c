/**
 * The model gateway: the one way Sibyl talks to a model. It drives the openai SDK against any
 * OpenAI-compatible endpoint (the SDK's own retries are off; ours are below), streams chat answers,
 * validates structured answers with zod (coercion, one repair round, then a typed failure), retries
 * 429/5xx/timeouts/network errors/truncated streams with backoff, honours cancellation everywhere
 * (queue, request, backoff), bounds concurrency, and counts tokens per run.
 * Every outbound HTTP request is logged (host, path, role, model, status, bytes, duration, attempt)
 * and handed to `onRequest`; the key and the prompt are never part of any log entry.
 */
import { setMaxListeners } from 'node:events';
import OpenAI, { APIError } from 'openai';
import type { ChatCompletionCreateParamsBase, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { createLogger } from '../log';
import { backoffDelay, sleep } from './backoff';
import { decodeEmbedding } from './decodeEmbedding';
import { LlmError, LlmErrors, RETRYABLE_LLM_CODES, fromSdkError, llmError } from './errors';
import { createSemaphore } from './semaphore';
import { modelFor, providerNeedsKey, resolveSettings, type ChatRole, type Role } from './settings';
import { jsonInstruction, repairPrompt, validateAnswer } from './structured';

import type { CallOptions, Gateway, GatewayOptions, RequestLogEntry, TextResult, Usage } from './gatewayTypes';
import { createMeteredFetch, type Fetch, type Meter } from './meteredFetch';

export type { RequestLogEntry, Usage, Prompt, CallOptions, TextResult, StructuredResult, EmbedOptions, GatewayOptions, Gateway } from './gatewayTypes';

type CallCtx = Pick<RequestLogEntry, 'role' | 'model' | 'kind' | 'runId' | 'repair'> & { urgent?: boolean };

/** Thrown by an attempt that should be re-sent at once without spending a retry (dropping json mode). */
class RetryNow extends Error {}

const NO_KEY = 'sibyl-no-key';
const emptyUsage = (): Usage => ({ promptTokens: 0, completionTokens: 0, calls: 0, estimated: false });
const addUsage = (a: Usage, b: Usage): Usage => ({
  promptTokens: a.promptTokens + b.promptTokens,
  completionTokens: a.completionTokens + b.completionTokens,
  calls: a.calls + b.calls,
  estimated: a.estimated || b.estimated
});
const estimate = (chars: number): number => Math.ceil(chars / 4);

export function createGateway(opts: GatewayOptions): Gateway {
  const settings = resolveSettings(opts.settings);
  const log = opts.log ?? createLogger('llm');
  const apiKey = opts.apiKey?.trim() || undefined;
  const baseFetch: Fetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const host = new URL(settings.baseUrl).host;
  const sem = createSemaphore(settings.concurrency);
  const closer = new AbortController();
  // One listener per call in flight or queued; many queued calls are normal, not a leak.
  setMaxListeners(0, closer.signal);
  const usageByRun = new Map<string, Usage>();
  const noJsonMode = new Set<string>();

  const client = new OpenAI({
    apiKey: apiKey ?? NO_KEY,
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    baseURL: settings.baseUrl,
    maxRetries: 0,
    // Our own per-attempt timer is authoritative (it also covers the streamed body).
    timeout: settings.timeoutMs + 5_000,
    logLevel: 'off',
    fetch: baseFetch,
    // Keyless local servers get no Authorization header at all.
    ...(apiKey ? {} : { defaultHeaders: { Authorization: null } })
  });

  const meteredFetch = (meter: Meter): Fetch => createMeteredFetch(baseFetch, meter);

  /**
   * Runs `fn` with retries, one semaphore slot and one log entry per attempt. The call's signal
   * links the caller's signal and close(); it is linked by hand and unlinked at the end, because
   * AbortSignal.any() on the long-lived close signal would retain every call's signal.
   */
  async function withRetries<T>(base: CallCtx, userSignal: AbortSignal | undefined, fn: (client: OpenAI, signal: AbortSignal) => Promise<T>): Promise<{ value: T; attempts: number }> {
    const call = new AbortController();
    const onCallAbort = (): void => call.abort();
    for (const s of [userSignal, closer.signal]) {
      if (s?.aborted) call.abort();
      s?.addEventListener('abort', onCallAbort, { once: true });
    }
    try {
      return await attempts(base, call.signal, fn);
    } finally {
      for (const s of [userSignal, closer.signal]) s?.removeEventListener('abort', onCallAbort);
    }
  }

  async function attempts<T>(ctx: CallCtx, callSignal: AbortSignal, fn: (client: OpenAI, signal: AbortSignal) => Promise<T>): Promise<{ value: T; attempts: number }> {
    const cancelled = (): LlmError => (closer.signal.aborted ? llmError.closed() : llmError.cancelled());
    let attempt = 0;
    let retries = 0;
    for (;;) {
      if (callSignal.aborted) throw cancelled();
      let release: () => void;
      try {
        release = await sem.acquire(callSignal, ctx.urgent === true);
      } catch {
        throw cancelled();
      }
      attempt++;
      const meter: Meter = { path: '', requestBytes: 0, responseBytes: 0 };
      const ctl = new AbortController();
      const onAbort = (): void => ctl.abort();
      callSignal.addEventListener('abort', onAbort, { once: true });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        ctl.abort();
      }, settings.timeoutMs);
      const t0 = performance.now();
      let value: T | undefined;
      let failure: LlmError | undefined;
      let internal: unknown;
      let retryNow = false;
      try {
        value = await fn(client.withOptions({ fetch: meteredFetch(meter) }), ctl.signal);
      } catch (err) {
        if (callSignal.aborted) failure = cancelled();
        else if (err instanceof RetryNow) {
          retryNow = true;
          failure = new LlmError(LlmErrors.LLM_BAD_REQUEST, err.message, { status: 400 });
        } else {
          failure = fromSdkError(err, { host, timeoutMs: settings.timeoutMs, timedOut, apiKey });
          if (!failure) internal = err;
        }
      } finally {
        clearTimeout(timer);
        callSignal.removeEventListener('abort', onAbort);
        release();
      }
      const retryable = !!failure && !callSignal.aborted && (retryNow || (RETRYABLE_LLM_CODES.has(failure.llmCode) && retries < settings.maxRetries));
      const retryInMs = !retryable || retryNow ? 0 : backoffDelay(retries + 1, opts.backoff, failure?.details.retryAfterMs);
      const entry: RequestLogEntry = {
        ts: new Date().toISOString(),
        ...ctx,
        host,
        path: meter.path,
        ...(meter.status !== undefined ? { status: meter.status } : {}),
        requestBytes: meter.requestBytes,
        responseBytes: meter.responseBytes,
        durationMs: Math.round(performance.now() - t0),
        attempt,
        outcome: failure ? failure.llmCode : internal !== undefined ? 'internal' : 'ok',
        ...(retryable ? { retryInMs } : {})
      };
      log.info('llm.request', { ...entry });
      try {
        opts.onRequest?.(entry);
      } catch (err) {
        log.warn('llm.onRequest_failed', { error: err instanceof Error ? err.name : 'unknown' });
      }
      if (internal !== undefined) throw internal;
      if (!failure) return { value: value as T, attempts: attempt };
      if (!retryable) {
        failure.details.attempts = attempt;
        throw failure;
      }
      if (!retryNow) {
        retries++;
        try {
          await sleep(retryInMs, callSignal);
        } catch {
          throw cancelled();
        }
      }
    }
  }

  const checkReady = (role: Role, model?: string): string => {
    if (closer.signal.aborted) throw llmError.closed();
    if (!settings.enabled) throw llmError.disabled();
    if (!apiKey && providerNeedsKey(settings.provider)) throw llmError.noKey(settings.provider);
    const m = model ?? modelFor(settings, role);
    if (!m) throw llmError.noModel(role);
    return m;
  };

  const account = (runId: string | undefined, u: Usage): void => {
    const key = runId ?? '';
    usageByRun.set(key, addUsage(usageByRun.get(key) ?? emptyUsage(), u));
  };

  type ChatAnswer = Omit<TextResult, 'model' | 'attempts'>;

  async function chat(role: ChatRole, model: string, messages: ChatCompletionMessageParam[], json: boolean, o: CallOptions, repair: boolean) {
    const promptChars = messages.reduce((n, m) => n + (typeof m.content === 'string' ? m.content.length : 0), 0);
    const ctx: CallCtx = { role, model, kind: 'chat', repair, ...(o.runId !== undefined ? { runId: o.runId } : {}), ...(o.urgent ? { urgent: true } : {}) };
    const r = await withRetries<ChatAnswer>(ctx, o.signal, async (c, signal) => {
      const jsonMode = json && !noJsonMode.has(model);
      const params: ChatCompletionCreateParamsBase = {
        model,
        messages,
        ...(jsonMode ? { response_format: { type: 'json_object' } } : {}),
        ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {})
      };
      let text = '';
      let finish: string | null = null;
      let usage: { prompt_tokens: number; completion_tokens: number } | null | undefined;
      try {
        if (settings.stream) {
          const stream = await c.chat.completions.create({ ...params, stream: true, stream_options: { include_usage: true } }, { signal });
          try {
            for await (const chunk of stream) {
              if (chunk.usage) usage = chunk.usage;
              const choice = chunk.choices?.[0];
              if (choice?.delta?.content) text += choice.delta.content;
              if (choice?.finish_reason) finish = choice.finish_reason;
            }
          } catch (err) {
            if (signal.aborted) throw err;
            throw new LlmError(LlmErrors.LLM_TRUNCATED, 'The answer stream broke off before the model finished.', { status: 200 });
          }
        } else {
          const res = await c.chat.completions.create({ ...params, stream: false }, { signal });
          if (!Array.isArray(res.choices)) throw new LlmError(LlmErrors.LLM_SERVER, `The endpoint at ${host} answered without choices.`, { status: 200 });
          text = res.choices[0]?.message?.content ?? '';
          finish = res.choices[0]?.finish_reason ?? null;
          usage = res.usage;
        }
      } catch (err) {
        if (jsonMode && err instanceof APIError && err.status === 400 && /response_format|json_object|json mode/i.test(err.message)) {
          noJsonMode.add(model);
          throw new RetryNow(`The endpoint does not support JSON mode for ${model}; retrying without it.`);
        }
        throw err;
      }
      if (signal.aborted) throw new Error('aborted');
      if (!finish) throw new LlmError(LlmErrors.LLM_TRUNCATED, 'The answer ended before the model finished (no finish reason).', { status: 200 });
      const u: Usage = usage
        ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, calls: 1, estimated: false }
        : { promptTokens: estimate(promptChars), completionTokens: estimate(text.length), calls: 1, estimated: true };
      return { text, finishReason: finish, usage: u };
    });
    account(o.runId, r.value.usage);
    return { ...r.value, attempts: r.attempts };
  }

  const messagesFor = (system: string | undefined, user: string): ChatCompletionMessageParam[] => [
    ...(system ? [{ role: 'system' as const, content: system }] : []),
    { role: 'user' as const, content: user }
  ];

  return {
    settings,

    async completeText(role, prompt, o = {}) {
      const model = checkReady(role);
      const a = await chat(role, model, messagesFor(prompt.system, prompt.user), false, o, false);
      return { text: a.text, finishReason: a.finishReason, usage: a.usage, model, attempts: a.attempts };
    },

    async complete(role, prompt, schema, o = {}) {
      const model = checkReady(role);
      const system = [prompt.system, jsonInstruction(schema)].filter(Boolean).join('\n\n');
      const messages = messagesFor(system, prompt.user);
      const first = await chat(role, model, messages, true, o, false);
      const v1 = validateAnswer(schema, first.text);
      if (v1.ok) return { value: v1.value, usage: first.usage, model, attempts: first.attempts, repaired: false, notes: v1.notes };
      log.warn('llm.answer_invalid', { role, model, stage: v1.stage, issues: v1.issues.length, runId: o.runId });
      const repairMessages: ChatCompletionMessageParam[] = [
        ...messages,
        { role: 'assistant', content: first.text },
        { role: 'user', content: repairPrompt(v1.issues) }
      ];
      const second = await chat(role, model, repairMessages, true, o, true);
      const usage = addUsage(first.usage, second.usage);
      const attempts = first.attempts + second.attempts;
      const v2 = validateAnswer(schema, second.text);
      if (v2.ok) return { value: v2.value, usage, model, attempts, repaired: true, notes: v2.notes };
      log.warn('llm.answer_rejected', { role, model, stage: v2.stage, issues: v2.issues.length, runId: o.runId });
      throw new LlmError(
        LlmErrors.LLM_BAD_OUTPUT,
        `The model's answer (${role}, ${model}) did not have the expected structure, even after a repair request.`,
        { attempts, issues: v2.issues }
      );
    },

    async embed(texts, o = {}) {
      const model = checkReady('embedding', o.model);
      if (texts.length === 0) return [];
      const ctx: CallCtx = { role: 'embedding', model, kind: 'embeddings', repair: false, ...(o.runId !== undefined ? { runId: o.runId } : {}) };
      const r = await withRetries(ctx, o.signal, async (c, signal) => {
        // Asking for base64 explicitly means the SDK hands it over undecoded; decodeEmbedding also
        // copes with servers that ignore encoding_format and send float arrays.
        const res = await c.embeddings.create({ model, input: texts, encoding_format: 'base64', ...(o.dimensions ? { dimensions: o.dimensions } : {}) }, { signal });
        if (!Array.isArray(res.data) || res.data.length !== texts.length) {
          throw new LlmError(LlmErrors.LLM_BAD_OUTPUT, `The embedding endpoint returned ${res.data?.length ?? 0} vectors for ${texts.length} texts.`);
        }
        const vectors = [...res.data].sort((a, b) => a.index - b.index).map((d) => decodeEmbedding(d.embedding));
        const tokens = res.usage?.prompt_tokens;
        const u: Usage = tokens !== undefined
          ? { promptTokens: tokens, completionTokens: 0, calls: 1, estimated: false }
          : { promptTokens: estimate(texts.reduce((n, t) => n + t.length, 0)), completionTokens: 0, calls: 1, estimated: true };
        return { vectors, usage: u };
      });
      account(o.runId, r.value.usage);
      return r.value.vectors;
    },

    usage(runId) {
      if (runId !== undefined) return { ...(usageByRun.get(runId) ?? emptyUsage()) };
      return [...usageByRun.values()].reduce(addUsage, emptyUsage());
    },

    resetUsage(runId) {
      if (runId === undefined) usageByRun.clear();
      else usageByRun.delete(runId);
    },

    close() {
      closer.abort();
    }
  };
}
