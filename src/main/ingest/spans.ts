/**
 * From a [start, end) span of normalized page text back to the PDF: per-item character ranges, then
 * page-relative rectangles (partial items placed by estimated glyph advance), merged per line.
 * This is what highlights are drawn from.
 */
import { advanceShares } from './glyphWidths';
import { orientationOf } from './itemGeometry';
import type { ItemRange, Rect, Rotation, TextItem } from './types';

export interface BackMap {
  /** The normalized text; when given, whitespace in the span (often synthetic) is not mapped. */
  text?: string;
  itemIdx: Int32Array;
  charOff: Int32Array;
}

/** Character ranges in the source items covered by text[start, end), in text order. */
export function spanToItemRanges(map: BackMap, items: TextItem[], start: number, end: number): ItemRange[] {
  const out: ItemRange[] = [];
  const lo = Math.max(0, start);
  const hi = Math.min(map.itemIdx.length, end);
  for (let i = lo; i < hi; i++) {
    if (map.text !== undefined && /\s/.test(map.text[i]!)) continue;
    const item = map.itemIdx[i]!;
    const off = map.charOff[i]!;
    const str = items[item]?.str ?? '';
    let stop = off + 1;
    // Cover a whole source character: surrogate pairs and combining marks.
    while (stop < str.length && /[\uDC00-\uDFFF\p{M}]/u.test(str[stop]!)) stop++;
    const last = out[out.length - 1];
    if (last && last.item === item && off >= last.start) last.end = Math.max(last.end, stop);
    else out.push({ item, start: off, end: stop });
  }
  return out;
}

export interface RectPage {
  width: number;
  height: number;
  rotation: Rotation;
}

/** Rectangle of part of an item: the item's box cut by the characters' share of its advance (glyphWidths.ts). */
function rangeRect(item: TextItem, range: ItemRange, rotation: Rotation): Rect {
  const [s0, s1] = advanceShares(item.str, Math.max(0, range.start), Math.max(0, range.end));
  const f0 = Math.min(1, Math.max(0, s0));
  const f1 = Math.min(1, Math.max(f0, s1));
  const b = item.box;
  switch (orientationOf(item.transform, rotation)) {
    case 0:
      return { x: b.x + b.w * f0, y: b.y, w: b.w * (f1 - f0), h: b.h };
    case 180:
      return { x: b.x + b.w * (1 - f1), y: b.y, w: b.w * (f1 - f0), h: b.h };
    case 90:
      return { x: b.x, y: b.y + b.h * f0, w: b.w, h: b.h * (f1 - f0) };
    default:
      return { x: b.x, y: b.y + b.h * (1 - f1), w: b.w, h: b.h * (f1 - f0) };
  }
}

/**
 * Rectangles for item ranges, merged per line: consecutive rectangles that share a line (overlap by
 * half the smaller thickness across the reading direction) and sit close along it become one.
 */
export function rangesToRects(items: TextItem[], ranges: ItemRange[], page: RectPage): Rect[] {
  const out: Array<{ r: Rect; horizontal: boolean }> = [];
  for (const range of ranges) {
    const item = items[range.item];
    if (!item || range.end <= range.start) continue;
    const r = rangeRect(item, range, page.rotation);
    const o = orientationOf(item.transform, page.rotation);
    const horizontal = o === 0 || o === 180;
    const last = out[out.length - 1];
    if (last && last.horizontal === horizontal && sameLine(last.r, r, horizontal, page)) {
      last.r = union(last.r, r);
    } else out.push({ r, horizontal });
  }
  return out.map((x) => x.r);
}

function sameLine(a: Rect, b: Rect, horizontal: boolean, page: RectPage): boolean {
  const W = page.width;
  const H = page.height;
  if (horizontal) {
    const overlap = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
    if (overlap < 0.5 * Math.min(a.h, b.h)) return false;
    const gap = (Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w)) * W;
    return gap <= 1.5 * Math.max(a.h, b.h) * H;
  }
  const overlap = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  if (overlap < 0.5 * Math.min(a.w, b.w)) return false;
  const gap = (Math.max(a.y, b.y) - Math.min(a.y + a.h, b.y + b.h)) * H;
  return gap <= 1.5 * Math.max(a.w, b.w) * W;
}

function union(a: Rect, b: Rect): Rect {
  const x0 = Math.min(a.x, b.x);
  const y0 = Math.min(a.y, b.y);
  return { x: x0, y: y0, w: Math.max(a.x + a.w, b.x + b.w) - x0, h: Math.max(a.y + a.h, b.y + b.h) - y0 };
}
