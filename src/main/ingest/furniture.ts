/**
 * Running headers and footers ("page furniture"): lines with the same text (digits ignored, so page
 * numbers match) in the same vertical band near the top or bottom on more than half of the pages.
 * Headings skip them and chunking drops them; page text keeps them so quotes still anchor.
 */
import type { AnalysedPage } from './types';

/** Share of the page height, from the top and from the bottom, where furniture may sit. */
const EDGE_BAND = 0.12;
/** Vertical tolerance when comparing positions across pages (share of page height). */
const Y_TOLERANCE = 0.02;
const MIN_PAGES = 3;

/** pageNumber -> indices of that page's lines judged to be running headers or footers. */
export type FurnitureMap = Map<number, Set<number>>;

/** Text key used to compare lines across pages: case-folded, digits collapsed, spaces collapsed. */
export function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

interface Occurrence {
  page: number;
  line: number;
  yc: number;
}

export function detectFurniture(
  pages: ReadonlyArray<Pick<AnalysedPage, 'pageNumber' | 'text' | 'lines'>>,
  minShare = 0.5
): FurnitureMap {
  const result: FurnitureMap = new Map();
  const pageCount = pages.length;
  if (pageCount < MIN_PAGES) return result;
  const byKey = new Map<string, Occurrence[]>();
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      const yc = line.box.y + line.box.h / 2;
      const zone = yc < EDGE_BAND ? 'T' : yc > 1 - EDGE_BAND ? 'B' : null;
      if (!zone) return;
      const key = furnitureKey(page.text.slice(line.start, line.end));
      if (!key) return;
      const k = `${zone}|${key}`;
      const list = byKey.get(k);
      const occ = { page: page.pageNumber, line: i, yc };
      if (list) list.push(occ);
      else byKey.set(k, [occ]);
    });
  }
  for (const list of byKey.values()) {
    if (list.length < MIN_PAGES) continue;
    const ys = list.map((o) => o.yc).sort((a, b) => a - b);
    const mid = ys[Math.floor(ys.length / 2)]!;
    const near = list.filter((o) => Math.abs(o.yc - mid) <= Y_TOLERANCE);
    const distinctPages = new Set(near.map((o) => o.page)).size;
    if (distinctPages < MIN_PAGES || distinctPages <= minShare * pageCount) continue;
    for (const o of near) {
      const set = result.get(o.page);
      if (set) set.add(o.line);
      else result.set(o.page, new Set([o.line]));
    }
  }
  return result;
}

export function isFurniture(map: FurnitureMap, pageNumber: number, line: number): boolean {
  return map.get(pageNumber)?.has(line) ?? false;
}
