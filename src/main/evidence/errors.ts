/**
 * Typed failures of the evidence providers. Transport failures (blocked, timeout, too large) stay the
 * net/ client's `NetError`s; these name what a provider answered: a refused key, a rate limit that
 * outlasted the retries, another HTTP failure, or an answer that is not the provider's protocol.
 */
export const EvidenceErrors = {
  EVIDENCE_AUTH: 'EVIDENCE_AUTH',
  EVIDENCE_RATE_LIMITED: 'EVIDENCE_RATE_LIMITED',
  EVIDENCE_HTTP: 'EVIDENCE_HTTP',
  EVIDENCE_BAD_ANSWER: 'EVIDENCE_BAD_ANSWER',
  EVIDENCE_NOT_CONFIGURED: 'EVIDENCE_NOT_CONFIGURED'
} as const;
export type EvidenceErrorCode = (typeof EvidenceErrors)[keyof typeof EvidenceErrors];

export class EvidenceError extends Error {
  readonly code: EvidenceErrorCode;
  readonly provider: string;
  readonly status: number | null;
  constructor(code: EvidenceErrorCode, provider: string, message: string, status: number | null = null) {
    super(message);
    this.name = 'EvidenceError';
    this.code = code;
    this.provider = provider;
    this.status = status;
  }
}

export const isEvidenceError = (err: unknown, code?: EvidenceErrorCode): err is EvidenceError =>
  err instanceof EvidenceError && (code === undefined || err.code === code);
