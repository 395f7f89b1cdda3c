import { describe, expect, it } from 'vitest';
import { LlmError, LlmErrors } from '../errors';
import { envKeyStore, keyFor, memoryKeyStore, sessionKeyStore } from '../keys';
import { isLocalEndpoint, modelFor, resolveSettings } from '../settings';

describe('envKeyStore (CLI)', () => {
  it('reads SIBYL_API_KEY first, then the provider variable', async () => {
    const both = envKeyStore({ SIBYL_API_KEY: 'sk-sibyl', OPENAI_API_KEY: 'sk-openai' });
    expect(await both.get('openai')).toBe('sk-sibyl');
    const specific = envKeyStore({ OPENAI_API_KEY: ' sk-openai ', OPENROUTER_API_KEY: 'sk-or' });
    expect(await specific.get('openai')).toBe('sk-openai');
    expect(await specific.get('openrouter')).toBe('sk-or');
    expect(await specific.get('custom')).toBeUndefined();
    expect(await specific.has('openrouter')).toBe(true);
    expect(await specific.has('ollama')).toBe(false);
    expect(await envKeyStore({ OPENAI_API_KEY: '   ' }).get('openai')).toBeUndefined();
  });

  it('refuses to set or delete, naming the variable to set', async () => {
    const store = envKeyStore({});
    const err = await store.set('openrouter', 'sk-x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).llmCode).toBe(LlmErrors.LLM_KEY_STORE);
    expect((err as LlmError).message).toMatch(/SIBYL_API_KEY or OPENROUTER_API_KEY/);
    expect((err as LlmError).message).not.toContain('sk-x');
    await expect(store.delete('openai')).rejects.toMatchObject({ llmCode: LlmErrors.LLM_KEY_STORE });
  });

  it('keyFor demands a key only from providers that need one', async () => {
    const store = envKeyStore({});
    await expect(keyFor(store, 'openai')).rejects.toMatchObject({ llmCode: LlmErrors.LLM_NOT_CONFIGURED });
    expect(await keyFor(store, 'ollama')).toBeUndefined();
    expect(await keyFor(store, 'lmstudio')).toBeUndefined();
    expect(await keyFor(store, 'custom')).toBeUndefined();
  });

  it('memoryKeyStore keeps keys for the session', async () => {
    const store = memoryKeyStore();
    await store.set('openai', 'sk-1');
    expect(await store.get('openai')).toBe('sk-1');
    await store.delete('openai');
    expect(await store.has('openai')).toBe(false);
    expect(store.kind).toBe('session');
  });

  it('sessionKeyStore starts from the environment keys, then changes in memory only', async () => {
    const env = { OPENROUTER_API_KEY: ' sk-or ', SIBYL_API_KEY: '' };
    const store = sessionKeyStore(env);
    expect(store.kind).toBe('session');
    expect(await store.get('openrouter')).toBe('sk-or');
    expect(await store.has('openai')).toBe(false);
    await store.set('openai', 'sk-new');
    await store.delete('openrouter');
    expect(await store.get('openai')).toBe('sk-new');
    expect(await store.has('openrouter')).toBe(false);
    expect(env).toEqual({ OPENROUTER_API_KEY: ' sk-or ', SIBYL_API_KEY: '' });
    expect(envKeyStore(env).kind).toBe('environment');
  });
});

describe('model settings', () => {
  it('defaults to the offline engine with local-friendly limits', () => {
    const s = resolveSettings();
    expect(s).toMatchObject({
      enabled: false,
      provider: 'ollama',
      baseUrl: 'http://127.0.0.1:11434/v1',
      concurrency: 4,
      timeoutMs: 60_000,
      maxRetries: 3,
      stream: true,
      models: {}
    });
  });

  it('fills preset URLs and accepts overrides (trailing slash dropped)', () => {
    expect(resolveSettings({ provider: 'openai' }).baseUrl).toBe('https://api.openai.com/v1');
    expect(resolveSettings({ provider: 'openrouter' }).baseUrl).toBe('https://openrouter.ai/api/v1');
    expect(resolveSettings({ provider: 'lmstudio' }).baseUrl).toBe('http://127.0.0.1:1234/v1');
    expect(resolveSettings({ provider: 'ollama', baseUrl: 'https://192.168.1.5:11434/v1/' }).baseUrl).toBe(
      'https://192.168.1.5:11434/v1'
    );
    expect(resolveSettings({ provider: 'ollama', baseUrl: 'http://localhost:11434/v1' }).baseUrl).toBe(
      'http://localhost:11434/v1'
    );
  });

  it('refuses plain http to a host that is not this machine (the key and the report would cross the network)', () => {
    for (const baseUrl of ['http://192.168.1.5:11434/v1', 'http://api.openai.com/v1', 'http://127.evil.example/v1'])
      expect(() => resolveSettings({ provider: 'custom', baseUrl })).toThrow(/https unless on this machine/);
  });

  it('rejects a custom provider without URL, URLs with credentials, and bad limits', () => {
    const code = (fn: () => unknown): string | undefined => {
      try {
        fn();
      } catch (e) {
        return (e as LlmError).llmCode;
      }
      return undefined;
    };
    expect(code(() => resolveSettings({ provider: 'custom' }))).toBe(LlmErrors.LLM_INVALID_SETTINGS);
    expect(code(() => resolveSettings({ provider: 'custom', baseUrl: 'https://user:sk-secret@example.com/v1' }))).toBe(
      LlmErrors.LLM_INVALID_SETTINGS
    );
    expect(code(() => resolveSettings({ provider: 'custom', baseUrl: 'ftp://example.com' }))).toBe(
      LlmErrors.LLM_INVALID_SETTINGS
    );
    expect(code(() => resolveSettings({ concurrency: 0 }))).toBe(LlmErrors.LLM_INVALID_SETTINGS);
    expect(code(() => resolveSettings({ provider: 'custom', baseUrl: 'https://llm.example.com/v1' }))).toBeUndefined();
  });

  it('never keeps a key smuggled into the settings', () => {
    const s = resolveSettings({ provider: 'openai', apiKey: 'sk-leak' } as never);
    expect(JSON.stringify(s)).not.toContain('sk-leak');
  });

  it('picks the role model, falling back to the default for chat roles but not for embeddings', () => {
    const s = resolveSettings({ defaultModel: 'general', models: { judge: 'strict' } });
    expect(modelFor(s, 'judge')).toBe('strict');
    expect(modelFor(s, 'news')).toBe('general');
    expect(modelFor(s, 'embedding')).toBeUndefined();
  });

  it('tells local endpoints from remote ones', () => {
    expect(isLocalEndpoint(resolveSettings({ provider: 'ollama' }))).toBe(true);
    expect(isLocalEndpoint({ baseUrl: 'http://localhost:8080/v1' })).toBe(true);
    expect(isLocalEndpoint({ baseUrl: 'http://[::1]:8080/v1' })).toBe(true);
    expect(isLocalEndpoint(resolveSettings({ provider: 'openai' }))).toBe(false);
  });
});
