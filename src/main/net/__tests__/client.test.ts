import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../log';
import { createAllowlist } from '../allowlist';
import { createNetClient } from '../client';
import { isNetError, NetErrors } from '../errors';
import { memoryCache } from '../cache';
import { type OutboundRecord } from '../types';

// A loopback fake: each path is one behaviour.
let server: Server;
let base: string;
const hits: string[] = [];
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/ok': (_req, res) => res.end('hello'),
  '/echo': (req, res) => req.pipe(res),
  '/stall': () => undefined,
  '/stall-body': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).write('first'),
  '/big-declared': (_req, res) => res.writeHead(200, { 'content-length': '100000' }).end(Buffer.alloc(100_000)),
  '/big-stream': (_req, res) => {
    res.writeHead(200);
    let n = 0;
    const tick = (): void => {
      if (n++ >= 10 || res.destroyed) return void res.end();
      res.write(Buffer.alloc(4096, 1), () => setImmediate(tick));
    };
    tick();
  },
  '/missing': (_req, res) => res.writeHead(404).end('no')
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(`${req.method} ${path}`);
    (routes[path] ?? routes['/missing']!)(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

function setup(extra: Partial<Parameters<typeof createNetClient>[0]> = {}) {
  const rows: OutboundRecord[] = [];
  const logged: unknown[] = [];
  const log: Logger = {
    debug: (m, c) => logged.push([m, c]),
    info: (m, c) => logged.push([m, c]),
    warn: (m, c) => logged.push([m, c]),
    error: (m, c) => logged.push([m, c]),
    child: () => log
  };
  const net = createNetClient(
    {
      provider: 'test',
      allow: createAllowlist({ loopback: true }),
      ledger: { record: async (r) => void rows.push(r) },
      ...extra
    },
    log
  );
  return { net, rows, logged };
}

describe('allowlist', () => {
  it('allows loopback only when asked, the model host only when given, evidence hosts only with opt-in', () => {
    const off = createAllowlist({ evidenceHosts: ['api.crossref.org'] });
    expect(off.allows(new URL('http://localhost:1234/v1'))).toBe(false);
    expect(off.allows(new URL('http://127.0.0.2/'))).toBe(false);
    expect(off.allows(new URL('http://[::1]:8080/'))).toBe(false);
    const fakes = createAllowlist({ loopback: true });
    expect(fakes.allows(new URL('http://localhost:1234/v1'))).toBe(true);
    expect(fakes.allows(new URL('http://[::1]:8080/'))).toBe(true);
    expect(off.allows(new URL('https://api.crossref.org/works'))).toBe(false);
    expect(off.allows(new URL('https://api.openai.com/v1'))).toBe(false);
    const on = createAllowlist({
      modelBaseUrl: 'https://api.openai.com/v1',
      evidenceHosts: ['API.crossref.org'],
      evidenceOptIn: true
    });
    expect(on.allows(new URL('https://api.openai.com/v1/chat'))).toBe(true);
    expect(on.allows(new URL('https://api.crossref.org/works'))).toBe(true);
    expect(on.allows(new URL('https://api.crossref.org.evil.test/'))).toBe(false);
    expect(on.allows(new URL('file:///etc/passwd'))).toBe(false);
  });

  it('lets a remote provider reach no service on this machine; a local one only its own port', () => {
    const remote = createAllowlist({ modelBaseUrl: 'https://api.openai.com/v1' });
    for (const u of ['http://127.0.0.1:11434/', 'http://localhost:5432/', 'http://[::1]:6379/'])
      expect(remote.allows(new URL(u))).toBe(false);
    const local = createAllowlist({ modelBaseUrl: 'http://127.0.0.1:11434/v1' });
    expect(local.allows(new URL('http://127.0.0.1:11434/api/chat'))).toBe(true);
    expect(local.allows(new URL('http://127.0.0.1:5432/'))).toBe(false);
    const stac = createAllowlist({ evidenceOptIn: true, evidenceHosts: ['planetarycomputer.microsoft.com'] });
    expect(stac.allows(new URL('http://127.0.0.1:8080/admin'))).toBe(false);
  });
});

describe('net client', () => {
  it('refuses a host off the allowlist before any socket opens, and records the refusal', async () => {
    const { net, rows } = setup();
    const spy = vi.spyOn(globalThis, 'fetch');
    const err = await net
      .request('https://news.example.org/search?q=x', {}, { purpose: 'evidence:news', runId: 'r1' })
      .catch((e: unknown) => e);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(isNetError(err, NetErrors.NET_BLOCKED)).toBe(true);
    await net.flush();
    expect(rows).toEqual([
      expect.objectContaining({
        host: 'news.example.org',
        outcome: 'blocked',
        status: null,
        purpose: 'evidence:news',
        runId: 'r1',
        bytesIn: 0
      })
    ]);
  });

  it('lets loopback through and writes one ledger row with bytes both ways', async () => {
    const { net, rows } = setup();
    const res = await net.request(`${base}/echo`, { method: 'POST', body: 'twelve bytes' }, { purpose: 'test:echo' });
    expect(await res.text()).toBe('twelve bytes');
    await net.flush();
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'POST',
        purpose: 'test:echo',
        status: 200,
        outcome: 'ok',
        bytesOut: 12,
        bytesIn: 12,
        runId: null
      })
    ]);
    expect(rows[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('times out a request whose headers never come, and one whose body stalls', async () => {
    const { net, rows } = setup({ timeoutMs: 200 });
    const e1 = await net.request(`${base}/stall`, {}, { purpose: 't' }).catch((e: unknown) => e);
    expect(isNetError(e1, NetErrors.NET_TIMEOUT)).toBe(true);
    const res = await net.request(`${base}/stall-body`, {}, { purpose: 't' });
    const e2 = await res.text().catch((e: unknown) => e);
    expect(isNetError(e2, NetErrors.NET_TIMEOUT)).toBe(true);
    await net.flush();
    expect(rows.map((r) => [r.outcome, r.status])).toEqual([
      ['timeout', null],
      ['timeout', 200]
    ]);
    expect(rows[1]!.bytesIn).toBe(5);
  });

  it('honours the caller abort signal', async () => {
    const { net, rows } = setup();
    const ctl = new AbortController();
    const p = net.request(`${base}/stall`, { signal: ctl.signal }, { purpose: 't' });
    setTimeout(() => ctl.abort(), 20);
    await expect(p).rejects.toThrow();
    await net.flush();
    expect(rows.map((r) => r.outcome)).toEqual(['aborted']);
  });

  it('cuts an answer over the size limit, declared or streamed', async () => {
    const { net, rows } = setup({ maxResponseBytes: 15_000 });
    const e1 = await net.request(`${base}/big-declared`, {}, { purpose: 't' }).catch((e: unknown) => e);
    expect(isNetError(e1, NetErrors.NET_TOO_LARGE)).toBe(true);
    const res = await net.request(`${base}/big-stream`, {}, { purpose: 't' });
    const e2 = await res.arrayBuffer().catch((e: unknown) => e);
    expect(isNetError(e2, NetErrors.NET_TOO_LARGE)).toBe(true);
    const ok = await net.request(`${base}/big-stream`, {}, { purpose: 't', maxResponseBytes: 100_000 });
    expect((await ok.arrayBuffer()).byteLength).toBe(40_960);
    await net.flush();
    expect(rows.map((r) => r.outcome)).toEqual(['too_large', 'too_large', 'ok']);
    expect(rows[1]!.bytesIn).toBeGreaterThan(15_000);
    expect(rows[1]!.bytesIn).toBeLessThanOrEqual(15_000 + 4096);
  });

  it('serves a repeated GET from the cache (no request, no ledger row); POST only when asked', async () => {
    const cache = memoryCache();
    const { net, rows } = setup({ cache });
    hits.length = 0;
    expect(await (await net.request(`${base}/ok`, {}, { purpose: 't' })).text()).toBe('hello');
    expect(await (await net.request(`${base}/ok`, {}, { purpose: 't' })).text()).toBe('hello');
    expect(hits).toEqual(['GET /ok']);
    await net.request(`${base}/echo`, { method: 'POST', body: 'a' }, { purpose: 't' }).then((r) => r.text());
    await net.request(`${base}/echo`, { method: 'POST', body: 'a' }, { purpose: 't' }).then((r) => r.text());
    expect(hits.filter((h) => h === 'POST /echo')).toHaveLength(2);
    expect(
      await (await net.request(`${base}/echo`, { method: 'POST', body: 'b' }, { purpose: 't', cache: true })).text()
    ).toBe('b');
    expect(
      await (await net.request(`${base}/echo`, { method: 'POST', body: 'b' }, { purpose: 't', cache: true })).text()
    ).toBe('b');
    expect(
      await (await net.request(`${base}/echo`, { method: 'POST', body: 'c' }, { purpose: 't', cache: true })).text()
    ).toBe('c');
    expect(hits.filter((h) => h === 'POST /echo')).toHaveLength(4);
    expect(await (await net.request(`${base}/missing`, {}, { purpose: 't' })).text()).toBe('no');
    expect(await (await net.request(`${base}/missing`, {}, { purpose: 't' })).text()).toBe('no');
    expect(hits.filter((h) => h === 'GET /missing')).toHaveLength(2);
    await net.flush();
    expect(rows).toHaveLength(hits.length);
    expect(cache.size).toBe(3);
  });

  it('never lets a key (header or query string) reach the ledger or the log', async () => {
    const { net, rows, logged } = setup();
    const f = net.fetcher({ purpose: 'chat:extraction', runId: 'r2' });
    const res = await f(`${base}/ok?api_key=sk-QUERY-SECRET`, {
      headers: { Authorization: 'Bearer sk-HEADER-SECRET', 'x-api-key': 'sk-OTHER-SECRET' }
    });
    await res.text();
    await net
      .request(
        'https://blocked.example.org/?key=sk-BLOCKED-SECRET',
        { headers: { Authorization: 'Bearer sk-HEADER-SECRET' } },
        { purpose: 't' }
      )
      .catch(() => undefined);
    await net.flush();
    const text = JSON.stringify({ rows, logged });
    expect(rows).toHaveLength(2);
    expect(text).toContain('chat:extraction');
    expect(text).not.toMatch(/SECRET|Bearer|api_key/);
  });
});

describe('net client redirects', () => {
  it('checks every hop against the allowlist and drops credentials across origins', async () => {
    routes['/to-ok'] = (_req, res) => res.writeHead(302, { location: '/ok' }).end();
    routes['/to-outside'] = (_req, res) => res.writeHead(301, { location: 'https://elsewhere.example.net/x' }).end();
    routes['/to-other-port'] = (_req, res) =>
      res.writeHead(307, { location: `http://localhost:${new URL(base).port}/headers` }).end();
    routes['/headers'] = (req, res) => res.end(JSON.stringify({ auth: req.headers.authorization ?? null }));
    const { net, rows } = setup();
    expect(await (await net.request(`${base}/to-ok`, {}, { purpose: 't' })).text()).toBe('hello');
    const err = await net.request(`${base}/to-outside`, {}, { purpose: 't' }).catch((e: unknown) => e);
    expect(isNetError(err, NetErrors.NET_BLOCKED)).toBe(true);
    const moved = await net.request(
      `${base}/to-other-port`,
      { headers: { authorization: 'Bearer sk-X' } },
      { purpose: 't' }
    );
    expect(JSON.parse(await moved.text())).toEqual({ auth: null });
    // Every header that might carry a key (a provider's own name included) stays behind; harmless ones go on.
    routes['/all-headers'] = (req, res) => res.end(JSON.stringify(req.headers));
    routes['/to-all-headers'] = (_req, res) =>
      res.writeHead(302, { location: `http://localhost:${new URL(base).port}/all-headers` }).end();
    const sent = await net.request(
      `${base}/to-all-headers`,
      {
        headers: {
          'x-subscription-token': 'brave-secret',
          'ocp-apim-subscription-key': 'azure-secret',
          'x-custom-key': 'custom-secret',
          authorization: 'Bearer sk-X',
          accept: 'application/json'
        }
      },
      { purpose: 't' }
    );
    const got = (await sent.json()) as Record<string, string>;
    expect(JSON.stringify(got)).not.toMatch(/secret|sk-X/);
    expect(got.accept).toBe('application/json');
    await net.flush();
    expect(rows.map((r) => [r.host.split(':')[0], r.status, r.outcome])).toEqual([
      ['127.0.0.1', 302, 'ok'],
      ['127.0.0.1', 200, 'ok'],
      ['127.0.0.1', 301, 'ok'],
      ['elsewhere.example.net', null, 'blocked'],
      ['127.0.0.1', 307, 'ok'],
      ['localhost', 200, 'ok'],
      ['127.0.0.1', 302, 'ok'],
      ['localhost', 200, 'ok']
    ]);
  });
});

describe('cache opt-outs', () => {
  it('never caches a range request or a request marked cache: false', async () => {
    const cache = memoryCache();
    const client = createNetClient({ provider: 't', allow: createAllowlist({ loopback: true }), cache });
    await (
      await client.request(`${base}/ok`, { method: 'GET', headers: { range: 'bytes=0-1' } }, { purpose: 'range' })
    ).arrayBuffer();
    await (await client.request(`${base}/ok`, { method: 'GET' }, { purpose: 'token', cache: false })).arrayBuffer();
    expect(cache.size).toBe(0);
    await (await client.request(`${base}/ok`, { method: 'GET' }, { purpose: 'plain' })).arrayBuffer();
    expect(cache.size).toBe(1);
  });
});
