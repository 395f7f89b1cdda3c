/**
 * The built renderer's files as both hosts serve them (the Electron app's `app://` protocol and the
 * loopback web host): which file a URL path names inside the renderer folder — never one outside it,
 * never for a path that does not decode — and the content type it is served with.
 */
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

export const contentTypeOf = (file: string): string => MIME[extname(file)] ?? 'application/octet-stream';

/**
 * The file a URL path names under `rendererDir` (`/` is `index.html`): `undefined` when the path does
 * not decode or holds a NUL (a bad request), `null` when it leads out of the folder.
 */
export function rendererFile(rendererDir: string, pathname: string): string | null | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(pathname).replace(/^\/+/, '') || 'index.html';
  } catch {
    return undefined;
  }
  if (rel.includes('\0')) return undefined;
  const root = normalize(rendererDir);
  const file = normalize(join(root, rel));
  return file.startsWith(root + sep) ? file : null;
}
