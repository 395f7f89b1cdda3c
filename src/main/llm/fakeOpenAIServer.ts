/**
 * A scripted fake OpenAI-compatible server on 127.0.0.1 for testing the model gateway with no model
 * endpoint: streamed (SSE) and plain chat answers, HTTP errors with Retry-After, delays, truncated
 * streams, hangs, deterministic embeddings (base64 float32 or float arrays, as asked) and a model
 * list. It records every request (the Authorization value is never kept, only whether it was sent)
 * and the largest number of requests it had in flight at once. It lives in src/ because `sibyl
 * bench` uses it to time the model engine at a simulated latency; the app never starts it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fnv1a } from '../store/lance/embedder';

interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export type FakeResponse =
  /** A chat answer: SSE chunks + usage chunk + [DONE] when the request streams, one JSON body otherwise. */
  | { kind: 'chat'; content: string; usage?: FakeUsage | null; finishReason?: string; chunkSize?: number }
  | { kind: 'error'; status: number; message?: string; retryAfter?: string; headers?: Record<string, string> }
  /** Waits (abandoned if the client disconnects), then answers with `then`. */
  | { kind: 'delay'; ms: number; then: FakeResponse }
  /**
   * Streams `content` without a finish_reason, then destroys the socket ('destroy', default), ends
   * the body cleanly ('end'), or leaves the stream open forever ('stall').
   */
  | { kind: 'truncated'; content: string; mode?: 'destroy' | 'end' | 'stall' }
  /** Never answers. */
  | { kind: 'hang' }
  /** An embeddings answer in a forced format, whatever encoding_format asked for. */
  | { kind: 'embeddings'; format: 'float' | 'base64' }
  /** Whatever the default handler does. */
  | { kind: 'default' };

export const chat = (
  content: string,
  opts: Omit<Extract<FakeResponse, { kind: 'chat' }>, 'kind' | 'content'> = {}
): FakeResponse => ({
  kind: 'chat',
  content,
  ...opts
});
export const httpError = (
  status: number,
  opts: Omit<Extract<FakeResponse, { kind: 'error' }>, 'kind' | 'status'> = {}
): FakeResponse => ({
  kind: 'error',
  status,
  ...opts
});

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** Request headers, lower-cased, without `authorization`. */
  headers: Record<string, string>;
  hasAuth: boolean;
}

export type DefaultHandler = (req: RecordedRequest) => FakeResponse;

export interface FakeOpenAI {
  /** e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  /** Queues responses for the next POSTs to /chat/completions or /embeddings, in order. */
  script(...responses: FakeResponse[]): void;
  setDefault(handler: DefaultHandler): void;
  readonly requests: RecordedRequest[];
  readonly inFlight: number;
  readonly maxInFlight: number;
  /** Responses still queued. */
  readonly pending: number;
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 10, completion_tokens: 5 };
const EMBED_DIM = 8;

/** The (unnormalised) vector the fake answers for a text. */
export function fakeEmbedding(text: string, dim = EMBED_DIM): Float32Array {
  const v = new Float32Array(dim);
  for (let j = 0; j < dim; j++) v[j] = (fnv1a(`${text}#${j}`) / 0xffffffff) * 4 - 2;
  return v;
}

