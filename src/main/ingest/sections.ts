/**
 * Section headings. From the PDF outline when it has one (level from nesting, start page from the
 * destination); otherwise from typography: short lines markedly larger than the body text, or bold
 * first lines of a block, that are not running headers or repeated page furniture. Also marks where
 * each section starts (page and block) so chunks never cross a section start.
 */
import { isFurniture, furnitureKey, type FurnitureMap } from './furniture';
import { weightedMedian } from './layout';
import { foldScripts, normalizeText } from './normalize';
import { respaceTitle } from './titleSpacing';
import type { AnalysedPage, OutlineEntry, Section } from './types';

/** Ratio to the body font size from which a line counts as a heading. */
export const HEADING_SIZE_RATIO = 1.3;
const MAX_HEADING_WORDS = 12;
const MAX_LEVEL = 6;

export interface SectionMark {
  /** Index into the sections array. */
  section: number;
  pageNumber: number;
  /** Block index (reading order) on that page where the section starts. */
  block: number;
}

export interface SectionResult {
  sections: Section[];
  marks: SectionMark[];
}

interface Heading {
  title: string;
  level: number;
  pageNumber: number;
  block: number;
}

/** True when only furniture (or nothing) precedes the block on its page. */
function atTopOfPage(page: AnalysedPage, block: number, furniture: FurnitureMap): boolean {
  for (let b = 0; b < block; b++) {
    const bl = page.blocks[b]!;
    for (let i = bl.firstLine; i < bl.firstLine + bl.lineCount; i++) {
      if (!isFurniture(furniture, page.pageNumber, i)) return false;
    }
  }
  return true;
}

/** Body font size of the document: character-weighted median over non-furniture lines. */
export function bodyFontSize(pages: AnalysedPage[], furniture: FurnitureMap): number {
  const pairs: Array<[number, number]> = [];
  for (const p of pages) {
    p.lines.forEach((l, i) => {
      if (!isFurniture(furniture, p.pageNumber, i)) pairs.push([l.fontSize, l.end - l.start]);
    });
  }
  return weightedMedian(pairs);
}

export function detectSections(
  pages: AnalysedPage[],
  outline: OutlineEntry[],
  furniture: FurnitureMap,
  reportId: string
): SectionResult {
  const fromOutline = outlineHeadings(outline, pages);
  const source = fromOutline.length > 0 ? 'outline' : 'typography';
  const headings = fromOutline.length > 0 ? fromOutline : typographyHeadings(pages, furniture);
  const atTop = headings.map((h) => atTopOfPage(pages[h.pageNumber - 1]!, h.block, furniture));
  return finish(headings, atTop, pages.length, reportId, source);
}

function outlineHeadings(outline: OutlineEntry[], pages: AnalysedPage[]): Heading[] {
  const out: Heading[] = [];
  const walk = (list: OutlineEntry[], level: number) => {
    for (const e of list) {
      const page = e.pageNumber !== null ? pages[e.pageNumber - 1] : undefined;
      if (e.title && page) {
        const title = respaceTitle(e.title, page.text);
        out.push({
          title,
          level: Math.min(level, MAX_LEVEL),
          pageNumber: page.pageNumber,
          block: findBlock(page, title)
        });
      }
      walk(e.children, level + 1);
    }
  };
  walk(outline, 1);
  return out;
}

/** Block on the page whose text starts with the title (normalized, case-insensitive); 0 if none. */
function findBlock(page: AnalysedPage, title: string): number {
  const want = normalizeText(title).toLowerCase().replace(/\s+/g, ' ');
  if (!want) return 0;
  const idx = page.blocks.findIndex((b) =>
    foldScripts(page.text.slice(b.start, b.end)).toLowerCase().replace(/\s+/g, ' ').startsWith(want)
  );
  return Math.max(0, idx);
}

interface Candidate {
  pageNumber: number;
  block: number;
  line: number;
  text: string;
  fontSize: number;
  bold: boolean;
  /** Position key: where on the page the line sits (navigation tabs repeat at one spot). */
  spot: string;
}

