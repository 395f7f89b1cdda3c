/**
 * The model-settings handlers through the real router, on in-memory repos: defaults, validation with
 * LLM_INVALID_SETTINGS, what is stored, write-only keys per key store, and the key never appearing in
 * any answer, the settings row or the logs.
 */
import { describe, expect, it } from 'vitest';
import type { CoreContext } from '../coreContext';
import { createRouter } from '../router';
import { handlers } from '../handlers/index';
import { envKeyStore, memoryKeyStore, type KeyStore } from '../../llm/keys';
import { MODEL_SETTINGS_KEY } from '../../llm/modelConfig';
import type { Logger } from '../../log';
import type { OutboundEntry } from '../../store/pg/repos/outbound';
import type { Stores } from '../../store/stores';

const SECRET = 'sk-test-DO-NOT-LEAK-1234567890';

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

function setup(keys: KeyStore = memoryKeyStore(), env: NodeJS.ProcessEnv = {}) {
  const rows = new Map<string, unknown>();
  const ledger: Array<OutboundEntry & { id: number; ts: string }> = [];
  const settings = {
    get: async <T>(key: string) => (rows.has(key) ? (JSON.parse(JSON.stringify(rows.get(key))) as T) : undefined),
    set: async (key: string, value: unknown) => void rows.set(key, JSON.parse(JSON.stringify(value)))
  };
  const outbound = {
    record: async (e: OutboundEntry) =>
      void ledger.unshift({ ...e, id: ledger.length + 1, ts: new Date(0).toISOString() }),
    list: async (limit: number, offset = 0) => ({ rows: ledger.slice(offset, offset + limit), total: ledger.length }),
    recent: async (limit = 200) => ledger.slice(0, limit)
  };
  const stores = { settings, outbound } as unknown as Stores;
  const lines: string[] = [];
  const log = recordingLogger(lines);
  const ctx = {
    version: 't',
    dataDir: '/d',
    host: 'web',
    log,
    keys,
    env,
    stores: { get: () => stores }
  } as unknown as CoreContext;
  const dispatch = createRouter(handlers, ctx, log.child('router'));
  const call = async <T = unknown>(
    route: string,
    input: unknown
  ): Promise<{ ok: true; data: T } | { ok: false; error: { code: string; message: string } }> =>
    (await dispatch(route, input)) as { ok: true; data: T } | { ok: false; error: { code: string; message: string } };
  return { call, rows, ledger, lines };
}

interface State {
  settings: {
    enabled: boolean;
    provider: string;
    baseUrl: string;
    defaultModel?: string;
    models: Record<string, string>;
    concurrency: number;
  };
  providers: Array<{ id: string; hasKey: boolean; baseUrl: string | null; needsKey: boolean }>;
  roles: string[];
  keyStore: { kind: string; writable: boolean };
  endpoint: { host: string; local: boolean } | null;
  engine: { ready: boolean; problem: string | null };
  envOverrides: string[];
}

describe('model.settings.get', () => {
  it('answers the defaults: engine off, local Ollama preset, roles and presets, no keys', async () => {
    const { call } = setup();
    const r = await call<State>('model.settings.get', {});
    if (!r.ok) throw new Error(r.error.message);
    expect(r.data.settings).toMatchObject({
      enabled: false,
      provider: 'ollama',
      baseUrl: 'http://127.0.0.1:11434/v1',
      models: {},
      concurrency: 4
    });
    expect(r.data.endpoint).toEqual({ host: '127.0.0.1:11434', local: true });
    expect(r.data.engine).toEqual({ ready: false, problem: 'The model engine is off.' });
    expect(r.data.keyStore).toEqual({ kind: 'session', writable: true });
    expect(r.data.roles).toContain('extraction');
    expect(r.data.roles).toContain('embedding');
    expect(r.data.providers.map((p) => p.id)).toEqual(['openai', 'openrouter', 'ollama', 'lmstudio', 'custom']);
    expect(r.data.providers.find((p) => p.id === 'custom')).toMatchObject({
      baseUrl: null,
      needsKey: false,
      hasKey: false
    });
    expect(r.data.providers.find((p) => p.id === 'openai')).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      needsKey: true,
      hasKey: false
    });
    expect(r.data.envOverrides).toEqual([]);
  });

  it('names environment overrides and judges readiness with them', async () => {
    const { call } = setup(memoryKeyStore(), {
      SIBYL_PROVIDER: 'custom',
      SIBYL_BASE_URL: 'http://127.0.0.1:9/v1',
      SIBYL_MODEL: 'm'
    });
    const r = await call<State>('model.settings.get', {});
    if (!r.ok) throw new Error(r.error.message);
    expect(r.data.envOverrides).toEqual(['SIBYL_PROVIDER', 'SIBYL_BASE_URL', 'SIBYL_MODEL']);
    expect(r.data.settings.enabled).toBe(false); // the stored settings are shown as stored
    expect(r.data.engine).toEqual({ ready: true, problem: null });
  });
});