export async function startFakeOpenAI(
  opts: { defaultHandler?: DefaultHandler; model?: string } = {}
): Promise<FakeOpenAI> {
  const queue: FakeResponse[] = [];
  const requests: RecordedRequest[] = [];
  let handler: DefaultHandler = opts.defaultHandler ?? (() => chat('{"ok":true}'));
  let inFlight = 0;
  let maxInFlight = 0;
  const model = opts.model ?? 'fake-model';

  const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
    const data = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(data),
      ...headers
    });
    res.end(data);
  };

  const chunk = (delta: Record<string, unknown>, finish: string | null): string =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

  const pieces = (content: string, size: number): string[] => {
    const out: string[] = [];
    for (let i = 0; i < content.length; i += size) out.push(content.slice(i, i + size));
    return out;
  };

  const answerChat = (
    res: ServerResponse,
    body: Record<string, unknown>,
    r: Extract<FakeResponse, { kind: 'chat' }>
  ): void => {
    const usage = r.usage === undefined ? DEFAULT_USAGE : r.usage;
    const finish = r.finishReason ?? 'stop';
    if (body.stream !== true) {
      sendJson(res, 200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 0,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: r.content }, finish_reason: finish }],
        ...(usage ? { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } } : {})
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }, null));
    for (const p of pieces(r.content, r.chunkSize ?? 8)) res.write(chunk({ content: p }, null));
    res.write(chunk({}, finish));
    const wantsUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
    if (usage && wantsUsage) {
      const u = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [], usage: u })}\n\n`
      );
    }
    res.end('data: [DONE]\n\n');
  };

  const answerEmbeddings = (res: ServerResponse, body: Record<string, unknown>, format?: 'float' | 'base64'): void => {
    const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
    const dim = typeof body.dimensions === 'number' ? body.dimensions : EMBED_DIM;
    const base64 = (format ?? body.encoding_format) === 'base64';
    const data = input.map((text, index) => {
      const v = fakeEmbedding(text, dim);
      return {
        object: 'embedding',
        index,
        embedding: base64 ? Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') : Array.from(v)
      };
    });
    const tokens = input.reduce((n, t) => n + Math.ceil(t.length / 4), 0);
    sendJson(res, 200, {
      object: 'list',
      data,
      model: String(body.model),
      usage: { prompt_tokens: tokens, total_tokens: tokens }
    });
  };

  const respond = (req: RecordedRequest, res: ServerResponse, r: FakeResponse): void => {
    if (res.destroyed) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const isEmbeddings = req.path.endsWith('/embeddings');
    switch (r.kind) {
      case 'default':
        if (isEmbeddings) return answerEmbeddings(res, body);
        return respond(req, res, handler(req));
      case 'chat':
        if (isEmbeddings)
          return sendJson(res, 500, {
            error: { message: 'fake: a chat answer was scripted for an embeddings request' }
          });
        return answerChat(res, body, r);
      case 'error': {
        const headers: Record<string, string> = { ...r.headers };
        if (r.retryAfter !== undefined) headers['retry-after'] = r.retryAfter;
        return sendJson(
          res,
          r.status,
          { error: { message: r.message ?? `fake error ${r.status}`, type: 'fake_error', code: null } },
          headers
        );
      }
      case 'delay': {
        const timer = setTimeout(() => respond(req, res, r.then), r.ms);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'truncated': {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk({ role: 'assistant', content: '' }, null));
        for (const p of pieces(r.content, 8)) res.write(chunk({ content: p }, null));
        if (r.mode === 'end') res.end();
        else if (r.mode !== 'stall') setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      case 'embeddings':
        return answerEmbeddings(res, body, r.format);
      case 'hang':
        return;
    }
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8');
      let body: unknown = undefined;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (k !== 'authorization' && typeof v === 'string') headers[k] = v;
      const path = (req.url ?? '/').split('?')[0]!;
      const rec: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        body,
        headers,
        hasAuth: req.headers.authorization !== undefined
      };
      requests.push(rec);
      if (rec.method === 'GET' && path === '/v1/models') {
        return sendJson(res, 200, {
          object: 'list',
          data: [{ id: model, object: 'model', created: 0, owned_by: 'fake' }]
        });
      }
      if (rec.method === 'POST' && (path === '/v1/chat/completions' || path === '/v1/embeddings')) {
        return respond(rec, res, queue.shift() ?? { kind: 'default' });
      }
      sendJson(res, 404, { error: { message: `fake: no route ${rec.method} ${path}` } });
    });
  };

  const server = createServer(onRequest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (...responses) => void queue.push(...responses),
    setDefault: (h) => void (handler = h),
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    get pending() {
      return queue.length;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      maxInFlight = inFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })
  };
}
