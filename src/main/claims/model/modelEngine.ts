/**
 * The model claims engine (seed FRD 3, map-reduce): the report is cut into overlapping page windows,
 * every window is sent to the extraction model at once (the gateway's semaphore decides how many
 * requests are really in flight), and each window's claims are checked, de-duplicated against what
 * was already found and yielded as soon as that window is done, in the order windows finish.
 *
 * Checks on each claim: empty texts are dropped; type and priority labels are mapped onto the
 * project's enums; a page outside the window is moved to the window page that contains the quote, or
 * else to the window's first page, and the reasoning says so. The figures a claim states are read from
 * its text with facts/ (claimFigures.ts) after the model answers; the model is never asked for them.
 * Failures: a window whose call fails after the gateway's own retries (bad output included) is sent
 * once more; if that fails too the run gets a warning ("pages 11–20 could not be processed: …") and
 * goes on with the other windows. Configuration and key problems would fail every window alike, so
 * they end the run with the error instead. Cancellation ends the run quietly and cancels the calls
 * still queued or in flight; so does the consumer leaving the loop early.
 */
import { setMaxListeners } from 'node:events';
import { isLlmError, type LlmError, type LlmErrorCode } from '../../llm/errors';
import { modelFor, type ModelSettings } from '../../llm/settings';
import { type Gateway } from '../../llm/gateway';
import { llmError } from '../../llm/errors';
import { ClaimTypeSchema, PrioritySchema, type ClaimType, type Priority } from '../../../shared/domain/claim';
import { locateExact } from '../../text/locate';
import { claimFigures } from '../../facts/claimFigures';
import type { ClaimEngine, DraftClaim, EngineContext } from '../engine';
import {
  chunkText,
  DEFAULT_CHUNK_OVERLAP,
  DEFAULT_CHUNK_SIZE,
  pageChunks,
  pageLabel,
  type PageChunk
} from './chunking';
import { createDeduper } from './dedupe';
import { ExtractionAnswerSchema, extractionPrompt, PROMPT_VERSION, type ExtractedClaim } from './prompts';

/** Detection score given to model claims (the model gives no calibrated confidence). */
const MODEL_CLAIM_SCORE = 0.8;
/** Tries per window on top of the gateway's own retries: the first call and one more. */
const WINDOW_TRIES = 2;
const MAX_PROPOSED_IFRS = 5;
const MAX_CONTEXT_CHARS = 600;

/** Failures that would repeat on every window: the run stops with them. */
const FATAL_CODES: ReadonlySet<LlmErrorCode> = new Set<LlmErrorCode>([
  'LLM_NOT_CONFIGURED',
  'LLM_INVALID_SETTINGS',
  'LLM_KEY_STORE',
  'LLM_AUTH'
]);

export interface ModelEngineOptions {
  chunkSize?: number;
  overlap?: number;
}

type Outcome =
  | { chunk: PageChunk; kind: 'ok'; claims: DraftClaim[] }
  | { chunk: PageChunk; kind: 'empty' }
  | { chunk: PageChunk; kind: 'failed'; error: LlmError }
  | { chunk: PageChunk; kind: 'cancelled' }
  | { chunk: PageChunk; kind: 'fatal'; error: unknown };

