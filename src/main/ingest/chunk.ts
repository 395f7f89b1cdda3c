/**
 * Chunking for retrieval: blocks in reading order are packed into chunks of about 1,000-1,500
 * characters, never crossing a section start, with running headers/footers left out. Blocks longer
 * than the maximum are split at sentence ends. Chunk ids are stable: `${reportId}:c${seq}`.
 */
import { isFurniture, type FurnitureMap } from './furniture';
import type { SectionMark } from './sections';
import type { AnalysedPage, Chunk, Section } from './types';

const CHUNK_TARGET = 1000;
export const CHUNK_MAX = 1500;

interface Unit {
  text: string;
  pageNumber: number;
  block: number;
  /** Separator to put before this unit when it directly follows the previous one. */
  joiner: string;
}

export function buildChunks(
  pages: AnalysedPage[],
  sections: Section[],
  marks: SectionMark[],
  furniture: FurnitureMap,
  reportId: string
): Chunk[] {
  const sortedMarks = [...marks].sort(
    (a, b) => a.pageNumber - b.pageNumber || a.block - b.block || a.section - b.section
  );
  const chunks: Chunk[] = [];
  let buf: Unit[] = [];
  let current: Section | null = null;
  let m = 0;

  const flush = () => {
    const text = buf
      .map((u, i) => (i === 0 ? u.text : u.joiner + u.text))
      .join('')
      .trim();
    if (text) {
      chunks.push({
        id: `${reportId}:c${chunks.length}`,
        reportId,
        seq: chunks.length,
        pageStart: buf[0]!.pageNumber,
        pageEnd: buf[buf.length - 1]!.pageNumber,
        sectionId: current?.id ?? null,
        sectionTitle: current?.title ?? null,
        text
      });
    }
    buf = [];
  };

  const add = (u: Unit) => {
    const size = buf.reduce((n, x) => n + x.text.length + x.joiner.length, 0);
    if (buf.length > 0 && size + u.joiner.length + u.text.length > CHUNK_MAX) flush();
    buf.push(buf.length === 0 ? { ...u, joiner: '' } : u);
    if (size + u.text.length >= CHUNK_TARGET) flush();
  };

  for (const page of pages) {
    let prevBlock = -2;
    let prevEnd = -1;
    page.blocks.forEach((block, b) => {
      // Sections starting at or before this block take effect before it is added.
      const startsHere = (k: number) => {
        const mk = sortedMarks[k];
        return !!mk && (mk.pageNumber < page.pageNumber || (mk.pageNumber === page.pageNumber && mk.block <= b));
      };
      if (startsHere(m)) flush();
      while (startsHere(m)) current = sections[sortedMarks[m++]!.section] ?? null;
      const text = blockText(page, b, furniture);
      if (!text) return;
      const gap = prevBlock === b - 1 ? page.text.slice(prevEnd, block.start) : '\n';
      const joiner = gap === '' ? '' : '\n';
      prevBlock = b;
      prevEnd = block.end;
      splitLong(text).forEach((piece, k) => {
        add({ text: piece, pageNumber: page.pageNumber, block: b, joiner: k === 0 ? joiner : ' ' });
      });
    });
  }
  flush();
  return chunks;
}

/** Text of a block without its furniture lines ('' when the whole block is furniture). */
function blockText(page: AnalysedPage, b: number, furniture: FurnitureMap): string {
  const block = page.blocks[b]!;
  const lines: string[] = [];
  let dropped = false;
  for (let i = block.firstLine; i < block.firstLine + block.lineCount; i++) {
    if (isFurniture(furniture, page.pageNumber, i)) dropped = true;
    else {
      const l = page.lines[i]!;
      lines.push(page.text.slice(l.start, l.end));
    }
  }
  if (!dropped) return page.text.slice(block.start, block.end).trim();
  return lines.join('\n').trim();
}

/** Splits text longer than CHUNK_MAX at sentence ends (or spaces when a sentence is too long). */
export function splitLong(text: string): string[] {
  if (text.length <= CHUNK_MAX) return [text];
  const sentences = text.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [text];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (cur && cur.length + s.length > CHUNK_MAX) {
      out.push(cur.trim());
      cur = '';
    }
    if (s.length > CHUNK_MAX) {
      let rest = s;
      while (rest.length > CHUNK_MAX) {
        const cut = rest.lastIndexOf(' ', CHUNK_MAX);
        const at = cut > CHUNK_MAX / 2 ? cut : CHUNK_MAX;
        out.push(rest.slice(0, at).trim());
        rest = rest.slice(at);
      }
      cur = rest;
    } else cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.filter((p) => p.length > 0);
}
