/**
 * Extracting and analysing a contiguous range of pages from an open document, page by page, checking
 * for cancellation between pages. Shared by the in-process path and the worker entry.
 */
import { extractPage } from './extract';
import { analysePage } from './pageText';
import type { PdfDocument } from './pdfjs';
import type { AnalysedPage } from './types';

export async function processPageRange(
  doc: PdfDocument,
  from: number,
  to: number,
  onPage: (page: AnalysedPage) => void,
  signal?: AbortSignal
): Promise<void> {
  for (let n = from; n <= to; n++) {
    signal?.throwIfAborted();
    onPage(analysePage(await extractPage(doc, n)));
  }
}
