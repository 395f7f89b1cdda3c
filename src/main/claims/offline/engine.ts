/**
 * The offline claims engine: no model, no network. Two passes over the report's stored pages: the
 * first finds running headers and footers (so they never become claims), the second segments each
 * page into sentences, bullets and table rows, scores them with the transparent detector, and anchors
 * each claim exactly to the span it came from (table rows to the row). The selector (select.ts)
 * then keeps the claims worth checking, once each: repeats on later pages, unspecific low-priority
 * prose, form labels and table rows that are not sustainability metrics are left out. One batch per
 * page, so claims appear while the run goes on.
 */
import type { Anchor } from '../../../shared/domain/anchor';
import { detectFurniture } from '../../ingest/furniture';
import { anchorFromSpan, spanBoxOf, type AnchorPage } from '../../text/anchor';
import { claimFigures } from '../../facts/claimFigures';
import type { ClaimEngine, DraftClaim, DraftReportFigure, EngineContext } from '../engine';
import { scoreSegment } from './detect';
import { createClaimSelector, reportingYear, type ClaimSelector, type DropReason } from './select';
import { segmentSentences, type Segment } from '../../text/sentences';

const OFFLINE_ENGINE_VERSION = 'offline-v2';

/** Context stored with a claim: the block it sits in, trimmed to about two sentences' length. */
const CONTEXT_MAX = 400;

function contextOf(p: AnchorPage, seg: Segment): string {
  const block = p.text.blocks[seg.block];
  if (!block) return seg.text;
  const text = p.text.text.slice(block.start, block.end).replace(/\s+/g, ' ').trim();
  if (text.length <= CONTEXT_MAX) return text;
  const at = Math.max(0, seg.start - block.start - 120);
  return text.slice(at, at + CONTEXT_MAX);
}

export interface OfflineEngineOptions {
  /** Receives each detected claim the selector leaves out, with the reason (benches, tests). */
  onDropped?: (claim: DraftClaim, reason: DropReason) => void;
  /** Keep every detected claim (no selection): the detector's raw output. Default false. */
  keepAll?: boolean;
}

/**
 * The claims of one page, and the report figures: financial lines the selector sets apart
 * ('financial') keep their anchor and figures for the checks that need them.
 */
function draftsForPage(
  p: AnchorPage,
  skipLines?: ReadonlySet<number>,
  selector?: ClaimSelector,
  onDropped?: OfflineEngineOptions['onDropped'],
  figures?: DraftReportFigure[]
): DraftClaim[] {
  const out: DraftClaim[] = [];
  for (const seg of segmentSentences(p.text, { spanBox: spanBoxOf(p), ...(skipLines ? { skipLines } : {}) })) {
    const r = scoreSegment(seg);
    if (!r.isClaim) continue;
    const draft: DraftClaim = {
      text: r.text,
      type: r.type,
      priority: r.priority,
      reasoning: r.reasoning,
      sourcePage: p.pageNumber,
      sourceContext: contextOf(p, seg),
      score: r.score
    };
    const caption = [seg.table?.title, seg.table?.group].filter(Boolean).join(' ');
    const dropped = selector?.judge({
      text: r.text,
      kind: seg.kind,
      priority: r.priority,
      environmental: r.environmental,
      ...(seg.row ? { row: seg.row } : {}),
      ...(caption ? { caption } : {}),
      ...(r.facts ? { facts: r.facts } : {})
    });
    const anchor = (): Anchor =>
      anchorFromSpan(p, seg.start, seg.end, seg.kind === 'table_row' ? 'table_row' : 'exact', 1);
    if (dropped === 'financial')
      figures?.push({
        kind: seg.kind === 'table_row' ? 'table_row' : 'sentence',
        text: r.text,
        page: p.pageNumber,
        anchor: anchor(),
        figures: claimFigures(r.text)
      });
    if (dropped) {
      onDropped?.(draft, dropped);
      continue;
    }
    out.push({ ...draft, anchor: anchor(), figures: claimFigures(r.text) });
  }
  return out;
}

export function createOfflineEngine(opts: OfflineEngineOptions = {}): ClaimEngine {
  return {
    id: 'offline',
    promptVersion: OFFLINE_ENGINE_VERSION,
    async *extract(ctx: EngineContext) {
      const pages: AnchorPage[] = [];
      for (let n = 1; n <= ctx.pageCount && !ctx.signal.aborted; n++) {
        const p = await ctx.pages(n);
        if (p) pages.push(p);
      }
      const furniture = detectFurniture(
        pages.map((p) => ({ pageNumber: p.pageNumber, text: p.text.text, lines: p.text.lines }))
      );
      const year = reportingYear(pages.map((p) => p.text.text));
      const selector = opts.keepAll ? undefined : createClaimSelector(year ? { reportingYear: year } : {});
      for (const p of pages) {
        if (ctx.signal.aborted) return;
        const figures: DraftReportFigure[] = [];
        const drafts = draftsForPage(p, furniture.get(p.pageNumber), selector, opts.onDropped, figures);
        if (figures.length) ctx.onReportFigures?.(figures);
        ctx.onProgress(p.pageNumber);
        if (drafts.length) yield drafts;
      }
    }
  };
}
