import { describe, expect, it } from 'vitest';
import { chunkText, pageChunks, pageLabel } from '../chunking';
import { textPageSource } from '../simulatedBench';

const ranges = (pageCount: number, o?: { size?: number; overlap?: number }): string[] =>
  pageChunks(pageCount, o).map((c) => `${c.from}-${c.to}`);

describe('pageChunks', () => {
  it('cuts 87 pages into 10-page windows sharing 2 pages', () => {
    const chunks = pageChunks(87);
    expect(chunks.slice(0, 3).map((c) => [c.from, c.to])).toEqual([
      [1, 10],
      [9, 18],
      [17, 26]
    ]);
    expect(chunks.at(-1)).toMatchObject({ from: 81, to: 87 });
    expect(chunks).toHaveLength(11);
    chunks.forEach((c, i) => expect(c).toMatchObject({ index: i, total: 11 }));
  });

  it('handles the edges: empty, one page, exactly one window, one page more', () => {
    expect(pageChunks(0)).toEqual([]);
    expect(ranges(1)).toEqual(['1-1']);
    expect(ranges(10)).toEqual(['1-10']);
    expect(ranges(11)).toEqual(['1-10', '9-11']);
    expect(ranges(25)).toEqual(['1-10', '9-18', '17-25']);
    expect(ranges(41)).toEqual(['1-10', '9-18', '17-26', '25-34', '33-41']);
  });

  it('honours size and overlap', () => {
    expect(ranges(12, { size: 5, overlap: 1 })).toEqual(['1-5', '5-9', '9-12']);
    expect(ranges(6, { size: 3, overlap: 0 })).toEqual(['1-3', '4-6']);
  });

  it('covers every page, never exceeds the size and overlaps consecutive windows', () => {
    for (let n = 1; n <= 120; n++) {
      const chunks = pageChunks(n);
      const seen = new Set<number>();
      for (const c of chunks) for (let p = c.from; p <= c.to; p++) seen.add(p);
      expect(seen.size).toBe(n);
      expect(chunks.every((c) => c.to - c.from + 1 <= 10 && c.from >= 1 && c.to <= n)).toBe(true);
      for (let i = 1; i < chunks.length; i++) expect(chunks[i - 1]!.to - chunks[i]!.from + 1).toBe(2);
    }
  });

  it('rejects impossible options', () => {
    expect(() => pageChunks(10, { size: 0 })).toThrow(RangeError);
    expect(() => pageChunks(10, { size: 5, overlap: 5 })).toThrow(RangeError);
    expect(() => pageChunks(10, { size: 5, overlap: -1 })).toThrow(RangeError);
  });
});

describe('chunkText', () => {
  const texts: Record<number, string> = {
    11: 'Scope 1 fell 12%.',
    12: '   ',
    14: 'Board oversight.\nQuarterly meetings.'
  };
  const ctx = { pages: textPageSource(20, (n) => texts[n] ?? null) };

  it('puts a marker before every page with text and skips the others', async () => {
    const text = await chunkText(ctx, { from: 11, to: 15 });
    expect(text).toBe('[page 11]\nScope 1 fell 12%.\n\n[page 14]\nBoard oversight.\nQuarterly meetings.');
  });

  it('is empty for a window without text', async () => {
    expect(await chunkText(ctx, { from: 1, to: 10 })).toBe('');
  });

  it('labels windows', () => {
    expect(pageLabel({ from: 11, to: 20 })).toBe('pages 11–20');
    expect(pageLabel({ from: 7, to: 7 })).toBe('page 7');
  });
});
