import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmbedding, httpError, startFakeOpenAI, type FakeOpenAI } from '../fakeOpenAIServer';
import { createEndpointEmbedder, decodeEmbedding } from '../endpointEmbedder';
import { LlmError, LlmErrors } from '../errors';
import { createGateway, type Gateway, type RequestLogEntry } from '../gateway';

let fake: FakeOpenAI;
let gateway: Gateway;
let entries: RequestLogEntry[];

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  gateway?.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  entries = [];
  gateway = createGateway({
    settings: {
      enabled: true,
      provider: 'custom',
      baseUrl: fake.baseUrl,
      models: { embedding: 'emb-1' },
      concurrency: 2,
      maxRetries: 2
    },
    apiKey: 'sk-embed-test-key',
    onRequest: (e) => entries.push(e),
    backoff: { baseMs: 5, maxMs: 20 }
  });
});

const norm = (v: Float32Array): number => Math.sqrt(v.reduce((n, x) => n + x * x, 0));

describe('gateway.embed', () => {
  it('asks for base64 (the SDK default) and decodes the float32 vectors exactly', async () => {
    const vectors = await gateway.embed(['alpha', 'beta'], { runId: 'e' });
    expect((fake.requests[0]!.body as { encoding_format: string; model: string }).encoding_format).toBe('base64');
    expect((fake.requests[0]!.body as { model: string }).model).toBe('emb-1');
    expect(vectors).toHaveLength(2);
    expect(Array.from(vectors[0]!)).toEqual(Array.from(fakeEmbedding('alpha')));
    expect(Array.from(vectors[1]!)).toEqual(Array.from(fakeEmbedding('beta')));
    expect(gateway.usage('e')).toMatchObject({ promptTokens: 3, completionTokens: 0, calls: 1, estimated: false });
    expect(entries[0]).toMatchObject({
      kind: 'embeddings',
      role: 'embedding',
      path: '/v1/embeddings',
      status: 200,
      outcome: 'ok'
    });
  });

  it('copes with a server that ignores encoding_format and sends float arrays', async () => {
    fake.script({ kind: 'embeddings', format: 'float' });
    const [v] = await gateway.embed(['gamma']);
    expect(Array.from(v!)).toEqual(Array.from(fakeEmbedding('gamma')));
  });

  it('rejects vectors it cannot decode', () => {
    expect(() => decodeEmbedding('abc')).toThrow(LlmError);
    expect(() => decodeEmbedding({ x: 1 })).toThrow(LlmError);
    expect(Array.from(decodeEmbedding([1, 2]))).toEqual([1, 2]);
  });

  it('retries a 503 like chat calls do', async () => {
    fake.script(httpError(503));
    const vectors = await gateway.embed(['x']);
    expect(vectors).toHaveLength(1);
    expect(entries.map((e) => e.outcome)).toEqual([LlmErrors.LLM_SERVER, 'ok']);
  });

  it('needs an embedding model (the default chat model does not count)', async () => {
    const g = createGateway({
      settings: { enabled: true, provider: 'custom', baseUrl: fake.baseUrl, defaultModel: 'chat-1' }
    });
    await expect(g.embed(['x'])).rejects.toMatchObject({ llmCode: LlmErrors.LLM_NOT_CONFIGURED });
  });
});

describe('endpoint embedder', () => {
  it('names model and dimension, batches by 64 and returns unit vectors in input order', async () => {
    const embedder = createEndpointEmbedder(gateway, { model: 'emb-1', dim: 8 });
    expect(embedder.id).toBe('endpoint:emb-1:8');
    expect(embedder.dim).toBe(8);
    const texts = Array.from({ length: 150 }, (_, i) => `chunk ${i}`);
    const vectors = await embedder.embed(texts);
    expect(fake.requests.map((r) => (r.body as { input: string[] }).input.length)).toEqual([64, 64, 22]);
    expect(fake.maxInFlight).toBeLessThanOrEqual(2);
    expect(vectors).toHaveLength(150);
    for (const [i, v] of vectors.entries()) {
      expect(norm(v)).toBeCloseTo(1, 5);
      const raw = fakeEmbedding(texts[i]!);
      const n = norm(raw);
      for (let j = 0; j < 8; j++) expect(v[j]).toBeCloseTo(raw[j]! / n, 5);
    }
  });

  it('can ask the server for the dimension, and rejects vectors of the wrong size', async () => {
    const asked = createEndpointEmbedder(gateway, { model: 'emb-1', dim: 16, requestDimensions: true });
    const [v] = await asked.embed(['x']);
    expect(v).toHaveLength(16);
    expect((fake.requests[0]!.body as { dimensions: number }).dimensions).toBe(16);

    const wrong = createEndpointEmbedder(gateway, { model: 'emb-1', dim: 384 });
    const err = await wrong.embed(['x']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).llmCode).toBe(LlmErrors.LLM_BAD_OUTPUT);
  });

  it('returns no vectors (and makes no request) for no texts', async () => {
    expect(await createEndpointEmbedder(gateway, { model: 'emb-1', dim: 8 }).embed([])).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('fake server embeddings', () => {
  it('answers float arrays when encoding_format is float', async () => {
    const res = await fetch(`${fake.baseUrl}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'emb-1', input: 'alpha', encoding_format: 'float' })
    });
    const json = (await res.json()) as { data: { embedding: number[] }[] };
    expect(json.data[0]!.embedding).toEqual(Array.from(fakeEmbedding('alpha')));
  });

  it('lists models', async () => {
    const json = (await (await fetch(`${fake.baseUrl}/models`)).json()) as { data: { id: string }[] };
    expect(json.data.map((m) => m.id)).toEqual(['fake-model']);
  });
});
