import { describe, expect, it } from 'vitest';
import { useFakeOpenAI, waitFor } from './fakeServerHooks';
import { z } from 'zod';
import { chat, httpError, startFakeOpenAI } from '../fakeOpenAIServer';
import type { Logger } from '../../log';
import { LlmError, LlmErrors, type LlmErrorCode } from '../errors';
import { createGateway, type GatewayOptions, type RequestLogEntry } from '../gateway';
import { createSemaphore } from '../semaphore';
import type { ModelSettingsInput } from '../settings';

const KEY = 'sk-test-SECRET-key-0123456789abcdef';
const PROMPT = 'CONFIDENTIAL-REPORT-TEXT Scope 3 emissions fell 12%';
const Answer = z.object({ score: z.number(), tags: z.array(z.string()) });
const VALID = '{"score": 3, "tags": ["net zero"]}';

const fake = useFakeOpenAI(() => chat(VALID));

function recordingLogger(lines: string[], scope = 'llm'): Logger {
  const write = (level: string) => (msg: string, ctx?: Record<string, unknown>) =>
    void lines.push(JSON.stringify({ level, scope, msg, ...ctx }));
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (s) => recordingLogger(lines, `${scope}.${s}`)
  };
}

function setup(settings: ModelSettingsInput = {}, extra: Partial<GatewayOptions> = {}) {
  const entries: RequestLogEntry[] = [];
  const logLines: string[] = [];
  const gateway = createGateway({
    settings: {
      enabled: true,
      provider: 'custom',
      baseUrl: fake.baseUrl,
      defaultModel: 'm1',
      maxRetries: 2,
      ...settings
    },
    apiKey: KEY,
    onRequest: (e) => entries.push(e),
    log: recordingLogger(logLines),
    backoff: { baseMs: 5, maxMs: 20 },
    ...extra
  });
  return { gateway, entries, logLines };
}

async function expectLlmError(p: Promise<unknown>, code: LlmErrorCode): Promise<LlmError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).llmCode, (err as Error).message).toBe(code);
    expect((err as LlmError).code).toBe(code);
    return err as LlmError;
  }
  throw new Error(`expected ${code}`);
}

type Body = {
  model: string;
  stream: boolean;
  stream_options?: unknown;
  response_format?: unknown;
  messages: { role: string; content: string }[];
};
const bodyOf = (i: number): Body => fake.requests[i]!.body as Body;

