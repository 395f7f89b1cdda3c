import { describe, expect, it } from 'vitest';
import { foldScripts, normalizeText, normalizeWithMap, countWords } from '../normalize';
import { buildPageText } from '../pageText';
import { rangesToRects, spanToItemRanges } from '../spans';
import { item, PAGE_H, PAGE_W } from './helpers';

describe('normalizeText', () => {
  it('straightens quotes, unifies dashes and expands ligatures', () => {
    expect(normalizeText('\u201CNet\u2011zero\u201D \u2013 it\u2019s the \uFB01rst \uFB02ow \u2014 \u22122.5')).toBe(
      '"Net-zero" - it\'s the first flow - -2.5'
    );
  });
  it('applies NFKC to full-width forms and composes accents', () => {
    expect(normalizeText('\uFF34\uFF23\uFF2F\uFF12e and Cafe\u0301')).toBe('TCO2e and Caf\u00E9');
  });
  it('removes soft hyphens and zero-width characters, collapses whitespace', () => {
    expect(normalizeText('  emis\u00ADsions\u200B  of\u00A0\u00A0CO2 \t ')).toBe('emissions of CO2');
    expect(normalizeText('line one   \n  \n line two')).toBe('line one\nline two');
  });
  it('joins words hyphenated at a line end when both sides are lowercase', () => {
    expect(normalizeText('absolute reduc-\ntion of emissions')).toBe('absolute reduction of emissions');
    expect(normalizeText('reduc\u00AD\ntion')).toBe('reduction');
  });
  it('keeps the hyphen of lowercase compounds broken at a line end', () => {
    expect(normalizeText('suppliers of energy-\nintensive products')).toBe('suppliers of energy-intensive products');
    expect(normalizeText('reducing single-\nuse plastic and non-\ncompliances')).toBe(
      'reducing single-use plastic and non-compliances'
    );
    expect(normalizeText('the imple-\nmentation of measures')).toBe('the implementation of measures');
  });
  it('keeps the hyphen of compounds but drops the line break', () => {
    expect(normalizeText('in CO2-\nequivalent terms')).toBe('in CO2-equivalent terms');
    expect(normalizeText('Franco-\nGerman venture')).toBe('Franco-German venture');
    expect(normalizeText('Scope-\n3 data')).toBe('Scope-3 data');
    expect(normalizeText('items:\n- first')).toBe('items:\n- first');
  });
  it('maps every output character back to its input index', () => {
    const input = 'a \uFB01ne  \u201Cday\u201D';
    const { text, map } = normalizeWithMap(input);
    expect(text).toBe('a fine "day"');
    expect(Array.from(map)).toEqual([0, 1, 2, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
  });
  it('folds sub- and superscript digits to ASCII in queries, keeps them exact in page text', () => {
    expect(normalizeText('1.2 Mt CO\u2082e and 6,000 m\u00B3')).toBe('1.2 Mt CO2e and 6,000 m3');
    expect(normalizeWithMap('1.2 Mt CO\u2082e and 6,000 m\u00B3 \uFB01rst').text).toBe(
      '1.2 Mt CO\u2082e and 6,000 m\u00B3 first'
    );
    expect(foldScripts('CH\u2084 and km\u00B2')).toBe('CH4 and km2');
    expect(normalizeWithMap('turnover rate\u00B9 of 16%\u2075 over 10\u2076 m\u00B2').text).toBe(
      'turnover rate of 16% over 10\u2076 m\u00B2'
    );
  });
  it('counts words with letters or digits only', () => {
    expect(countWords('Scope 1 - 12,450 tCO2e .')).toBe(4);
  });
});

describe('page text back-map', () => {
  const items = [
    item('Our main goal is the reduc-', 50, 700),
    item('tion of Scope 1 emissions.', 50, 688),
    item('Total:', 50, 660),
    item('12,450 tCO2e', 90, 660)
  ];
  const pt = buildPageText({ width: PAGE_W, height: PAGE_H, rotation: 0, items });

  it('builds normalized text in reading order with joined hyphenation and inserted spaces', () => {
    expect(pt.text).toBe('Our main goal is the reduction of Scope 1 emissions.\nTotal: 12,450 tCO2e');
  });

  it('maps a span inside one item to that item', () => {
    const start = pt.text.indexOf('12,450');
    const ranges = spanToItemRanges(pt, items, start, start + 6);
    expect(ranges).toEqual([{ item: 3, start: 0, end: 6 }]);
  });

  it('maps a span across a joined hyphenation to both items', () => {
    const start = pt.text.indexOf('reduction');
    const ranges = spanToItemRanges(pt, items, start, start + 'reduction of'.length);
    expect(ranges).toEqual([
      { item: 0, start: 21, end: 26 },
      { item: 1, start: 0, end: 7 }
    ]);
    expect(items[0]!.str.slice(21, 26) + items[1]!.str.slice(0, 7)).toBe('reductio' + 'n of');
  });

  it('turns ranges into per-line rectangles, interpolating partial items', () => {
    const start = pt.text.indexOf('reduction');
    const ranges = spanToItemRanges(pt, items, start, start + 'reduction of Scope'.length);
    const rects = rangesToRects(items, ranges, { width: PAGE_W, height: PAGE_H, rotation: 0 });
    expect(rects).toHaveLength(2);
    // "reduc" is chars 21..26 of 27 (the dropped hyphen is not highlighted); placement inside an item
    // follows the glyphs' estimated advance (see the fixture test for a real font), so only its order here.
    const end0 = 50 + 27 * 5;
    expect(rects[0]!.x * PAGE_W).toBeGreaterThan(50 + 0.6 * 27 * 5);
    expect((rects[0]!.x + rects[0]!.w) * PAGE_W).toBeLessThan(end0 - 0.5);
    expect(rects[1]!.x * PAGE_W).toBeCloseTo(50, 3);
    expect(rects[1]!.w * PAGE_W).toBeGreaterThan(0.3 * 26 * 5);
    expect(rects[1]!.w * PAGE_W).toBeLessThan(26 * 5);
    expect(rects[1]!.y).toBeGreaterThan(rects[0]!.y);
    for (const r of rects) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.x + r.w).toBeLessThanOrEqual(1);
    }
  });

  it('merges rectangles of adjacent items on the same line', () => {
    const start = pt.text.indexOf('Total');
    const ranges = spanToItemRanges(pt, items, start, pt.text.length);
    expect(ranges.map((r) => r.item)).toEqual([2, 3]);
    const rects = rangesToRects(items, ranges, { width: PAGE_W, height: PAGE_H, rotation: 0 });
    expect(rects).toHaveLength(1);
    expect(rects[0]!.x * PAGE_W).toBeCloseTo(50, 3);
    expect((rects[0]!.x + rects[0]!.w) * PAGE_W).toBeCloseTo(90 + 12 * 5, 3);
  });
});
