/**
 * Decides what an import failure leads to: the password dialog (and whether the last password was
 * wrong) or an error banner. Pure.
 */
import { describeError, errorCodeOf, type BannerError } from '../../ipc/errorText';

export type ImportFailure = { kind: 'password'; incorrect: boolean } | { kind: 'banner'; error: BannerError };

export function classifyImportError(err: unknown): ImportFailure {
  const code = errorCodeOf(err);
  if (code === 'PASSWORD_REQUIRED') return { kind: 'password', incorrect: false };
  if (code === 'PASSWORD_INCORRECT') return { kind: 'password', incorrect: true };
  return { kind: 'banner', error: describeError(err, 'The report could not be imported') };
}