describe('model gateway: answers', () => {
  it('returns a validated structured answer, with usage, streamed in JSON mode', async () => {
    const { gateway, entries } = setup();
    fake.script(chat(VALID, { usage: { prompt_tokens: 11, completion_tokens: 7 } }));
    const r = await gateway.complete('judge', { system: 'You judge.', user: PROMPT }, Answer, { runId: 'r1' });
    expect(r).toMatchObject({ value: { score: 3, tags: ['net zero'] }, model: 'm1', attempts: 1, repaired: false });
    expect(r.usage).toEqual({ promptTokens: 11, completionTokens: 7, calls: 1, estimated: false });
    const body = bodyOf(0);
    expect(body).toMatchObject({
      model: 'm1',
      stream: true,
      stream_options: { include_usage: true },
      response_format: { type: 'json_object' }
    });
    expect(body.messages[0]!.content).toMatch(/^You judge\.[\s\S]*JSON/);
    expect(body.messages[1]).toEqual({ role: 'user', content: PROMPT });
    expect(fake.requests[0]!.hasAuth).toBe(true);
    expect(Object.keys(fake.requests[0]!.headers).filter((h) => h.startsWith('x-stainless'))).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      role: 'judge',
      model: 'm1',
      kind: 'chat',
      runId: 'r1',
      host: new URL(fake.baseUrl).host,
      path: '/v1/chat/completions',
      status: 200,
      attempt: 1,
      outcome: 'ok',
      repair: false
    });
    expect(entries[0]!.requestBytes).toBeGreaterThan(PROMPT.length);
    expect(entries[0]!.responseBytes).toBeGreaterThan(VALID.length);
  });

  it('uses the model set for the role over the default model', async () => {
    const { gateway } = setup({ models: { legal: 'lawyer-1' } });
    await gateway.complete('legal', { user: 'x' }, Answer);
    expect(bodyOf(0).model).toBe('lawyer-1');
  });

  it('completeText returns the text and finish reason, without JSON mode', async () => {
    const { gateway } = setup();
    fake.script(chat('Plain prose answer.', { finishReason: 'length' }));
    const r = await gateway.completeText('news', { user: 'summarise' });
    expect(r).toMatchObject({ text: 'Plain prose answer.', finishReason: 'length', attempts: 1 });
    expect(bodyOf(0).response_format).toBeUndefined();
  });

  it('works without streaming when the settings say so', async () => {
    const { gateway } = setup({ stream: false });
    fake.script(chat('```json\n{"score": "4", "tags": "a; b"}\n```'));
    const r = await gateway.complete('data', { user: 'x' }, Answer);
    expect(r.value).toEqual({ score: 4, tags: ['a', 'b'] });
    expect(bodyOf(0).stream).toBe(false);
  });

  it('repairs a malformed answer with one follow-up request', async () => {
    const { gateway, entries } = setup();
    fake.script(chat('Here you go: {"score": 3, "tags": '), chat(VALID));
    const r = await gateway.complete('extraction', { user: PROMPT }, Answer, { runId: 'rep' });
    expect(r).toMatchObject({ value: { score: 3, tags: ['net zero'] }, repaired: true, attempts: 2 });
    expect(r.usage.calls).toBe(2);
    const repair = bodyOf(1).messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: 'Here you go: {"score": 3, "tags": ' });
    expect(repair.at(-1)!.content).toMatch(/could not be used[\s\S]*incomplete[\s\S]*JSON only/);
    expect(entries.map((e) => e.repair)).toEqual([false, true]);
  });

  it('fails with LLM_BAD_OUTPUT and the issues when the repair is still wrong', async () => {
    const { gateway } = setup();
    fake.script(chat('{"score": "high"}'), chat('{"score": "very high", "tags": []}'));
    const err = await expectLlmError(gateway.complete('judge', { user: 'x' }, Answer), LlmErrors.LLM_BAD_OUTPUT);
    expect(err.details.attempts).toBe(2);
    expect(err.details.issues?.some((i) => i.startsWith('score:'))).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('drops JSON mode when the server rejects response_format, without spending a retry', async () => {
    const { gateway, entries } = setup({ maxRetries: 0 });
    fake.script(
      httpError(400, {
        message: "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model."
      }),
      chat(VALID)
    );
    const r = await gateway.complete('dedupe', { user: 'x' }, Answer);
    expect(r.attempts).toBe(2);
    expect(bodyOf(0).response_format).toEqual({ type: 'json_object' });
    expect(bodyOf(1).response_format).toBeUndefined();
    expect(entries.map((e) => e.outcome)).toEqual([LlmErrors.LLM_BAD_REQUEST, 'ok']);
    await gateway.complete('dedupe', { user: 'y' }, Answer);
    expect(bodyOf(2).response_format).toBeUndefined();
  });
});

