import { describe, expect, it } from 'vitest';
import { describeError } from '../../../ipc/errorText';
import { classifyImportError } from '../importErrors';

const ipcError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('classifyImportError', () => {
  it('asks for a password on PASSWORD_REQUIRED and flags a wrong one', () => {
    expect(classifyImportError(ipcError('PASSWORD_REQUIRED', 'locked'))).toEqual({
      kind: 'password',
      incorrect: false
    });
    expect(classifyImportError(ipcError('PASSWORD_INCORRECT', 'wrong'))).toEqual({ kind: 'password', incorrect: true });
  });

  it('shows a banner with a headline and main’s message for other codes', () => {
    expect(classifyImportError(ipcError('NO_TEXT_LAYER', 'Scanned pages only.'))).toEqual({
      kind: 'banner',
      error: {
        code: 'NO_TEXT_LAYER',
        title: 'This PDF has no text layer (OCR is not supported)',
        detail: 'Scanned pages only.'
      }
    });
  });

  it('treats unknown throwables as internal errors', () => {
    expect(describeError('boom')).toEqual({ code: 'INTERNAL', title: 'Something went wrong', detail: 'boom' });
    expect(describeError(new TypeError('x is undefined')).code).toBe('INTERNAL');
  });
});
