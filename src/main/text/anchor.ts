/**
 * Turns a claim's quote into an Anchor on the same pdf.js text the viewer renders: locate the quote
 * on its page (exact, then fuzzy), then on the neighbouring pages, then through the source context
 * (for model claims that paraphrase), and map the span back to page-relative rectangles merged per
 * line. A claim that cannot be located keeps its page and is flagged `unanchored`.
 */
import type { Anchor, AnchorMethod } from '../../shared/domain/anchor';
import { buildPageText } from '../ingest/pageText';
import { rangesToRects, spanToItemRanges } from '../ingest/spans';
import type { PageText, Rect, Rotation, TextItem } from '../ingest/types';
import { locate, locateExact, type Located } from './locate';

export interface StoredPage {
  width: number;
  height: number;
  rotation: number;
  items: TextItem[];
}

export interface AnchorPage {
  pageNumber: number;
  page: StoredPage;
  text: PageText;
}

/** Supplies pages by number (null past the end or without text). */
export type PageSource = (pageNumber: number) => Promise<AnchorPage | null>;

const CONTEXT_CHARS = 40;

/** Memoizing page source over a loader of stored pages; page text is rebuilt once per page. */
export function pageSource(load: (pageNumber: number) => Promise<StoredPage | null>, max = 64): PageSource {
  const cache = new Map<number, Promise<AnchorPage | null>>();
  return (n) => {
    let hit = cache.get(n);
    if (!hit) {
      hit = load(n).then((page) =>
        page ? { pageNumber: n, page, text: buildPageText({ ...page, rotation: page.rotation as Rotation }) } : null
      );
      cache.set(n, hit);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
    }
    return hit;
  };
}

/** The anchor for text[start, end) of a page. */
export function anchorFromSpan(p: AnchorPage, start: number, end: number, method: AnchorMethod, score: number): Anchor {
  const t = p.text;
  const ranges = spanToItemRanges({ text: t.text, itemIdx: t.itemIdx, charOff: t.charOff }, p.page.items, start, end);
  const rects = rangesToRects(p.page.items, ranges, {
    width: p.page.width,
    height: p.page.height,
    rotation: p.page.rotation as Rotation
  }).map(clampRect);
  return {
    page: p.pageNumber,
    rects,
    quote: t.text.slice(start, end),
    prefix: t.text.slice(Math.max(0, start - CONTEXT_CHARS), start),
    suffix: t.text.slice(end, end + CONTEXT_CHARS),
    method,
    score
  };
}

/**
 * The box around text[start, end) of a page (null when the span maps to no glyph): what table
 * segmentation uses to place cells under their columns (sentences.ts `spanBox`).
 */
export function spanBoxOf(p: AnchorPage): (start: number, end: number) => Rect | null {
  return (start, end) => {
    const rects = anchorFromSpan(p, start, end, 'exact', 1).rects;
    if (!rects.length) return null;
    const x = Math.min(...rects.map((r) => r.x));
    const y = Math.min(...rects.map((r) => r.y));
    return { x, y, w: Math.max(...rects.map((r) => r.x + r.w)) - x, h: Math.max(...rects.map((r) => r.y + r.h)) - y };
  };
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
function clampRect(r: { x: number; y: number; w: number; h: number }): { x: number; y: number; w: number; h: number } {
  const x = clamp(r.x, 0, 1);
  const y = clamp(r.y, 0, 1);
  return { x, y, w: clamp(r.w, 0, 1 - x), h: clamp(r.h, 0, 1 - y) };
}

function unanchored(page: number, quote: string): Anchor {
  return { page, rects: [], quote, prefix: '', suffix: '', method: 'unanchored', score: 0 };
}

const asAnchor = (p: AnchorPage, loc: Located, method: AnchorMethod): Anchor =>
  anchorFromSpan(p, loc.start, loc.end, method, loc.score);

/**
 * Anchors a quote stated to be on `page`. `context` is the passage the claim came from (model engine),
 * used when the quote itself is a paraphrase.
 */
export async function anchorQuote(pages: PageSource, page: number, quote: string, context?: string): Promise<Anchor> {
  const home = await pages(page);
  if (home) {
    const loc = locate(home.text.text, quote);
    if (loc) return asAnchor(home, loc, loc.method);
  }
  for (const n of [page - 1, page + 1]) {
    if (n < 1) continue;
    const p = await pages(n);
    const loc = p && locate(p.text.text, quote);
    if (p && loc) return { ...asAnchor(p, loc, 'neighbour_page'), score: loc.score * 0.9 };
  }
  if (home && context && context.trim() && context.trim() !== quote.trim()) {
    const loc = locateExact(home.text.text, context) ?? locate(home.text.text, context);
    if (loc) return { ...asAnchor(home, loc, 'source_context'), score: loc.score * 0.6 };
  }
  return unanchored(page, quote);
}
