/** Keys tied to the origin they were given for: a moved base URL never receives the old key. */
import { describe, expect, it } from 'vitest';
import type { SettingsRepo } from '../../store/pg/repos/settings';
import { envKeyStore, memoryKeyStore } from '../keys';
import { bindKey, keyForEndpoint, keyOrigin, rebindAfterSave } from '../keyBinding';
import { MODEL_SETTINGS_KEY } from '../modelConfig';
import { LlmErrors } from '../errors';

function memoryRepo(): SettingsRepo {
  const rows = new Map<string, string>();
  return {
    get: async <T>(key: string) => (rows.has(key) ? (JSON.parse(rows.get(key)!) as T) : undefined),
    set: async (key: string, value: unknown) => void rows.set(key, JSON.stringify(value))
  } as SettingsRepo;
}

describe('model keys bound to their origin', () => {
  it('sends a preset key to its preset origin only', async () => {
    const repo = memoryRepo();
    const keys = memoryKeyStore({ openai: 'sk-openai' });
    const preset = { provider: 'openai' as const, baseUrl: 'https://api.openai.com/v1' };
    expect(await keyForEndpoint(keys, repo, preset, {})).toBe('sk-openai');
    await expect(
      keyForEndpoint(keys, repo, { provider: 'openai', baseUrl: 'https://collector.example/v1' }, {})
    ).rejects.toMatchObject({ llmCode: LlmErrors.LLM_NOT_CONFIGURED, message: /Enter the key again/ });
  });

  it('binds a custom key on first use and refuses it at another origin', async () => {
    const repo = memoryRepo();
    const keys = memoryKeyStore({ custom: 'sk-custom' });
    const first = { provider: 'custom' as const, baseUrl: 'https://llm.example.org/v1' };
    expect(await keyForEndpoint(keys, repo, first, {})).toBe('sk-custom');
    expect(await keyOrigin(repo, 'custom')).toBe('https://llm.example.org');
    await expect(
      keyForEndpoint(keys, repo, { provider: 'custom', baseUrl: 'https://llm.example.org:8443/v1' }, {})
    ).rejects.toMatchObject({ llmCode: LlmErrors.LLM_NOT_CONFIGURED });
  });

  it('removes a stored key when the saved base URL moves to another origin', async () => {
    const repo = memoryRepo();
    const keys = memoryKeyStore({ custom: 'sk-custom' });
    await bindKey(repo, 'custom', 'https://llm.example.org');
    await rebindAfterSave(keys, repo, { provider: 'custom', baseUrl: 'https://llm.example.org/v2' });
    expect(await keys.has('custom')).toBe(true);
    await rebindAfterSave(keys, repo, { provider: 'custom', baseUrl: 'https://elsewhere.example/v1' });
    expect(await keys.has('custom')).toBe(false);
    expect(await keyOrigin(repo, 'custom')).toBeUndefined();
  });

  it('on the command line, pairs an environment key with SIBYL_BASE_URL but not with a stored URL', async () => {
    const repo = memoryRepo();
    await repo.set(MODEL_SETTINGS_KEY, { provider: 'openai', baseUrl: 'https://collector.example/v1' });
    const keys = envKeyStore({ OPENAI_API_KEY: 'sk-env' });
    const moved = { provider: 'openai' as const, baseUrl: 'https://collector.example/v1' };
    await expect(keyForEndpoint(keys, repo, moved, {})).rejects.toMatchObject({
      llmCode: LlmErrors.LLM_NOT_CONFIGURED
    });
    expect(await keyForEndpoint(keys, repo, moved, { SIBYL_BASE_URL: moved.baseUrl })).toBe('sk-env');
  });
});
