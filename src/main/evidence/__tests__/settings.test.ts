import { describe, expect, it } from 'vitest';
import { envEvidenceKeys, memoryEvidenceKeys, sessionEvidenceKeys } from '../keys';
import { evidenceSettingsState } from '../settingsState';
import { allowedEvidenceHosts, resolveEvidenceSettings, saveEvidenceSettings, loadEvidenceSettings } from '../settings';
import { evidenceFactory, searchProblem } from '../factory';
import { createNetClient } from '../../net/client';
import { createAllowlist } from '../../net/allowlist';
import type { SettingsRepo } from '../../store/pg/repos/settings';

function memoryRepo(): SettingsRepo {
  const rows = new Map<string, unknown>();
  return {
    get: async (k: string) => rows.get(k),
    set: async (k: string, v: unknown) => void rows.set(k, structuredClone(v))
  } as unknown as SettingsRepo;
}

const net = createNetClient({ provider: 'evidence', allow: createAllowlist({}) });

describe('evidence settings', () => {
  it('are all off by default: no provider, no host on the allowlist', async () => {
    const s = await loadEvidenceSettings(memoryRepo(), {});
    expect([s.search.enabled, s.geocoder.enabled, s.imagery.enabled]).toEqual([false, false, false]);
    expect(allowedEvidenceHosts(s)).toEqual([]);
    expect(evidenceFactory(s, { tavily: 'k' })(net)).toEqual({ webSearch: null, geocoder: null, imagery: null });
  });

  it('add to the allowlist only the hosts of the providers switched on', () => {
    const s = resolveEvidenceSettings({
      search: { enabled: true, provider: 'brave' },
      geocoder: { enabled: false },
      imagery: { enabled: true }
    });
    expect(allowedEvidenceHosts(s)).toEqual([
      'api.search.brave.com',
      'planetarycomputer.microsoft.com',
      'sentinel2l2a01.blob.core.windows.net'
    ]);
    const built = evidenceFactory(s, { brave: 'k' })(net);
    expect([built.webSearch?.id, built.geocoder, built.imagery?.id]).toEqual(['brave', null, 'stac']);
    // A switched-on search service without its key is not built (the agent reports "not consulted").
    expect(evidenceFactory(s, {})(net).webSearch).toBeNull();
  });

  it('refuse a bad URL or an incomplete generic adapter, naming the field', () => {
    expect(() =>
      resolveEvidenceSettings({
        search: { enabled: true, provider: 'searxng' },
        geocoder: { enabled: false },
        imagery: { enabled: false }
      })
    ).toThrow(/search.baseUrl: a URL is needed/);
    expect(() =>
      resolveEvidenceSettings({
        search: { enabled: false, provider: 'tavily' },
        geocoder: { enabled: true, baseUrl: 'ftp://x' },
        imagery: { enabled: false }
      })
    ).toThrow(/geocoder.baseUrl/);
    expect(() =>
      resolveEvidenceSettings({
        search: {
          enabled: true,
          provider: 'generic',
          generic: {
            urlTemplate: 'https://s.example/api',
            resultsPath: 'r',
            titlePath: 't',
            urlPath: 'u',
            snippetPath: 's'
          }
        },
        geocoder: { enabled: false },
        imagery: { enabled: false }
      })
    ).toThrow(/\{query\}/);
  });

  it('take the CLI environment over the stored settings, and keys from SIBYL_*_API_KEY', async () => {
    const s = await loadEvidenceSettings(memoryRepo(), {
      SIBYL_SEARCH_PROVIDER: 'searxng',
      SIBYL_SEARCH_URL: 'https://searx.example.org',
      SIBYL_GEOCODER_URL: 'https://nominatim.example.org'
    });
    expect(s.search).toMatchObject({ enabled: true, provider: 'searxng', baseUrl: 'https://searx.example.org' });
    expect(allowedEvidenceHosts(s)).toEqual(['searx.example.org', 'nominatim.example.org']);
    await expect(loadEvidenceSettings(memoryRepo(), { SIBYL_SEARCH_PROVIDER: 'google' })).rejects.toThrow(
      /^search\.provider: /
    );
    const env = envEvidenceKeys({ SIBYL_TAVILY_API_KEY: 'tvly-1' });
    expect(await env.get('tavily')).toBe('tvly-1');
    await expect(env.set('brave', 'x')).rejects.toThrow(/SIBYL_BRAVE_API_KEY/);
    expect(await sessionEvidenceKeys({ SIBYL_BRAVE_API_KEY: 'b' }).has('brave')).toBe(true);
  });

  it('show what each provider would receive: the query text, the key as a placeholder, no report text', async () => {
    const repo = memoryRepo();
    await saveEvidenceSettings(repo, {
      search: { enabled: false, provider: 'tavily' },
      geocoder: { enabled: false },
      imagery: { enabled: false }
    });
    const keys = memoryEvidenceKeys({ tavily: 'tvly-secret' });
    const state = await evidenceSettingsState({ settings: repo, keys, env: {} });
    const tavily = state.previews.search.find((p) => p.provider === 'tavily')!;
    expect(tavily.sends).toContain("'Orange SA controversy emissions'");
    expect(tavily.neverSends).toMatch(/No report text/);
    expect(tavily.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.tavily.com/search',
      headers: ['Authorization: Bearer <your key>', 'Content-Type: application/json']
    });
    expect(JSON.parse(tavily.requests[0]!.body!).query).toBe('Orange SA controversy emissions');
    expect(JSON.stringify(state)).not.toContain('tvly-secret');
    expect(state.previews.search.find((p) => p.provider === 'brave')!.problem).toMatch(/No API key/);
    expect(state.previews.geocoder.requests[0]!.url).toBe(
      'https://nominatim.openstreetmap.org/search?q=Chennai%2C+Tamil+Nadu&format=jsonv2&limit=5&addressdetails=1'
    );
    expect(state.keys.find((k) => k.id === 'tavily')).toEqual({
      id: 'tavily',
      hasKey: true,
      env: 'SIBYL_TAVILY_API_KEY'
    });
    expect(state.allowedHosts).toEqual([]);
  });
});

