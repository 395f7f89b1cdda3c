import { describe, expect, it } from 'vitest';
import { pageMarkLabel } from '../../../components/pageMarks';
import { colourMode, followTarget, pageMarks } from '../claimsDensity';
import { sortClaims } from '../claimsLogic';
import { claim } from './fixtures';

const list = sortClaims([
  claim('a', { page: 2, type: 'environmental' }),
  claim('b', { page: 2, type: 'quantitative' }),
  claim('c', { page: 2, type: 'quantitative' }),
  claim('u', { page: 5, anchored: false }),
  claim('d', { page: 7, type: 'strategic' })
]);

describe('page marks (the overview strip)', () => {
  it('counts claims per page, by type, in legend order, pages in order', () => {
    const marks = pageMarks(list, {}, 'type');
    expect(marks.map((m) => [m.page, m.count])).toEqual([
      [2, 3],
      [5, 1],
      [7, 1]
    ]);
    expect(marks[0]!.segments.map((s) => [s.key, s.count])).toEqual([
      ['quantitative', 2],
      ['environmental', 1]
    ]);
    expect(marks[0]!.segments[0]!.className).toBe('claim-type-quantitative');
  });

  it('counts by verdict once verdicts exist; claims without one are "not analysed"', () => {
    const marks = pageMarks(list, { a: 'contradicted', b: 'verified', c: 'contradicted' }, 'verdict');
    expect(marks[0]!.segments.map((s) => [s.key, s.count])).toEqual([
      ['verified', 1],
      ['contradicted', 2]
    ]);
    expect(marks[1]!.segments).toEqual([
      { key: 'none', label: 'Not analysed', className: 'claim-verdict-none', count: 1 }
    ]);
    expect(pageMarkLabel(2, marks[0])).toBe('Page 2, 3 claims: 1 Verified, 2 Contradicted');
    expect(pageMarkLabel(3, undefined)).toBe('Page 3, no claims');
  });

  it('colours by verdict only when asked and verdicts exist', () => {
    expect(colourMode('verdict', {})).toBe('type');
    expect(colourMode('verdict', { a: 'verified' })).toBe('verdict');
    expect(colourMode('type', { a: 'verified' })).toBe('type');
  });
});

describe('followTarget (the list follows the page in view)', () => {
  it('is the first claim of the page, else the next page with claims, else the last claim', () => {
    expect(followTarget(list, 2)?.id).toBe(list[0]!.id);
    expect(followTarget(list, 3)?.id).toBe('u');
    expect(followTarget(list, 9)?.id).toBe('d');
    expect(followTarget([], 1)).toBeNull();
  });
});
