/**
 * Page text: lays the page out, walks blocks and lines in reading order to build a raw string that
 * remembers, for every character, the text item and offset it came from, then normalizes it. The
 * result is deterministic in the stored items, so anchoring can rebuild it from a stored page.
 * Sub- and superscript items are written by scriptText.ts (exact digits; footnote markers left out).
 */
import { layoutPage, type LayoutInput } from './layout';
import { countWords, normalizeWithMap } from './normalize';
import { orientationOf } from './itemGeometry';
import { scriptText } from './scriptText';
import type { AnalysedPage, BlockInfo, ExtractedPage, LineInfo, PageText, TextItem } from './types';

/** Minimum letters/digits for a page to count as having a text layer. */
const MIN_TEXT_CHARS = 15;
/** A gap wider than this share of the font size between two items becomes a space. */
const SPACE_GAP_EM = 0.15;

export function buildPageText(page: LayoutInput): PageText {
  const blocks = layoutPage(page);
  const raw: string[] = [];
  const rawItem: number[] = [];
  const rawOff: number[] = [];
  const push = (s: string, item: number, off: number, synthetic: boolean) => {
    for (let k = 0; k < s.length; k++) {
      raw.push(s[k]!);
      rawItem.push(item);
      rawOff.push(synthetic ? off : off + k);
    }
  };
  const lastReal = () => ({ item: rawItem[rawItem.length - 1] ?? 0, off: rawOff[rawOff.length - 1] ?? 0 });
  const rawLines: Array<{ start: number; end: number; block: number }> = [];
  const rawBlocks: Array<{ start: number; end: number; firstLine: number; lineCount: number }> = [];

  blocks.forEach((block, b) => {
    if (b > 0) push('\n', lastReal().item, lastReal().off, true);
    const blockStart = raw.length;
    const firstLine = rawLines.length;
    block.lines.forEach((line, l) => {
      if (l > 0) push('\n', lastReal().item, lastReal().off, true);
      const lineStart = raw.length;
      let prev: TextItem | null = null;
      for (const idx of line.items) {
        const item = page.items[idx]!;
        const kind = line.scripts?.get(idx);
        const str = kind ? scriptText(kind, item.str, raw.slice(lineStart).join('')) : item.str;
        if (str === '') continue; // a footnote marker: left out, the words around it spaced as usual
        if (prev && needsSpace(prev, item, page)) push(' ', lastReal().item, lastReal().off, true);
        push(str, idx, 0, false);
        prev = item;
      }
      rawLines.push({ start: lineStart, end: raw.length, block: b });
    });
    rawBlocks.push({ start: blockStart, end: raw.length, firstLine, lineCount: block.lines.length });
  });

  const { text, map } = normalizeWithMap(raw.join(''));
  const itemIdx = new Int32Array(text.length);
  const charOff = new Int32Array(text.length);
  for (let i = 0; i < text.length; i++) {
    itemIdx[i] = rawItem[map[i]!]!;
    charOff[i] = rawOff[map[i]!]!;
  }
  const toNorm = (rawIndex: number) => lowerBound(map, rawIndex);
  const flat = blocks.flatMap((bl) => bl.lines);
  const lines: LineInfo[] = rawLines.map((r, i) => {
    const fl = flat[i]!;
    return {
      start: toNorm(r.start),
      end: toNorm(r.end),
      box: fl.box,
      fontSize: fl.fontSize,
      bold: fl.bold,
      block: r.block
    };
  });
  const blockInfos: BlockInfo[] = rawBlocks.map((r, i) => ({
    start: toNorm(r.start),
    end: toNorm(r.end),
    box: blocks[i]!.box,
    fontSize: blocks[i]!.fontSize,
    firstLine: r.firstLine,
    lineCount: r.lineCount
  }));
  return { text, itemIdx, charOff, lines, blocks: blockInfos };
}

function needsSpace(prev: TextItem, next: TextItem, page: LayoutInput): boolean {
  if (/\s$/.test(prev.str) || /^\s/.test(next.str)) return false;
  const { width: W, height: H } = page;
  const a = prev.box;
  const b = next.box;
  const o = orientationOf(prev.transform, page.rotation);
  let gap: number;
  if (o === 0) gap = (b.x - (a.x + a.w)) * W;
  else if (o === 180) gap = (a.x - (b.x + b.w)) * W;
  else if (o === 90) gap = (b.y - (a.y + a.h)) * H;
  else gap = (a.y - (b.y + b.h)) * H;
  return gap > SPACE_GAP_EM * Math.min(prev.fontSize || 10, next.fontSize || 10);
}

/** First index i with map[i] >= value (map is non-decreasing). */
function lowerBound(map: Int32Array, value: number): number {
  let lo = 0;
  let hi = map.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (map[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Runs layout and normalization on an extracted page; the result is structured-cloneable. */
export function analysePage(page: ExtractedPage): AnalysedPage {
  const pt = buildPageText(page);
  const alnum = (pt.text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return {
    ...page,
    text: pt.text,
    wordCount: countWords(pt.text),
    hasText: alnum >= MIN_TEXT_CHARS,
    lines: pt.lines,
    blocks: pt.blocks
  };
}
