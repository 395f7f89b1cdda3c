/**
 * The model gateway: the one way Sibyl talks to a model. It drives the openai SDK against any
 * OpenAI-compatible endpoint (the SDK's own retries are off) and composes the pieces: the request
 * runner (retries/backoff, per-attempt timeout, cancellation in queue, request and backoff, the
 * semaphore's bounded concurrency, one log entry per attempt), the chat and embeddings calls, the
 * structured-output loop (zod, coercion, one repair round) and the per-run token book.
 * Every HTTP request leaves through a net/ client (allowlist, ledger); the key and the prompt are
 * never part of any log entry.
 */
import { setMaxListeners } from 'node:events';
import OpenAI from 'openai';
import { createLogger } from '../log';
import { createAllowlist } from '../net/allowlist';
import { createNetClient } from '../net/client';
import { type NetClient } from '../net/types';
import { createChatCaller, messagesFor } from './chatCall';
import { embedTexts } from './embedCall';
import { llmError } from './errors';
import type { Gateway, GatewayOptions } from './gatewayTypes';
import type { Fetch } from './meteredFetch';
import { createRequestRunner, purposeOf, type CallCtx } from './requestRunner';
import { createSemaphore } from './semaphore';
import { modelFor, providerNeedsKey, resolveSettings, type Role } from './settings';
import { completeStructured } from './structuredCall';
import { createUsageBook } from './usage';

export type { RequestLogEntry, Prompt, StructuredResult, GatewayOptions, Gateway } from './gatewayTypes';

const NO_KEY = 'sibyl-no-key';
/** net/'s own timeout is a backstop behind the gateway's per-attempt timer. */
const NET_TIMEOUT_MARGIN_MS = 5_000;

export function createGateway(opts: GatewayOptions): Gateway {
  const settings = resolveSettings(opts.settings);
  const log = opts.log ?? createLogger('llm');
  const apiKey = opts.apiKey?.trim() || undefined;
  const host = new URL(settings.baseUrl).host;
  // Without a client from the caller, one that reaches only loopback and the configured endpoint.
  const net: NetClient =
    opts.net ??
    createNetClient(
      { provider: settings.provider, allow: createAllowlist({ modelBaseUrl: settings.baseUrl }) },
      log.child('net')
    );
  const fetchFor = (ctx: CallCtx): Fetch =>
    opts.fetch ??
    net.fetcher({
      purpose: purposeOf(ctx),
      ...(ctx.runId !== undefined ? { runId: ctx.runId } : {}),
      timeoutMs: settings.timeoutMs + NET_TIMEOUT_MARGIN_MS
    });
  const closer = new AbortController();
  // One listener per call in flight or queued; many queued calls are normal, not a leak.
  setMaxListeners(0, closer.signal);
  const usage = createUsageBook();

  const client = new OpenAI({
    apiKey: apiKey ?? NO_KEY,
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    baseURL: settings.baseUrl,
    maxRetries: 0,
    // Our own per-attempt timer is authoritative (it also covers the streamed body).
    timeout: settings.timeoutMs + NET_TIMEOUT_MARGIN_MS,
    logLevel: 'off',
    // Every attempt sets its own fetch (bound to its purpose); this one is never reached unbound.
    fetch: fetchFor({ role: 'extraction', model: '', kind: 'chat', repair: false }),
    // Keyless local servers get no Authorization header at all.
    ...(apiKey ? {} : { defaultHeaders: { Authorization: null } })
  });

  const runner = createRequestRunner({
    client,
    fetchFor,
    sem: createSemaphore(settings.concurrency),
    closed: closer.signal,
    host,
    ...(apiKey ? { apiKey } : {}),
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    ...(opts.backoff ? { backoff: opts.backoff } : {}),
    log,
    ...(opts.onRequest ? { onRequest: opts.onRequest } : {})
  });
  const chat = createChatCaller(runner, settings, host, usage.add);

  const checkReady = (role: Role, model?: string): string => {
    if (closer.signal.aborted) throw llmError.closed();
    if (!settings.enabled) throw llmError.disabled();
    if (!apiKey && providerNeedsKey(settings.provider)) throw llmError.noKey(settings.provider);
    const m = model ?? modelFor(settings, role);
    if (!m) throw llmError.noModel(role);
    return m;
  };

  return {
    settings,

    async completeText(role, prompt, o = {}) {
      const model = checkReady(role);
      const a = await chat(role, model, messagesFor(prompt.system, prompt.user), false, o, false);
      return { text: a.text, finishReason: a.finishReason, usage: a.usage, model, attempts: a.attempts };
    },

    async complete(role, prompt, schema, o = {}) {
      const model = checkReady(role);
      return completeStructured(chat, log, { role, model, prompt, schema, opts: o });
    },

    async embed(texts, o = {}) {
      const model = checkReady('embedding', o.model);
      if (texts.length === 0) return [];
      const r = await embedTexts(runner, model, texts, o);
      usage.add(o.runId, r.usage);
      return r.vectors;
    },

    usage: (runId) => usage.get(runId),
    resetUsage: (runId) => usage.reset(runId),

    close() {
      closer.abort();
    }
  };
}
