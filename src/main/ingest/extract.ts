/**
 * Extraction with pdf.js: opening a document (with error mapping), reading metadata and the outline,
 * and turning one page into an ExtractedPage (items with font size and page-relative boxes).
 */
import { checkPdfHeader, ingestError, mapPdfError, MAX_PAGES } from './errors';
import { fontSizeOf, itemBox } from './itemGeometry';
import { documentParams, loadPdfJs, restoreNativeArrayPush, type PdfDocument } from './pdfjs';
import type { ExtractedPage, OutlineEntry, Rotation, TextItem, Transform } from './types';

export interface DocumentInfo {
  pageCount: number;
  meta: Record<string, string>;
  outline: OutlineEntry[];
}

/** Opens a PDF, mapping every failure to an ingest SibylError. Caller must `destroy()` it. */
export async function openDocument(data: Uint8Array, password?: string): Promise<PdfDocument> {
  checkPdfHeader(data);
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument(documentParams(data, password));
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (err) {
    restoreNativeArrayPush();
    await task.destroy().catch(() => undefined);
    throw mapPdfError(err);
  }
  restoreNativeArrayPush();
  if (doc.numPages > MAX_PAGES) {
    await doc.destroy();
    throw ingestError.tooManyPages(doc.numPages);
  }
  if (doc.numPages === 0) {
    await doc.destroy();
    throw ingestError.corrupt('no pages');
  }
  return doc;
}

interface PdfJsTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

interface FontStyle {
  ascent?: number;
  descent?: number;
}

/** Reads one page (1-based): displayed size and rotation, and every text item with its box. */
export async function extractPage(doc: PdfDocument, pageNumber: number): Promise<ExtractedPage> {
  try {
    const page = await doc.getPage(pageNumber);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const styles = content.styles as Record<string, FontStyle>;
    const items: TextItem[] = [];
    for (const raw of content.items) {
      if (!('str' in raw)) continue;
      const it = raw as PdfJsTextItem;
      const transform = it.transform.slice(0, 6) as Transform;
      const style = styles[it.fontName] ?? {};
      items.push({
        str: it.str,
        transform,
        box: itemBox({ transform, width: it.width, ascent: style.ascent, descent: style.descent }, viewport),
        fontSize: round3(fontSizeOf(transform)),
        fontName: it.fontName,
        hasEOL: it.hasEOL
      });
    }
    page.cleanup();
    return {
      pageNumber,
      width: round3(viewport.width),
      height: round3(viewport.height),
      rotation: normalizeRotation(viewport.rotation),
      items
    };
  } catch (err) {
    throw mapPdfError(err);
  }
}

export async function readDocumentInfo(doc: PdfDocument): Promise<DocumentInfo> {
  const [meta, outline] = await Promise.all([readMeta(doc).catch(() => ({})), readOutline(doc).catch(() => [])]);
  return { pageCount: doc.numPages, meta, outline };
}

const INFO_KEYS: Array<[string, string]> = [
  ['Title', 'title'],
  ['Author', 'author'],
  ['Subject', 'subject'],
  ['Keywords', 'keywords'],
  ['Creator', 'creator'],
  ['Producer', 'producer'],
  ['CreationDate', 'creationDate'],
  ['ModDate', 'modDate'],
  ['PDFFormatVersion', 'pdfVersion'],
  ['Language', 'language']
];

async function readMeta(doc: PdfDocument): Promise<Record<string, string>> {
  const pdfjs = await loadPdfJs();
  const { info, metadata } = await doc.getMetadata();
  const src = (info ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [from, to] of INFO_KEYS) {
    const v = src[from];
    if (typeof v !== 'string' || v.trim() === '') continue;
    if (from === 'CreationDate' || from === 'ModDate') {
      const date = pdfjs.PDFDateString.toDateObject(v);
      out[to] = date ? date.toISOString() : v.trim();
    } else {
      out[to] = v.replace(/\s+/g, ' ').trim();
    }
  }
  const xmpTitle = metadata?.get('dc:title');
  if (!out.title && typeof xmpTitle === 'string' && xmpTitle.trim()) out.title = xmpTitle.trim();
  return out;
}

interface PdfJsOutlineNode {
  title: string;
  dest: string | unknown[] | null;
  items: PdfJsOutlineNode[];
}

async function readOutline(doc: PdfDocument): Promise<OutlineEntry[]> {
  const nodes = (await doc.getOutline()) as PdfJsOutlineNode[] | null;
  if (!nodes) return [];
  const convert = async (list: PdfJsOutlineNode[], depth: number): Promise<OutlineEntry[]> => {
    const out: OutlineEntry[] = [];
    for (const node of list) {
      out.push({
        title: (node.title ?? '').replace(/\s+/g, ' ').trim(),
        pageNumber: await resolveDest(doc, node.dest),
        children: depth < 8 && node.items?.length ? await convert(node.items, depth + 1) : []
      });
    }
    return out;
  };
  return convert(nodes, 0);
}

async function resolveDest(doc: PdfDocument, dest: string | unknown[] | null): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) return null;
    const target = explicit[0];
    if (typeof target === 'number') return target + 1;
    if (target && typeof target === 'object' && 'num' in target) {
      return (await doc.getPageIndex(target as { num: number; gen: number })) + 1;
    }
    return null;
  } catch {
    return null;
  }
}

function normalizeRotation(r: number): Rotation {
  const q = ((Math.round(r / 90) % 4) + 4) % 4;
  return (q * 90) as Rotation;
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
