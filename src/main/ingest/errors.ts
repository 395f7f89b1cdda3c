/**
 * Ingestion failures as SibylErrors with analyst-facing messages, and the mapping from pdf.js
 * exceptions (password, invalid or truncated file) to those codes.
 */
import { IngestErrors, SibylError } from '../../shared/ipc/errors';

/** Documents longer than this are refused. */
export const MAX_PAGES = 3000;

export const ingestError = {
  empty: () => new SibylError(IngestErrors.EMPTY_FILE, 'The file is empty (0 bytes).'),
  notPdf: () => new SibylError(IngestErrors.NOT_PDF, 'This file is not a PDF (it does not start with a PDF header).'),
  corrupt: (detail?: string) =>
    new SibylError(
      IngestErrors.CORRUPT_PDF,
      `The PDF cannot be read: the file is damaged or incomplete.${detail ? ` (${detail})` : ''}`
    ),
  passwordRequired: () =>
    new SibylError(
      IngestErrors.PASSWORD_REQUIRED,
      'This PDF is protected by a password. Enter the password to open it.'
    ),
  passwordIncorrect: () => new SibylError(IngestErrors.PASSWORD_INCORRECT, 'The password for this PDF is incorrect.'),
  tooManyPages: (pages: number) =>
    new SibylError(IngestErrors.TOO_MANY_PAGES, `This PDF has ${pages} pages; the limit is ${MAX_PAGES} pages.`),
  noTextLayer: () =>
    new SibylError(IngestErrors.NO_TEXT_LAYER, 'This PDF has no text layer (it looks scanned); OCR is not supported.')
};

/** Rejects inputs that are obviously not PDFs before pdf.js sees them. */
export function checkPdfHeader(data: Uint8Array): void {
  if (data.byteLength === 0) throw ingestError.empty();
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(1024, data.byteLength)).toString('latin1');
  if (!head.includes('%PDF-')) throw ingestError.notPdf();
}

interface PdfJsLikeError {
  name?: string;
  code?: number;
  message?: string;
}

/** Maps anything pdf.js throws while loading or reading pages to a SibylError. */
export function mapPdfError(err: unknown): Error {
  if (err instanceof SibylError) return err;
  if (isAbort(err)) return err as Error;
  const e = (err ?? {}) as PdfJsLikeError;
  if (e.name === 'PasswordException') {
    return e.code === 2 ? ingestError.passwordIncorrect() : ingestError.passwordRequired();
  }
  const detail = typeof e.message === 'string' ? e.message.slice(0, 200) : undefined;
  return ingestError.corrupt(detail);
}

function isAbort(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: string }).name === 'AbortError';
}
