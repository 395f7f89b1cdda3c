import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageSchema, SectionSchema, ChunkSchema, TextItemSchema } from '../../../shared/domain/report';
import { IngestErrors, SibylError } from '../../../shared/ipc/errors';
import { normalizeText } from '../normalize';
import { buildPageText } from '../pageText';
import { parsePdf } from '../parse';
import { rangesToRects, spanToItemRanges } from '../spans';
import { workersAvailable } from '../workerPool';

const FIXTURES = path.resolve(__dirname, '../../../../tests/fixtures');
const RID = 'rpt_00000000000000aa';
const load = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

async function codeOf(name: string, password?: string): Promise<string> {
  try {
    await parsePdf(load(name), { reportId: RID, password, workers: 1 });
    return 'ok';
  } catch (err) {
    expect(err).toBeInstanceOf(SibylError);
    return (err as SibylError).code;
  }
}

describe('error codes on fixtures', () => {
  it.each([
    ['empty.pdf', IngestErrors.EMPTY_FILE],
    ['not-a-pdf.pdf', IngestErrors.NOT_PDF],
    ['encrypted.pdf', IngestErrors.PASSWORD_REQUIRED],
    ['scanned.pdf', IngestErrors.NO_TEXT_LAYER],
    ['truncated.pdf', IngestErrors.CORRUPT_PDF]
  ])('%s -> %s', async (name, code) => {
    expect(await codeOf(name)).toBe(code);
  });

  it('reports a wrong password, and opens with the right one', async () => {
    expect(await codeOf('encrypted.pdf', 'wrong')).toBe(IngestErrors.PASSWORD_INCORRECT);
    const doc = await parsePdf(load('encrypted.pdf'), { reportId: RID, password: 'sibyl', workers: 1 });
    expect(doc.pageCount).toBe(6);
    expect(doc.pages[2]!.text).toContain('Left column: our climate strategy');
  });

  it('gives analyst-friendly messages', async () => {
    await expect(parsePdf(load('scanned.pdf'), { reportId: RID })).rejects.toThrow(
      'This PDF has no text layer (it looks scanned); OCR is not supported.'
    );
    await expect(parsePdf(load('truncated.pdf'), { reportId: RID })).rejects.toThrow(/damaged or incomplete/);
  });

  it('honours an aborted signal', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(parsePdf(load('sample-report.pdf'), { reportId: RID, signal: ac.signal })).rejects.toMatchObject({
      name: 'AbortError'
    });
  });
});

