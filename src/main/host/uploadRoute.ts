/**
 * The web host's upload route, so a PDF from the browser never rides the WebSocket:
 * `POST /upload/<route>?name=<file name>` with the file as the raw body (`application/pdf` or
 * `application/octet-stream`; a password, URI-encoded, in `X-Sibyl-Password`). Only the routes that take
 * a file's bytes are offered. Guarded like the socket (own Host, checked before; same-origin Origin; the
 * session cookie), size-limited while reading, then handed to the same router as
 * `{ source: { kind: 'bytes', fileName, data } }` and answered with the router's envelope as JSON.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '../core';
import { cookieToken, sameOrigin, tokenMatches } from './hostGuards';
import { readBody } from './uploadBody';
import { PASSWORD_HEADER, UPLOAD_PREFIX, UPLOAD_ROUTES } from '../../shared/ipc/upload';

const BODY_TYPES = new Set(['application/pdf', 'application/octet-stream']);

export interface UploadContext {
  port: number;
  token: string;
  dispatch: Core['dispatch'];
  maxBytes: number;
}

interface UploadRequest {
  route: string;
  fileName: string;
  password?: string;
}

type Refusal = { status: number; message: string; headers?: Record<string, string> };

function answer(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': status === 200 ? 'application/json' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // A refused or cut-off upload leaves its body unread: close rather than drain it.
    ...(status === 200 ? {} : { connection: 'close' }),
    ...headers
  });
  res.end(body);
}

function decodedPassword(req: IncomingMessage): string | undefined | null {
  const raw = req.headers[PASSWORD_HEADER];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(Array.isArray(raw) ? (raw[0] ?? '') : raw);
  } catch {
    return null;
  }
}

/** What the request asks for, or why it is refused; nothing of the body is read yet. */
function parseUpload(req: IncomingMessage, url: URL, ctx: UploadContext): UploadRequest | Refusal {
  if (!sameOrigin(req) || !tokenMatches(cookieToken(req, ctx.port), ctx.token))
    return { status: 403, message: 'forbidden' };
  const route = url.pathname.slice(UPLOAD_PREFIX.length);
  if (!UPLOAD_ROUTES.has(route)) return { status: 404, message: 'no such upload route' };
  if (req.method !== 'POST') return { status: 405, message: 'POST only', headers: { allow: 'POST' } };
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!BODY_TYPES.has(type)) return { status: 415, message: 'send the file as application/pdf' };
  const fileName = url.searchParams.get('name');
  const password = decodedPassword(req);
  if (!fileName || password === null) return { status: 400, message: 'bad request' };
  return password === undefined ? { route, fileName } : { route, fileName, password };
}

export async function handleUpload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: UploadContext
): Promise<void> {
  const upload = parseUpload(req, url, ctx);
  if ('status' in upload) return answer(res, upload.status, upload.message, upload.headers);
  const body = await readBody(req, ctx.maxBytes, req.headers['content-length']);
  if (body.kind === 'too-large') return answer(res, 413, 'the file is larger than the import limit');
  if (body.kind === 'aborted') return void res.destroy();
  const source = { kind: 'bytes', fileName: upload.fileName, data: body.data };
  const input = upload.password === undefined ? { source } : { source, password: upload.password };
  const result = await ctx.dispatch(upload.route, input).catch(() => ({
    ok: false,
    error: { code: 'INTERNAL', message: 'the request failed' }
  }));
  answer(res, 200, JSON.stringify(result));
}