describe('model gateway: failures and retries', () => {
  it('waits as long as Retry-After says on 429, then succeeds', async () => {
    const { gateway, entries } = setup();
    fake.script(httpError(429, { retryAfter: '1' }), chat(VALID));
    const r = await gateway.complete('judge', { user: 'x' }, Answer);
    expect(r.attempts).toBe(2);
    expect(entries[0]).toMatchObject({ status: 429, outcome: LlmErrors.LLM_RATE_LIMITED, attempt: 1, retryInMs: 1000 });
    expect(entries[1]).toMatchObject({ status: 200, outcome: 'ok', attempt: 2 });
  });

  it('gives up on persistent 500 with LLM_SERVER after maxRetries + 1 attempts', async () => {
    const { gateway, entries } = setup({ maxRetries: 2 });
    fake.script(httpError(500), httpError(502), httpError(500), chat(VALID));
    const err = await expectLlmError(gateway.complete('judge', { user: 'x' }, Answer), LlmErrors.LLM_SERVER);
    expect(err.details).toMatchObject({ status: 500, attempts: 3 });
    expect(fake.requests).toHaveLength(3);
    expect(entries.map((e) => e.attempt)).toEqual([1, 2, 3]);
    expect(entries[2]!.retryInMs).toBeUndefined();
  });

  it('does not retry 401 and never echoes the key', async () => {
    const { gateway } = setup();
    fake.script(httpError(401, { message: `Incorrect API key provided: ${KEY}` }));
    const err = await expectLlmError(gateway.complete('judge', { user: 'x' }, Answer), LlmErrors.LLM_AUTH);
    expect(fake.requests).toHaveLength(1);
    expect(err.message).not.toContain(KEY);
  });

  it('does not retry 404 and scrubs key-like strings from the provider message', async () => {
    const { gateway } = setup();
    fake.script(httpError(404, { message: `model m1 not found for key ${KEY}` }));
    const err = await expectLlmError(gateway.completeText('judge', { user: 'x' }), LlmErrors.LLM_BAD_REQUEST);
    expect(err.message).toContain('not found');
    expect(err.message).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a hanging request: LLM_TIMEOUT after 1 attempt (maxRetries 0) or 2 (maxRetries 1)', async () => {
    const a = setup({ timeoutMs: 150, maxRetries: 0 });
    fake.script({ kind: 'hang' });
    await expectLlmError(a.gateway.complete('judge', { user: 'x' }, Answer), LlmErrors.LLM_TIMEOUT);
    expect(fake.requests).toHaveLength(1);
    expect(a.entries[0]).toMatchObject({ outcome: LlmErrors.LLM_TIMEOUT });
    expect(a.entries[0]!.status).toBeUndefined();

    fake.reset();
    const b = setup({ timeoutMs: 150, maxRetries: 1 });
    fake.script({ kind: 'hang' }, { kind: 'hang' });
    await expectLlmError(b.gateway.complete('judge', { user: 'x' }, Answer), LlmErrors.LLM_TIMEOUT);
    expect(fake.requests).toHaveLength(2);
  });

  it('the timeout also covers a stream that stalls after its first chunks', async () => {
    const { gateway, entries } = setup({ timeoutMs: 1000, maxRetries: 1 });
    fake.script({ kind: 'truncated', content: '{"score":', mode: 'stall' }, chat(VALID));
    const r = await gateway.complete('judge', { user: 'x' }, Answer);
    expect(r.attempts).toBe(2);
    expect(entries[0]).toMatchObject({ status: 200, outcome: LlmErrors.LLM_TIMEOUT });
  });

  it('retries a truncated stream (socket destroyed) and succeeds', async () => {
    const { gateway, entries } = setup();
    fake.script({ kind: 'truncated', content: '{"score": 3, "ta' }, chat(VALID));
    const r = await gateway.complete('judge', { user: 'x' }, Answer);
    expect(r.attempts).toBe(2);
    expect(r.repaired).toBe(false);
    expect(entries[0]).toMatchObject({ outcome: LlmErrors.LLM_TRUNCATED, status: 200 });
  });

  it('fails with LLM_TRUNCATED when every stream ends without a finish reason', async () => {
    const { gateway } = setup({ maxRetries: 1 });
    fake.script(
      { kind: 'truncated', content: VALID, mode: 'end' },
      { kind: 'truncated', content: VALID, mode: 'destroy' }
    );
    const err = await expectLlmError(gateway.complete('judge', { user: 'x' }, Answer), LlmErrors.LLM_TRUNCATED);
    expect(err.details.attempts).toBe(2);
  });

  it('reports an unreachable endpoint as LLM_NETWORK after the retries', async () => {
    const dead = await startFakeOpenAI();
    const baseUrl = dead.baseUrl;
    await dead.close();
    const { gateway, entries } = setup({ baseUrl, maxRetries: 1 });
    await expectLlmError(gateway.completeText('judge', { user: 'x' }), LlmErrors.LLM_NETWORK);
    expect(entries.map((e) => e.outcome)).toEqual([LlmErrors.LLM_NETWORK, LlmErrors.LLM_NETWORK]);
  });
});

