/**
 * The one place pdf.js is configured: modern build, bundled worker (no CDN), no eval. Opens a
 * document from bytes and reads page sizes. Knows nothing about React or the viewer's layout.
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PageSize } from './zoom';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PasswordCallback = (supply: (password: string) => void, incorrect: boolean) => void;

/** pdf.js PasswordResponses.INCORRECT_PASSWORD. */
const INCORRECT_PASSWORD = 2;

export interface OpenedPdf {
  promise: Promise<PDFDocumentProxy>;
  destroy: () => Promise<void>;
}

/** Opens `data` (pdf.js takes ownership of the buffer). `onPassword` is called for encrypted files. */
export function openPdf(data: Uint8Array, onPassword: PasswordCallback): OpenedPdf {
  const task = getDocument({ data, isEvalSupported: false, enableXfa: false });
  task.onPassword = (supply: (password: string) => void, reason: number) =>
    onPassword(supply, reason === INCORRECT_PASSWORD);
  return { promise: task.promise, destroy: () => task.destroy() };
}

/** Size in PDF points of page `n` as displayed (the page's own rotation applied). */
export async function readPageSize(doc: PDFDocumentProxy, pageNumber: number): Promise<PageSize> {
  const page = await doc.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  return { width, height };
}

/**
 * Reads every page's size in order, reporting a fresh array every `batch` pages so the column can
 * settle progressively; pages not read yet take the first page's size. Stops when `isCancelled`.
 */
export async function readAllPageSizes(
  doc: PDFDocumentProxy,
  first: PageSize,
  onSizes: (sizes: PageSize[]) => void,
  isCancelled: () => boolean,
  batch = 25
): Promise<void> {
  const sizes: PageSize[] = Array.from({ length: doc.numPages }, () => first);
  for (let n = 2; n <= doc.numPages; n++) {
    if (isCancelled()) return;
    sizes[n - 1] = await readPageSize(doc, n);
    if (n % batch === 0 || n === doc.numPages) onSizes(sizes.slice());
  }
}
