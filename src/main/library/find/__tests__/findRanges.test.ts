import { describe, expect, it } from 'vitest';
import { findRanges, foldQuery } from '../findRanges';

describe('findRanges', () => {
  it('finds every occurrence, case-insensitively, in order', () => {
    const text = 'Kilns and kilns. KILNS!';
    expect(findRanges(text, 'kilns')).toEqual([
      { start: 0, end: 5 },
      { start: 10, end: 15 },
      { start: 17, end: 22 }
    ]);
  });

  it('treats any whitespace run as one space, so a phrase across a line break is found', () => {
    const text = 'from the\nkilns   and more';
    const [hit] = findRanges(text, 'the  kilns and');
    expect(hit).toBeDefined();
    expect(text.slice(hit!.start, hit!.end)).toBe('the\nkilns   and');
  });

  it('reads sub- and superscript digits as ASCII on both sides', () => {
    const text = 'Emissions in tCO₂e fell.';
    const [hit] = findRanges(text, 'tco2e');
    expect(text.slice(hit!.start, hit!.end)).toBe('tCO₂e');
  });

  it('does not overlap occurrences and honours the limit', () => {
    expect(findRanges('aaaa', 'aa')).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 }
    ]);
    expect(findRanges('ab ab ab', 'ab', 2)).toHaveLength(2);
  });

  it('returns nothing for a blank query or no match', () => {
    expect(findRanges('some text', '   ')).toEqual([]);
    expect(findRanges('some text', 'absent')).toEqual([]);
    expect(foldQuery('  Two\n Words ')).toBe('two words');
  });
});