describe('model gateway: cancellation and concurrency', () => {
  it('cancels a request in flight', async () => {
    const { gateway, entries } = setup();
    fake.script({ kind: 'hang' });
    const ctl = new AbortController();
    const p = gateway.complete('judge', { user: 'x' }, Answer, { signal: ctl.signal });
    await waitFor(() => fake.requests.length === 1, 'the request');
    ctl.abort();
    await expectLlmError(p, LlmErrors.LLM_CANCELLED);
    await waitFor(() => fake.inFlight === 0, 'the client to disconnect');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.outcome).toBe(LlmErrors.LLM_CANCELLED);
  });

  it('cancels a call waiting for a slot, which never reaches the server', async () => {
    const { gateway } = setup({ concurrency: 1 });
    fake.script({ kind: 'hang' });
    const first = new AbortController();
    const second = new AbortController();
    const p1 = gateway.completeText('judge', { user: 'first' }, { signal: first.signal });
    await waitFor(() => fake.requests.length === 1, 'the first request');
    const p2 = gateway.completeText('judge', { user: 'second' }, { signal: second.signal });
    second.abort();
    await expectLlmError(p2, LlmErrors.LLM_CANCELLED);
    expect(fake.requests).toHaveLength(1);
    first.abort();
    await expectLlmError(p1, LlmErrors.LLM_CANCELLED);
    // The slot came back: a new call goes through.
    await gateway.completeText('judge', { user: 'third' });
  });

  it('cancels during the backoff wait', async () => {
    const { gateway, entries } = setup({}, { backoff: { baseMs: 60_000, maxMs: 60_000 } });
    fake.script(httpError(503));
    const ctl = new AbortController();
    const p = gateway.completeText('judge', { user: 'x' }, { signal: ctl.signal });
    await waitFor(() => entries.length === 1, 'the first attempt');
    ctl.abort();
    await expectLlmError(p, LlmErrors.LLM_CANCELLED);
    expect(fake.requests).toHaveLength(1);
  });

  it('close() cancels calls in flight and refuses new ones', async () => {
    const { gateway } = setup();
    fake.script({ kind: 'hang' });
    const p = gateway.completeText('judge', { user: 'x' });
    await waitFor(() => fake.requests.length === 1, 'the request');
    gateway.close();
    await expectLlmError(p, LlmErrors.LLM_CANCELLED);
    await expectLlmError(gateway.completeText('judge', { user: 'x' }), LlmErrors.LLM_CANCELLED);
  });

  it('never has more requests in flight than the concurrency setting', async () => {
    const { gateway } = setup({ concurrency: 3 });
    fake.setDefault(() => ({ kind: 'delay', ms: 150, then: chat(VALID) }));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => gateway.complete('judge', { user: `q${i}` }, Answer))
    );
    expect(results).toHaveLength(10);
    expect(fake.requests).toHaveLength(10);
    expect(fake.maxInFlight).toBeLessThanOrEqual(3);
    expect(fake.maxInFlight).toBeGreaterThan(1);
  });
});

