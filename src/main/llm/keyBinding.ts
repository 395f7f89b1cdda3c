/**
 * Ties each stored model key to the origin (scheme, host, port) it was given for, so a key never
 * follows a base URL that changed afterwards. The origins sit in the settings table under
 * MODEL_KEY_ORIGINS_KEY (an origin is no secret). A preset provider's key is bound to the preset's
 * origin until the analyst enters it while another base URL is saved; a custom provider's key is bound
 * to the first base URL it is used with. On the command line a key and SIBYL_BASE_URL both come from
 * the same shell, so that pairing stands.
 */
import type { SettingsRepo } from '../store/pg/repos/settings';
import { LlmError, LlmErrors } from './errors';
import { keyFor, type KeyStore } from './keys';
import { MODEL_SETTINGS_KEY } from './modelConfig';
import {
  PROVIDER_PRESETS,
  resolveSettings,
  type ModelSettings,
  type ModelSettingsInput,
  type Provider
} from './settings';

const MODEL_KEY_ORIGINS_KEY = 'model.key_origins';

type Origins = Partial<Record<Provider, string>>;

const originOf = (url: string): string => new URL(url).origin;

const presetOrigin = (p: Provider): string | undefined =>
  p === 'custom' ? undefined : originOf(PROVIDER_PRESETS[p].baseUrl);

async function origins(repo: SettingsRepo): Promise<Origins> {
  return (await repo.get<Origins>(MODEL_KEY_ORIGINS_KEY)) ?? {};
}

/** The origin a provider's key belongs to, or undefined when it is not bound yet (a custom key). */
export async function keyOrigin(repo: SettingsRepo, provider: Provider): Promise<string | undefined> {
  return (await origins(repo))[provider] ?? presetOrigin(provider);
}

/** Records (or, with undefined, forgets) the origin a provider's key was given for. */
export async function bindKey(repo: SettingsRepo, provider: Provider, origin: string | undefined): Promise<void> {
  const { [provider]: _old, ...rest } = await origins(repo);
  await repo.set(MODEL_KEY_ORIGINS_KEY, origin === undefined ? rest : { ...rest, [provider]: origin });
}

/** The origin a key entered now for this provider is meant for: the saved base URL when it is this provider's. */
export async function intendedOrigin(repo: SettingsRepo, provider: Provider): Promise<string | undefined> {
  try {
    const stored = resolveSettings((await repo.get<ModelSettingsInput>(MODEL_SETTINGS_KEY)) ?? {});
    if (stored.provider === provider && stored.baseUrl) return originOf(stored.baseUrl);
  } catch {
    /* unreadable settings: fall back to the preset */
  }
  return presetOrigin(provider);
}

/** Whether a stored key may be sent to this base URL (an unbound key may: it gets bound on use). */
export async function keyFitsUrl(repo: SettingsRepo, provider: Provider, baseUrl: string): Promise<boolean> {
  const bound = await keyOrigin(repo, provider);
  return bound === undefined || bound === originOf(baseUrl);
}

/**
 * The key for these settings, only when it was given for their base URL's origin; LLM_NOT_CONFIGURED
 * (asking for the key again) when the base URL moved since. An unbound key is bound to this origin.
 */
export async function keyForEndpoint(
  store: KeyStore,
  repo: SettingsRepo,
  settings: Pick<ModelSettings, 'provider' | 'baseUrl'>,
  env: NodeJS.ProcessEnv = process.env
): Promise<string | undefined> {
  const key = await keyFor(store, settings.provider);
  if (key === undefined) return undefined;
  if (store.kind === 'environment' && env.SIBYL_BASE_URL) return key;
  const origin = originOf(settings.baseUrl);
  const bound = await keyOrigin(repo, settings.provider);
  if (bound === undefined) await bindKey(repo, settings.provider, origin);
  else if (bound !== origin)
    throw new LlmError(
      LlmErrors.LLM_NOT_CONFIGURED,
      `The API key for ${settings.provider} was given for ${bound}, but the base URL now points at ${origin}. ` +
        'Enter the key again in Settings to use it there.'
    );
  return key;
}

/**
 * After the settings are saved: a stored key bound to another origin than the new base URL is removed
 * (the Settings screen then asks for it again); an unbound one is bound to the new base URL.
 */
export async function rebindAfterSave(
  store: KeyStore,
  repo: SettingsRepo,
  saved: Pick<ModelSettings, 'provider' | 'baseUrl'>
): Promise<void> {
  if (!(await store.has(saved.provider))) return;
  const origin = originOf(saved.baseUrl);
  const bound = await keyOrigin(repo, saved.provider);
  if (bound === undefined) await bindKey(repo, saved.provider, origin);
  else if (bound !== origin && store.kind !== 'environment') {
    await store.delete(saved.provider);
    await bindKey(repo, saved.provider, undefined);
  }
}
