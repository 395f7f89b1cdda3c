/** The loopback web host: token-gated WebSocket carrying the same router and events. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '../../src/main/core';
import { startWebHost, type WebHost } from '../../src/main/host/webHost';
import { decodeFrame, encodeFrame, type ServerFrame } from '../../src/shared/ipc/wire';
import { freshDataDir } from '../helpers/tempStores';

const connect = (url: string, origin?: string, headers?: Record<string, string>): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { ...(origin ? { origin } : {}), headers });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
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

/** A raw GET (fetch may not set Host, nor leave a redirect unfollowed). */
const rawGet = (
  port: number,
  path: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.once('error', reject);
    req.end();
  });

/** Resolves with the close code once the server ends the socket. */
const closed = (ws: WebSocket): Promise<number> => new Promise((resolve) => ws.once('close', (code) => resolve(code)));

describe('web host', () => {
  const { dataDir, cleanup } = freshDataDir();
  const rendererDir = mkdtempSync(join(tmpdir(), 'sibyl-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Sibyl</title>');
  let core: Core;
  let host: WebHost;

  beforeAll(async () => {
    core = createCore({ dataDir, host: 'web' });
    await core.ctx.stores.ready();
    host = await startWebHost(core, { rendererDir });
  });
  afterAll(async () => {
    await host.close();
    await core.close();
    cleanup();
  });

  it('binds loopback only and serves the renderer', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48}$/);
    const res = await fetch(host.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Sibyl</title>');
    expect((await fetch(`http://127.0.0.1:${host.port}/../../etc/passwd`)).status).toBe(404);
  });

  it('answers requests over the socket with envelopes', async () => {
    const ws = await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`);
    const status = (await call(ws, 1, 'app.status', {})) as {
      ok: boolean;
      data: { host: string; store: { state: string } };
    };
    expect(status.ok).toBe(true);
    expect(status.data.host).toBe('web');
    expect(status.data.store.state).toBe('ready');
    expect(await call(ws, 2, 'reports.list', {})).toEqual({ ok: true, data: [] });
    const bad = (await call(ws, 3, 'reports.structure', { reportId: 42 })) as { ok: boolean; error: { code: string } };
    expect(bad.ok).toBe(false);
    expect(bad.error.code).toBe('INVALID_INPUT');
    const noDialog = (await call(ws, 4, 'reports.choose_file', {})) as { ok: boolean; error: { code: string } };
    expect(noDialog.error.code).toBe('FORBIDDEN');
    ws.close();
  });

  it('refuses a wrong token and a foreign origin', async () => {
    await expect(connect(`ws://127.0.0.1:${host.port}/ipc?token=${'0'.repeat(48)}`)).rejects.toThrow(/403/);
    await expect(connect(`ws://127.0.0.1:${host.port}/ipc`)).rejects.toThrow(/403/);
    await expect(connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`, 'http://evil.example')).rejects.toThrow(
      /403/
    );
  });

  it('pushes events to connected clients', async () => {
    const ws = await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`);
    const got = new Promise<ServerFrame>((resolve) =>
      ws.once('message', (raw: Buffer) => resolve(decodeFrame<ServerFrame>(raw.toString())))
    );
    core.ctx.bus.emit('app.store_status', { state: 'ready', message: 'Ready', progress: 1 });
    expect(await got).toEqual({
      kind: 'event',
      name: 'app.store_status',
      payload: { state: 'ready', message: 'Ready', progress: 1 }
    });
    ws.close();
  });

  it('keeps API keys in memory for the session (the analyst can set one; it is never sent back)', async () => {
    const ws = await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`);
    const state = (await call(ws, 1, 'model.settings.get', {})) as {
      ok: boolean;
      data: { keyStore: { kind: string; writable: boolean } };
    };
    expect(state.data.keyStore).toEqual({ kind: 'session', writable: true });
    const set = await call(ws, 2, 'model.key.set', { provider: 'openrouter', key: 'sk-web-session-key' });
    expect(set).toEqual({ ok: true, data: { provider: 'openrouter', hasKey: true } });
    expect(await core.ctx.keys.get('openrouter')).toBe('sk-web-session-key');
    const after = await call(ws, 3, 'model.settings.get', {});
    expect(JSON.stringify(after)).not.toContain('sk-web-session-key');
    expect(JSON.stringify(after)).toContain(
      '"id":"openrouter","label":"OpenRouter","baseUrl":"https://openrouter.ai/api/v1","needsKey":true,"hasKey":true'
    );
    ws.close();
  });

  it('answers 400 to a malformed percent-escape and keeps serving', async () => {
    const bad = await fetch(`http://127.0.0.1:${host.port}/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${host.port}/%E0%A4%A.js`)).status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${host.port}/`)).status).toBe(200);
  });

  it('drops a null frame, an unknown kind and a malformed request, and keeps answering', async () => {
    const ws = await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`);
    for (const frame of ['null', '42', '"x"', '[]', '{"kind":"event","name":"x"}', '{"kind":"request","id":"1"}'])
      ws.send(frame);
    ws.send('{"kind":"request","id":1,"route":"app.status","input":{},"extra":true}');
    expect(await call(ws, 7, 'reports.list', {})).toEqual({ ok: true, data: [] });
    ws.close();
  });

  it('ends a socket that sends a frame over the cap, and keeps serving', async () => {
    const small = await startWebHost(core, { rendererDir, maxFrameBytes: 1024 });
    try {
      const ws = await connect(`ws://127.0.0.1:${small.port}/ipc?token=${small.token}`);
      const code = closed(ws);
      ws.send(encodeFrame({ kind: 'request', id: 1, route: 'reports.list', input: { pad: 'x'.repeat(4096) } }));
      expect(await code).toBe(1009);
      const again = await connect(`ws://127.0.0.1:${small.port}/ipc?token=${small.token}`);
      expect(await call(again, 2, 'reports.list', {})).toEqual({ ok: true, data: [] });
      again.close();
    } finally {
      await small.close();
    }
  });

  it('answers only to its own Host name (127.0.0.1 or localhost with its port)', async () => {
    expect((await rawGet(host.port, '/')).status).toBe(200);
    expect((await rawGet(host.port, '/', { host: `localhost:${host.port}` })).status).toBe(200);
    expect((await rawGet(host.port, '/', { host: `evil.example:${host.port}` })).status).toBe(403);
    expect((await rawGet(host.port, '/', { host: '127.0.0.1:1' })).status).toBe(403);
    await expect(
      connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`, undefined, { host: `rebind.example:${host.port}` })
    ).rejects.toThrow(/403/);
  });

  it('swaps the URL token for an HttpOnly SameSite=Strict cookie and a token-less address', async () => {
    const first = await rawGet(host.port, `/?token=${host.token}`);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toContain(`sibyl_token_${host.port}=${host.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect((await rawGet(host.port, `/?token=${'0'.repeat(48)}`)).status).toBe(403);
    const ws = await connect(`ws://127.0.0.1:${host.port}/ipc?token=`, `http://127.0.0.1:${host.port}`, {
      cookie: cookie.split(';')[0] ?? ''
    });
    expect(await call(ws, 1, 'reports.list', {})).toEqual({ ok: true, data: [] });
    ws.close();
    await expect(
      connect(`ws://127.0.0.1:${host.port}/ipc`, undefined, { cookie: `sibyl_token_${host.port}=${'0'.repeat(48)}` })
    ).rejects.toThrow(/403/);
  });

  it('refuses a path import nobody picked, with one answer whether the file exists or not', async () => {
    const ws = await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`);
    const exists = join(rendererDir, 'index.html');
    const answers = [];
    for (const [id, path] of [
      [1, exists],
      [2, join(rendererDir, 'missing.pdf')],
      [3, '/etc/passwd']
    ] as const)
      answers.push((await call(ws, id, 'reports.import', { source: { kind: 'path', path } })) as object);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    ws.close();
  });
});
