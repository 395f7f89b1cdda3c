import { describe, expect, it } from 'vitest';
import {
  tabStopClaim,
  anchorStats,
  claimPage,
  claimsOnPage,
  filterClaims,
  isFiltered,
  formatRate,
  isAnchored,
  mergeClaims,
  NO_FILTERS,
  scaleRect,
  sortClaims,
  stepClaim
} from '../claimsLogic';
import { claim } from './fixtures';

const ids = (list: readonly { id: string }[]): string[] => list.map((c) => c.id);

describe('reading order', () => {
  it('sorts by page, then priority, then position on the page, unlocated last', () => {
    const list = sortClaims([
      claim('d', { page: 2, priority: 'low' }),
      claim('c', { page: 2, priority: 'high', y: 0.9 }),
      claim('b', { page: 1, priority: 'medium', y: 0.8 }),
      claim('a', { page: 1, priority: 'medium', y: 0.2 }),
      claim('u', { page: 1, priority: 'medium', anchored: false }),
      claim('e', { page: 2, priority: 'high', y: 0.1 })
    ]);
    expect(ids(list)).toEqual(['a', 'b', 'u', 'e', 'c', 'd']);
  });

  it('places an unlocated claim on the page it was read from', () => {
    const u = claim('u', { page: 7, anchored: false });
    expect(isAnchored(u)).toBe(false);
    expect(claimPage(u)).toBe(7);
  });
});

describe('mergeClaims', () => {
  it('adds live claims in order and replaces a claim with the same id', () => {
    const first = sortClaims([claim('a', { page: 1 }), claim('c', { page: 3 })]);
    const updated = claim('a', { page: 1, text: 'revised' });
    const merged = mergeClaims(first, [claim('b', { page: 2 }), updated]);
    expect(ids(merged)).toEqual(['a', 'b', 'c']);
    expect(merged[0]?.text).toBe('revised');
  });

  it('returns the same array when nothing is new (no re-render)', () => {
    const a = claim('a');
    const list = [a];
    expect(mergeClaims(list, [])).toBe(list);
    expect(mergeClaims(list, [a])).toBe(list);
  });

  it('keeps the claim object when the same claim arrives again as a new object (an analysis announces stored claims)', () => {
    const list = sortClaims([claim('a', { page: 1 }), claim('b', { page: 2 })]);
    expect(mergeClaims(list, [claim('b', { page: 2 }), claim('a', { page: 1 })])).toBe(list);
    const changed = mergeClaims(list, [claim('b', { page: 2, text: 'revised' })]);
    expect(changed).not.toBe(list);
    expect(changed[0]).toBe(list[0]);
    expect(changed[1]?.text).toBe('revised');
  });

  it('de-duplicates a claim announced twice', () => {
    const once = mergeClaims([], [claim('x')]);
    const twice = mergeClaims(once, [claim('x')]);
    expect(twice).toHaveLength(1);
  });
});

describe('filters', () => {
  const list = sortClaims([
    claim('q1', { type: 'quantitative', priority: 'high', verdict: 'all' }),
    claim('e1', { type: 'environmental', priority: 'high', page: 2 }),
    claim('q2', { type: 'quantitative', priority: 'low', page: 3 })
  ]);

  it('keeps everything without filters (same array)', () => {
    expect(filterClaims(list, NO_FILTERS)).toBe(list);
  });

  it('filters by type and priority together, keeping order', () => {
    expect(ids(filterClaims(list, { type: 'quantitative', priority: 'all', verdict: 'all' }))).toEqual(['q1', 'q2']);
    expect(ids(filterClaims(list, { type: 'all', priority: 'high', verdict: 'all' }))).toEqual(['q1', 'e1']);
    expect(ids(filterClaims(list, { type: 'quantitative', priority: 'high', verdict: 'all' }))).toEqual(['q1']);
    expect(filterClaims(list, { type: 'geographic', priority: 'all', verdict: 'all' })).toEqual([]);
  });

  it('returns a stable array for the same list and filters (store selectors)', () => {
    const f = { type: 'quantitative', priority: 'all', verdict: 'all' } as const;
    expect(filterClaims(list, f)).toBe(filterClaims(list, { ...f }));
    const byVerdict = { ...NO_FILTERS, verdict: 'contradicted' } as const;
    const verdicts = { q2: 'contradicted' } as const;
    expect(filterClaims(list, byVerdict, verdicts)).toBe(filterClaims(list, { ...byVerdict }, verdicts));
  });

  it('filters by verdict, "none" keeping the claims not analysed, with the other filters', () => {
    const verdicts = { q1: 'verified', e1: 'contradicted' } as const;
    expect(ids(filterClaims(list, { ...NO_FILTERS, verdict: 'contradicted' }, verdicts))).toEqual(['e1']);
    expect(ids(filterClaims(list, { ...NO_FILTERS, verdict: 'none' }, verdicts))).toEqual(['q2']);
    expect(ids(filterClaims(list, { ...NO_FILTERS, type: 'quantitative', verdict: 'verified' }, verdicts))).toEqual([
      'q1'
    ]);
    expect(filterClaims(list, { ...NO_FILTERS, verdict: 'unverified' }, verdicts)).toEqual([]);
    // Without verdicts every claim is "not analysed".
    expect(filterClaims(list, { ...NO_FILTERS, verdict: 'none' })).toEqual(list);
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, verdict: 'none' })).toBe(true);
  });
});

