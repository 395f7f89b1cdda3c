/**
 * What the analyst reads when a request fails: a headline per error code plus main's own message
 * (main writes messages for the analyst). Shared by every feature; pure.
 */
import type { ErrorCode } from '../../../shared/ipc/errors';

export interface BannerError {
  code: string;
  title: string;
  detail: string;
}

const TITLES: Partial<Record<ErrorCode, string>> = {
  NOT_PDF: 'This file is not a PDF',
  EMPTY_FILE: 'The file is empty',
  CORRUPT_PDF: 'The PDF is damaged and cannot be read',
  NO_TEXT_LAYER: 'This PDF has no text layer (OCR is not supported)',
  TOO_MANY_PAGES: 'The report has too many pages',
  TOO_LARGE: 'The file is too large',
  FILE_UNREADABLE: 'The file could not be read',
  STORE_NOT_READY: 'The local store is still starting',
  NOT_FOUND: 'Not found',
  FORBIDDEN: 'Not allowed here',
  INVALID_INPUT: 'The request was not valid',
  DATA_DIR_LOCKED: 'The data folder is in use by another Sibyl window'
};

/** Reads a thrown value: IpcError-like objects carry `code`; anything else counts as INTERNAL. */
export function errorCodeOf(err: unknown): string {
  if (err && typeof err === 'object' && 'code' in err && typeof (err as { code: unknown }).code === 'string') {
    return (err as { code: string }).code;
  }
  return 'INTERNAL';
}

export function errorMessageOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return typeof err === 'string' && err ? err : 'Something went wrong.';
}

export function describeError(err: unknown, fallbackTitle = 'Something went wrong'): BannerError {
  const code = errorCodeOf(err);
  const title = TITLES[code as ErrorCode] ?? fallbackTitle;
  return { code, title, detail: errorMessageOf(err) };
}
