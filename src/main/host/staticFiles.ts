/**
 * Serves the built renderer's files for the web host: GET only, inside the renderer folder only,
 * with a 400 for a path that does not decode (never an exception) and a strict set of headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2'
};

/** The decoded path relative to the renderer folder, or undefined when the escape is malformed. */
function relativePath(pathname: string): string | undefined {
  if (pathname === '/') return 'index.html';
  try {
    return decodeURIComponent(pathname).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
}

export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const rel = relativePath(url.pathname);
  if (rel === undefined || rel.includes('\0')) {
    res.writeHead(400).end('bad request');
    return;
  }
  const file = normalize(join(root, rel));
  if (!file.startsWith(normalize(root) + sep) || req.method !== 'GET') {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      // frame-ancestors only works as a header, not in the page's meta CSP.
      'content-security-policy': "frame-ancestors 'none'"
    });
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}