export function createModelEngine(
  gateway: Gateway,
  settings: ModelSettings,
  opts: ModelEngineOptions = {}
): ClaimEngine {
  const model = modelFor(settings, 'extraction');
  const size = opts.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const overlap = opts.overlap ?? DEFAULT_CHUNK_OVERLAP;

  async function runWindow(
    ctx: EngineContext,
    chunk: PageChunk,
    signal: AbortSignal,
    runId: string | undefined
  ): Promise<Outcome> {
    const text = await chunkText(ctx, chunk);
    if (text === '') return { chunk, kind: 'empty' };
    const prompt = extractionPrompt(chunk, ctx.pageCount, text);
    let last: LlmError | undefined;
    for (let i = 0; i < WINDOW_TRIES; i++) {
      try {
        const r = await gateway.complete('extraction', prompt, ExtractionAnswerSchema, {
          signal,
          ...(runId ? { runId } : {})
        });
        return { chunk, kind: 'ok', claims: await toDrafts(ctx, chunk, r.value.claims) };
      } catch (err) {
        if (!isLlmError(err) || FATAL_CODES.has(err.llmCode)) return { chunk, kind: 'fatal', error: err };
        if (err.llmCode === 'LLM_CANCELLED' || signal.aborted) return { chunk, kind: 'cancelled' };
        last = err;
      }
    }
    return { chunk, kind: 'failed', error: last! };
  }

  return {
    id: 'model',
    ...(model ? { model } : {}),
    promptVersion: PROMPT_VERSION,
    async *extract(ctx) {
      if (!model) throw llmError.noModel('extraction');
      const chunks = pageChunks(ctx.pageCount, { size, overlap });
      if (chunks.length === 0 || ctx.signal.aborted) return;
      const runId = ctx.runId || undefined;
      const inner = new AbortController();
      // Every window and dedupe call in flight listens on this signal (and stops listening when done).
      setMaxListeners(0, inner.signal);
      const settled: Outcome[] = [];
      let wake: (() => void) | undefined;
      const notify = (): void => {
        wake?.();
        wake = undefined;
      };
      const onAbort = (): void => {
        inner.abort();
        notify();
      };
      ctx.signal.addEventListener('abort', onAbort, { once: true });
      const dedupe = createDeduper({
        gateway,
        settings,
        overlap,
        signal: inner.signal,
        ...(runId ? { runId } : {}),
        onWarning: (m) => ctx.onWarning(m)
      });
      for (const chunk of chunks) {
        const deliver = (o: Outcome): void => {
          settled.push(o);
          notify();
        };
        void runWindow(ctx, chunk, inner.signal, runId).then(deliver, (error: unknown) =>
          deliver({ chunk, kind: 'fatal', error })
        );
      }
      const covered = new Uint8Array(ctx.pageCount + 1);
      let pagesDone = 0;
      try {
        for (let received = 0; received < chunks.length;) {
          if (ctx.signal.aborted) return;
          const o = settled.shift();
          if (!o) {
            await new Promise<void>((resolve) => (wake = resolve));
            continue;
          }
          received++;
          if (o.kind === 'cancelled') return;
          if (o.kind === 'fatal') throw o.error;
          if (o.kind === 'failed') ctx.onWarning(`${pageLabel(o.chunk)} could not be processed: ${o.error.message}`);
          for (let p = o.chunk.from; p <= o.chunk.to; p++) {
            if (covered[p]) continue;
            covered[p] = 1;
            pagesDone++;
          }
          ctx.onProgress(pagesDone);
          if (o.kind !== 'ok') continue;
          let fresh: DraftClaim[];
          try {
            fresh = await dedupe.accept(o.claims);
          } catch (err) {
            if (isLlmError(err, 'LLM_CANCELLED')) return;
            throw err;
          }
          if (fresh.length > 0) yield fresh;
        }
      } finally {
        ctx.signal.removeEventListener('abort', onAbort);
        inner.abort();
      }
    }
  };
}

/** The window's answer as draft claims (see the header for the checks). */
async function toDrafts(ctx: EngineContext, chunk: PageChunk, claims: ExtractedClaim[]): Promise<DraftClaim[]> {
  const out: DraftClaim[] = [];
  for (const c of claims) {
    const text = squash(c.claim_text);
    if (text === '') continue;
    let reasoning = squash(c.reasoning);
    let page = Math.round(c.source_page);
    if (!(page >= chunk.from && page <= chunk.to)) {
      const found = await pageContaining(ctx, chunk, text);
      reasoning =
        `${reasoning}${reasoning ? ' ' : ''}(The model gave page ` +
        `${Number.isFinite(c.source_page) ? c.source_page : '?'}, outside ` +
        `${pageLabel(chunk)}; page ${found ?? chunk.from} used instead.)`;
      page = found ?? chunk.from;
    }
    out.push({
      text,
      type: claimType(c.claim_type, text),
      priority: priority(c.priority),
      reasoning,
      sourcePage: page,
      sourceContext: squash(c.source_context).slice(0, MAX_CONTEXT_CHARS),
      score: MODEL_CLAIM_SCORE,
      figures: claimFigures(text),
      proposedIfrs: [...new Set(c.preliminary_ifrs.map((s) => s.trim()).filter(Boolean))].slice(0, MAX_PROPOSED_IFRS)
    });
  }
  return out;
}

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

async function pageContaining(ctx: EngineContext, chunk: PageChunk, text: string): Promise<number | undefined> {
  for (let n = chunk.from; n <= chunk.to; n++) {
    const p = await ctx.pages(n);
    if (p && locateExact(p.text.text, text)) return n;
  }
  return undefined;
}

const TYPE_HINTS: ReadonlyArray<readonly [RegExp, ClaimType]> = [
  [/legal|govern|board|complian|policy/, 'legal_governance'],
  [/quant|metric|numer|figure/, 'quantitative'],
  [/geo|locat|site|region/, 'geographic'],
  [/strateg|forward|target|plan|commit|transition/, 'strategic'],
  [/environ|ecolog|biodivers|waste|water|renewable/, 'environmental']
];

/**
 * Maps the model's label onto a claim type; an unknown label
 * becomes quantitative when the text has a figure, else strategic.
 */
function claimType(label: string, text: string): ClaimType {
  const l = label
    .trim()
    .toLowerCase()
    .replace(/[\s/-]+/g, '_');
  const exact = ClaimTypeSchema.safeParse(l);
  if (exact.success) return exact.data;
  for (const [re, t] of TYPE_HINTS) if (re.test(l)) return t;
  return /\d/.test(text) ? 'quantitative' : 'strategic';
}

/** Maps the model's label onto a priority; anything unrecognised is medium. */
function priority(label: string): Priority {
  const l = label.trim().toLowerCase();
  const exact = PrioritySchema.safeParse(l);
  if (exact.success) return exact.data;
  if (/high|critical|major|material/.test(l)) return 'high';
  if (/low|minor/.test(l)) return 'low';
  return 'medium';
}
