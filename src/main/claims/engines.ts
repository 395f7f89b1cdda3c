/**
 * Picks the claims engine for a run. Offline needs nothing. The model engine needs the model settings
 * (stored in PGlite under `model`, overridable for the CLI by SIBYL_PROVIDER / SIBYL_BASE_URL /
 * SIBYL_MODEL / SIBYL_EMBEDDING_MODEL) with the engine switched on, and a key from the key store when the provider needs one.
 * Every request the gateway makes is written to the outbound ledger.
 */
import type { Engine } from '../../shared/domain/provenance';
import type { Logger } from '../log';
import type { Stores } from '../store/stores';
import { createGateway, type RequestLogEntry } from '../llm/gateway';
import type { SettingsRepo } from '../store/pg/repos/settings';
import type { OutboundRepo } from '../store/pg/repos/outbound';
import { keyFor, type KeyStore } from '../llm/keys';
import { llmError } from '../llm/errors';
import { modelFor, resolveSettings, type ModelSettings, type ModelSettingsInput } from '../llm/settings';
import type { ClaimEngine } from './engine';
import { createOfflineEngine } from './offline/engine';
import { createModelEngine } from './model/index';

export const MODEL_SETTINGS_KEY = 'model';

export async function loadModelSettings(repo: SettingsRepo, env: NodeJS.ProcessEnv = process.env): Promise<ModelSettings> {
  const stored = ((await repo.get<ModelSettingsInput>(MODEL_SETTINGS_KEY)) ?? {}) as ModelSettingsInput;
  const fromEnv: Partial<ModelSettingsInput> = {};
  if (env.SIBYL_PROVIDER) fromEnv.provider = env.SIBYL_PROVIDER as ModelSettings['provider'];
  if (env.SIBYL_BASE_URL) fromEnv.baseUrl = env.SIBYL_BASE_URL;
  if (env.SIBYL_MODEL) fromEnv.defaultModel = env.SIBYL_MODEL;
  if (env.SIBYL_EMBEDDING_MODEL) fromEnv.models = { ...(stored.models ?? {}), embedding: env.SIBYL_EMBEDDING_MODEL };
  // Naming a provider or model in the environment is the CLI's way of switching the engine on.
  if (Object.keys(fromEnv).length) fromEnv.enabled = true;
  return resolveSettings({ ...stored, ...fromEnv });
}

export interface EngineDeps {
  keys: KeyStore;
  log: Logger;
  env?: NodeJS.ProcessEnv;
}

export async function engineFor(stores: Stores, engine: Engine, deps: EngineDeps): Promise<ClaimEngine> {
  if (engine === 'offline') return createOfflineEngine();
  const settings = await loadModelSettings(stores.settings, deps.env);
  if (!settings.enabled) throw llmError.disabled();
  if (!modelFor(settings, 'extraction')) throw llmError.noModel('extraction');
  const apiKey = await keyFor(deps.keys, settings.provider);
  const gateway = createGateway({ settings, ...(apiKey ? { apiKey } : {}), log: deps.log.child('llm'), onRequest: ledgerWriter(stores.outbound, settings, deps.log) });
  return createModelEngine(gateway, settings);
}

/** Writes each gateway request to the outbound ledger (host, purpose, bytes, status; never key or text). */
export function ledgerWriter(outbound: OutboundRepo, settings: ModelSettings, log: Logger): (e: RequestLogEntry) => void {
  return (e) =>
    void outbound
      .record({ provider: settings.provider, host: e.host, method: 'POST', purpose: `${e.kind}:${e.role}${e.repair ? ':repair' : ''}`, bytesOut: e.requestBytes, status: e.status ?? null, runId: e.runId ?? null })
      .catch((err: unknown) => log.error('could not write the outbound ledger', { error: String(err) }));
}
