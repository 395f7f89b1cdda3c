import { describe, expect, it } from 'vitest';
import { countOccurrences, findRanges, foldPage, foldQuery } from '../findRanges';

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

describe('counting on a folded page', () => {
  it('counts as findRanges finds: case, line breaks and script digits folded, no overlaps', () => {
    const text = 'Scope 3 and SCOPE\n3; tCO₂e, scope  3.';
    const q = foldQuery('scope 3');
    expect(countOccurrences(foldPage(text), q)).toBe(findRanges(text, 'scope 3').length);
    expect(countOccurrences(foldPage(text), q)).toBe(3);
    expect(countOccurrences(foldPage(text), foldQuery('TCO2E'))).toBe(1);
    expect(countOccurrences(foldPage('aaaa'), 'aa')).toBe(2);
  });

  it('stops at the limit and counts nothing for a blank query', () => {
    expect(countOccurrences(foldPage('ab ab ab'), 'ab', 2)).toBe(2);
    expect(countOccurrences(foldPage('ab ab ab'), '')).toBe(0);
  });
});
