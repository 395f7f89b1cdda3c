/** Decodes an embedding endpoint's vector (base64 float32 or a number array). */
import { LlmError, LlmErrors } from './errors';

export function decodeEmbedding(raw: unknown): Float32Array {
  if (typeof raw === 'string') {
    const buf = Buffer.from(raw, 'base64');
    if (buf.byteLength % 4 === 0 && buf.byteLength > 0)
      return new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  } else if (Array.isArray(raw) && raw.length > 0 && raw.every((x) => typeof x === 'number')) {
    return Float32Array.from(raw as number[]);
  }
  throw new LlmError(LlmErrors.LLM_BAD_OUTPUT, 'The embedding endpoint returned a vector in an unknown format.');
}
