/**
 * Geometry of the continuous page column: where each page sits at a given scale, which pages a
 * scroll position shows, which page counts as "current", and where to scroll to keep the reader's
 * place across a zoom. Pure functions; page numbers are 1-based as everywhere in Sibyl.
 */
import { PDF_TO_CSS, type PageSize } from './zoom';

/** Vertical gap between pages and the margin above the first and below the last, in CSS px. */
export const PAGE_GAP = 12;
/** Horizontal gutter each side of the widest page, in CSS px. */
export const PAGE_GUTTER = 16;

export interface PageBox {
  pageNumber: number;
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface ColumnLayout {
  pages: PageBox[];
  totalHeight: number;
  totalWidth: number;
}

/** Lays pages out top to bottom, centred in a column at least `containerWidth` wide. */
export function layoutPages(sizes: readonly PageSize[], scale: number, containerWidth: number): ColumnLayout {
  const k = scale * PDF_TO_CSS;
  const widest = sizes.reduce((max, s) => Math.max(max, Math.floor(s.width * k)), 0);
  const totalWidth = Math.max(containerWidth, widest + 2 * PAGE_GUTTER);
  let top = PAGE_GAP;
  const pages = sizes.map((s, i) => {
    const width = Math.floor(s.width * k);
    const height = Math.floor(s.height * k);
    const box = { pageNumber: i + 1, top, left: Math.floor((totalWidth - width) / 2), width, height };
    top += height + PAGE_GAP;
    return box;
  });
  return { pages, totalHeight: top, totalWidth };
}

/** Index of the first page whose bottom edge is below `y` (binary search; pages are sorted). */
function firstPageEndingAfter(pages: readonly PageBox[], y: number): number {
  let lo = 0;
  let hi = pages.length - 1;
  let found = pages.length;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const p = pages[mid];
    if (p && p.top + p.height > y) {
      found = mid;
      hi = mid - 1;
    } else {
      lo = mid + 1;
    }
  }
  return found;
}

export interface PageRange {
  first: number;
  last: number;
}

/**
 * Pages intersecting [scrollTop - overscan, scrollTop + viewportHeight + overscan], as 1-based
 * numbers, or null when none does (empty document).
 */
export function visibleRange(
  layout: ColumnLayout,
  scrollTop: number,
  viewportHeight: number,
  overscan = 0
): PageRange | null {
  const { pages } = layout;
  if (pages.length === 0) return null;
  const top = scrollTop - overscan;
  const bottom = scrollTop + viewportHeight + overscan;
  const start = firstPageEndingAfter(pages, top);
  const firstBox = pages[start];
  if (!firstBox || firstBox.top >= bottom) return null;
  let end = start;
  while (end + 1 < pages.length && (pages[end + 1]?.top ?? Infinity) < bottom) end++;
  return { first: start + 1, last: end + 1 };
}

/** A programmatic scroll to a page: while the scroll position stays there, that page is current. */
export interface PagePin {
  pageNumber: number;
  scrollTop: number;
}

/**
 * The current page: the pinned page if the reader has not scrolled away from a jump, otherwise the
 * page showing the most height in the viewport (ties go to the earlier page).
 */
export function currentPageAt(
  layout: ColumnLayout,
  scrollTop: number,
  viewportHeight: number,
  pin: PagePin | null = null
): number {
  if (pin && Math.abs(pin.scrollTop - scrollTop) < 2) return pin.pageNumber;
  const range = visibleRange(layout, scrollTop, viewportHeight);
  if (!range) return layout.pages.length > 0 ? 1 : 0;
  let best = range.first;
  let bestShown = -1;
  for (let n = range.first; n <= range.last; n++) {
    const p = layout.pages[n - 1];
    if (!p) continue;
    const shown = Math.min(p.top + p.height, scrollTop + viewportHeight) - Math.max(p.top, scrollTop);
    if (shown > bestShown + 0.5) {
      best = n;
      bestShown = shown;
    }
  }
  return best;
}

/** Scroll position that puts the top of `pageNumber` just below the top edge of the viewport. */
export function scrollTopForPage(layout: ColumnLayout, pageNumber: number): number {
  const n = Math.min(Math.max(1, Math.round(pageNumber)), layout.pages.length);
  const p = layout.pages[n - 1];
  return p ? Math.max(0, p.top - PAGE_GAP) : 0;
}

/** The reader's place: a page and how far down it (0..1) the viewport's top edge is. */
export interface ScrollAnchor {
  pageNumber: number;
  fraction: number;
}

export function anchorAt(layout: ColumnLayout, scrollTop: number): ScrollAnchor | null {
  const idx = firstPageEndingAfter(layout.pages, scrollTop);
  const p = layout.pages[idx];
  if (!p) return null;
  const fraction = p.height > 0 ? Math.min(1, Math.max(0, (scrollTop - p.top) / p.height)) : 0;
  return { pageNumber: p.pageNumber, fraction };
}

/** Where to scroll in a new layout (e.g. after a zoom) to keep `anchor` at the viewport's top edge. */
export function scrollTopForAnchor(layout: ColumnLayout, anchor: ScrollAnchor): number {
  const p = layout.pages[anchor.pageNumber - 1];
  if (!p) return 0;
  if (anchor.fraction <= 0) return Math.max(0, p.top - PAGE_GAP);
  return Math.max(0, p.top + anchor.fraction * p.height);
}

/** Clamps a typed page number into 1..pageCount; null when the text is not a number. */
export function parsePageInput(text: string, pageCount: number): number | null {
  const n = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(n) || pageCount < 1) return null;
  return Math.min(Math.max(1, n), pageCount);
}