describe('claimsOnPage', () => {
  it('indexes claims by the page they are shown on, stably', () => {
    const list = sortClaims([
      claim('a', { page: 1 }),
      claim('b', { page: 2 }),
      claim('u', { page: 2, anchored: false })
    ]);
    expect(ids(claimsOnPage(list, 2))).toEqual(['b', 'u']);
    expect(claimsOnPage(list, 2)).toBe(claimsOnPage(list, 2));
    expect(claimsOnPage(list, 9)).toEqual([]);
  });
});

describe('anchoring rate', () => {
  it('counts claims with rectangles on the page', () => {
    const s = anchorStats([claim('a'), claim('b'), claim('c'), claim('u', { anchored: false })]);
    expect(s).toEqual({ total: 4, anchored: 3, rate: 0.75 });
    expect(formatRate(s.rate)).toBe('75%');
  });

  it('has no rate without claims', () => {
    expect(anchorStats([]).rate).toBeNull();
    expect(formatRate(null)).toBe('–');
    expect(formatRate(0.876)).toBe('88%');
  });
});

describe('scaleRect', () => {
  it('multiplies page-relative rectangles by the overlay size', () => {
    expect(scaleRect({ x: 0.1, y: 0.25, w: 0.5, h: 0.1 }, { width: 600, height: 800 }, 0)).toEqual({
      left: 60,
      top: 200,
      width: 300,
      height: 80
    });
  });

  it('pads and keeps the box inside the page', () => {
    expect(scaleRect({ x: 0, y: 0.5, w: 1.01, h: 0.1 }, { width: 200, height: 100 }, 2)).toEqual({
      left: 0,
      top: 48,
      width: 200,
      height: 14
    });
    expect(scaleRect({ x: -0.01, y: -0.01, w: 0.2, h: 0.2 }, { width: 100, height: 100 }, 0)).toEqual({
      left: 0,
      top: 0,
      width: 19,
      height: 19
    });
  });

  it('scales with zoom only (twice the size, twice the box)', () => {
    const r = { x: 0.2, y: 0.3, w: 0.4, h: 0.05 };
    const a = scaleRect(r, { width: 400, height: 500 }, 0);
    const b = scaleRect(r, { width: 800, height: 1000 }, 0);
    expect(b).toEqual({ left: a.left * 2, top: a.top * 2, width: a.width * 2, height: a.height * 2 });
  });
});

describe('stepClaim (keyboard order)', () => {
  const list = sortClaims([
    claim('p1', { page: 1 }),
    claim('p3', { page: 3 }),
    claim('p5a', { page: 5, priority: 'high', verdict: 'all' }),
    claim('p5b', { page: 5, priority: 'low' })
  ]);

  it('moves forward and backward in reading order and stops at the ends', () => {
    expect(stepClaim(list, 'p1', 1)?.id).toBe('p3');
    expect(stepClaim(list, 'p5a', 1)?.id).toBe('p5b');
    expect(stepClaim(list, 'p5b', 1)?.id).toBe('p5b');
    expect(stepClaim(list, 'p3', -1)?.id).toBe('p1');
    expect(stepClaim(list, 'p1', -1)?.id).toBe('p1');
  });

  it('starts from the page in view when nothing (visible) is active', () => {
    expect(stepClaim(list, null, 1, 2)?.id).toBe('p3');
    expect(stepClaim(list, null, -1, 4)?.id).toBe('p3');
    expect(stepClaim(list, 'filtered-out', 1, 5)?.id).toBe('p5a');
    expect(stepClaim(list, null, 1, 9)?.id).toBe('p1');
    expect(stepClaim(list, null, -1, 0)?.id).toBe('p5b');
  });

  it('has nothing to step to in an empty list', () => {
    expect(stepClaim([], null, 1)).toBeNull();
  });
});

describe('tabStopClaim (the highlight layer is one tab stop)', () => {
  const list = [claim('u', { page: 1, anchored: false }), claim('a', { page: 1 }), claim('b', { page: 2 })];
  it('is the active claim when it is drawn, else the first drawn claim', () => {
    expect(tabStopClaim(list, 'b')).toBe('b');
    expect(tabStopClaim(list, null)).toBe('a');
    expect(tabStopClaim(list, 'u')).toBe('a');
    expect(tabStopClaim([claim('u', { anchored: false })], null)).toBeNull();
  });
});
