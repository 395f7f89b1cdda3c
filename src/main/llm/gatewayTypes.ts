/**
 * The model gateway's contract: what callers pass and get back, and the request log entry handed to
 * `onRequest` (no key, no prompt, no answer text). The implementation is gateway.ts.
 */
import type { z } from 'zod';
import type { Logger } from '../log';
import type { NetClient } from '../net/types';
import type { BackoffOptions } from './backoff';
import type { LlmErrorCode } from './errors';
import type { Fetch } from './meteredFetch';
import type { ChatRole, ModelSettings, ModelSettingsInput, Role } from './settings';

/** One outbound HTTP request. No key, no prompt, no answer text. */
export interface RequestLogEntry {
  ts: string;
  runId?: string;
  role: Role;
  model: string;
  kind: 'chat' | 'embeddings';
  host: string;
  path: string;
  /** HTTP status; absent when no response arrived. */
  status?: number;
  requestBytes: number;
  responseBytes: number;
  durationMs: number;
  /** 1 for the first try of a call, 2 for the first retry, ... */
  attempt: number;
  /** True for the request of the repair round. */
  repair: boolean;
  /** 'internal' is a bug on our side after the request was built; the raw error is rethrown. */
  outcome: 'ok' | LlmErrorCode | 'internal';
  /** Wait before the next attempt, when one follows. */
  retryInMs?: number;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
  calls: number;
  /** True when some of the counts are chars/4 estimates (the server sent no usage). */
  estimated: boolean;
}

export interface Prompt {
  system?: string;
  user: string;
}

/**
 * `runId`: tokens are accounted per run. `urgent`: served before queued ordinary calls (short calls
 * that later work waits on, such as dedupe confirmations behind a queue of extraction windows).
 */
export interface CallOptions {
  signal?: AbortSignal;
  runId?: string;
  urgent?: boolean;
}

export interface TextResult {
  text: string;
  finishReason: string;
  usage: Usage;
  model: string;
  attempts: number;
}

export interface StructuredResult<T> {
  value: T;
  usage: Usage;
  model: string;
  /** HTTP attempts, including the repair round. */
  attempts: number;
  /** Whether the repair round was needed. */
  repaired: boolean;
  /** Coercions applied to the answer (paths only). */
  notes: string[];
}

/** `dimensions` is sent as is (only some servers support it). */
export interface EmbedOptions extends CallOptions {
  model?: string;
  dimensions?: number;
}

export interface GatewayOptions {
  /** Raw or resolved settings; resolved again here (cheap, and validates). */
  settings: ModelSettingsInput;
  apiKey?: string;
  log?: Logger;
  onRequest?: (entry: RequestLogEntry) => void;
  /**
   * The outbound door requests leave through (allowlist, ledger rows). Default: a client that
   * reaches only loopback and the configured endpoint, without a ledger.
   */
  net?: NetClient;
  /** Test injection: replaces `net` entirely (fake transports in tests only). */
  fetch?: Fetch;
  backoff?: Partial<BackoffOptions>;
}

export interface Gateway {
  readonly settings: ModelSettings;
  complete<S extends z.ZodType>(
    role: ChatRole,
    prompt: Prompt,
    schema: S,
    opts?: CallOptions
  ): Promise<StructuredResult<z.output<S>>>;
  completeText(role: ChatRole, prompt: Prompt, opts?: CallOptions): Promise<TextResult>;
  embed(texts: string[], opts?: EmbedOptions): Promise<Float32Array[]>;
  /** Tokens for one run, or for everything when runId is omitted. */
  usage(runId?: string): Usage;
  resetUsage(runId?: string): void;
  /** Cancels every call in flight; later calls fail with LLM_CANCELLED. */
  close(): void;
}
