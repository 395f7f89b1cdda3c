/**
 * The endpoint embedder (model engine): the Embedder interface LanceDB uses, backed by an
 * OpenAI-compatible /embeddings endpoint through the gateway. Texts go out in batches (all batches
 * share the gateway's concurrency bound), vectors come back L2-normalised so they mix with cosine
 * search like the local hash embedder's. The id names model and dimension, so switching either one
 * triggers an index rebuild.
 */
import type { Embedder } from '../store/lance/embedder';
import { LlmError, LlmErrors } from './errors';
import type { Gateway } from './gateway';
export { decodeEmbedding } from './decodeEmbedding';

export interface EndpointEmbedderOptions {
  model: string;
  dim: number;
  /** Texts per request (default 64). */
  batchSize?: number;
  /** Send `dimensions` to the server (OpenAI text-embedding-3 supports it; many servers reject it). */
  requestDimensions?: boolean;
  runId?: string;
  signal?: AbortSignal;
}

/**
 * One embedding from the wire: base64 little-endian float32 (what we ask for) or a plain number
 * array (servers that ignore encoding_format). Anything else is LLM_BAD_OUTPUT.
 */
function l2normalize(v: Float32Array): Float32Array {
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm === 0 || !Number.isFinite(norm)) return v;
  for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}

export function createEndpointEmbedder(gateway: Gateway, opts: EndpointEmbedderOptions): Embedder {
  const { model, dim } = opts;
  const batchSize = Math.max(1, opts.batchSize ?? 64);
  if (!Number.isInteger(dim) || dim < 1)
    throw new RangeError(`embedding dimension must be a positive integer, got ${dim}`);
  return {
    id: `endpoint:${model}:${dim}`,
    dim,
    async embed(texts) {
      const batches: string[][] = [];
      for (let i = 0; i < texts.length; i += batchSize) batches.push(texts.slice(i, i + batchSize));
      const results = await Promise.all(
        batches.map((batch) =>
          gateway.embed(batch, {
            model,
            ...(opts.requestDimensions ? { dimensions: dim } : {}),
            ...(opts.runId !== undefined ? { runId: opts.runId } : {}),
            ...(opts.signal ? { signal: opts.signal } : {})
          })
        )
      );
      const vectors = results.flat();
      for (const v of vectors) {
        if (v.length !== dim) {
          throw new LlmError(
            LlmErrors.LLM_BAD_OUTPUT,
            `The embedding model ${model} returned ${v.length}-dimensional vectors; the index expects ${dim}. Fix the dimension in Settings.`
          );
        }
      }
      return vectors.map(l2normalize);
    }
  };
}
