/**
 * One embeddings request through the request runner: base64 asked for explicitly (the SDK then hands
 * it over undecoded; decodeEmbedding also copes with float arrays), vectors put back in input order,
 * and a count mismatch is LLM_BAD_OUTPUT.
 */
import { decodeEmbedding } from './decodeEmbedding';
import { LlmError, LlmErrors } from './errors';
import type { EmbedOptions, Usage } from './gatewayTypes';
import type { CallCtx, RequestRunner } from './requestRunner';
import { estimateTokens } from './usage';

export async function embedTexts(
  runner: RequestRunner,
  model: string,
  texts: string[],
  o: EmbedOptions
): Promise<{ vectors: Float32Array[]; usage: Usage }> {
  const ctx: CallCtx = {
    role: 'embedding',
    model,
    kind: 'embeddings',
    repair: false,
    ...(o.runId !== undefined ? { runId: o.runId } : {})
  };
  const r = await runner.run(ctx, o.signal, async (c, signal) => {
    const res = await c.embeddings.create(
      { model, input: texts, encoding_format: 'base64', ...(o.dimensions ? { dimensions: o.dimensions } : {}) },
      { signal }
    );
    if (!Array.isArray(res.data) || res.data.length !== texts.length) {
      throw new LlmError(
        LlmErrors.LLM_BAD_OUTPUT,
        `The embedding endpoint returned ${res.data?.length ?? 0} vectors for ${texts.length} texts.`
      );
    }
    const vectors = [...res.data].sort((a, b) => a.index - b.index).map((d) => decodeEmbedding(d.embedding));
    const tokens = res.usage?.prompt_tokens;
    const usage: Usage =
      tokens !== undefined
        ? { promptTokens: tokens, completionTokens: 0, calls: 1, estimated: false }
        : {
            promptTokens: estimateTokens(texts.reduce((n, t) => n + t.length, 0)),
            completionTokens: 0,
            calls: 1,
            estimated: true
          };
    return { vectors, usage };
  });
  return r.value;
}
