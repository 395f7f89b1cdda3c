/**
 * Page windows for the model engine (seed FRD 3, map phase): a report is cut into runs of `size`
 * pages that share `overlap` pages with the previous run, so a claim sitting on a boundary is seen
 * whole by at least one window. The window text carries a `[page N]` marker before every page, which
 * is how the model tells us where a claim was found. Pages without a text layer are left out.
 */
import type { EngineContext } from '../engine';

export interface PageChunk {
  /** 0-based position of the window. */
  index: number;
  /** Number of windows over the report. */
  total: number;
  /** First and last page (1-based, inclusive). */
  from: number;
  to: number;
}

export interface ChunkingOptions {
  size?: number;
  overlap?: number;
}

export const DEFAULT_CHUNK_SIZE = 10;
export const DEFAULT_CHUNK_OVERLAP = 2;

/** Windows over pages 1..pageCount: 87 pages → 1–10, 9–18, 17–26, …, 81–87. */
export function pageChunks(
  pageCount: number,
  { size = DEFAULT_CHUNK_SIZE, overlap = DEFAULT_CHUNK_OVERLAP }: ChunkingOptions = {}
): PageChunk[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  if (!Number.isInteger(overlap) || overlap < 0 || overlap >= size)
    throw new RangeError(`chunk overlap must be an integer in [0, ${size - 1}], got ${overlap}`);
  const ranges: Array<{ from: number; to: number }> = [];
  const step = size - overlap;
  for (let from = 1; from <= pageCount; from += step) {
    const to = Math.min(from + size - 1, pageCount);
    ranges.push({ from, to });
    if (to >= pageCount) break;
  }
  return ranges.map((r, index) => ({ index, total: ranges.length, ...r }));
}

/** "pages 11–20" (or "page 7" for a one-page window), as used in prompts and warnings. */
export const pageLabel = (chunk: Pick<PageChunk, 'from' | 'to'>): string =>
  chunk.from === chunk.to ? `page ${chunk.from}` : `pages ${chunk.from}–${chunk.to}`;

/** The marker placed before each page's text. */
const pageMarker = (pageNumber: number): string => `[page ${pageNumber}]`;

/**
 * The window's text: each page with text, preceded by its marker, separated by blank lines.
 * Empty when no page of the window has text (scanned pages), in which case there is nothing to ask.
 */
export async function chunkText(
  ctx: Pick<EngineContext, 'pages'>,
  chunk: Pick<PageChunk, 'from' | 'to'>
): Promise<string> {
  const pages = await Promise.all(
    Array.from({ length: chunk.to - chunk.from + 1 }, (_, i) => ctx.pages(chunk.from + i))
  );
  const parts: string[] = [];
  for (const p of pages) {
    const text = p?.text.text.trim();
    if (p && text) parts.push(`${pageMarker(p.pageNumber)}\n${text}`);
  }
  return parts.join('\n\n');
}
