import { describe, expect, it } from 'vitest';
import { findStatus, firstHitFrom, hitsFromCounts, hitsOnPage, stepHit, type FindHit } from '../findLogic';

const hits: FindHit[] = hitsFromCounts([
  { page: 2, count: 2 },
  { page: 5, count: 1 },
  { page: 9, count: 1 }
]);

describe('find in the document', () => {
  it('lists the hits in reading order from the counts per page', () => {
    expect(hits).toEqual([{ page: 2 }, { page: 2 }, { page: 5 }, { page: 9 }]);
    expect(hitsFromCounts([])).toEqual([]);
  });

  it('starts at the first hit on or after the page in view, else the first', () => {
    expect(firstHitFrom(hits, 1)).toBe(0);
    expect(firstHitFrom(hits, 3)).toBe(2);
    expect(firstHitFrom(hits, 9)).toBe(3);
    expect(firstHitFrom(hits, 10)).toBe(0);
    expect(firstHitFrom([], 1)).toBe(-1);
  });

  it('steps forward and back, wrapping at the ends', () => {
    expect(stepHit(4, 0, 1)).toBe(1);
    expect(stepHit(4, 3, 1)).toBe(0);
    expect(stepHit(4, 0, -1)).toBe(3);
    expect(stepHit(4, -1, 1)).toBe(0);
    expect(stepHit(4, -1, -1)).toBe(3);
    expect(stepHit(0, 0, 1)).toBe(-1);
  });

  it('says where the current hit is, "n+" when the result was cut', () => {
    expect(findStatus(17, 2, false)).toBe('3 of 17');
    expect(findStatus(1000, 0, true)).toBe('1 of 1000+');
    expect(findStatus(0, -1, false)).toBe('No matches');
  });

  it('indexes the hits of a page with their place in the result, stably', () => {
    expect(hitsOnPage(hits, 2).map((h) => h.index)).toEqual([0, 1]);
    expect(hitsOnPage(hits, 9)).toEqual([{ ...hits[3], index: 3 }]);
    expect(hitsOnPage(hits, 2)).toBe(hitsOnPage(hits, 2));
    expect(hitsOnPage(hits, 3)).toEqual([]);
  });
});
