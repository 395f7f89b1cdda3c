/**
 * The app's own `app://sibyl/` protocol: serves the built renderer's files and nothing else, so the
 * window never runs from `file://` (where any local page would look like ours). `rendererFileFor` is
 * the pure part: which file under the renderer folder a URL names, or null.
 */
import { protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { contentTypeOf, rendererFile } from '../rendererFiles';
import { isAppOrigin } from '../ipc/senderCheck';
import { RENDERER_CSP } from './csp';

const APP_SCHEME = 'app';

/** The file a request names inside the renderer folder; null for another origin, a bad escape or a way out. */
export function rendererFileFor(rendererDir: string, url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (!isAppOrigin(u)) return null;
  return rendererFile(rendererDir, u.pathname) ?? null;
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
        'content-type': contentTypeOf(file),
        'content-security-policy': RENDERER_CSP,
        'x-content-type-options': 'nosniff'
      }
    });
  });
}
