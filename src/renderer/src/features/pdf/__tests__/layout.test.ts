import { describe, expect, it } from 'vitest';
import {
  PAGE_GAP,
  anchorAt,
  currentPageAt,
  layoutPages,
  parsePageInput,
  scrollTopForAnchor,
  scrollTopForPage,
  visibleRange
} from '../layout';
import { PDF_TO_CSS } from '../zoom';

// 72x72 pt pages at scale 0.75 are exactly 72 CSS px square; layout numbers stay readable.
const scale = 0.75;
const side = 72 * scale * PDF_TO_CSS;
const pages = (n: number) => Array.from({ length: n }, () => ({ width: 72, height: 72 }));

describe('layoutPages', () => {
  it('stacks pages with gaps and centres them', () => {
    const layout = layoutPages(pages(3), scale, 200);
    expect(side).toBe(72);
    expect(layout.pages.map((p) => p.top)).toEqual([PAGE_GAP, PAGE_GAP * 2 + 72, PAGE_GAP * 3 + 144]);
    expect(layout.totalHeight).toBe(PAGE_GAP * 4 + 216);
    expect(layout.pages[0]?.left).toBe(64);
  });

  it('grows wider than the container when zoomed in', () => {
    const layout = layoutPages(pages(1), 10, 200);
    expect(layout.totalWidth).toBeGreaterThan(200);
    expect(layout.pages[0]?.left).toBe(16);
  });
});

describe('visibleRange', () => {
  const layout = layoutPages(pages(10), scale, 200); // page n top = 12 + (n-1) * 84

  it('finds the pages intersecting the viewport', () => {
    expect(visibleRange(layout, 0, 100)).toEqual({ first: 1, last: 2 });
    expect(visibleRange(layout, 84 * 4 + 12, 100)).toEqual({ first: 5, last: 6 });
    // page 6 starts exactly where an 84 px viewport ends: not visible
    expect(visibleRange(layout, 84 * 4 + 12, 84)).toEqual({ first: 5, last: 5 });
  });

  it('extends by the overscan on both sides and clamps at the ends', () => {
    expect(visibleRange(layout, 84 * 4 + 12, 100, 84)).toEqual({ first: 4, last: 7 });
    expect(visibleRange(layout, 0, 84, 10_000)).toEqual({ first: 1, last: 10 });
  });

  it('is null for an empty document or beyond the end', () => {
    expect(visibleRange(layoutPages([], 1, 100), 0, 100)).toBeNull();
    expect(visibleRange(layout, 10_000, 100)).toBeNull();
  });
});

describe('current page', () => {
  const layout = layoutPages(pages(10), scale, 200);

  it('is the page showing the most height', () => {
    // viewport 0..100 shows page 1 (12..84) fully and page 2 (96..168) for 4 px
    expect(currentPageAt(layout, 0, 100)).toBe(1);
    expect(currentPageAt(layout, 70, 100)).toBe(2);
  });

  it('prefers the earlier page on a tie', () => {
    expect(currentPageAt(layout, 0, 1000)).toBe(1);
  });

  it('honours a pin while the scroll position is unchanged, then lets go', () => {
    const pin = { pageNumber: 9, scrollTop: 500 };
    expect(currentPageAt(layout, 500, 1000, pin)).toBe(9);
    // page 6 shows 24 px, page 7 onwards fully: the earliest fully shown wins
    expect(currentPageAt(layout, 480, 1000, pin)).toBe(7);
  });
});

describe('scroll targets', () => {
  const small = layoutPages(pages(10), scale, 200);
  const big = layoutPages(pages(10), scale * 2, 200);

  it('scrolls a page to the top with one gap above it', () => {
    expect(scrollTopForPage(small, 1)).toBe(0);
    expect(scrollTopForPage(small, 3)).toBe(12 + 2 * 84 - PAGE_GAP);
    expect(scrollTopForPage(small, 99)).toBe(scrollTopForPage(small, 10));
  });

  it('keeps the same spot of the same page across a zoom', () => {
    const anchor = anchorAt(small, 12 + 84 * 4 + 36); // half-way down page 5
    expect(anchor).toEqual({ pageNumber: 5, fraction: 0.5 });
    const top = scrollTopForAnchor(big, anchor!);
    const p5 = big.pages[4]!;
    expect(top).toBe(p5.top + p5.height / 2);
  });
});

describe('parsePageInput', () => {
  it('clamps into range and rejects text', () => {
    expect(parsePageInput('4', 10)).toBe(4);
    expect(parsePageInput(' 40 ', 10)).toBe(10);
    expect(parsePageInput('0', 10)).toBe(1);
    expect(parsePageInput('abc', 10)).toBeNull();
  });
});
