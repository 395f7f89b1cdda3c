/**
 * Model-gateway failures as typed errors with analyst-facing messages. The codes live in
 * shared/ipc/errors.ts and travel on an LlmError that extends SibylError, so the router
 * and the CLI treat them like every other coded error. Also maps openai SDK failures to these codes.
 * Messages never contain keys or prompt text (provider messages are scrubbed of key-like strings).
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { LlmErrors, SibylError } from '../../shared/ipc/errors';
import { NetError, NetErrors } from '../net/errors';
import { parseRetryAfter } from './backoff';

export { LlmErrors };
export type LlmErrorCode = (typeof LlmErrors)[keyof typeof LlmErrors];

/** Codes worth another attempt (with backoff). */
export const RETRYABLE_LLM_CODES: ReadonlySet<LlmErrorCode> = new Set<LlmErrorCode>([
  LlmErrors.LLM_RATE_LIMITED,
  LlmErrors.LLM_SERVER,
  LlmErrors.LLM_TIMEOUT,
  LlmErrors.LLM_TRUNCATED,
  LlmErrors.LLM_NETWORK
]);

export interface LlmErrorDetails {
  /** HTTP status of the last attempt, when there was one. */
  status?: number;
  /** How many HTTP attempts were made before giving up. */
  attempts?: number;
  /** Validation issues (paths and messages only) for LLM_BAD_OUTPUT. */
  issues?: string[];
  /** Server-suggested wait (Retry-After), in ms. */
  retryAfterMs?: number;
}

export class LlmError extends SibylError {
  override readonly name = 'LlmError';
  constructor(
    readonly llmCode: LlmErrorCode,
    message: string,
    readonly details: LlmErrorDetails = {}
  ) {
    super(llmCode, message);
  }
}

export const isLlmError = (err: unknown, code?: LlmErrorCode): err is LlmError =>
  err instanceof LlmError && (code === undefined || err.llmCode === code);

export const llmError = {
  disabled: () =>
    new LlmError(
      LlmErrors.LLM_NOT_CONFIGURED,
      'The model engine is off. Turn it on in Settings to use a model provider.'
    ),
  noModel: (role: string) =>
    new LlmError(LlmErrors.LLM_NOT_CONFIGURED, `No model is set for the "${role}" role. Choose one in Settings.`),
  noKey: (provider: string) =>
    new LlmError(
      LlmErrors.LLM_NOT_CONFIGURED,
      `No API key is stored for ${provider}. Add one in Settings (or set it in the environment for the CLI).`
    ),
  invalidSettings: (summary: string) =>
    new LlmError(LlmErrors.LLM_INVALID_SETTINGS, `The model settings are not valid: ${summary}`),
  cancelled: (why = 'The model request was cancelled.') => new LlmError(LlmErrors.LLM_CANCELLED, why),
  closed: () => new LlmError(LlmErrors.LLM_CANCELLED, 'The model gateway was closed.')
};

/** Removes the key and anything shaped like one from a provider message, and caps its length. */
export function redact(msg: string, apiKey?: string): string {
  // Redact the whole text first: cutting first could leave a key's first characters where its end was cut.
  let m = apiKey ? msg.split(apiKey).join('[redacted]') : msg;
  m = m.replace(/\b(sk|rk|pk)-[A-Za-z0-9_*\-.]{4,}/g, '[redacted]');
  return m.slice(0, 300);
}

interface SdkErrorContext {
  host: string;
  timeoutMs: number;
  /** Our per-attempt timer fired. */
  timedOut: boolean;
  apiKey?: string | undefined;
}

/** Maps an openai SDK failure to a typed error; undefined for anything else (a bug, rethrown as is). */
export function fromSdkError(err: unknown, ctx: SdkErrorContext): LlmError | undefined {
  const { host } = ctx;
  if (err instanceof LlmError) return err;
  const net = netCause(err);
  if (net && !ctx.timedOut) return fromNetError(net, host);
  if (ctx.timedOut || err instanceof APIConnectionTimeoutError) {
    return new LlmError(LlmErrors.LLM_TIMEOUT, `The model did not answer within ${ctx.timeoutMs} ms.`);
  }
  if (err instanceof APIError && typeof err.status === 'number') {
    const status = err.status;
    const retryAfterMs = parseRetryAfter(err.headers);
    const details = { status, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) };
    if (status === 401 || status === 403) {
      return new LlmError(
        LlmErrors.LLM_AUTH,
        `The provider at ${host} refused the API key (HTTP ${status}). Check the key in Settings.`,
        details
      );
    }
    if (status === 429)
      return new LlmError(
        LlmErrors.LLM_RATE_LIMITED,
        `The provider at ${host} is rate-limiting requests (HTTP 429).`,
        details
      );
    if (status === 408)
      return new LlmError(LlmErrors.LLM_TIMEOUT, `The provider at ${host} timed out (HTTP 408).`, details);
    if (status >= 500 || status === 409)
      return new LlmError(LlmErrors.LLM_SERVER, `The provider at ${host} failed (HTTP ${status}).`, details);
    return new LlmError(
      LlmErrors.LLM_BAD_REQUEST,
      `The provider at ${host} refused the request (HTTP ${status}): ${redact(err.message, ctx.apiKey)}`,
      details
    );
  }
  if (err instanceof APIConnectionError)
    return new LlmError(LlmErrors.LLM_NETWORK, `Cannot reach the model endpoint at ${host}.`);
  return undefined;
}

/** The net/ failure behind an SDK error (the SDK wraps fetch failures in APIConnectionError.cause). */
export function netCause(err: unknown): NetError | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    if (e instanceof NetError) return e;
  return undefined;
}

function fromNetError(e: NetError, host: string): LlmError {
  switch (e.netCode) {
    // A refused host is a settings problem, not worth a retry.
    case NetErrors.NET_BLOCKED:
      return new LlmError(LlmErrors.LLM_NOT_CONFIGURED, e.message);
    case NetErrors.NET_TOO_LARGE:
      return new LlmError(LlmErrors.LLM_BAD_OUTPUT, e.message);
    case NetErrors.NET_TIMEOUT:
      return new LlmError(LlmErrors.LLM_TIMEOUT, e.message);
    default:
      return new LlmError(LlmErrors.LLM_NETWORK, `Cannot reach the model endpoint at ${host}.`);
  }
}
