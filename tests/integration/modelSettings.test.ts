/**
 * Model settings on real stores through the real router, against the fake OpenAI-compatible server on
 * 127.0.0.1: "Test connection" succeeds, fails on a refused key (401) and on an unreachable endpoint,
 * without retries; every request lands in the outbound ledger (paged newest first); the key appears in
 * no answer, no ledger row, no settings row, no log line and no file of the data dir.
 */
import type { AnalysisRunner } from '../../src/main/library/analysisRunner';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:net';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CoreContext } from '../../src/main/core';
import type { ClaimRunner } from '../../src/main/claims/claimRunner';
import { createEventBus } from '../../src/main/events/bus';
import { createRouter, type Dispatch } from '../../src/main/ipc/router';
import { handlers } from '../../src/main/ipc/handlers/index';
import { memoryEvidenceKeys } from '../../src/main/evidence/keys';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { CONNECTION_TEST_RUN_ID } from '../../src/main/llm/connectionTest';
import { chat, httpError, startFakeOpenAI, type FakeOpenAI } from '../../src/main/llm/fakeOpenAIServer';
import type { Logger } from '../../src/main/log';
import { startStores, type StoreManager } from '../../src/main/store/stores';
import { freshDataDir } from '../helpers/tempStores';

const SECRET = 'sk-integration-NEVER-SHOWN-0987654321';

function recordingLogger(lines: string[], scope = 'test'): Logger {
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

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function filesContain(dir: string, needle: string): string[] {
  const hits: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) hits.push(...filesContain(path, needle));
    else if (readFileSync(path).includes(needle)) hits.push(path);
  }
  return hits;
}

type Envelope = { ok: true; data: Record<string, unknown> } | { ok: false; error: { code: string; message: string } };

