import { describe, expect, it } from 'vitest';
import { buildChunks, CHUNK_MAX, splitLong } from '../chunk';
import { detectFurniture } from '../furniture';
import { layoutPage } from '../layout';
import { detectSections } from '../sections';
import type { AnalysedPage } from '../types';
import { column, item, page, PAGE_H, PAGE_W } from './helpers';

const RID = 'rpt_0123456789abcdef';
const lorem = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${tag} line ${i + 1} talks about water and energy use`);

describe('layout', () => {
  it('reads a two-column page column by column under a full-width heading', () => {
    const items = [
      item('Climate Strategy', 50, 740, 18),
      ...column(lorem('left', 8), 50, 700),
      ...column(lorem('right', 8), 320, 700)
    ];
    const p = page(items);
    const lines = p.text.split('\n');
    expect(lines[0]).toBe('Climate Strategy');
    expect(lines.slice(1, 9)).toEqual(lorem('left', 8));
    expect(lines.slice(9, 17)).toEqual(lorem('right', 8));
    expect(p.blocks.map((b) => p.text.slice(b.start, b.end).split('\n').length)).toEqual([1, 8, 8]);
  });

  it('keeps table rows whole (narrow cells are not columns)', () => {
    const rows = [
      ['Scope 1', '12,450', '11,020', 'tCO2e'],
      ['Scope 2', '8,310', '6,975', 'tCO2e'],
      ['Scope 3', '96,200', '91,480', 'tCO2e'],
      ['Total', '116,960', '109,475', 'tCO2e']
    ];
    const items = rows.flatMap((r, i) => r.map((c, k) => item(c, 50 + k * 110, 700 - i * 16)));
    const p = page(items);
    expect(p.text).toBe(rows.map((r) => r.join(' ')).join('\n'));
  });

  it('groups items on one baseline despite jitter, and orders them left to right', () => {
    const items = [item('world', 110, 700.6), item('Hello', 50, 700), item('again', 170, 699.5)];
    const blocks = layoutPage({ width: PAGE_W, height: PAGE_H, rotation: 0, items });
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.lines).toHaveLength(1);
    expect(blocks[0]!.lines[0]!.items).toEqual([1, 0, 2]);
  });

  it('starts a new block after a paragraph gap or a font size change', () => {
    const items = [
      item('Heading', 50, 740, 16),
      ...column(['a b', 'c d'], 50, 715),
      ...column(['e f', 'g h'], 50, 670)
    ];
    const p = page(items);
    expect(p.blocks.map((b) => p.text.slice(b.start, b.end))).toEqual(['Heading', 'a b\nc d', 'e f\ng h']);
  });
});

function docPages(n: number, body: (i: number) => AnalysedPage['items']): AnalysedPage[] {
  return Array.from({ length: n }, (_, i) =>
    page(
      [item('Northwind Materials Report 2023', 50, 780, 8), ...body(i + 1), item(`Page ${i + 1}`, 500, 20, 8)],
      i + 1
    )
  );
}

describe('headers and footers', () => {
  it('detects running header and page-number footer on most pages', () => {
    const pages = docPages(5, (n) => column(lorem(`p${n}`, 3), 50, 700));
    const f = detectFurniture(pages);
    for (const p of pages) {
      const flagged = [...(f.get(p.pageNumber) ?? [])].map((i) => p.text.slice(p.lines[i]!.start, p.lines[i]!.end));
      expect(flagged.sort()).toEqual(['Northwind Materials Report 2023', `Page ${p.pageNumber}`].sort());
    }
  });
  it('does not flag text that repeats on half of the pages or fewer', () => {
    const pages = Array.from({ length: 6 }, (_, i) =>
      page([...(i < 3 ? [item('Chapter One', 50, 780, 8)] : []), ...column(lorem('x', 3), 50, 700)], i + 1)
    );
    expect(detectFurniture(pages).size).toBe(0);
  });
});

describe('sections', () => {
  const pages = docPages(4, (n) => [
    ...(n === 1 ? [item('Introduction', 50, 740, 18)] : []),
    ...(n === 3 ? [item('Emissions and Energy', 50, 740, 18), item('Scope 1 detail', 50, 715, 14)] : []),
    ...(n === 3 ? [item('12,450', 300, 600, 18)] : []),
    ...column(lorem(`p${n}`, 6), 50, 690)
  ]);
  const furniture = detectFurniture(pages);

  it('detects headings from typography, skipping furniture and bare numbers', () => {
    const { sections } = detectSections(pages, [], furniture, RID);
    expect(sections.map((s) => [s.title, s.level, s.pageStart, s.pageEnd, s.source])).toEqual([
      ['Introduction', 1, 1, 2, 'typography'],
      ['Emissions and Energy', 1, 3, 4, 'typography'],
      ['Scope 1 detail', 2, 3, 4, 'typography']
    ]);
    expect(sections[0]!.id).toBe(`${RID}:s0`);
  });

  it('uses the outline when there is one', () => {
    const outline = [
      { title: 'Introduction', pageNumber: 1, children: [{ title: 'Context', pageNumber: 2, children: [] }] },
      { title: 'Emissions and Energy', pageNumber: 3, children: [] },
      { title: 'Broken link', pageNumber: null, children: [] }
    ];
    const { sections, marks } = detectSections(pages, outline, furniture, RID);
    expect(sections.map((s) => [s.title, s.level, s.pageStart, s.pageEnd, s.source])).toEqual([
      ['Introduction', 1, 1, 2, 'outline'],
      ['Context', 2, 2, 2, 'outline'],
      ['Emissions and Energy', 1, 3, 4, 'outline']
    ]);
    // The outline title is found on its page: block after the running header.
    const p3 = pages[2]!;
    const b = p3.blocks[marks[2]!.block]!;
    expect(p3.text.slice(b.start, b.end)).toBe('Emissions and Energy');
  });
});

describe('chunks', () => {
  it('packs blocks into 1,000-1,500 character chunks that never cross a section start', () => {
    const para = (tag: string) => column(lorem(tag, 7), 50, 690).concat(column(lorem(`${tag}b`, 7), 50, 590));
    const pages = docPages(4, (n) => [
      ...(n === 1 ? [item('Introduction', 50, 740, 18)] : []),
      ...(n === 3 ? [item('Results', 50, 740, 18)] : []),
      ...para(`p${n}`),
      ...column(lorem(`p${n}c`, 7), 50, 490)
    ]);
    const furniture = detectFurniture(pages);
    const { sections, marks } = detectSections(pages, [], furniture, RID);
    const chunks = buildChunks(pages, sections, marks, furniture, RID);
    expect(chunks.map((c) => c.id)).toEqual(chunks.map((_, i) => `${RID}:c${i}`));
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(CHUNK_MAX);
      expect(c.text).not.toContain('Northwind Materials Report');
      expect(c.text).not.toMatch(/Page \d/);
    }
    const intro = chunks.filter((c) => c.sectionTitle === 'Introduction');
    const results = chunks.filter((c) => c.sectionTitle === 'Results');
    expect(intro.every((c) => c.pageEnd <= 2)).toBe(true);
    expect(results[0]!.text.startsWith('Results\n')).toBe(true);
    expect(results[0]!.pageStart).toBe(3);
    expect(intro.length + results.length).toBe(chunks.length);
    // All but the last chunk of each section reach the target size.
    for (const group of [intro, results]) {
      for (const c of group.slice(0, -1)) expect(c.text.length).toBeGreaterThanOrEqual(1000);
    }
  });

  it('splits an over-long block at sentence ends', () => {
    const text = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is about water.`).join(' ');
    const parts = splitLong(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(CHUNK_MAX);
      expect(p.endsWith('.')).toBe(true);
    }
    expect(parts.join(' ')).toBe(text);
  });
});
