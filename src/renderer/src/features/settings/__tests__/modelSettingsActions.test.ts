import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelSettingsState } from '../../../../../shared/ipc/routes/model';

const request = vi.fn();
vi.mock('../../../ipc/client', () => ({
  request: (...args: unknown[]) => request(...args),
  on: () => () => undefined
}));

const actions = await import('../modelSettingsActions');
const { modelSettingsStore, initialModelSettings } = await import('../modelSettingsStore');

const ipcError = (code: string, message: string): Error => Object.assign(new Error(message), { code });

const state = (patch: Partial<ModelSettingsState['settings']> = {}, hasKey = false): ModelSettingsState => ({
  settings: {
    enabled: false,
    provider: 'ollama',
    baseUrl: 'http://127.0.0.1:11434/v1',
    models: {},
    concurrency: 4,
    timeoutMs: 60_000,
    maxRetries: 3,
    stream: true,
    ...patch
  },
  providers: [
    { id: 'openai', label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', needsKey: true, hasKey },
    { id: 'ollama', label: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', needsKey: false, hasKey: false },
    { id: 'custom', label: 'Custom', baseUrl: null, needsKey: false, hasKey: false }
  ],
  roles: ['extraction', 'judge', 'embedding'],
  keyStore: { kind: 'session', writable: true },
  endpoint: { host: '127.0.0.1:11434', local: true },
  engine: { ready: false, problem: 'The model engine is off.' },
  envOverrides: []
});

function answer(routes: Record<string, unknown | ((input: unknown) => unknown)>): void {
  request.mockImplementation(async (route: string, input: unknown) => {
    const r = routes[route];
    const value = typeof r === 'function' ? (r as (i: unknown) => unknown)(input) : r;
    if (value instanceof Error) throw value;
    return value;
  });
}

beforeEach(() => {
  request.mockReset();
  modelSettingsStore.setState(initialModelSettings, true);
});

describe('model settings actions', () => {
  it('loads the state into a clean form', async () => {
    answer({ 'model.settings.get': state() });
    await actions.loadModelSettings();
    expect(modelSettingsStore.getState()).toMatchObject({
      load: 'ready',
      form: { provider: 'ollama', baseUrl: 'http://127.0.0.1:11434/v1', timeoutSec: '60' }
    });
  });

  it('does not send a form it can already fault, and shows main’s validation inline', async () => {
    answer({ 'model.settings.get': state() });
    await actions.loadModelSettings();
    actions.chooseProvider('custom');
    await actions.saveModelSettings();
    expect(request).not.toHaveBeenCalledWith('model.settings.set', expect.anything());
    expect(modelSettingsStore.getState().errors).toEqual({ baseUrl: 'A custom provider needs a base URL.' });

    answer({
      'model.settings.set': ipcError(
        'LLM_INVALID_SETTINGS',
        'The model settings are not valid: concurrency: Too big: expected number to be <=64'
      )
    });
    actions.editForm({ baseUrl: 'http://localhost:8080/v1', concurrency: '500' });
    await actions.saveModelSettings();
    expect(modelSettingsStore.getState()).toMatchObject({
      saving: false,
      saved: false,
      errors: { concurrency: 'Too big: expected number to be <=64' }
    });
  });

  it('saves, then shows the stored settings as clean', async () => {
    answer({
      'model.settings.get': state(),
      'model.settings.set': state({
        enabled: true,
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1',
        defaultModel: 'gpt-x'
      })
    });
    await actions.loadModelSettings();
    actions.chooseProvider('openai');
    actions.editForm({ enabled: true, defaultModel: ' gpt-x ' });
    await actions.saveModelSettings();
    expect(request).toHaveBeenCalledWith('model.settings.set', {
      settings: {
        enabled: true,
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1',
        defaultModel: 'gpt-x',
        models: {},
        concurrency: 4,
        timeoutMs: 60_000,
        maxRetries: 3,
        stream: true
      }
    });
    expect(modelSettingsStore.getState()).toMatchObject({
      saved: true,
      errors: {},
      form: { provider: 'openai', defaultModel: 'gpt-x' }
    });
  });

  it('sends the key once and keeps nothing of it; main’s refusal is shown', async () => {
    answer({ 'model.settings.get': state({}, true), 'model.key.set': { provider: 'openai', hasKey: true } });
    expect(await actions.storeApiKey('openai', 'sk-renderer-secret')).toBe(true);
    expect(request).toHaveBeenCalledWith('model.key.set', { provider: 'openai', key: 'sk-renderer-secret' });
    expect(modelSettingsStore.getState().state?.providers[0]?.hasKey).toBe(true);
    expect(JSON.stringify(modelSettingsStore.getState())).not.toContain('sk-renderer-secret');

    answer({ 'model.key.set': ipcError('LLM_KEY_STORE', 'This system offers no keychain.') });
    expect(await actions.storeApiKey('openai', 'sk-2')).toBe(false);
    expect(modelSettingsStore.getState()).toMatchObject({
      keyBusy: false,
      keyError: 'This system offers no keychain.'
    });
    expect(await actions.storeApiKey('openai', '   ')).toBe(false);
    expect(modelSettingsStore.getState().keyError).toBe('Enter the API key.');
  });

  it('tests the connection, then reloads the outbound requests', async () => {
    const row = {
      id: 1,
      ts: '2025-01-01T00:00:00.000Z',
      provider: 'custom',
      host: 'h',
      method: 'POST',
      purpose: 'chat:extraction',
      bytesOut: 99,
      status: 401,
      runId: 'connection-test'
    };
    answer({
      'model.test': { ok: false, host: 'h', code: 'LLM_AUTH', message: 'refused' },
      'outbound.list': { rows: [row], total: 1 }
    });
    await actions.testModelConnection();
    await new Promise((r) => setTimeout(r, 0));
    expect(modelSettingsStore.getState()).toMatchObject({
      testing: false,
      test: { ok: false, code: 'LLM_AUTH' },
      outbound: { load: 'ready', rows: [row], total: 1, offset: 0 }
    });
    expect(request).toHaveBeenCalledWith('outbound.list', { limit: 25, offset: 0 });
  });
});
