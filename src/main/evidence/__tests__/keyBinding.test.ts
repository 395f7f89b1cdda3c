/** Evidence keys tied to the origin they were given for: moving a provider's URL asks for its key again. */
import { describe, expect, it } from 'vitest';
import type { SettingsRepo } from '../../store/pg/repos/settings';
import { envEvidenceKeys, memoryEvidenceKeys } from '../keys';
import { bindEvidenceKey, EVIDENCE_KEY_ORIGINS_KEY, rebindEvidenceKeys } from '../keyBinding';
import { resolveEvidenceSettings, saveEvidenceSettings } from '../settings';

function memoryRepo(): SettingsRepo {
  const rows = new Map<string, unknown>();
  return {
    get: async (k: string) => structuredClone(rows.get(k)),
    set: async (k: string, v: unknown) => void rows.set(k, structuredClone(v))
  } as unknown as SettingsRepo;
}

const searxng = (baseUrl: string) => ({
  search: { enabled: true, provider: 'searxng' as const, baseUrl },
  geocoder: { enabled: false },
  imagery: { enabled: false }
});

describe('evidence keys bound to their origin', () => {
  it('removes a SearXNG key when its instance moves to another origin, and keeps it for the same one', async () => {
    const repo = memoryRepo();
    const keys = memoryEvidenceKeys();
    await saveEvidenceSettings(repo, searxng('https://search.example.org'));
    await keys.set('searxng', 'sx-secret');
    await bindEvidenceKey(repo, 'searxng', {});
    expect(await repo.get(EVIDENCE_KEY_ORIGINS_KEY)).toEqual({ searxng: 'https://search.example.org' });

    const same = await saveEvidenceSettings(repo, searxng('https://search.example.org/sub'));
    await rebindEvidenceKeys(keys, repo, same);
    expect(await keys.has('searxng')).toBe(true);

    const moved = await saveEvidenceSettings(repo, searxng('https://collector.example'));
    await rebindEvidenceKeys(keys, repo, moved);
    expect(await keys.has('searxng')).toBe(false);
    expect(await repo.get(EVIDENCE_KEY_ORIGINS_KEY)).toEqual({});
  });

  it('leaves a key alone when another search service is chosen, and keys from the environment always', async () => {
    const repo = memoryRepo();
    const keys = memoryEvidenceKeys({ tavily: 'tvly-secret' });
    await rebindEvidenceKeys(keys, repo, resolveEvidenceSettings(searxng('https://search.example.org')));
    expect(await keys.has('tavily')).toBe(true);
    const env = envEvidenceKeys({ SIBYL_SEARXNG_API_KEY: 'sx' });
    await repo.set(EVIDENCE_KEY_ORIGINS_KEY, { searxng: 'https://a.example' });
    await rebindEvidenceKeys(env, repo, resolveEvidenceSettings(searxng('https://b.example')));
    expect(await env.has('searxng')).toBe(true);
  });
});
