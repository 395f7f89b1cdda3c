/**
 * The scripts fixture (scripts/make-fixtures.mjs, makeScripts): real pdf.js extraction of a CO₂e
 * subscript, an m³ superscript, a footnote marker, a sentence starting mid-line, and a hyphen at a
 * column's line end with a second column beside it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePdf } from '../parse';
import { rangesToRects, spanToItemRanges } from '../spans';
import { buildPageText } from '../pageText';
import type { ParsedPage } from '../types';

const FIXTURE = path.resolve(__dirname, '../../../../tests/fixtures/scripts.pdf');
const MARGIN = 56;
const SIZE = 9;
const SENTENCE_LINE = 'Emissions fell by 8% compared to 2019. In 2023 we set a target of 50% by 2030, and we met it.';

let page: ParsedPage;
let helvetica: PDFFont;

beforeAll(async () => {
  const doc = await parsePdf(new Uint8Array(readFileSync(FIXTURE)), { reportId: 'rpt_0000000000000001', workers: 1 });
  page = doc.pages[0]!;
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('scripts fixture', () => {
  it('writes the subscript of CO₂e and the superscript of m³ exactly', () => {
    expect(page.text).toContain('1.2 million metric tons of CO₂e in our supply chain.');
    expect(page.text).toContain('Water discharge was 13.56 million m³.');
  });

  it('leaves the footnote marker out of the sentence', () => {
    expect(page.text).toContain('Sustainability is part of our long-term pay.');
    // No line of lone script digits above the sentence (the old layout read "3 1" there).
    expect(page.text.split('\n').filter((l) => /^[\d\s]+$/.test(l))).toEqual([]);
  });

  it('joins the hyphenated word with the next line of its own column', () => {
    expect(page.text).toContain('Our commitment to the SBTi');
    expect(page.text).not.toMatch(/commit-\s/);
  });

  /** x (pt) where `prefix` ends on the sentence line, from the font's own widths. */
  const xAfter = (prefix: string) => MARGIN + helvetica.widthOfTextAtSize(prefix, SIZE);

  it('highlights a sentence from its first letter to its last digit, not from the full stop before it', () => {
    const pt = buildPageText({ ...page, rotation: page.rotation });
    const quote = 'In 2023 we set a target of 50% by 2030';
    const start = pt.text.indexOf(quote);
    expect(start).toBeGreaterThan(0);
    const rects = rangesToRects(page.items, spanToItemRanges(pt, page.items, start, start + quote.length), page);
    expect(rects).toHaveLength(1);
    const x0 = rects[0]!.x * page.width;
    const x1 = (rects[0]!.x + rects[0]!.w) * page.width;
    const at = SENTENCE_LINE.indexOf(quote);
    const trueStart = xAfter(SENTENCE_LINE.slice(0, at));
    const trueEnd = xAfter(SENTENCE_LINE.slice(0, at + quote.length));
    // The space before "In" and the comma after "2030" are 2.5 pt wide: an edge within 1.5 pt stays
    // off the full stop and takes the whole last digit. Counting characters as equally wide put the
    // start 2.1 pt early (on the full stop) and the end 3.1 pt early ("by 203|0").
    expect(Math.abs(x0 - trueStart)).toBeLessThan(1.5);
    expect(Math.abs(x1 - trueEnd)).toBeLessThan(1.5);
  });
});
