/**
 * A loopback fake of the evidence providers, speaking their real protocols with answers shaped like
 * recorded ones: Tavily (POST /tavily/search, Bearer key), Brave Search (GET /brave/res/v1/web|news/
 * search, X-Subscription-Token), SearXNG (GET /searxng/search?format=json; 403 without format=json, as
 * an instance with JSON off answers), a generic JSON API (GET /generic/api?q=), Nominatim (GET
 * /nominatim/search?format=jsonv2, User-Agent required), a STAC API (POST /stac/search; GET
 * /stac/sas/token/{collection}) and two COG band files served with Range support (GET /cog/B04.tif,
 * /cog/B08.tif; a SAS token is required once signing is on). Each request is recorded without its key
 * (only whether the right one came); `script(prefix, …)` queues answers (HTTP errors with Retry-After,
 * oversized bodies, hangs). Tests and `sibyl bench` start it; the app never does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeBands } from './fakeBands';
import { braveAnswer, nominatimAnswer, searxngAnswer, stacAnswer, tavilyAnswer, genericAnswer } from './fakeAnswers';

export const FAKE_KEY = 'fake-evidence-key';
const FAKE_SAS_TOKEN = 'st=2026-01-01&se=2026-12-31&sig=fake';

type Scripted =
  { kind: 'error'; status: number; retryAfter?: string } | { kind: 'big'; bytes: number } | { kind: 'hang' };

interface EvidenceRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
  /** Lower-cased headers without authorization, x-subscription-token and ocp-apim-subscription-key. */
  headers: Record<string, string>;
  /** Whether the request carried FAKE_KEY where its protocol puts the key. */
  keyOk: boolean;
  range: string | null;
}

export interface FakeEvidence {
  baseUrl: string;
  requests: EvidenceRequest[];
  script(pathPrefix: string, ...answers: Scripted[]): void;
  /** Require the SAS token on band files. */
  requireSas(on: boolean): void;
  close(): Promise<void>;
}

const SECRET_HEADERS = ['authorization', 'x-subscription-token', 'ocp-apim-subscription-key'];

function json(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) }).end(text);
}

function serveRange(req: IncomingMessage, res: ServerResponse, bytes: Uint8Array): void {
  const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  if (!m)
    return void res
      .writeHead(200, { 'content-type': 'image/tiff', 'content-length': bytes.byteLength, 'accept-ranges': 'bytes' })
      .end(Buffer.from(bytes));
  const start = Number(m[1]);
  const end = Math.min(bytes.byteLength - 1, m[2] ? Number(m[2]) : bytes.byteLength - 1);
  if (start >= bytes.byteLength)
    return void res.writeHead(416, { 'content-range': `bytes */${bytes.byteLength}` }).end();
  const part = bytes.subarray(start, end + 1);
  res
    .writeHead(206, {
      'content-type': 'image/tiff',
      'content-length': part.byteLength,
      'content-range': `bytes ${start}-${end}/${bytes.byteLength}`,
      'accept-ranges': 'bytes'
    })
    .end(Buffer.from(part));
}

function keyOf(req: IncomingMessage, path: string): boolean {
  if (path.startsWith('/tavily/')) return req.headers.authorization === `Bearer ${FAKE_KEY}`;
  if (path.startsWith('/brave/')) return req.headers['x-subscription-token'] === FAKE_KEY;
  if (path.startsWith('/generic/')) return req.headers['x-api-key'] === FAKE_KEY;
  return true;
}

export async function startFakeEvidence(): Promise<FakeEvidence> {
  const bands = fakeBands();
  const requests: EvidenceRequest[] = [];
  const scripts = new Map<string, Scripted[]>();
  let sas = false;
  let base = '';

  const route = (req: IncomingMessage, res: ServerResponse, r: EvidenceRequest): void => {
    const q = r.query;
    if (r.path === '/tavily/search' && req.method === 'POST') {
      if (!r.keyOk) return json(res, 401, { detail: { error: 'Unauthorized: missing or invalid API key.' } });
      const body = JSON.parse(r.body || '{}') as { query?: string; max_results?: number };
      return json(res, 200, tavilyAnswer(body.query ?? '', body.max_results ?? 5));
    }
    const brave = /^\/brave\/res\/v1\/(web|news)\/search$/.exec(r.path);
    if (brave) {
      if (!r.keyOk)
        return json(res, 401, {
          type: 'ErrorResponse',
          error: {
            code: 'SUBSCRIPTION_TOKEN_INVALID',
            status: 401,
            detail: 'The provided subscription token is invalid.'
          }
        });
      return json(res, 200, braveAnswer(q.q ?? '', Number(q.count ?? 5), brave[1] === 'news'));
    }
    if (r.path === '/searxng/search') {
      if (q.format !== 'json')
        return void res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>403 Forbidden</h1>');
      return json(res, 200, searxngAnswer(q.q ?? ''));
    }
    if (r.path === '/generic/api') {
      if (!r.keyOk) return json(res, 401, { message: 'bad key' });
      return json(res, 200, genericAnswer(q.q ?? ''));
    }
    if (r.path === '/nominatim/search') {
      if (!req.headers['user-agent'] || q.format !== 'jsonv2') return void res.writeHead(403).end('Access blocked');
      return json(res, 200, nominatimAnswer(q.q ?? ''));
    }
    if (r.path === '/stac/search' && req.method === 'POST')
      return json(res, 200, stacAnswer(JSON.parse(r.body || '{}'), base), 'application/geo+json');
    const token = /^\/stac\/sas\/token\/([\w-]+)$/.exec(r.path);
    if (token) return json(res, 200, { 'msft:expiry': '2099-01-01T00:00:00Z', token: FAKE_SAS_TOKEN });
    const cog = /^\/cog\/(B04|B08)\.tif$/.exec(r.path);
    if (cog) {
      if (sas && q.sig !== 'fake')
        return void res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>AuthenticationFailed</Code></Error>');
      return serveRange(req, res, cog[1] === 'B04' ? bands.red : bands.nir);
    }
    json(res, 404, { detail: 'Not Found' });
  };

  const scripted = (res: ServerResponse, s: Scripted): void => {
    if (s.kind === 'hang') return;
    if (s.kind === 'big')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(Buffer.alloc(s.bytes, 32));
    res
      .writeHead(s.status, {
        'content-type': 'application/json',
        ...(s.retryAfter !== undefined ? { 'retry-after': s.retryAfter } : {})
      })
      .end(JSON.stringify({ error: `scripted ${s.status}` }));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (!SECRET_HEADERS.includes(k) && typeof v === 'string') headers[k] = v;
      const r: EvidenceRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: Buffer.concat(chunks).toString('utf8'),
        headers,
        keyOk: keyOf(req, url.pathname),
        range: req.headers.range ?? null
      };
      requests.push(r);
      const prefix = [...scripts.keys()].find((p) => url.pathname.startsWith(p) && scripts.get(p)!.length);
      if (prefix) return scripted(res, scripts.get(prefix)!.shift()!);
      route(req, res, r);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: base,
    requests,
    script: (prefix, ...answers) => void scripts.set(prefix, [...(scripts.get(prefix) ?? []), ...answers]),
    requireSas: (on) => void (sas = on),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  };
}
