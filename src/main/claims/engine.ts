/**
 * What a claims engine produces and what it is given. Engines (offline, model) yield batches of draft
 * claims as they find them; the run (runClaims.ts) anchors what is not anchored yet, adds the
 * preliminary IFRS mapping, assigns ids, persists each batch and announces it.
 */
import type { Anchor } from '../../shared/domain/anchor';
import type { ClaimFigure, ClaimType, Priority } from '../../shared/domain/claim';
import type { Engine } from '../../shared/domain/provenance';
import type { PageSource } from '../text/anchor';

export interface DraftClaim {
  text: string;
  type: ClaimType;
  priority: Priority;
  reasoning: string;
  sourcePage: number;
  /** The passage around the claim (1–2 sentences), used to anchor paraphrases. */
  sourceContext: string;
  score: number;
  /** Set when the engine knows the exact span (offline engine); otherwise the run locates `text`. */
  anchor?: Anchor;
  /** IFRS ids proposed by the engine itself (model engine); validated against the registry and retrieval. */
  proposedIfrs?: string[];
  /** Figures the text states, read by facts/ (claimFigures.ts); spans are within `text`. */
  figures?: ClaimFigure[];
}

/**
 * A financial line the engine set apart from claims (a report figure): kept for the checks that
 * need it, e.g. revenue as an intensity denominator (shared/domain/reportFigure.ts).
 */
export interface DraftReportFigure {
  kind: 'table_row' | 'sentence';
  text: string;
  page: number;
  anchor: Anchor;
  figures: ClaimFigure[];
}

export interface EngineContext {
  reportId: string;
  /** The run's id: model calls are accounted and logged under it. */
  runId: string;
  pageCount: number;
  pages: PageSource;
  signal: AbortSignal;
  /** Pages finished so far, for progress reporting. */
  onProgress(pagesDone: number): void;
  /** A non-fatal problem (e.g. a chunk that failed after retries); the run continues. */
  onWarning(message: string): void;
  /** Report figures found on a page (engines that set financial lines apart call it). */
  onReportFigures?(figures: DraftReportFigure[]): void;
}

export interface ClaimEngine {
  readonly id: Engine;
  readonly model?: string;
  readonly promptVersion?: string;
  extract(ctx: EngineContext): AsyncIterable<DraftClaim[]>;
}
