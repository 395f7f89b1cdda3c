import { describe, expect, it } from 'vitest';
import { column, item, PAGE_H, PAGE_W } from '../../../ingest/__tests__/helpers';
import { countOccurrences, foldPage, foldQuery } from '../findRanges';
import { hitRects, pageFromItems } from '../pageRects';

const items = [
  ...column(['Scope 3 emissions fell.', 'Our EMISSIONS targets cover', 'scope 3 categories.'], 50, 700),
  item('Emissions', 400, 300)
];
const page = pageFromItems({ width: PAGE_W, height: PAGE_H, rotation: 0, items });

describe('rectangles of the find hits on one page', () => {
  it('gives one list of rectangles per hit, as many as the page counts, in reading order', () => {
    const hits = hitRects(page, 'emissions');
    expect(hits).toHaveLength(countOccurrences(foldPage(page.text), foldQuery('emissions')));
    expect(hits).toHaveLength(3);
    const tops = hits.map((h) => h[0]!.y);
    expect(tops[0]).toBeLessThan(tops[1]!);
    expect(tops[1]).toBeLessThan(tops[2]!);
  });

  it('places a hit inside its item, over the matched characters only', () => {
    const [first] = hitRects(page, 'emissions');
    const box = items[0]!.box;
    expect(first).toHaveLength(1);
    const r = first![0]!;
    // "Scope 3 " is 8 of the line's 23 characters, "emissions" the next 9: the middle of the item,
    // placed by estimated glyph advance (glyphWidths.ts), not by character count.
    expect(r.x).toBeGreaterThan(box.x + box.w * 0.25);
    expect(r.x + r.w).toBeLessThan(box.x + box.w * 0.85);
    expect(r.w).toBeGreaterThan(box.w * 0.3);
    expect(r.w).toBeLessThan(box.w * 0.5);
    expect(r.y).toBeCloseTo(box.y, 5);
    expect(r.h).toBeCloseTo(box.h, 5);
  });

  it('draws a phrase across a line break as one rectangle per line', () => {
    const hits = hitRects(page, 'targets  cover scope 3');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toHaveLength(2);
    const [a, b] = hits[0]!;
    expect(a!.y).toBeLessThan(b!.y);
  });

  it('keeps rectangles inside the page and finds nothing for a query the page lacks', () => {
    for (const r of hitRects(page, 'scope 3').flat()) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.x + r.w).toBeLessThanOrEqual(1);
      expect(r.y + r.h).toBeLessThanOrEqual(1);
    }
    expect(hitRects(page, 'scope 2')).toEqual([]);
  });
});