describe('sample-report.pdf', async () => {
  const progress: number[] = [];
  const doc = await parsePdf(load('sample-report.pdf'), {
    reportId: RID,
    onProgress: (p) => progress.push(p.pagesDone)
  });

  it('has six pages with metadata, title and schema-valid output', () => {
    expect(doc.pageCount).toBe(6);
    expect(doc.title).toBe('Northwind Materials Sustainability Report 2023');
    expect(doc.meta).toMatchObject({ author: 'Sibyl fixture generator', creationDate: '2024-03-01T09:00:00.000Z' });
    expect(doc.pagesWithoutText).toEqual([]);
    expect(progress).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const p of doc.pages) {
      expect(() => PageSchema.parse(p)).not.toThrow();
      for (const it of p.items) TextItemSchema.parse(it);
    }
    doc.sections.forEach((s) => SectionSchema.parse(s));
    doc.chunks.forEach((c) => ChunkSchema.parse(c));
    expect(doc.wordCount).toBe(doc.pages.reduce((n, p) => n + p.wordCount, 0));
    expect(doc.wordCount).toBeGreaterThan(350);
  });

  it('normalizes text: hyphenation, quotes, dashes, compounds', () => {
    const p2 = doc.pages[1]!.text;
    expect(p2).toContain('the absolute reduction of emissions across the value chain - not offsets.');
    expect(p2).toContain('"we measure what we emit, and we publish it."');
    expect(doc.pages[5]!.text).toContain('expressed in CO2-equivalent terms');
  });

  it('reads the two-column page column by column', () => {
    const t = doc.pages[2]!.text;
    const left = t.indexOf('Left column');
    const leftEnd = t.indexOf('square metre of finished panel.');
    const right = t.indexOf('Right column');
    expect(left).toBeGreaterThan(t.indexOf('2. Climate Strategy'));
    expect(leftEnd).toBeGreaterThan(left);
    expect(right).toBeGreaterThan(leftEnd);
  });

  it('keeps GHG table rows on one line', () => {
    const lines = doc.pages[3]!.text.split('\n');
    expect(lines).toContain('Scope 1 12,450 11,020 tCO2e');
    expect(lines).toContain('Scope 2 (market-based) 8,310 6,975 tCO2e');
    expect(lines).toContain('Scope 3 96,200 91,480 tCO2e');
  });

  it('finds chapter headings and keeps running header/footer out of chunks', () => {
    const titles = doc.sections.map((s) => s.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        '1. Message from the Chair',
        '2. Climate Strategy',
        '3. Greenhouse Gas Emissions',
        '4. Workforce and Communities',
        '5. Governance'
      ])
    );
    expect(titles.some((t) => t.includes('Northwind Materials |'))).toBe(false);
    const ghg = doc.sections.find((s) => s.title === '3. Greenhouse Gas Emissions')!;
    expect([ghg.pageStart, ghg.pageEnd, ghg.source]).toEqual([4, 4, 'typography']);
    const all = doc.chunks.map((c) => c.text).join('\n');
    expect(all).not.toContain('Sustainability Report 2023\n1.');
    expect(all).not.toMatch(/Page \d/);
    const ghgChunk = doc.chunks.find((c) => c.text.includes('Scope 1 12,450'))!;
    expect(ghgChunk.sectionTitle).toBe('3. Greenhouse Gas Emissions');
    expect(ghgChunk.pageStart).toBe(4);
  });

  it('rebuilds the same page text from stored items and anchors a quote to rectangles', () => {
    const p = doc.pages[3]!;
    const rebuilt = buildPageText(p);
    expect(rebuilt.text).toBe(p.text);
    const quote = normalizeText('Scope 2 (market-based) 8,310');
    const start = rebuilt.text.indexOf(quote);
    expect(start).toBeGreaterThan(0);
    const ranges = spanToItemRanges(rebuilt, p.items, start, start + quote.length);
    expect(ranges.map((r) => p.items[r.item]!.str.slice(r.start, r.end))).toEqual(['Scope 2 (market-based)', '8,310']);
    const rects = rangesToRects(p.items, ranges, p);
    // Two cells far apart on one row: two rectangles on the same line, the gap not highlighted.
    expect(rects).toHaveLength(2);
    const [a, b] = rects as [(typeof rects)[0], (typeof rects)[0]];
    expect(a.x * p.width).toBeCloseTo(56, 0);
    expect(b.x * p.width).toBeCloseTo(56 + 180, 0);
    expect(b.y).toBeCloseTo(a.y, 5);
    expect(a.y).toBeGreaterThan(0.1);
    expect(a.y + a.h).toBeLessThan(0.3);
  });
});

describe('other fixtures', () => {
  it('rotated.pdf: swaps width/height and keeps boxes inside the page', async () => {
    const doc = await parsePdf(load('rotated.pdf'), { reportId: RID });
    const p = doc.pages[0]!;
    expect(p.rotation).toBe(90);
    expect(p.width).toBeCloseTo(841.89, 2);
    expect(p.height).toBeCloseTo(595.28, 2);
    expect(p.text).toBe(
      'Rotated page: landscape table of water use by site.\nSecond line of rotated text for layout checks.'
    );
    for (const it of p.items.filter((i) => i.str.trim())) {
      expect(it.box.x).toBeGreaterThanOrEqual(0);
      expect(it.box.y).toBeGreaterThanOrEqual(0);
      expect(it.box.x + it.box.w).toBeLessThanOrEqual(1);
      expect(it.box.y + it.box.h).toBeLessThanOrEqual(1);
      // Text runs top to bottom on the displayed page: taller than wide.
      expect(it.box.h * p.height).toBeGreaterThan(it.box.w * p.width);
    }
    const quote = 'landscape table';
    const start = p.text.indexOf(quote);
    const rects = rangesToRects(p.items, spanToItemRanges(buildPageText(p), p.items, start, start + quote.length), p);
    expect(rects).toHaveLength(1);
    expect(rects[0]!.h * p.height).toBeGreaterThan(rects[0]!.w * p.width);
  });

  it('with-outline.pdf: sections from bookmarks and title from the first heading', async () => {
    const doc = await parsePdf(load('with-outline.pdf'), { reportId: RID });
    expect(doc.title).toBe('Introduction');
    expect(doc.sections.map((s) => [s.title, s.level, s.pageStart, s.pageEnd, s.source])).toEqual([
      ['Introduction', 1, 1, 1, 'outline'],
      ['Scope of this document', 2, 1, 1, 'outline'],
      ['Water Results', 1, 2, 2, 'outline'],
      ['Annex', 1, 3, 3, 'outline']
    ]);
    expect(doc.chunks.map((c) => c.sectionTitle)).toEqual(['Scope of this document', 'Water Results', 'Annex']);
  });

  it('runs in-process under vitest (no bundled worker script)', () => {
    expect(workersAvailable()).toBe(false);
  });
});
