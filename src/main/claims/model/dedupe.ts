/**
 * Removing claims the model found twice (seed FRD 3, reduce phase), one window at a time so claims
 * can be shown while extraction runs. Three steps for every new claim:
 *  1. exact: the same normalized wording as a claim already kept is dropped, wherever it was found;
 *  2. candidates: claims within `overlap + 1` pages of each other whose similarity is ≥ 0.85. The
 *     similarity is the cosine of endpoint embeddings when an embedding model is configured;
 *     otherwise the cosine of the two word sets (shared words / √(words₁ × words₂)), which is the
 *     same measure over a bag of words and is what runs offline;
 *  3. confirmation: the 'dedupe' role model says whether a candidate pair is the same assertion.
 *     Without a dedupe model (or when its call fails), a pair counts as a duplicate when its
 *     similarity is ≥ 0.92 and both claims quote the same figures.
 * Claims already kept were yielded (and persisted) before the newer batch arrived, so the first one
 * found always stays: when the model prefers the newer wording (`keep: 2`), the newer claim is still
 * dropped. Cancellation (LLM_CANCELLED) is passed through; other model failures fall back as above.
 */
import { isLlmError } from '../../llm/errors';
import { modelFor, type ModelSettings } from '../../llm/settings';
import { type Gateway } from '../../llm/gateway';
import type { DraftClaim } from '../engine';
import { dedupePrompt, DedupeAnswerSchema, toDedupeVerdict } from './prompts';

const SIMILARITY_THRESHOLD = 0.85;
/** Without model confirmation, only very close pairs (with identical figures) are merged. */
const AUTO_DUPLICATE_THRESHOLD = 0.92;
const MAX_CONFIRMATIONS_PER_CLAIM = 3;

export interface DedupeOptions {
  gateway: Gateway;
  settings: ModelSettings;
  /** Page overlap of the windows; pairs further apart than overlap + 1 pages are never compared. */
  overlap: number;
  signal?: AbortSignal;
  runId?: string;
  threshold?: number;
  autoThreshold?: number;
  /** Told once when embeddings or confirmations fail and the fallback is used instead. */
  onWarning?: (message: string) => void;
}

/** A kept claim with what comparisons need. */
export interface AcceptedClaim {
  claim: DraftClaim;
  key: string;
  tokens: ReadonlySet<string>;
  figures: string;
  vector?: Float32Array;
}

const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'by',
  'with',
  'from',
  'as',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'has',
  'have',
  'had',
  'its',
  'our',
  'we',
  'us',
  'this',
  'that',
  'these',
  'those',
  'it',
  'which'
]);

/** Lower case, one spelling for quotes and dashes, digits grouped without separators, single spaces. */
export function normalizeClaimText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(\d)\s+%/g, '$1%')
    .replace(/[^\p{L}\p{N}.%]+/gu, ' ')
    .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordSet(text: string): Set<string> {
  return new Set(
    normalizeClaimText(text)
      .split(' ')
      .filter((w) => w !== '' && !STOPWORDS.has(w))
  );
}

/** Cosine of two binary word vectors. */
export function wordSetSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.sqrt(a.size * b.size);
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** The figures a claim quotes, as a comparable key ("12 2023 2.3"). */
const figuresOf = (tokens: ReadonlySet<string>): string =>
  [...tokens]
    .filter((t) => /\d/.test(t))
    .sort()
    .join(' ');

function profile(claim: DraftClaim, vector?: Float32Array): AcceptedClaim {
  const tokens = wordSet(claim.text);
  return {
    claim,
    key: normalizeClaimText(claim.text),
    tokens,
    figures: figuresOf(tokens),
    ...(vector ? { vector } : {})
  };
}

const similarity = (a: AcceptedClaim, b: AcceptedClaim): number =>
  a.vector && b.vector && a.vector.length === b.vector.length
    ? cosine(a.vector, b.vector)
    : wordSetSimilarity(a.tokens, b.tokens);

/** Mutable per-run state of the fallbacks (so each failure is reported once). */
interface FallbackState {
  embeddingsFailed: boolean;
  confirmFailed: boolean;
}

/**
 * The claims of `batch` that duplicate neither a claim in `accepted` nor an earlier claim of the
 * batch, in batch order. `accepted` is not modified.
 */