describe('model.settings.set', () => {
  it('rejects invalid settings with LLM_INVALID_SETTINGS naming the fields, and stores nothing', async () => {
    const { call, rows } = setup();
    const r = await call('model.settings.set', { settings: { enabled: true, provider: 'custom', concurrency: 0 } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('LLM_INVALID_SETTINGS');
    expect(r.error.message).toMatch(/baseUrl: a custom provider needs a base URL/);
    expect(r.error.message).toMatch(/concurrency: /);
    expect(rows.size).toBe(0);
    const badUrl = await call('model.settings.set', {
      settings: { enabled: true, provider: 'custom', baseUrl: 'ftp://x' }
    });
    expect(!badUrl.ok && badUrl.error.message).toMatch(/baseUrl: must be an http\(s\) URL/);
  });

  it('rejects unknown fields and wrong types at the door', async () => {
    const { call } = setup();
    const extra = await call('model.settings.set', { settings: { enabled: true, provider: 'ollama', apiKey: SECRET } });
    expect(extra.ok).toBe(false);
    expect(!extra.ok && extra.error.code).toBe('INVALID_INPUT');
    expect(JSON.stringify(extra)).not.toContain(SECRET);
    const wrong = await call('model.settings.set', { settings: { enabled: 'yes', provider: 'ollama' } });
    expect(!wrong.ok && wrong.error.code).toBe('INVALID_INPUT');
  });

  it('stores the settings (blank fields dropped, preset URL not stored) and answers the new state', async () => {
    const { call, rows } = setup();
    const r = await call<State>('model.settings.set', {
      settings: {
        enabled: true,
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1/',
        defaultModel: ' gpt-x ',
        models: { judge: 'strict', news: '  ' },
        concurrency: 2
      }
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(rows.get(MODEL_SETTINGS_KEY)).toMatchObject({
      enabled: true,
      provider: 'openai',
      defaultModel: 'gpt-x',
      models: { judge: 'strict' },
      concurrency: 2
    });
    expect(rows.get(MODEL_SETTINGS_KEY)).not.toHaveProperty('baseUrl');
    expect(r.data.settings).toMatchObject({
      enabled: true,
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      defaultModel: 'gpt-x',
      models: { judge: 'strict' }
    });
    expect(r.data.endpoint).toEqual({ host: 'api.openai.com', local: false });
    expect(r.data.engine).toEqual({ ready: false, problem: 'No API key is stored for OpenAI.' });

    const custom = await call<State>('model.settings.set', {
      settings: { enabled: true, provider: 'custom', baseUrl: 'http://localhost:8080/v1', defaultModel: 'm' }
    });
    if (!custom.ok) throw new Error(custom.error.message);
    expect(rows.get(MODEL_SETTINGS_KEY)).toMatchObject({ baseUrl: 'http://localhost:8080/v1' });
    expect(custom.data.engine.ready).toBe(true);
    expect(custom.data.endpoint).toEqual({ host: 'localhost:8080', local: true });
  });
});

describe('model.key.set / model.key.delete', () => {
  it('stores a trimmed key write-only: hasKey comes back, the key never does, nor in the row or logs', async () => {
    const keys = memoryKeyStore();
    const { call, rows, lines } = setup(keys);
    await call('model.settings.set', { settings: { enabled: true, provider: 'openai', defaultModel: 'gpt-x' } });
    const set = await call('model.key.set', { provider: 'openai', key: `  ${SECRET}\n` });
    expect(set).toEqual({ ok: true, data: { provider: 'openai', hasKey: true } });
    expect(await keys.get('openai')).toBe(SECRET);
    const state = await call<State>('model.settings.get', {});
    if (!state.ok) throw new Error(state.error.message);
    expect(state.data.providers.find((p) => p.id === 'openai')?.hasKey).toBe(true);
    expect(state.data.engine.ready).toBe(true);
    const del = await call('model.key.delete', { provider: 'openai' });
    expect(del).toEqual({ ok: true, data: { provider: 'openai', hasKey: false } });
    expect(await keys.has('openai')).toBe(false);

    const everything = JSON.stringify([set, state, del, [...rows.values()], lines]);
    expect(lines.some((l) => l.includes('api key stored'))).toBe(true);
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain('DO-NOT-LEAK');
  });

  it('asks for the key again when the base URL moves to another origin (the old key is removed)', async () => {
    const keys = memoryKeyStore();
    const { call } = setup(keys);
    await call('model.settings.set', { settings: { enabled: true, provider: 'openai', defaultModel: 'gpt-x' } });
    await call('model.key.set', { provider: 'openai', key: SECRET });
    const moved = await call<State>('model.settings.set', {
      settings: { enabled: true, provider: 'openai', baseUrl: 'https://collector.example/v1', defaultModel: 'gpt-x' }
    });
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.data.providers.find((p) => p.id === 'openai')?.hasKey).toBe(false);
    expect(moved.data.engine).toEqual({ ready: false, problem: 'No API key is stored for OpenAI.' });
    expect(await keys.has('openai')).toBe(false);
    await call('model.key.set', { provider: 'openai', key: SECRET });
    const again = await call<State>('model.settings.get', {});
    if (!again.ok) throw new Error(again.error.message);
    expect(again.data.engine.ready).toBe(true);
  });

  it('refuses empty, spaced, over-long or unknown-provider keys without echoing them', async () => {
    const { call, lines } = setup();
    for (const input of [
      { provider: 'openai', key: '   ' },
      { provider: 'openai', key: `sk-with space-${SECRET}` },
      { provider: 'openai', key: `${SECRET}${'x'.repeat(1000)}` },
      { provider: 'nope', key: SECRET },
      { provider: 'openai', key: SECRET, extra: 1 }
    ]) {
      const r = await call('model.key.set', input);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.code).toBe('INVALID_INPUT');
      expect(JSON.stringify(r)).not.toContain('DO-NOT-LEAK');
    }
    expect(JSON.stringify(lines)).not.toContain('DO-NOT-LEAK');
  });

  it('says clearly that the command line cannot store keys (environment store is read-only)', async () => {
    const { call } = setup(envKeyStore({ OPENAI_API_KEY: SECRET }));
    const state = await call<State>('model.settings.get', {});
    if (!state.ok) throw new Error(state.error.message);
    expect(state.data.keyStore).toEqual({ kind: 'environment', writable: false });
    expect(state.data.providers.find((p) => p.id === 'openai')?.hasKey).toBe(true);
    const r = await call('model.key.set', { provider: 'openai', key: 'sk-other' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('LLM_KEY_STORE');
    expect(r.error.message).toMatch(/environment.*OPENAI_API_KEY/);
    expect(JSON.stringify([state, r])).not.toContain(SECRET);
    const del = await call('model.key.delete', { provider: 'openai' });
    expect(!del.ok && del.error.code).toBe('LLM_KEY_STORE');
  });
});

describe('model.test and outbound.list', () => {
  it('does not send anything while the engine is off', async () => {
    const { call, ledger } = setup();
    const r = await call('model.test', {});
    expect(r).toMatchObject({ ok: true, data: { ok: false, code: 'LLM_NOT_CONFIGURED', host: '127.0.0.1:11434' } });
    expect(ledger).toHaveLength(0);
  });

  it('asks for the missing key before calling a provider that needs one', async () => {
    const { call, ledger } = setup();
    await call('model.settings.set', { settings: { enabled: true, provider: 'openrouter', defaultModel: 'm' } });
    const r = await call('model.test', {});
    expect(r).toMatchObject({
      ok: true,
      data: { ok: false, code: 'LLM_NOT_CONFIGURED', message: expect.stringMatching(/No API key/) }
    });
    expect(ledger).toHaveLength(0);
  });

  it('pages the ledger and bounds the page size', async () => {
    const { call, ledger } = setup();
    for (let i = 0; i < 3; i++)
      ledger.unshift({
        id: i + 1,
        ts: 't',
        provider: 'custom',
        host: 'h',
        method: 'POST',
        purpose: 'chat:extraction',
        bytesOut: 10,
        status: 200,
        runId: null,
        bytesIn: 20,
        durationMs: 5,
        outcome: 'ok'
      });
    expect(await call('outbound.list', { limit: 2 })).toMatchObject({
      ok: true,
      data: { total: 3, rows: [{ id: 3 }, { id: 2 }] }
    });
    expect(await call('outbound.list', { limit: 2, offset: 2 })).toMatchObject({
      ok: true,
      data: { total: 3, rows: [{ id: 1 }] }
    });
    const tooMany = await call('outbound.list', { limit: 100_000 });
    expect(!tooMany.ok && tooMany.error.code).toBe('INVALID_INPUT');
  });
});