describe('evidence keys and their hosts', () => {
  it('refuse plain http to a host that is not this machine', () => {
    for (const search of [
      { enabled: true, provider: 'tavily' as const, baseUrl: 'http://collector.example' },
      { enabled: true, provider: 'searxng' as const, baseUrl: 'http://10.0.0.5:8888' }
    ])
      expect(() =>
        resolveEvidenceSettings({ search, geocoder: { enabled: false }, imagery: { enabled: false } })
      ).toThrow(/must be an https URL/);
    expect(() =>
      resolveEvidenceSettings({
        search: { enabled: false, provider: 'tavily' },
        geocoder: { enabled: true, baseUrl: 'http://geo.example' },
        imagery: { enabled: false }
      })
    ).toThrow(/geocoder.baseUrl: must be an https URL/);
    const local = resolveEvidenceSettings({
      search: { enabled: true, provider: 'searxng', baseUrl: 'http://127.0.0.1:8888' },
      geocoder: { enabled: false },
      imagery: { enabled: false }
    });
    expect(local.search.baseUrl).toBe('http://127.0.0.1:8888');
  });

  it('send a Tavily or Brave key to its own service only (or this machine), never to another base URL', () => {
    const moved = resolveEvidenceSettings({
      search: { enabled: true, provider: 'tavily', baseUrl: 'https://collector.example' },
      geocoder: { enabled: false },
      imagery: { enabled: false }
    });
    expect(evidenceFactory(moved, { tavily: 'tvly-secret' })(net).webSearch).toBeNull();
    expect(searchProblem(moved, { tavily: 'tvly-secret' })).toMatch(/sent only to https:\/\/api\.tavily\.com/);
    const home = resolveEvidenceSettings({
      search: { enabled: true, provider: 'brave', baseUrl: 'https://api.search.brave.com' },
      geocoder: { enabled: false },
      imagery: { enabled: false }
    });
    expect(evidenceFactory(home, { brave: 'k' })(net).webSearch?.id).toBe('brave');
  });
});
