/** Typed errors raised by the reference-data loader and getters. Messages are written for the analyst. */
export const ReferenceErrors = {
  CORPUS_NOT_FOUND: 'CORPUS_NOT_FOUND',
  INVALID_CORPUS: 'INVALID_CORPUS',
  NOT_FOUND: 'NOT_FOUND',
  UNKNOWN_UNIT: 'UNKNOWN_UNIT',
  AMBIGUOUS_UNIT: 'AMBIGUOUS_UNIT',
  INCOMPATIBLE_UNITS: 'INCOMPATIBLE_UNITS',
  INVALID_INPUT: 'INVALID_INPUT'
} as const;
export type ReferenceErrorCode = (typeof ReferenceErrors)[keyof typeof ReferenceErrors];

export class CorpusReferenceError extends Error {
  override readonly name = 'CorpusReferenceError';
  constructor(
    readonly code: ReferenceErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {}
  ) {
    super(message);
  }
}
