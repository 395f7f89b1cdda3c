/**
 * What the Settings screen is told about the model engine, and how the form's settings are stored.
 * The state holds the stored settings (defaults and preset URL filled), per provider whether a key is
 * stored (never the key), what kind of key store this host has, the endpoint's host and whether it is
 * local, and whether a model-engine run could start now (with the effective settings, environment
 * overrides included, exactly as the claims engine would load them).
 */
import { endpointOf } from '../../shared/ipc/endpoint';
import type { ModelSettingsForm, ModelSettingsState } from '../../shared/ipc/routes/model';
import type { SettingsRepo } from '../store/pg/repos/settings';
import { LlmError } from './errors';
import type { KeyStore } from './keys';
import { keyFitsUrl } from './keyBinding';
import { loadModelSettings, modelEnvOverrides, MODEL_SETTINGS_KEY } from './modelConfig';
import {
  modelFor,
  PROVIDER_PRESETS,
  PROVIDERS,
  providerNeedsKey,
  resolveSettings,
  ROLES,
  type ModelSettings,
  type ModelSettingsInput,
  type Provider
} from './settings';

export interface SettingsStateDeps {
  settings: SettingsRepo;
  keys: KeyStore;
  env?: NodeJS.ProcessEnv;
}

const labelOf = (id: Provider): string => (id === 'custom' ? 'Custom' : PROVIDER_PRESETS[id].label);

/** The stored settings, resolved; an invalid stored row reads as the defaults plus the reason. */
async function storedSettings(repo: SettingsRepo): Promise<{ settings: ModelSettings; problem: string | null }> {
  try {
    return { settings: resolveSettings((await repo.get<ModelSettingsInput>(MODEL_SETTINGS_KEY)) ?? {}), problem: null };
  } catch (err) {
    if (err instanceof LlmError) return { settings: resolveSettings({}), problem: err.message };
    throw err;
  }
}

/** Why a model-engine run could not start now, or null when it could. */
async function engineProblem(deps: SettingsStateDeps): Promise<string | null> {
  let effective: ModelSettings;
  try {
    effective = await loadModelSettings(deps.settings, deps.env);
  } catch (err) {
    if (err instanceof LlmError) return err.message;
    throw err;
  }
  if (!effective.enabled) return 'The model engine is off.';
  if (!modelFor(effective, 'extraction')) return 'No model is set for extraction.';
  if (providerNeedsKey(effective.provider) && !(await usableKey(deps, effective.provider, effective.baseUrl)))
    return `No API key is stored for ${labelOf(effective.provider)}.`;
  return null;
}

/** The preset's URL; none for custom, whose key is judged only against the saved base URL. */
const presetUrl = (id: Provider): string | undefined => (id === 'custom' ? undefined : PROVIDER_PRESETS[id].baseUrl);

/** A stored key counts only for the base URL it was given for (environment keys pair with SIBYL_BASE_URL). */
async function usableKey(deps: SettingsStateDeps, provider: Provider, baseUrl: string | undefined): Promise<boolean> {
  if (!(await deps.keys.has(provider))) return false;
  if (baseUrl === undefined) return true;
  if (deps.keys.kind === 'environment' && (deps.env ?? process.env).SIBYL_BASE_URL) return true;
  return keyFitsUrl(deps.settings, provider, baseUrl);
}

export async function modelSettingsState(deps: SettingsStateDeps): Promise<ModelSettingsState> {
  const { settings, problem: storedProblem } = await storedSettings(deps.settings);
  const providers = await Promise.all(
    PROVIDERS.map(async (id) => ({
      id,
      label: labelOf(id),
      baseUrl: id === 'custom' ? null : PROVIDER_PRESETS[id].baseUrl,
      needsKey: providerNeedsKey(id),
      hasKey: await usableKey(deps, id, id === settings.provider ? settings.baseUrl : presetUrl(id))
    }))
  );
  const problem = storedProblem ?? (await engineProblem(deps));
  return {
    settings,
    providers,
    roles: [...ROLES],
    keyStore: { kind: deps.keys.kind, writable: deps.keys.kind !== 'environment' },
    endpoint: endpointOf(settings.baseUrl),
    engine: { ready: problem === null, problem },
    envOverrides: modelEnvOverrides(deps.env)
  };
}

/** Blank text fields mean "not set"; a base URL equal to the provider's preset is not stored. */
function normalise(form: ModelSettingsForm): ModelSettingsInput {
  const blank = (s: string | undefined): string | undefined => (s === undefined || s.trim() === '' ? undefined : s);
  const models = Object.fromEntries(Object.entries(form.models ?? {}).filter(([, m]) => blank(m) !== undefined));
  const { baseUrl, defaultModel, ...rest } = form;
  const url = blank(baseUrl);
  const defModel = blank(defaultModel);
  return {
    ...rest,
    models,
    ...(url !== undefined ? { baseUrl: url } : {}),
    ...(defModel !== undefined ? { defaultModel: defModel } : {})
  };
}

/**
 * Validates the form with the gateway's ModelSettingsSchema (LLM_INVALID_SETTINGS naming each field
 * at fault, as `field: problem; …`) and stores the result under MODEL_SETTINGS_KEY.
 */
export async function saveModelSettings(repo: SettingsRepo, form: ModelSettingsForm): Promise<ModelSettings> {
  const resolved = resolveSettings(normalise(form));
  const { baseUrl, ...rest } = resolved;
  const keepUrl = resolved.provider === 'custom' || baseUrl !== PROVIDER_PRESETS[resolved.provider].baseUrl;
  await repo.set(MODEL_SETTINGS_KEY, keepUrl ? resolved : rest);
  return resolved;
}