export async function acceptNew(
  accepted: readonly AcceptedClaim[],
  batch: readonly DraftClaim[],
  opts: DedupeOptions,
  state: FallbackState = { embeddingsFailed: false, confirmFailed: false }
): Promise<AcceptedClaim[]> {
  const keys = new Set(accepted.map((a) => a.key));
  const fresh: DraftClaim[] = [];
  for (const c of batch) {
    const key = normalizeClaimText(c.text);
    if (key === '' || keys.has(key)) continue;
    keys.add(key);
    fresh.push(c);
  }
  if (fresh.length === 0) return [];
  const vectors = await embedAll(fresh, opts, state);
  const items = fresh.map((c, i) => profile(c, vectors?.[i]));
  const threshold = opts.threshold ?? SIMILARITY_THRESHOLD;
  const window = opts.overlap + 1;
  const verdicts = await Promise.all(
    items.map(async (item, i) => {
      const candidates = [...accepted, ...items.slice(0, i)]
        .filter((o) => Math.abs(o.claim.sourcePage - item.claim.sourcePage) <= window)
        .map((o) => ({ o, sim: similarity(o, item) }))
        .filter((x) => x.sim >= threshold)
        .sort((x, y) => y.sim - x.sim)
        .slice(0, MAX_CONFIRMATIONS_PER_CLAIM);
      for (const { o, sim } of candidates) if (await isDuplicate(o, item, sim, opts, state)) return false;
      return true;
    })
  );
  return items.filter((_, i) => verdicts[i]);
}

async function embedAll(
  claims: DraftClaim[],
  opts: DedupeOptions,
  state: FallbackState
): Promise<Float32Array[] | undefined> {
  if (state.embeddingsFailed || !modelFor(opts.settings, 'embedding')) return undefined;
  try {
    return await opts.gateway.embed(
      claims.map((c) => c.text),
      { ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.runId ? { runId: opts.runId } : {}) }
    );
  } catch (err) {
    if (!isLlmError(err) || err.llmCode === 'LLM_CANCELLED') throw err;
    state.embeddingsFailed = true;
    opts.onWarning?.(
      `Claim embeddings could not be computed (${err.message}); similar claims are compared by their wording instead.`
    );
    return undefined;
  }
}

async function isDuplicate(
  older: AcceptedClaim,
  newer: AcceptedClaim,
  sim: number,
  opts: DedupeOptions,
  state: FallbackState
): Promise<boolean> {
  if (!state.confirmFailed && modelFor(opts.settings, 'dedupe')) {
    try {
      // Urgent: later windows wait on this answer, so it goes ahead of queued extraction windows.
      const r = await opts.gateway.complete('dedupe', dedupePrompt(older.claim, newer.claim), DedupeAnswerSchema, {
        urgent: true,
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.runId ? { runId: opts.runId } : {})
      });
      // keep: 2 would prefer the newer wording, but the older claim is already out; it stays.
      return toDedupeVerdict(r.value).duplicate;
    } catch (err) {
      if (!isLlmError(err) || err.llmCode === 'LLM_CANCELLED') throw err;
      state.confirmFailed = true;
      opts.onWarning?.(
        `The duplicate check by the model failed (${err.message}); only near-identical claims are merged from now on.`
      );
    }
  }
  return sim >= (opts.autoThreshold ?? AUTO_DUPLICATE_THRESHOLD) && older.figures === newer.figures;
}

export interface Deduper {
  /** The claims of the batch that are new; they are remembered for the next batches. */
  accept(batch: readonly DraftClaim[]): Promise<DraftClaim[]>;
  readonly size: number;
}

/** Incremental dedupe over one run: call `accept` once per window, in the order windows finish. */
export function createDeduper(opts: DedupeOptions): Deduper {
  const accepted: AcceptedClaim[] = [];
  const state: FallbackState = { embeddingsFailed: false, confirmFailed: false };
  return {
    async accept(batch) {
      const fresh = await acceptNew(accepted, batch, opts, state);
      accepted.push(...fresh);
      return fresh.map((a) => a.claim);
    },
    get size() {
      return accepted.length;
    }
  };
}