describe('model settings, connection test and outbound ledger on real stores', () => {
  const { dataDir, cleanup } = freshDataDir();
  const lines: string[] = [];
  const answers: unknown[] = [];
  const stderr: string[] = [];
  let manager: StoreManager;
  let fake: FakeOpenAI;
  let dispatch: Dispatch;

  const call = async (route: string, input: unknown): Promise<Envelope> => {
    const r = (await dispatch(route, input)) as Envelope;
    answers.push(r);
    return r;
  };
  const data = async (route: string, input: unknown): Promise<Record<string, unknown>> => {
    const r = await call(route, input);
    if (!r.ok) throw new Error(`${route}: ${r.error.code} ${r.error.message}`);
    return r.data;
  };
  const configure = (baseUrl: string, extra: Record<string, unknown> = {}) =>
    data('model.settings.set', {
      settings: { enabled: true, provider: 'custom', baseUrl, defaultModel: 'fake-model', ...extra }
    });

  beforeAll(async () => {
    const spy = vi.spyOn(process.stderr, 'write');
    spy.mockImplementation((chunk: string | Uint8Array) => (stderr.push(String(chunk)), true));
    const log = recordingLogger(lines);
    manager = startStores({ dataDir, host: 'web', log });
    await manager.ready();
    fake = await startFakeOpenAI();
    const ctx: CoreContext = {
      version: 't',
      dataDir,
      host: 'web',
      stores: manager,
      bus: createEventBus(() => undefined),
      log,
      claims: {} as ClaimRunner,
      analysis: {} as AnalysisRunner,
      keys: memoryKeyStore(),
      evidenceKeys: memoryEvidenceKeys(),
      env: {}
    };
    dispatch = createRouter(handlers, ctx, log.child('router'));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await fake.close();
    await manager.close();
    cleanup();
  });

  it('tests the connection with one small chat call and writes it to the ledger', async () => {
    await configure(fake.baseUrl);
    expect(await data('model.key.set', { provider: 'custom', key: SECRET })).toEqual({
      provider: 'custom',
      hasKey: true
    });
    fake.reset();
    fake.setDefault(() => chat('OK'));
    const result = await data('model.test', {});
    const host = new URL(fake.baseUrl).host;
    expect(result).toEqual({ ok: true, host, model: 'fake-model', reply: 'OK', embedding: null });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions', hasAuth: true });
    expect(JSON.stringify(fake.requests[0]!.body)).not.toMatch(/Scope|emission/i); // no report text, just the ping

    const page = await data('outbound.list', { limit: 10 });
    expect(page.total).toBe(1);
    expect(page.rows).toEqual([
      expect.objectContaining({
        provider: 'custom',
        host,
        method: 'POST',
        purpose: 'chat:extraction',
        status: 200,
        runId: CONNECTION_TEST_RUN_ID,
        bytesOut: expect.any(Number)
      })
    ]);
    expect((page.rows as Array<{ bytesOut: number }>)[0]!.bytesOut).toBeGreaterThan(0);
    expect((page.rows as unknown[])[0]).toMatchObject({
      outcome: 'ok',
      bytesIn: expect.any(Number),
      durationMs: expect.any(Number)
    });
    expect((page.rows as Array<{ bytesIn: number }>)[0]!.bytesIn).toBeGreaterThan(0);
  });

  it('probes the embedding model too when one is set', async () => {
    await configure(fake.baseUrl, { models: { embedding: 'fake-embed' } });
    fake.reset();
    const result = await data('model.test', {});
    expect(result).toMatchObject({ ok: true, embedding: { model: 'fake-embed', dimensions: 8 } });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/embeddings']);
    const page = await data('outbound.list', { limit: 2 });
    expect((page.rows as Array<{ purpose: string }>).map((r) => r.purpose)).toEqual([
      'embeddings:embedding',
      'chat:extraction'
    ]);
  });

  it('reports a refused key (401) as LLM_AUTH, once, and logs the attempt in the ledger', async () => {
    await configure(fake.baseUrl);
    fake.reset();
    fake.script(httpError(401, { message: `invalid key ${SECRET}` }));
    const result = await data('model.test', {});
    expect(result).toMatchObject({ ok: false, code: 'LLM_AUTH', host: new URL(fake.baseUrl).host });
    expect(result.message).toMatch(/refused the API key \(HTTP 401\)/);
    expect(fake.requests).toHaveLength(1);
    const page = await data('outbound.list', { limit: 1 });
    expect(page.rows).toEqual([expect.objectContaining({ status: 401, purpose: 'chat:extraction' })]);
  });

  it('does not retry a failing server during the test', async () => {
    fake.reset();
    fake.script(httpError(500));
    expect(await data('model.test', {})).toMatchObject({ ok: false, code: 'LLM_SERVER' });
    expect(fake.requests).toHaveLength(1);
  });

  it('reports an unreachable endpoint as LLM_NETWORK and still records the attempt', async () => {
    const port = await closedPort();
    await configure(`http://127.0.0.1:${port}/v1`);
    const before = (await data('outbound.list', { limit: 1 })).total as number;
    const result = await data('model.test', {});
    expect(result).toMatchObject({
      ok: false,
      code: 'LLM_NETWORK',
      host: `127.0.0.1:${port}`,
      message: `Cannot reach the model endpoint at 127.0.0.1:${port}.`
    });
    const page = await data('outbound.list', { limit: 1 });
    expect(page.total).toBe(before + 1);
    expect(page.rows).toEqual([
      expect.objectContaining({ host: `127.0.0.1:${port}`, status: null, outcome: 'failed', bytesIn: 0 })
    ]);
  });

  it('pages the ledger newest first with a total', async () => {
    const all = await data('outbound.list', { limit: 500 });
    const ids = (all.rows as Array<{ id: number }>).map((r) => r.id);
    expect(ids.length).toBe(all.total);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = await data('outbound.list', { limit: 2, offset: 2 });
    expect((second.rows as Array<{ id: number }>).map((r) => r.id)).toEqual(ids.slice(2, 4));
    expect(second.total).toBe(all.total);
  });

  it('never lets the key out: answers, ledger, settings row, logs, data dir', async () => {
    const stores = manager.get();
    const settingsRows = await stores.db.query<{ value: unknown }>('SELECT value FROM settings');
    const ledger = await stores.outbound.recent(500);
    expect(ledger.length).toBeGreaterThan(0);
    expect(lines.some((l) => l.includes('llm.request'))).toBe(true);
    const everything = JSON.stringify({ answers, ledger, settings: settingsRows.rows, lines, stderr });
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain('NEVER-SHOWN');
    await stores.db.query('CHECKPOINT');
    expect(filesContain(dataDir, SECRET)).toEqual([]);
  });
});
