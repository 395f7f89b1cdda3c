/**
 * Pure rules of find in the document: the hits of a result (main counts them per page; a page's
 * rectangles come later, one list per hit in the page's order), where to start in a fresh result
 * (the first hit on or after the page in view), stepping with wrap-around, the "3 of 17" status, and
 * the hits of one page (indexed once per result so every page's selector returns a stable array).
 */

/** One hit of a result: its page (its rectangles are the page's, at the hit's place on the page). */
export interface FindHit {
  page: number;
}

/** The hits of a result in reading order, from main's counts per page. */
export function hitsFromCounts(counts: ReadonlyArray<{ page: number; count: number }>): FindHit[] {
  const out: FindHit[] = [];
  for (const { page, count } of counts) for (let k = 0; k < count; k++) out.push({ page });
  return out;
}

/** A hit with its index in the whole result (the "n" of "n of N"). */
export interface IndexedHit extends FindHit {
  index: number;
}

const EMPTY: readonly IndexedHit[] = Object.freeze([]);

/** The first hit on or after `page`, else the first hit; -1 when there are none. */
export function firstHitFrom(hits: readonly FindHit[], page: number): number {
  if (hits.length === 0) return -1;
  const i = hits.findIndex((h) => h.page >= page);
  return i >= 0 ? i : 0;
}

/** The next (dir 1) or previous (dir -1) hit, wrapping at the ends; -1 when there are none. */
export function stepHit(count: number, current: number, dir: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return dir === 1 ? 0 : count - 1;
  return (current + dir + count) % count;
}

export function findStatus(count: number, current: number, truncated: boolean): string {
  if (count === 0) return 'No matches';
  const total = truncated ? `${count}+` : String(count);
  return current >= 0 ? `${current + 1} of ${total}` : `${total} matches`;
}

const pageIndex = new WeakMap<readonly FindHit[], Map<number, IndexedHit[]>>();

/** The hits on one page, with their indexes; the same array for the same result and page. */
export function hitsOnPage(hits: readonly FindHit[], page: number): readonly IndexedHit[] {
  let index = pageIndex.get(hits);
  if (!index) {
    const built = new Map<number, IndexedHit[]>();
    hits.forEach((h, i) => {
      const list = built.get(h.page) ?? [];
      list.push({ ...h, index: i });
      built.set(h.page, list);
    });
    index = built;
    pageIndex.set(hits, index);
  }
  return index.get(page) ?? EMPTY;
}
