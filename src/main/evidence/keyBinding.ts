/**
 * Ties each stored evidence key to the origin of the URL it was given for, as the model engine's keys
 * are: the origins sit in the settings table under EVIDENCE_KEY_ORIGINS_KEY (no secret). Saving
 * settings that move a keyed provider to another origin removes its stored key, so Settings asks for
 * it again instead of handing it to the new address. Keys from the environment (CLI) pair with the
 * URLs from the same environment and are left alone.
 */
import type { SettingsRepo } from '../store/pg/repos/settings';
import type { EvidenceKeyId, EvidenceKeyStore } from './keys';
import { loadEvidenceSettings, type EvidenceSettings } from './settings';
import { BRAVE_BASE_URL } from './search/brave';
import { TAVILY_BASE_URL } from './search/tavily';

export const EVIDENCE_KEY_ORIGINS_KEY = 'evidence.key_origins';

type Origins = Partial<Record<EvidenceKeyId, string>>;

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url.replaceAll('{query}', 'q').replaceAll('{count}', '1')).origin;
  } catch {
    return undefined;
  }
};

/** Where each provider's key would be sent with these settings (the chosen search service and STAC). */
function keyOriginsFor(s: EvidenceSettings): Origins {
  const p = s.search.provider;
  // The search URL belongs to the chosen search service only: the others are left as they are.
  const out: Origins = { stac: originOf(s.imagery.stacUrl) };
  if (p === 'tavily') out.tavily = originOf(s.search.baseUrl ?? TAVILY_BASE_URL);
  if (p === 'brave') out.brave = originOf(s.search.baseUrl ?? BRAVE_BASE_URL);
  if (p === 'searxng') out.searxng = originOf(s.search.baseUrl);
  if (p === 'generic') out.generic = originOf(s.search.generic?.urlTemplate);
  return Object.fromEntries(Object.entries(out).filter(([, o]) => o !== undefined)) as Origins;
}

const recorded = async (repo: SettingsRepo): Promise<Origins> =>
  (await repo.get<Origins>(EVIDENCE_KEY_ORIGINS_KEY)) ?? {};

/** After a key is stored: bind it to where the saved settings would send it (unbound when unknown yet). */
export async function bindEvidenceKey(repo: SettingsRepo, id: EvidenceKeyId, env: NodeJS.ProcessEnv): Promise<void> {
  const { [id]: _old, ...rest } = await recorded(repo);
  const origin = keyOriginsFor(await loadEvidenceSettings(repo, env))[id];
  await repo.set(EVIDENCE_KEY_ORIGINS_KEY, origin ? { ...rest, [id]: origin } : rest);
}

/** After a key is removed: forget its origin. */
export async function unbindEvidenceKey(repo: SettingsRepo, id: EvidenceKeyId): Promise<void> {
  const { [id]: _old, ...rest } = await recorded(repo);
  await repo.set(EVIDENCE_KEY_ORIGINS_KEY, rest);
}

/** After settings are saved: a key whose provider moved to another origin is removed; an unbound one is bound. */
export async function rebindEvidenceKeys(
  store: EvidenceKeyStore,
  repo: SettingsRepo,
  saved: EvidenceSettings
): Promise<void> {
  if (store.kind === 'environment') return;
  const bound = await recorded(repo);
  const next: Origins = { ...bound };
  for (const [id, origin] of Object.entries(keyOriginsFor(saved)) as [EvidenceKeyId, string][]) {
    if (!(await store.has(id))) continue;
    if (bound[id] === undefined) next[id] = origin;
    else if (bound[id] !== origin) {
      await store.delete(id);
      delete next[id];
    }
  }
  await repo.set(EVIDENCE_KEY_ORIGINS_KEY, next);
}
