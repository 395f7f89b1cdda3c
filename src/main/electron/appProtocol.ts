/**
 * The app's own `app://sibyl/` protocol: serves the built renderer's files and nothing else, so the
 * window never runs from `file://` (where any local page would look like ours). `rendererFileFor` is
 * the pure part: which file under the renderer folder a URL names, or null.
 */
import { protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { isAppOrigin } from '../ipc/senderCheck';
import { RENDERER_CSP } from './csp';

const APP_SCHEME = 'app';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2'
};

/** The file a request names inside the renderer folder; null for another origin, a bad escape or a way out. */
export function rendererFileFor(rendererDir: string, url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (!isAppOrigin(u)) return null;
  let rel: string;
  try {
    rel = decodeURIComponent(u.pathname).replace(/^\/+/, '') || 'index.html';
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const root = normalize(rendererDir);
  const file = normalize(join(root, rel));
  return file.startsWith(root + sep) ? file : null;
}

/** Before `app.whenReady()`: the scheme behaves like https (secure, standard origin, fetch and CORS). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, stream: true }
    }
  ]);
}

/** After ready: answers `app://sibyl/...` from the renderer folder (with the CSP), 404 for anything else. */
export function serveAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = rendererFileFor(rendererDir, request.url);
    if (!file) return new Response('not found', { status: 404 });
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return new Response('not found', { status: 404 });
    }
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'content-type': MIME[extname(file)] ?? 'application/octet-stream',
        'content-security-policy': RENDERER_CSP,
        'x-content-type-options': 'nosniff'
      }
    });
  });
}
