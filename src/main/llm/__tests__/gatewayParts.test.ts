// The pieces createGateway is composed of, each on its own: the token book, the structured-output
// loop (with a scripted chat), and the request runner (with a scripted attempt, no server).
import { setMaxListeners } from 'node:events';
import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../../log';
import type { ChatAnswer, ChatCaller } from '../chatCall';
import { LlmError, LlmErrors } from '../errors';
import type { RequestLogEntry } from '../gatewayTypes';
import { createRequestRunner, purposeOf, RetryNow, type CallCtx } from '../requestRunner';
import { createSemaphore } from '../semaphore';
import { completeStructured } from '../structuredCall';
import { createUsageBook } from '../usage';

const u = (p: number, c: number, estimated = false) => ({ promptTokens: p, completionTokens: c, calls: 1, estimated });

describe('usage book', () => {
  it('sums per run, totals across runs, and resets one run or all', () => {
    const book = createUsageBook();
    book.add('a', u(10, 5));
    book.add('a', u(1, 1, true));
    book.add('b', u(100, 0));
    book.add(undefined, u(2, 2));
    expect(book.get('a')).toEqual({ promptTokens: 11, completionTokens: 6, calls: 2, estimated: true });
    expect(book.get()).toEqual({ promptTokens: 113, completionTokens: 8, calls: 4, estimated: true });
    book.reset('a');
    expect(book.get('a').calls).toBe(0);
    expect(book.get().calls).toBe(2);
    book.reset();
    expect(book.get().calls).toBe(0);
  });
});

describe('structured-output loop', () => {
  const Schema = z.object({ n: z.number() });
  const scripted = (answers: string[]) => {
    const calls: { repair: boolean; last: unknown }[] = [];
    const chat: ChatCaller = async (_role, _model, messages, json, _o, repair) => {
      expect(json).toBe(true);
      calls.push({ repair, last: messages.at(-1) });
      const text = answers.shift() ?? '';
      return { text, finishReason: 'stop', usage: u(3, 2), attempts: 1 } satisfies ChatAnswer;
    };
    return { chat, calls };
  };
  const call = { role: 'extraction' as const, model: 'm', prompt: { user: 'q' }, schema: Schema, opts: {} };

  it('accepts a valid first answer without a repair round', async () => {
    const { chat, calls } = scripted(['{"n": 1}']);
    expect(await completeStructured(chat, silentLogger, call)).toMatchObject({
      value: { n: 1 },
      repaired: false,
      attempts: 1
    });
    expect(calls).toHaveLength(1);
  });

  it('sends one repair round naming the problem and sums usage and attempts', async () => {
    const { chat, calls } = scripted(['{"n": "x"}', '{"n": 2}']);
    const r = await completeStructured(chat, silentLogger, call);
    expect(r).toMatchObject({
      value: { n: 2 },
      repaired: true,
      attempts: 2,
      usage: { promptTokens: 6, completionTokens: 4, calls: 2 }
    });
    expect(calls.map((c) => c.repair)).toEqual([false, true]);
    expect(JSON.stringify(calls[1]!.last)).toMatch(/n/);
  });

  it('fails with LLM_BAD_OUTPUT and the issues after a second bad answer', async () => {
    const { chat } = scripted(['nope', 'still nope']);
    const err = await completeStructured(chat, silentLogger, call).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect(err).toMatchObject({ llmCode: LlmErrors.LLM_BAD_OUTPUT, details: { attempts: 2 } });
    expect((err as LlmError).details.issues?.length).toBeGreaterThan(0);
  });
});

