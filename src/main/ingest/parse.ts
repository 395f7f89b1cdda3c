/**
 * parsePdf: PDF bytes in, ParsedDocument out. Opens the document (mapping load errors), extracts and
 * analyses every page (in-process or on worker threads), refuses documents without a text layer, then
 * derives running headers/footers, sections, chunks and the title. No storage here.
 */
import { detectFurniture, isFurniture, type FurnitureMap } from './furniture';
import { ingestError, mapPdfError } from './errors';
import { openDocument, readDocumentInfo } from './extract';
import { bodyFontSize, detectSections, HEADING_SIZE_RATIO, looksLikeHeading } from './sections';
import { buildChunks } from './chunk';
import { extractAll } from './workerPool';
import type { AnalysedPage, ParsedDocument, ParsedPage, ParseOptions } from './types';

/** Below this share of pages with text, the document is treated as scanned. */
const MIN_TEXT_PAGE_SHARE = 0.01;

export async function parsePdf(data: Uint8Array, opts: ParseOptions): Promise<ParsedDocument> {
  opts.signal?.throwIfAborted();
  const doc = await openDocument(data, opts.password);
  let pages: AnalysedPage[];
  let info;
  try {
    info = await readDocumentInfo(doc);
    const pageCount = doc.numPages;
    opts.onProgress?.({ pagesDone: 0, pageCount });
    pages = await extractAll({
      data,
      password: opts.password,
      pageCount,
      doc,
      workers: opts.workers,
      signal: opts.signal,
      onPage: (_page, done) => opts.onProgress?.({ pagesDone: done, pageCount })
    });
  } catch (err) {
    throw mapPdfError(err);
  } finally {
    await doc.destroy().catch(() => undefined);
  }

  const textPages = pages.filter((p) => p.hasText).length;
  if (textPages === 0 || textPages < MIN_TEXT_PAGE_SHARE * pages.length) throw ingestError.noTextLayer();

  const furniture = detectFurniture(pages);
  const { sections, marks } = detectSections(pages, info.outline, furniture, opts.reportId);
  const chunks = buildChunks(pages, sections, marks, furniture, opts.reportId);
  const parsedPages: ParsedPage[] = pages.map((p) => ({
    reportId: opts.reportId,
    pageNumber: p.pageNumber,
    width: p.width,
    height: p.height,
    rotation: p.rotation,
    text: p.text,
    wordCount: p.wordCount,
    hasText: p.hasText,
    items: p.items
  }));
  return {
    pageCount: pages.length,
    title: pickTitle(info.meta.title, pages, furniture),
    meta: info.meta,
    pages: parsedPages,
    sections,
    chunks,
    wordCount: pages.reduce((n, p) => n + p.wordCount, 0),
    pagesWithoutText: pages.filter((p) => !p.hasText).map((p) => p.pageNumber)
  };
}

/** Metadata title unless it is a placeholder or a file name; else the largest heading on page 1. */
function pickTitle(metaTitle: string | undefined, pages: AnalysedPage[], furniture: FurnitureMap): string {
  const t = (metaTitle ?? '').trim();
  if (t && !/^(untitled|microsoft word|document\d*)\b/i.test(t) && !/\.(indd|docx?|pdf|pptx?|qxp|ai)$/i.test(t))
    return t;
  const first = pages[0];
  if (!first) return '';
  const body = bodyFontSize(pages, furniture);
  let best: { size: number; line: number } | null = null;
  first.lines.forEach((l, i) => {
    if (isFurniture(furniture, first.pageNumber, i)) return;
    const text = first.text.slice(l.start, l.end).trim();
    if (l.fontSize < HEADING_SIZE_RATIO * body || !looksLikeHeading(text)) return;
    if (!best || l.fontSize > best.size * 1.01) best = { size: l.fontSize, line: i };
  });
  if (!best) return '';
  const { size, line } = best as { size: number; line: number };
  // A title may run over several lines of the same block and size.
  const parts: string[] = [];
  const block = first.lines[line]!.block;
  for (let i = line; i < first.lines.length; i++) {
    const l = first.lines[i]!;
    if (l.block !== block || Math.abs(l.fontSize - size) > 0.05 * size) break;
    parts.push(first.text.slice(l.start, l.end).trim());
  }
  return parts.join(' ');
}
