/**
 * Loopback web host for end-to-end tests and `npm run dev:web`: serves the built renderer over
 * http://127.0.0.1:<port> and carries the request and event channels over one WebSocket to the same
 * router the Electron app uses. Binds 127.0.0.1 only and answers only to its own Host name. The random
 * per-start token arrives in the first page URL, is swapped for an HttpOnly cookie and dropped from the
 * address bar by a redirect; the WebSocket requires the token and a same-origin page. Files come over
 * HTTP (`POST /upload/<route>`, uploadRoute.ts, same guards), so socket frames stay small. A bad request
 * is answered, never allowed to stop the host. Not part of the packaged app.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { encodeFrame } from '../../shared/ipc/wire';
import type { Core } from '../core';
import { MAX_FRAME_BYTES, MAX_UPLOAD_BYTES, parseClientFrame } from './clientFrame';
import { allowedHost, cookieToken, sameOrigin, tokenCookie, tokenMatches } from './hostGuards';
import { serveStatic } from './staticFiles';
import { handleUpload, type UploadContext } from './uploadRoute';
import { UPLOAD_PREFIX } from '../../shared/ipc/upload';

export interface WebHost {
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

export interface WebHostOptions {
  rendererDir: string;
  port?: number;
  /** Largest WebSocket frame accepted; tests lower it. */
  maxFrameBytes?: number;
  /** Largest upload accepted over HTTP; tests lower it. */
  maxUploadBytes?: number;
}

const requestUrl = (req: IncomingMessage): URL | undefined => {
  try {
    return new URL(req.url ?? '/', 'http://127.0.0.1');
  } catch {
    return undefined;
  }
};

export async function startWebHost(core: Core, opts: WebHostOptions): Promise<WebHost> {
  const token = randomBytes(24).toString('hex');
  let port = 0;
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const host = { rendererDir: opts.rendererDir, port, token, dispatch: core.dispatch };
    handleRequest(req, res, { ...host, maxBytes: opts.maxUploadBytes ?? MAX_UPLOAD_BYTES }).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
  const server: Server = createServer(onRequest);
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxFrameBytes ?? MAX_FRAME_BYTES });

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy()); // a client resetting mid-upgrade must not stop the host
    const url = requestUrl(req);
    const given = url?.searchParams.get('token') || cookieToken(req, port);
    const ok = url?.pathname === '/ipc' && allowedHost(req, port) && tokenMatches(given, token) && sameOrigin(req);
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
  port = typeof address === 'object' && address ? address.port : 0;
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

interface HostState extends UploadContext {
  rendererDir: string;
}

/** Host check, then uploads, then the token hand-over (first load), then the renderer's files. */
async function handleRequest(req: IncomingMessage, res: ServerResponse, host: HostState): Promise<void> {
  const url = requestUrl(req);
  if (!url) {
    res.writeHead(400).end('bad request');
    return;
  }
  if (!allowedHost(req, host.port)) {
    res.writeHead(403).end('unknown host');
    return;
  }
  if (url.pathname.startsWith(UPLOAD_PREFIX)) {
    await handleUpload(req, res, url, host);
    return;
  }
  const given = url.searchParams.get('token');
  if (given !== null) {
    if (!tokenMatches(given, host.token)) {
      res.writeHead(403).end('wrong token');
      return;
    }
    res.writeHead(303, {
      location: '/',
      'set-cookie': tokenCookie(host.port, host.token),
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer'
    });
    res.end();
    return;
  }
  await serveStatic(host.rendererDir, req, res);
}

function attach(core: Core, ws: WebSocket): void {
  const unsubscribe = core.ctx.bus.subscribe((name, payload) => {
    if (ws.readyState === ws.OPEN) ws.send(encodeFrame({ kind: 'event', name, payload }));
  });
  const reply = (id: number, result: unknown): void => {
    if (ws.readyState === ws.OPEN) ws.send(encodeFrame({ kind: 'response', id, result }));
  };
  // An oversized or malformed frame makes ws close the socket and emit 'error': ending that socket is all.
  ws.on('error', () => ws.terminate());
  ws.on('message', (raw) => {
    const frame = parseClientFrame(raw.toString());
    if (!frame) return; // not our protocol: ignore
    core.dispatch(frame.route, frame.input).then(
      (result) => reply(frame.id, result),
      () => reply(frame.id, { ok: false, error: { code: 'INTERNAL', message: 'the request failed' } })
    );
  });
  ws.on('close', unsubscribe);
}
