/** Error codes that cross the bridge, grouped per domain. Messages are written for the analyst. */
export const CommonErrors = {
  INVALID_INPUT: 'INVALID_INPUT',
  UNKNOWN_ROUTE: 'UNKNOWN_ROUTE',
  FORBIDDEN: 'FORBIDDEN',
  INTERNAL: 'INTERNAL',
  STORE_NOT_READY: 'STORE_NOT_READY',
  NOT_FOUND: 'NOT_FOUND'
} as const;

export const IngestErrors = {
  NOT_PDF: 'NOT_PDF',
  EMPTY_FILE: 'EMPTY_FILE',
  CORRUPT_PDF: 'CORRUPT_PDF',
  PASSWORD_REQUIRED: 'PASSWORD_REQUIRED',
  PASSWORD_INCORRECT: 'PASSWORD_INCORRECT',
  NO_TEXT_LAYER: 'NO_TEXT_LAYER',
  TOO_MANY_PAGES: 'TOO_MANY_PAGES',
  TOO_LARGE: 'TOO_LARGE',
  FILE_UNREADABLE: 'FILE_UNREADABLE'
} as const;

export const CorpusErrors = {
  NOT_A_STANDARD: 'NOT_A_STANDARD',
  UNKNOWN_PARAGRAPH: 'UNKNOWN_PARAGRAPH'
} as const;

/** Model gateway failures (see src/main/llm/errors.ts for what each means). */
export const LlmErrors = {
  LLM_NOT_CONFIGURED: 'LLM_NOT_CONFIGURED',
  LLM_INVALID_SETTINGS: 'LLM_INVALID_SETTINGS',
  LLM_KEY_STORE: 'LLM_KEY_STORE',
  LLM_AUTH: 'LLM_AUTH',
  LLM_BAD_REQUEST: 'LLM_BAD_REQUEST',
  LLM_RATE_LIMITED: 'LLM_RATE_LIMITED',
  LLM_SERVER: 'LLM_SERVER',
  LLM_TIMEOUT: 'LLM_TIMEOUT',
  LLM_CANCELLED: 'LLM_CANCELLED',
  LLM_BAD_OUTPUT: 'LLM_BAD_OUTPUT',
  LLM_TRUNCATED: 'LLM_TRUNCATED',
  LLM_NETWORK: 'LLM_NETWORK'
} as const;

/** Investigation runs. */
export const PipelineErrors = {
  STEP_LIMIT: 'STEP_LIMIT',
  RUN_NOT_RESUMABLE: 'RUN_NOT_RESUMABLE',
  RUN_ACTIVE: 'RUN_ACTIVE'
} as const;

/** The Source of Truth's view, overrides and exports. */
export const ReportErrors = {
  /** The run has no compiled Source of Truth (it has not completed). */
  NOT_COMPILED: 'NOT_COMPILED',
  /** An override needs the analyst's name (Settings, or the CLI's --analyst). */
  ANALYST_REQUIRED: 'ANALYST_REQUIRED',
  /** The override does not apply (unknown target, nothing to withdraw, no change). */
  OVERRIDE_INVALID: 'OVERRIDE_INVALID'
} as const;

export const StoreErrors = {
  DATA_DIR_LOCKED: 'DATA_DIR_LOCKED'
} as const;

export type ErrorCode =
  | (typeof CommonErrors)[keyof typeof CommonErrors]
  | (typeof IngestErrors)[keyof typeof IngestErrors]
  | (typeof StoreErrors)[keyof typeof StoreErrors]
  | (typeof CorpusErrors)[keyof typeof CorpusErrors]
  | (typeof LlmErrors)[keyof typeof LlmErrors]
  | (typeof PipelineErrors)[keyof typeof PipelineErrors]
  | (typeof ReportErrors)[keyof typeof ReportErrors];

/** Codes that mean "the input was bad", not "we broke": the CLI exits 2 for these, 1 otherwise. */
export const BAD_INPUT_CODES: ReadonlySet<string> = new Set<string>([
  ...Object.values(IngestErrors),
  ...Object.values(StoreErrors),
  ...Object.values(CorpusErrors),
  ...Object.values(ReportErrors),
  CommonErrors.INVALID_INPUT,
  CommonErrors.NOT_FOUND,
  PipelineErrors.RUN_NOT_RESUMABLE,
  LlmErrors.LLM_NOT_CONFIGURED,
  LlmErrors.LLM_INVALID_SETTINGS,
  LlmErrors.LLM_KEY_STORE
]);

export interface ErrorPayload {
  code: ErrorCode;
  message: string;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: ErrorPayload };

/** An error that carries a code; thrown inside main, turned into an envelope at the router. */
export class SibylError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string
  ) {
    super(message);
    this.name = 'SibylError';
  }
}
