import { describe, expect, it } from 'vitest';
import type { Rect } from '../../../../shared/domain/geometry';
import { checkContentIndex, indexEntries, mayHoldIndex, pageOffset, type IndexPage } from '../contentIndex';
import type { GhgObservation } from '../../../facts/inventory';

/** A page laid out from parts at (x, y): each character 0.005 wide, each line 0.012 high. */
function page(n: number, lines: Array<{ y: number; parts: Array<[number, string]> }>): IndexPage {
  let text = '';
  const boxes: Array<Rect | null> = [];
  for (const line of lines) {
    for (const [x, part] of line.parts) {
      if (text && !text.endsWith('\n')) {
        text += ' ';
        boxes.push(null);
      }
      [...part].forEach((_, i) => boxes.push({ x: x + i * 0.005, y: line.y, w: 0.005, h: 0.012 }));
      text += part;
    }
    text += '\n';
    boxes.push(null);
  }
  return {
    page: n,
    text,
    box(start, end) {
      const bs = boxes.slice(start, end).filter((b): b is Rect => b !== null);
      if (!bs.length) return null;
      const x = Math.min(...bs.map((b) => b.x));
      return { x, y: bs[0]!.y, w: Math.max(...bs.map((b) => b.x + b.w)) - x, h: 0.012 };
    }
  };
}

// Two index tables side by side (Samsung's layout): the pages of each entry stand on its own line.
const INDEX = page(75, [
  {
    y: 0.28,
    parts: [
      [0.05, '302-1 Energy consumption within the organization'],
      [0.37, '62, 66'],
      [0.45, '305-1 Direct (Scope 1) GHG emissions'],
      [0.75, '62, 66']
    ]
  },
  {
    y: 0.3,
    parts: [
      [0.45, '305-2 Energy indirect (Scope 2) GHG emissions'],
      [0.75, '62, 66']
    ]
  },
  {
    y: 0.33,
    parts: [
      [0.45, '305-3 Other indirect (Scope 3) GHG emissions'],
      [0.75, 'pp. 148-149; 182']
    ]
  }
]);

describe('GRI content index', () => {
  it('reads each emissions entry with the pages printed on its line, right of its code', () => {
    expect(mayHoldIndex(INDEX.text)).toBe(true);
    expect(indexEntries(INDEX, 212).map((e) => [e.code, e.scope, e.printed])).toEqual([
      ['GRI 305-1', 'scope1', [62, 66]],
      ['GRI 305-2', 'scope2', [62, 66]],
      ['GRI 305-3', 'scope3', [148, 149, 182]]
    ]);
  });

  it('maps printed page numbers to PDF pages by the offset that puts emissions on them', () => {
    const entries = indexEntries(INDEX, 212);
    const texts = new Map([
      [64, 'Scope 1 and Scope 2 emissions'],
      [68, 'Scope 1 direct emissions'],
      [150, 'Scope 3 emissions by category']
    ]);
    expect(pageOffset(entries, (n) => texts.get(n))).toBe(2);
    expect(pageOffset(entries, () => 'nothing about emissions')).toBe(0);
  });

  it('passes an entry whose pages hold a figure of its scope, and says why when none could be read', () => {
    const at = (kind: GhgObservation['kind'], page: number): GhgObservation => ({
      kind,
      tonnes: 1000,
      year: 2023,
      raw: '1,000',
      start: 0,
      end: 5,
      page,
      rects: [],
      source: { kind: 'claim', claimId: 'c1' },
      text: ''
    });
    const checks = checkContentIndex(
      { entries: indexEntries(INDEX, 212), offset: 0 },
      [at('scope1', 62), at('scope2', 120)],
      212
    );
    expect(checks.map((c) => c.result)).toEqual(['pass', 'inconclusive', 'inconclusive']);
    expect(checks[0]!.message).toMatch(
      /points to pages 62, 66 for Scope 1 \(GRI 305-1\); Scope 1 figures were read there \(page 62;.*Nothing of it could be read on page 66/
    );
    expect(checks[1]!.message).toMatch(
      /no Scope 2 figure could be read there: the table on those pages was probably not rebuilt/
    );
    expect(checks[0]!.values.find((v) => v.claimId === 'c1')?.role).toBe('input');
  });
});
