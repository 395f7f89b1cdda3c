/**
 * Loopback web host for end-to-end tests and `npm run dev:web`: serves the built renderer over
 * http://127.0.0.1:<port> and carries the request and event channels over one WebSocket to the same
 * router the Electron app uses. Binds 127.0.0.1 only; the WebSocket requires the random per-start
 * token and a same-origin page. Not part of the packaged app.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { decodeFrame, encodeFrame, type ClientFrame } from '../../shared/ipc/wire';
import type { Core } from '../core';

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

export interface WebHost {
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

export async function startWebHost(core: Core, opts: { rendererDir: string; port?: number }): Promise<WebHost> {
  const token = randomBytes(24).toString('hex');
  const server: Server = createServer((req, res) => void serveStatic(opts.rendererDir, req, res));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 600 * 1024 * 1024 });

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const given = Buffer.from(url.searchParams.get('token') ?? '');
    const ok =
      url.pathname === '/ipc' &&
      given.length === token.length &&
      timingSafeEqual(given, Buffer.from(token)) &&
      sameOrigin(req);
    if (!ok) {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => attach(core, ws));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    close: () =>
      new Promise((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.close(() => resolve());
      })
  };
}

function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // non-browser clients (tests) send no Origin; the token still applies
  return origin === `http://${req.headers.host ?? ''}`;
}

function attach(core: Core, ws: WebSocket): void {
  const unsubscribe = core.ctx.bus.subscribe((name, payload) => {
    if (ws.readyState === ws.OPEN) ws.send(encodeFrame({ kind: 'event', name, payload }));
  });
  ws.on('message', (raw) => {
    let frame: ClientFrame;
    try {
      frame = decodeFrame<ClientFrame>(raw.toString());
    } catch {
      return; // not our protocol: ignore
    }
    if (frame.kind !== 'request' || typeof frame.id !== 'number' || typeof frame.route !== 'string') return;
    void core.dispatch(frame.route, frame.input).then((result) => {
      if (ws.readyState === ws.OPEN) ws.send(encodeFrame({ kind: 'response', id: frame.id, result }));
    });
  });
  ws.on('close', unsubscribe);
}

async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const rel = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname).replace(/^\/+/, '');
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
      // frame-ancestors only works as a header, not in the page's meta CSP.
      'content-security-policy': "frame-ancestors 'none'"
    });
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}