describe('request runner', () => {
  const fakeClient = { withOptions: () => fakeClient } as unknown as OpenAI;
  const ctx: CallCtx = { role: 'extraction', model: 'm', kind: 'chat', repair: false, runId: 'r' };
  function runner(maxRetries: number, closed = new AbortController()) {
    const entries: RequestLogEntry[] = [];
    setMaxListeners(0, closed.signal); // as the gateway does for its close signal
    const r = createRequestRunner({
      client: fakeClient,
      fetchFor: () => async () => new Response('x'),
      sem: createSemaphore(1),
      closed: closed.signal,
      host: 'h',
      timeoutMs: 1_000,
      maxRetries,
      backoff: { baseMs: 1, maxMs: 2, random: () => 0.5 },
      log: silentLogger,
      onRequest: (e) => entries.push(e)
    });
    return { r, entries, closed };
  }
  const failing =
    (codes: string[], value = 'done') =>
    async (): Promise<string> => {
      const code = codes.shift();
      if (code === 'retry-now') throw new RetryNow('no json mode');
      if (code) throw new LlmError(code as typeof LlmErrors.LLM_SERVER, code);
      return value;
    };

  it('names the ledger purpose of a call', () => {
    expect(purposeOf(ctx)).toBe('chat:extraction');
    expect(purposeOf({ ...ctx, repair: true })).toBe('chat:extraction:repair');
    expect(purposeOf({ role: 'embedding', model: 'e', kind: 'embeddings', repair: false })).toBe(
      'embeddings:embedding'
    );
  });

  it('retries retryable failures up to maxRetries, one log entry per attempt', async () => {
    const { r, entries } = runner(2);
    expect(await r.run(ctx, undefined, failing([LlmErrors.LLM_SERVER, LlmErrors.LLM_RATE_LIMITED]))).toEqual({
      value: 'done',
      attempts: 3
    });
    expect(entries.map((e) => [e.attempt, e.outcome, e.retryInMs !== undefined])).toEqual([
      [1, LlmErrors.LLM_SERVER, true],
      [2, LlmErrors.LLM_RATE_LIMITED, true],
      [3, 'ok', false]
    ]);
  });

  it('gives up after maxRetries and does not retry a non-retryable failure', async () => {
    const a = runner(1);
    await expect(
      a.r.run(ctx, undefined, failing([LlmErrors.LLM_SERVER, LlmErrors.LLM_SERVER, LlmErrors.LLM_SERVER]))
    ).rejects.toMatchObject({ llmCode: LlmErrors.LLM_SERVER, details: { attempts: 2 } });
    const b = runner(3);
    await expect(b.r.run(ctx, undefined, failing([LlmErrors.LLM_AUTH]))).rejects.toMatchObject({
      llmCode: LlmErrors.LLM_AUTH,
      details: { attempts: 1 }
    });
  });

  it('re-sends at once on RetryNow without spending a retry', async () => {
    const { r } = runner(0);
    expect(await r.run(ctx, undefined, failing(['retry-now']))).toEqual({ value: 'done', attempts: 2 });
  });

  it('takes many calls queued under one run signal without a listener-leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error): void =>
      void warnings.push(w.name + (w.name === 'MaxListenersExceededWarning' ? '' : ': ' + w.message));
    process.on('warning', onWarning);
    try {
      const { r } = runner(0);
      const run = new AbortController();
      const calls = Array.from({ length: 15 }, () => r.run(ctx, run.signal, failing([])));
      expect((await Promise.all(calls)).every((c) => c.value === 'done')).toBe(true);
      await new Promise((res) => setImmediate(res));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('is cancelled by the caller signal or by close(), before any attempt', async () => {
    const user = new AbortController();
    user.abort();
    const a = runner(0);
    await expect(a.r.run(ctx, user.signal, failing([]))).rejects.toMatchObject({ llmCode: LlmErrors.LLM_CANCELLED });
    const closed = new AbortController();
    closed.abort();
    const b = runner(0, closed);
    await expect(b.r.run(ctx, undefined, failing([]))).rejects.toMatchObject({ llmCode: LlmErrors.LLM_CANCELLED });
    expect([...a.entries, ...b.entries]).toEqual([]);
  });
});
