/**
 * The rectangles of the find hits on one page, computed when the page is shown or one of its hits
 * becomes current: the page is rebuilt with its items (the same page text ingestion built, so
 * offsets map back to glyphs), its occurrences of the query found, and each turned into page-relative
 * rectangles. Built pages are kept for the next queries (the last MAX_PAGES, any report).
 */
import type { Rect } from '../../../shared/domain/geometry';
import type { TextItem } from '../../../shared/domain/report';
import { buildPageText } from '../../ingest/pageText';
import { rangesToRects, spanToItemRanges } from '../../ingest/spans';
import type { Rotation } from '../../ingest/types';
import type { Stores } from '../../store/stores';
import { findRanges } from './findRanges';
import { Lru } from './lru';
import { onForget } from './pageIndex';

export interface BuiltPage {
  width: number;
  height: number;
  rotation: Rotation;
  items: TextItem[];
  text: string;
  itemIdx: Int32Array;
  charOff: Int32Array;
}

const MAX_PAGES = 32;
const built = new Lru<string, Promise<BuiltPage | null>>(MAX_PAGES);
onForget((reportId) => built.deleteWhere((key) => key.startsWith(`${reportId}\u0000`)));

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));
const clampRect = (r: Rect): Rect => {
  const x = clamp01(r.x);
  const y = clamp01(r.y);
  return { x, y, w: Math.min(clamp01(r.w), 1 - x), h: Math.min(clamp01(r.h), 1 - y) };
};

/** The rectangles of every occurrence of `query` in a built page, in reading order (one list per hit). */
export function hitRects(page: BuiltPage, query: string): Rect[][] {
  const map = { text: page.text, itemIdx: page.itemIdx, charOff: page.charOff };
  const dims = { width: page.width, height: page.height, rotation: page.rotation };
  return findRanges(page.text, query).map((r) =>
    rangesToRects(page.items, spanToItemRanges(map, page.items, r.start, r.end), dims).map(clampRect)
  );
}

/** A stored page rebuilt with its items; null when the report has no such page. */
export function builtPage(
  stores: Stores,
  report: { id: string; addedAt: string },
  pageNumber: number
): Promise<BuiltPage | null> {
  const key = `${report.id}\u0000${report.addedAt}\u0000${pageNumber}`;
  let hit = built.get(key);
  if (!hit) {
    hit = buildPage(stores, report.id, pageNumber);
    built.set(key, hit);
    hit.catch(() => built.delete(key));
  }
  return hit;
}

async function buildPage(stores: Stores, reportId: string, pageNumber: number): Promise<BuiltPage | null> {
  const page = await stores.structure.page(reportId, pageNumber);
  return page ? pageFromItems({ ...page, rotation: page.rotation as Rotation }) : null;
}

/** A page's text rebuilt from its items, with the map back to them. Pure. */
export function pageFromItems(page: {
  width: number;
  height: number;
  rotation: Rotation;
  items: TextItem[];
}): BuiltPage {
  const pt = buildPageText(page);
  return {
    width: page.width,
    height: page.height,
    rotation: page.rotation,
    items: page.items,
    text: pt.text,
    itemIdx: pt.itemIdx,
    charOff: pt.charOff
  };
}
