/**
 * One chat request through the request runner: streamed or not, JSON mode when asked and supported
 * (a model whose endpoint rejects JSON mode is remembered and re-sent without it at once), a stream
 * that breaks off or an answer without a finish reason is LLM_TRUNCATED (retryable), and tokens
 * come from the server's usage or a chars/4 estimate.
 */
import { APIError } from 'openai';
import type { ChatCompletionCreateParamsBase, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { NetErrors } from '../net/errors';
import { LlmError, LlmErrors, netCause } from './errors';
import type { CallOptions, TextResult, Usage } from './gatewayTypes';
import { RetryNow, type CallCtx, type RequestRunner } from './requestRunner';
import type { ChatRole, ModelSettings } from './settings';
import { estimateTokens } from './usage';

export type ChatAnswer = Omit<TextResult, 'model'>;

export interface ChatCaller {
  (
    role: ChatRole,
    model: string,
    messages: ChatCompletionMessageParam[],
    json: boolean,
    o: CallOptions,
    repair: boolean
  ): Promise<ChatAnswer>;
}

/** Tokens a model may write in one answer unless the settings say otherwise: a runaway answer stops here. */
export const MAX_OUTPUT_TOKENS = 8192;

/** The answer-length cap: `max_tokens`, or `max_completion_tokens` for endpoints that refuse the older name. */
const outputCap = (settings: Pick<ModelSettings, 'maxOutputTokens'>, newerName: boolean) => {
  const n = settings.maxOutputTokens ?? MAX_OUTPUT_TOKENS;
  return newerName ? { max_completion_tokens: n } : { max_tokens: n };
};

export const messagesFor = (system: string | undefined, user: string): ChatCompletionMessageParam[] => [
  ...(system ? [{ role: 'system' as const, content: system }] : []),
  { role: 'user' as const, content: user }
];

type RawUsage = { prompt_tokens: number; completion_tokens: number } | null | undefined;

export function createChatCaller(
  runner: RequestRunner,
  settings: ModelSettings,
  host: string,
  onUsage: (runId: string | undefined, u: Usage) => void
): ChatCaller {
  const noJsonMode = new Set<string>();
  const noMaxTokens = new Set<string>();
  return async (role, model, messages, json, o, repair) => {
    const promptChars = messages.reduce((n, m) => n + (typeof m.content === 'string' ? m.content.length : 0), 0);
    const ctx: CallCtx = {
      role,
      model,
      kind: 'chat',
      repair,
      ...(o.runId !== undefined ? { runId: o.runId } : {}),
      ...(o.urgent ? { urgent: true } : {})
    };
    const r = await runner.run(ctx, o.signal, async (c, signal) => {
      const jsonMode = json && !noJsonMode.has(model);
      const params: ChatCompletionCreateParamsBase = {
        model,
        messages,
        ...(jsonMode ? { response_format: { type: 'json_object' } } : {}),
        ...outputCap(settings, noMaxTokens.has(model)),
        ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {})
      };
      let text = '';
      let finish: string | null = null;
      let usage: RawUsage;
      try {
        if (settings.stream) {
          const stream = await c.chat.completions.create(
            { ...params, stream: true, stream_options: { include_usage: true } },
            { signal }
          );
          try {
            for await (const chunk of stream) {
              if (chunk.usage) usage = chunk.usage;
              const choice = chunk.choices?.[0];
              if (choice?.delta?.content) text += choice.delta.content;
              if (choice?.finish_reason) finish = choice.finish_reason;
            }
          } catch (err) {
            // A cut by net/ (size limit, timeout) keeps its own meaning; a broken connection is truncation.
            const cut = netCause(err);
            if (signal.aborted || (cut && cut.netCode !== NetErrors.NET_FAILED)) throw err;
            throw new LlmError(LlmErrors.LLM_TRUNCATED, 'The answer stream broke off before the model finished.', {
              status: 200
            });
          }
        } else {
          const res = await c.chat.completions.create({ ...params, stream: false }, { signal });
          if (!Array.isArray(res.choices))
            throw new LlmError(LlmErrors.LLM_SERVER, `The endpoint at ${host} answered without choices.`, {
              status: 200
            });
          text = res.choices[0]?.message?.content ?? '';
          finish = res.choices[0]?.finish_reason ?? null;
          usage = res.usage;
        }
      } catch (err) {
        if (
          jsonMode &&
          err instanceof APIError &&
          err.status === 400 &&
          /response_format|json_object|json mode/i.test(err.message)
        ) {
          noJsonMode.add(model);
          throw new RetryNow(`The endpoint does not support JSON mode for ${model}; retrying without it.`);
        }
        if (
          err instanceof APIError &&
          err.status === 400 &&
          /max_tokens/i.test(err.message) &&
          !noMaxTokens.has(model)
        ) {
          noMaxTokens.add(model);
          throw new RetryNow(`The endpoint refuses max_tokens for ${model}; retrying with max_completion_tokens.`);
        }
        throw err;
      }
      if (signal.aborted) throw new Error('aborted');
      if (!finish)
        throw new LlmError(LlmErrors.LLM_TRUNCATED, 'The answer ended before the model finished (no finish reason).', {
          status: 200
        });
      const u: Usage = usage
        ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, calls: 1, estimated: false }
        : {
            promptTokens: estimateTokens(promptChars),
            completionTokens: estimateTokens(text.length),
            calls: 1,
            estimated: true
          };
      return { text, finishReason: finish, usage: u };
    });
    onUsage(o.runId, r.value.usage);
    return { ...r.value, attempts: r.attempts };
  };
}
