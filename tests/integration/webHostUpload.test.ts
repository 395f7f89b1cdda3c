/**
 * The web host's upload route (`POST /upload/<route>`): guarded like the socket, size-limited while
 * reading, answering the router's envelope; and socket frames capped for control messages only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '../../src/main/core';
import { startWebHost, type WebHost } from '../../src/main/host/webHost';
import { decodeFrame, encodeFrame, type ServerFrame } from '../../src/shared/ipc/wire';
import { fixture, freshDataDir } from '../helpers/tempStores';

interface Answer {
  status: number;
  body: string;
}

/** A raw request with full control over Host, cookie and body; `chunks` are sent as a chunked body. */
const send = (
  port: number,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer; chunks?: Buffer[] } = {}
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: opts.method ?? 'POST', headers: opts.headers });
    req.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The host may close while the body is still going out: the answer already came, or it did not.
    req.on('error', (err) => setTimeout(() => reject(err), 200));
    for (const chunk of opts.chunks ?? []) req.write(chunk);
    req.end(opts.body);
  });

const connect = (url: string): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

const call = (ws: WebSocket, id: number, route: string, input: unknown): Promise<unknown> =>
  new Promise((resolve) => {
    const onMsg = (raw: Buffer): void => {
      const f = decodeFrame<ServerFrame>(raw.toString());
      if (f.kind === 'response' && f.id === id) {
        ws.off('message', onMsg);
        resolve(f.result);
      }
    };
    ws.on('message', onMsg);
    ws.send(encodeFrame({ kind: 'request', id, route, input }));
  });

/** The session cookie the first load hands out. */
async function sessionCookie(host: WebHost): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: host.port, path: `/?token=${host.token}` }, (res) => {
      res.resume();
      resolve(String(res.headers['set-cookie']).split(';')[0] ?? '');
    });
    req.once('error', reject);
    req.end();
  });
}

describe('web host uploads', () => {
  const { dataDir, cleanup } = freshDataDir();
  const rendererDir = mkdtempSync(join(tmpdir(), 'sibyl-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Sibyl</title>');
  const pdf = readFileSync(fixture('sample-report.pdf'));
  let core: Core;
  let host: WebHost;
  let cookie: string;
  let headers: Record<string, string>;
  const importPath = '/upload/reports.import?name=sample-report.pdf';

  beforeAll(async () => {
    core = createCore({ dataDir, host: 'web' });
    await core.ctx.stores.ready();
    host = await startWebHost(core, { rendererDir, maxUploadBytes: 64 * 1024 });
    cookie = await sessionCookie(host);
    headers = { cookie, origin: `http://127.0.0.1:${host.port}`, 'content-type': 'application/pdf' };
  });
  afterAll(async () => {
    await host.close();
    await core.close();
    cleanup();
  });

  it('refuses an upload without the session cookie, with a wrong one, or from another page', async () => {
    const { cookie: _, ...noCookie } = headers;
    expect((await send(host.port, importPath, { headers: noCookie, body: pdf })).status).toBe(403);
    const wrong = `sibyl_token_${host.port}=${'0'.repeat(48)}`;
    expect((await send(host.port, importPath, { headers: { ...headers, cookie: wrong }, body: pdf })).status).toBe(403);
    const foreign = { ...headers, origin: 'http://evil.example' };
    expect((await send(host.port, importPath, { headers: foreign, body: pdf })).status).toBe(403);
  });

  it('refuses a foreign Host name even with the cookie', async () => {
    const rebound = { ...headers, host: `rebind.example:${host.port}`, origin: `http://rebind.example:${host.port}` };
    expect((await send(host.port, importPath, { headers: rebound, body: pdf })).status).toBe(403);
  });

  it('answers 400, 404, 405 and 415 to malformed uploads', async () => {
    const unnamed = await send(host.port, '/upload/reports.import', { headers, body: pdf });
    expect(unnamed.status).toBe(400);
    const badPassword = { ...headers, 'x-sibyl-password': '%E0%A4%A' };
    expect((await send(host.port, importPath, { headers: badPassword, body: pdf })).status).toBe(400);
    expect((await send(host.port, '/upload/app.status?name=x.pdf', { headers, body: pdf })).status).toBe(404);
    expect((await send(host.port, importPath, { method: 'GET', headers })).status).toBe(405);
    const form = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
    expect((await send(host.port, importPath, { headers: form, body: pdf })).status).toBe(415);
  });

  it('answers 413 past the limit, declared or streamed, and keeps serving', async () => {
    const big = Buffer.alloc(64 * 1024 + 1, 0x20);
    expect((await send(host.port, importPath, { headers, body: big })).status).toBe(413);
    const chunks = Array.from({ length: 8 }, () => Buffer.alloc(16 * 1024, 0x20));
    expect((await send(host.port, importPath, { headers, chunks })).status).toBe(413);
    expect((await send(host.port, '/', { method: 'GET' })).status).toBe(200);
  });

  it('imports a real PDF through the router and answers its envelope', async () => {
    const answer = await send(host.port, importPath, { headers, body: pdf });
    expect(answer.status).toBe(200);
    const result = JSON.parse(answer.body) as { ok: boolean; data: { report: { id: string }; reused: boolean } };
    expect(result).toMatchObject({ ok: true, data: { reused: false } });
    const ws = await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`);
    const list = (await call(ws, 1, 'reports.list', {})) as { data: { id: string }[] };
    expect(list.data.map((r) => r.id)).toEqual([result.data.report.id]);
    ws.close();
  });

  it('answers the handler’s own error envelope (a password-protected PDF, then its password)', async () => {
    const locked = readFileSync(fixture('encrypted.pdf'));
    const path = '/upload/reports.import?name=encrypted.pdf';
    const without = JSON.parse((await send(host.port, path, { headers, body: locked })).body) as object;
    expect(without).toMatchObject({ ok: false, error: { code: 'PASSWORD_REQUIRED' } });
    const withPassword = { ...headers, 'x-sibyl-password': 'sibyl' };
    const opened = JSON.parse((await send(host.port, path, { headers: withPassword, body: locked })).body) as object;
    expect(opened).toMatchObject({ ok: true });
  });

  it('closes a socket whose frame passes the 1 MiB cap, and only that socket', async () => {
    const url = `ws://127.0.0.1:${host.port}/ipc?token=${host.token}`;
    const [big, other] = await Promise.all([connect(url), connect(url)]);
    const code = new Promise<number>((resolve) => big.once('close', (c) => resolve(c)));
    const data = new Uint8Array(1024 * 1024);
    big.send(
      encodeFrame({
        kind: 'request',
        id: 1,
        route: 'reports.import',
        input: { source: { kind: 'bytes', fileName: 'x.pdf', data } }
      })
    );
    expect(await code).toBe(1009);
    expect(await call(other, 2, 'app.status', {})).toMatchObject({ ok: true });
    other.close();
  }, 15_000);
});
