/**
 * General-English meaning for the Legal mapping, from pretrained word vectors
 * (`corpus/ifrs/wordvectors.json`, GloVe, one vector per word stem): a text's meaning is the
 * weighted mean of its content stems' vectors, frequent words weighing less (smooth inverse
 * frequency, a / (a + p(w)) with p(w) from the stem's frequency rank), so "curtailed lending" comes
 * near "reduced financing" though no word is shared. Words without a vector (numbers, codes, rare
 * words) are left out. Pure once the vectors are loaded.
 */
import { getWordVectors, type WordVectors } from '../../corpus/mappingData';
import { contentStems } from './profiles';

/** Smooth-inverse-frequency constant: a word of probability `a` weighs half as much as a rare one. */
const SIF_A = 1e-3;

/** A stem's probability estimated from its frequency rank (Zipf: p ∝ 1/rank, over the stems kept). */
function sifWeight(wv: WordVectors, stem: string): number {
  const rank = wv.rank.get(stem);
  if (rank === undefined) return 0;
  const harmonic = Math.log(wv.rank.size) + 0.5772;
  const p = 1 / ((rank + 1) * harmonic);
  return SIF_A / (SIF_A + p);
}

/** Unit vector of weighted stems (stem → extra weight, 1 when not given), or null when none has a vector. */
function meaningOf(
  stems: Iterable<string> | ReadonlyMap<string, number>,
  wv: WordVectors = getWordVectors()
): Float32Array | null {
  const out = new Float32Array(wv.dims);
  let any = false;
  const entries: Iterable<[string, number]> =
    stems instanceof Map ? stems.entries() : [...(stems as Iterable<string>)].map((s): [string, number] => [s, 1]);
  for (const [stem, extra] of entries) {
    const v = wv.vector(stem);
    if (!v) continue;
    const w = extra * sifWeight(wv, stem);
    if (!w) continue;
    any = true;
    for (let d = 0; d < v.length; d++) out[d]! += w * v[d]!;
  }
  if (!any) return null;
  const n = Math.hypot(...out) || 1;
  for (let d = 0; d < out.length; d++) out[d]! /= n;
  return out;
}

/** The meaning of a text's content words (each stem once). */
export const textMeaning = (text: string, wv?: WordVectors): Float32Array | null =>
  meaningOf(new Set(contentStems(text)), wv);

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let d = 0; d < a.length; d++) dot += a[d]! * b[d]!;
  return dot;
}