describe('model gateway: configuration, accounting, logging', () => {
  it('refuses to call out when the engine is off, a role has no model, or a needed key is missing', async () => {
    await expectLlmError(
      createGateway({ settings: { provider: 'custom', baseUrl: fake.baseUrl, defaultModel: 'm' } }).completeText(
        'judge',
        { user: 'x' }
      ),
      LlmErrors.LLM_NOT_CONFIGURED
    );
    await expectLlmError(
      createGateway({ settings: { enabled: true, provider: 'custom', baseUrl: fake.baseUrl } }).completeText('judge', {
        user: 'x'
      }),
      LlmErrors.LLM_NOT_CONFIGURED
    );
    await expectLlmError(
      createGateway({ settings: { enabled: true, provider: 'openai', defaultModel: 'm' } }).completeText('judge', {
        user: 'x'
      }),
      LlmErrors.LLM_NOT_CONFIGURED
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('sends no Authorization header to a keyless endpoint', async () => {
    const { gateway } = setup({}, { apiKey: undefined });
    await gateway.completeText('judge', { user: 'x' });
    expect(fake.requests[0]!.hasAuth).toBe(false);
  });

  it('sums tokens per run and estimates when the server sends no usage', async () => {
    const { gateway } = setup();
    fake.script(
      chat(VALID, { usage: { prompt_tokens: 11, completion_tokens: 7 } }),
      chat(VALID, { usage: { prompt_tokens: 5, completion_tokens: 3 } }),
      chat(VALID, { usage: { prompt_tokens: 100, completion_tokens: 50 } }),
      chat('x'.repeat(40), { usage: null })
    );
    await gateway.complete('judge', { user: 'a' }, Answer, { runId: 'a' });
    await gateway.complete('judge', { user: 'a' }, Answer, { runId: 'a' });
    await gateway.complete('judge', { user: 'b' }, Answer, { runId: 'b' });
    const est = await gateway.completeText('news', { user: 'y'.repeat(40) }, { runId: 'c' });
    expect(est.usage).toEqual({ promptTokens: 10, completionTokens: 10, calls: 1, estimated: true });
    expect(gateway.usage('a')).toEqual({ promptTokens: 16, completionTokens: 10, calls: 2, estimated: false });
    expect(gateway.usage('b')).toEqual({ promptTokens: 100, completionTokens: 50, calls: 1, estimated: false });
    expect(gateway.usage('nope')).toEqual({ promptTokens: 0, completionTokens: 0, calls: 0, estimated: false });
    expect(gateway.usage()).toEqual({ promptTokens: 126, completionTokens: 70, calls: 4, estimated: true });
    gateway.resetUsage('a');
    expect(gateway.usage('a').calls).toBe(0);
  });

  it('logs one entry per attempt, and neither the key nor the prompt appears in any log', async () => {
    const { gateway, entries, logLines } = setup({ maxRetries: 3 });
    fake.script(
      httpError(500),
      httpError(429, { headers: { 'retry-after-ms': '10' } }),
      { kind: 'truncated', content: '{"a' },
      chat('{"score": 1}'),
      chat(VALID)
    );
    const r = await gateway.complete('geography', { system: PROMPT, user: PROMPT }, Answer, { runId: 'audit' });
    expect(r.attempts).toBe(5);
    expect(entries).toHaveLength(fake.requests.length);
    expect(entries.map((e) => e.outcome)).toEqual([
      LlmErrors.LLM_SERVER,
      LlmErrors.LLM_RATE_LIMITED,
      LlmErrors.LLM_TRUNCATED,
      'ok',
      'ok'
    ]);
    expect(entries.map((e) => e.attempt)).toEqual([1, 2, 3, 4, 1]);
    expect(entries[1]!.retryInMs).toBe(10);
    expect(logLines.filter((l) => l.includes('"llm.request"'))).toHaveLength(5);
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual(
        expect.arrayContaining([
          'host',
          'path',
          'role',
          'model',
          'requestBytes',
          'responseBytes',
          'durationMs',
          'attempt'
        ])
      );
    }
    for (const line of [...entries.map((e) => JSON.stringify(e)), ...logLines]) {
      expect(line).not.toContain(KEY);
      expect(line).not.toContain('CONFIDENTIAL');
    }
  });
});

describe('semaphore', () => {
  it('grants slots first come first served and hands a released slot to the next waiter', async () => {
    const sem = createSemaphore(2);
    const r1 = await sem.acquire();
    const r2 = await sem.acquire();
    const order: number[] = [];
    const w3 = sem.acquire().then((r) => (order.push(3), r));
    const w4 = sem.acquire().then((r) => (order.push(4), r));
    expect([sem.active, sem.waiting]).toEqual([2, 2]);
    r1();
    r1(); // a second release of the same slot is ignored
    const r3 = await w3;
    expect([sem.active, sem.waiting]).toEqual([2, 1]);
    r2();
    const r4 = await w4;
    r3();
    r4();
    expect(order).toEqual([3, 4]);
    expect([sem.active, sem.waiting]).toEqual([0, 0]);
  });

  it('drops an aborted waiter without taking or leaking a slot', async () => {
    const sem = createSemaphore(1);
    const r1 = await sem.acquire();
    const ctl = new AbortController();
    const waiting = sem.acquire(ctl.signal);
    ctl.abort();
    await expect(waiting).rejects.toBeDefined();
    expect(sem.waiting).toBe(0);
    r1();
    expect(sem.active).toBe(0);
    await expect(sem.acquire(AbortSignal.abort())).rejects.toBeDefined();
  });
});
