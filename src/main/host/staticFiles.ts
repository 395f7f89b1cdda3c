/**
 * Serves the built renderer's files for the web host: GET only, inside the renderer folder only,
 * with a 400 for a path that does not decode (never an exception) and a strict set of headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { contentTypeOf, rendererFile } from '../rendererFiles';

export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const file = rendererFile(root, url.pathname);
  if (file === undefined) {
    res.writeHead(400).end('bad request');
    return;
  }
  if (file === null || req.method !== 'GET') {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': contentTypeOf(file),
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
