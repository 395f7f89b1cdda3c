import { describe, expect, it } from 'vitest';
import type { Section } from '../../../../../shared/domain/report';
import { buildSectionTree, formatPageList, formatPageSpan, type SectionNode } from '../sectionTree';

let n = 0;
const sec = (title: string, level: number): Section => ({
  id: `s${++n}`,
  reportId: 'rpt_0123456789abcdef',
  title,
  level,
  pageStart: 1,
  pageEnd: 2,
  source: 'outline'
});

const shape = (nodes: SectionNode[]): unknown =>
  nodes.map((x) => (x.children.length ? [x.section.title, shape(x.children)] : x.section.title));

describe('buildSectionTree', () => {
  it('nests by level in reading order', () => {
    const tree = buildSectionTree([
      sec('A', 1),
      sec('A.1', 2),
      sec('A.2', 2),
      sec('A.2.a', 3),
      sec('B', 1),
      sec('B.1', 2)
    ]);
    expect(shape(tree)).toEqual([
      ['A', ['A.1', ['A.2', ['A.2.a']]]],
      ['B', ['B.1']]
    ]);
  });

  it('tolerates level jumps and a deep first section', () => {
    const tree = buildSectionTree([sec('x', 3), sec('A', 1), sec('A.deep', 3), sec('A.2', 2)]);
    expect(shape(tree)).toEqual(['x', ['A', ['A.deep', 'A.2']]]);
  });

  it('is empty for no sections', () => {
    expect(buildSectionTree([])).toEqual([]);
  });
});

describe('page formatting', () => {
  it('compresses runs into ranges', () => {
    expect(formatPageList([9, 1, 2, 3, 7, 10, 2])).toBe('1–3, 7, 9–10');
    expect(formatPageList([])).toBe('');
  });

  it('formats a section span', () => {
    expect(formatPageSpan(4, 4)).toBe('p. 4');
    expect(formatPageSpan(4, 9)).toBe('pp. 4–9');
  });
});
