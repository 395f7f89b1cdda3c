/**
 * Typed failures of the outbound door. `NET_BLOCKED` is raised before any socket opens; the others
 * name what cut a request short. Messages carry the host and path only (never the query string,
 * where some APIs put keys, and never a header).
 */
export const NetErrors = {
  NET_BLOCKED: 'NET_BLOCKED',
  NET_TIMEOUT: 'NET_TIMEOUT',
  NET_TOO_LARGE: 'NET_TOO_LARGE',
  NET_ABORTED: 'NET_ABORTED',
  NET_FAILED: 'NET_FAILED'
} as const;
export type NetErrorCode = (typeof NetErrors)[keyof typeof NetErrors];

export class NetError extends Error {
  readonly netCode: NetErrorCode;
  readonly host: string;
  constructor(code: NetErrorCode, host: string, message: string) {
    super(message);
    this.name = 'NetError';
    this.netCode = code;
    this.host = host;
  }
}

export const isNetError = (err: unknown, code?: NetErrorCode): err is NetError =>
  err instanceof NetError && (code === undefined || err.netCode === code);
