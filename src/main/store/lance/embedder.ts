/**
 * Embedders turn text into vectors for LanceDB. The local one is deterministic feature hashing of
 * word unigrams, bigrams and character trigrams (signed, L2-normalised): no model, no download, and
 * the same text always gives the same vector. An endpoint embedder (model engine) implements the same
 * interface; the index records `id` so a change of embedder triggers a rebuild.
 */
export interface Embedder {
  /** Stable identity, e.g. `local-hash-v1-384` or `openai:text-embedding-3-small`. */
  readonly id: string;
  readonly dim: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** 32-bit FNV-1a of a string (deterministic, dependency-free). */
export const fnv1a = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

const tokenize = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[₀-₉]/g, (c) => String(c.charCodeAt(0) - 0x2080))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 1 || /\d/.test(t));

export function createHashEmbedder(dim = 384): Embedder {
  const add = (v: Float32Array, feature: string, weight: number): void => {
    const h = fnv1a(feature);
    v[h % dim]! += (h & 0x80000000 ? -1 : 1) * weight;
  };
  return {
    id: `local-hash-v1-${dim}`,
    dim,
    async embed(texts) {
      return texts.map((text) => {
        const v = new Float32Array(dim);
        const toks = tokenize(text);
        for (let i = 0; i < toks.length; i++) {
          const t = toks[i]!;
          add(v, `w:${t}`, 1);
          if (i + 1 < toks.length) add(v, `b:${t}_${toks[i + 1]}`, 0.7);
          if (t.length > 4) for (let j = 0; j + 3 <= t.length; j++) add(v, `c:${t.slice(j, j + 3)}`, 0.25);
        }
        let norm = 0;
        for (const x of v) norm += x * x;
        norm = Math.sqrt(norm) || 1;
        for (let i = 0; i < dim; i++) v[i]! /= norm;
        return v;
      });
    }
  };
}
