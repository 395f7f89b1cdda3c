/**
 * The offline claims engine: no model, no network. Two passes over the report's stored pages: the
 * first finds running headers and footers (so they never become claims), the second segments each
 * page into sentences, bullets and table rows, scores them with the transparent detector, and anchors
 * each claim exactly to the span it came from (table rows to the row). One batch per page, so claims
 * appear while the run goes on.
 */
import type { Anchor } from '../../../shared/domain/anchor';
import { detectFurniture } from '../../ingest/furniture';
import { anchorFromSpan, type AnchorPage } from '../anchor/anchor';
import type { ClaimEngine, DraftClaim, EngineContext } from '../engine';
import { scoreSegment } from './detect';
import { segmentSentences, type Segment } from './sentences';

export const OFFLINE_ENGINE_VERSION = 'offline-v1';

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

export function draftsForPage(p: AnchorPage, skipLines?: ReadonlySet<number>): DraftClaim[] {
  const out: DraftClaim[] = [];
  for (const seg of segmentSentences(p.text, skipLines ? { skipLines } : {})) {
    const r = scoreSegment(seg);
    if (!r.isClaim) continue;
    const anchor: Anchor = anchorFromSpan(p, seg.start, seg.end, seg.kind === 'table_row' ? 'table_row' : 'exact', 1);
    out.push({ text: r.text, type: r.type, priority: r.priority, reasoning: r.reasoning, sourcePage: p.pageNumber, sourceContext: contextOf(p, seg), score: r.score, anchor });
  }
  return out;
}

export function createOfflineEngine(): ClaimEngine {
  return {
    id: 'offline',
    promptVersion: OFFLINE_ENGINE_VERSION,
    async *extract(ctx: EngineContext) {
      const pages: AnchorPage[] = [];
      for (let n = 1; n <= ctx.pageCount && !ctx.signal.aborted; n++) {
        const p = await ctx.pages(n);
        if (p) pages.push(p);
      }
      const furniture = detectFurniture(pages.map((p) => ({ pageNumber: p.pageNumber, text: p.text.text, lines: p.text.lines })));
      for (const p of pages) {
        if (ctx.signal.aborted) return;
        const drafts = draftsForPage(p, furniture.get(p.pageNumber));
        ctx.onProgress(p.pageNumber);
        if (drafts.length) yield drafts;
      }
    }
  };
}