function typographyHeadings(pages: AnalysedPage[], furniture: FurnitureMap): Heading[] {
  const body = bodyFontSize(pages, furniture);
  if (body <= 0) return [];
  const cands: Candidate[] = [];
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      if (isFurniture(furniture, page.pageNumber, i)) return;
      const text = page.text.slice(line.start, line.end).trim();
      if (!looksLikeHeading(text)) return;
      const big = line.fontSize >= HEADING_SIZE_RATIO * body;
      const block = page.blocks[line.block]!;
      const boldLead = line.bold && line.fontSize >= 0.95 * body && block.firstLine === i && !/[.,;]$/.test(text);
      if (big || boldLead) {
        const spot = `${Math.round(line.box.x * 50)}:${Math.round(line.box.y * 50)}`;
        cands.push({
          pageNumber: page.pageNumber,
          block: line.block,
          line: i,
          text,
          fontSize: line.fontSize,
          bold: !big,
          spot
        });
      }
    });
  }
  const merged = mergeMultiLine(cands);
  // Text that recurs as a heading on many pages is navigation, not structure.
  const pagesByKey = new Map<string, Set<number>>();
  for (const c of merged) {
    const k = furnitureKey(c.text);
    const s = pagesByKey.get(k) ?? new Set<number>();
    s.add(c.pageNumber);
    pagesByKey.set(k, s);
  }
  const limit = Math.max(3, 0.2 * pages.length);
  // The same text at the same spot on several pages is a navigation tab: keep its first occurrence.
  const seenSpots = new Set<string>();
  const kept = merged.filter((c) => {
    if (pagesByKey.get(furnitureKey(c.text))!.size > limit) return false;
    const k = `${furnitureKey(c.text)}@${c.spot}`;
    if (seenSpots.has(k)) return false;
    seenSpots.add(k);
    return true;
  });
  const sizes = clusterSizes(kept.filter((c) => !c.bold).map((c) => c.fontSize));
  // Sizes used only on the title page (cover titles) share the top level with the largest chapter size.
  const coverOnly = sizes.map((size) =>
    kept.filter((c) => !c.bold && rankOf(sizes, c.fontSize) === sizes.indexOf(size)).every((c) => c.pageNumber === 1)
  );
  const bodySizes = sizes.filter((_, i) => !coverOnly[i]);
  const levelOf = (c: Candidate): number => {
    if (c.bold) return bodySizes.length + 1;
    const r = rankOf(sizes, c.fontSize);
    return coverOnly[r] || bodySizes.length === 0 ? 1 : rankOf(bodySizes, c.fontSize) + 1;
  };
  return kept.map((c) => ({
    title: c.text,
    level: Math.min(MAX_LEVEL, levelOf(c)),
    pageNumber: c.pageNumber,
    block: c.block
  }));
}

export function looksLikeHeading(text: string): boolean {
  if (!text) return false;
  const words = text.split(/\s+/);
  if (words.length > MAX_HEADING_WORDS) return false;
  if ((text.match(/\p{L}/gu) ?? []).length < 3) return false;
  if (/^[\d\s.,%()+\-/]+$/.test(text)) return false;
  const digits = (text.match(/\p{N}/gu) ?? []).length;
  if (digits > 0.3 * (text.match(/[\p{L}\p{N}]/gu) ?? []).length) return false;
  return !/\p{L}{2}\.$/u.test(text);
}

/** Consecutive candidate lines of one block with the same size form one multi-line heading. */
function mergeMultiLine(cands: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of cands) {
    const last = out[out.length - 1];
    if (
      last &&
      last.pageNumber === c.pageNumber &&
      last.block === c.block &&
      last.line === c.line - 1 &&
      Math.abs(last.fontSize - c.fontSize) < 0.05 * c.fontSize &&
      last.bold === c.bold
    ) {
      out[out.length - 1] = { ...last, line: c.line, text: `${last.text} ${c.text}` };
    } else out.push({ ...c });
  }
  return out.filter((c) => c.text.split(/\s+/).length <= MAX_HEADING_WORDS * 2);
}

/** Distinct heading sizes, largest first, sizes within 5 % of each other counted as one. */
function clusterSizes(sizes: number[]): number[] {
  const out: number[] = [];
  for (const s of [...sizes].sort((a, b) => b - a)) {
    const last = out[out.length - 1];
    if (last === undefined || s < last * 0.95) out.push(s);
  }
  return out;
}

function rankOf(clusters: number[], size: number): number {
  let best = 0;
  clusters.forEach((c, i) => {
    if (Math.abs(c - size) < Math.abs(clusters[best]! - size)) best = i;
  });
  return best;
}

function finish(
  headings: Heading[],
  atTop: boolean[],
  pageCount: number,
  reportId: string,
  source: Section['source']
): SectionResult {
  const sections: Section[] = [];
  const marks: SectionMark[] = [];
  headings.forEach((h, i) => {
    let pageEnd = pageCount;
    for (let j = i + 1; j < headings.length; j++) {
      const next = headings[j]!;
      if (next.level <= h.level) {
        // A section ends on the page before the next one when that one opens its page.
        pageEnd = atTop[j] ? next.pageNumber - 1 : next.pageNumber;
        break;
      }
    }
    sections.push({
      id: `${reportId}:s${i}`,
      reportId,
      title: h.title,
      level: h.level,
      pageStart: h.pageNumber,
      pageEnd: Math.max(h.pageNumber, pageEnd),
      source
    });
    marks.push({ section: i, pageNumber: h.pageNumber, block: h.block });
  });
  return { sections, marks };
}
