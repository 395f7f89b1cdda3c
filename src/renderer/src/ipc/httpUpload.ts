/**
 * File uploads of the web transport: a request that carries a file's bytes (`reports.import` or
 * `corpus.import_standard` with `source.kind === 'bytes'`) goes to the web host as
 * `POST /upload/<route>?name=<file name>` with the raw file as the body, not over the WebSocket, whose
 * frames are capped small. The session cookie rides along (same origin only); the host answers the
 * route's envelope. The host's side is src/main/host/uploadRoute.ts; both read src/shared/ipc/upload.ts.
 */
import type { ErrorCode, Result } from '../../../shared/ipc/errors';
import { PASSWORD_HEADER, UPLOAD_PREFIX, UPLOAD_ROUTES } from '../../../shared/ipc/upload';

interface BytesInput {
  source: { kind: 'bytes'; fileName: string; data: Uint8Array };
  password?: string;
}

function bytesInput(route: string, input: unknown): BytesInput | undefined {
  if (!UPLOAD_ROUTES.has(route) || !input || typeof input !== 'object') return undefined;
  const { source, password } = input as { source?: Partial<BytesInput['source']>; password?: unknown };
  if (source?.kind !== 'bytes' || !(source.data instanceof Uint8Array) || typeof source.fileName !== 'string')
    return undefined;
  if (password !== undefined && typeof password !== 'string') return undefined;
  return input as BytesInput;
}

const failure = (code: ErrorCode, message: string): Result<unknown> => ({ ok: false, error: { code, message } });

/** Reads the host's answer: the envelope on 200, else an error envelope for the status. */
async function envelopeOf(res: Response): Promise<Result<unknown>> {
  if (res.ok) {
    try {
      return (await res.json()) as Result<unknown>;
    } catch {
      return failure('INTERNAL', 'Sibyl sent an answer that could not be read.');
    }
  }
  if (res.status === 413) return failure('TOO_LARGE', 'The file is larger than Sibyl imports (512 MB).');
  if (res.status === 403) return failure('FORBIDDEN', 'The upload was refused: reload Sibyl from its address.');
  return failure('INTERNAL', `The upload was refused (HTTP ${res.status}).`);
}

async function upload(route: string, input: BytesInput, send: typeof fetch): Promise<Result<unknown>> {
  const headers: Record<string, string> = { 'content-type': 'application/pdf' };
  if (input.password !== undefined) headers[PASSWORD_HEADER] = encodeURIComponent(input.password);
  const name = encodeURIComponent(input.source.fileName);
  let res: Response;
  try {
    res = await send(`${UPLOAD_PREFIX}${route}?name=${name}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: new Blob([input.source.data as Uint8Array<ArrayBuffer>])
    });
  } catch {
    return failure('INTERNAL', 'The file could not be sent to Sibyl.');
  }
  return envelopeOf(res);
}

/** The upload for this request, or undefined when it carries no file (then it goes over the socket). */
export function uploadRequest(
  route: string,
  input: unknown,
  send: typeof fetch = fetch
): Promise<Result<unknown>> | undefined {
  const bytes = bytesInput(route, input);
  return bytes ? upload(route, bytes, send) : undefined;
}
