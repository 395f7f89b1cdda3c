/**
 * Where the model settings come from and where the gateway's request log goes. Settings live in
 * PGlite under `model` (never a key); for the CLI, SIBYL_PROVIDER / SIBYL_BASE_URL / SIBYL_MODEL /
 * SIBYL_EMBEDDING_MODEL override them and switch the model engine on. The model engine's requests
 * leave through a net/ client that allows, while the engine is on, the configured endpoint (its host
 * and port; no other loopback service), and writes each request as an outbound-ledger row (never the key or the text).
 */
import type { Logger } from '../log';
import type { OutboundRepo } from '../store/pg/repos/outbound';
import type { SettingsRepo } from '../store/pg/repos/settings';
import { createAllowlist } from '../net/allowlist';
import { createNetClient } from '../net/client';
import { type NetClient } from '../net/types';
import { resolveSettings, type ModelSettings, type ModelSettingsInput } from './settings';

export const MODEL_SETTINGS_KEY = 'model';

const ENV_OVERRIDES = ['SIBYL_PROVIDER', 'SIBYL_BASE_URL', 'SIBYL_MODEL', 'SIBYL_EMBEDDING_MODEL'] as const;

/** The environment variables (names) that override the stored settings, as loadModelSettings applies them. */
export const modelEnvOverrides = (env: NodeJS.ProcessEnv = process.env): string[] =>
  ENV_OVERRIDES.filter((name) => !!env[name]);

export async function loadModelSettings(
  repo: SettingsRepo,
  env: NodeJS.ProcessEnv = process.env
): Promise<ModelSettings> {
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

/** The outbound door for the model engine: its ledger is the outbound repo. */
export function modelNetClient(outbound: OutboundRepo, settings: ModelSettings, log: Logger): NetClient {
  return createNetClient(
    {
      provider: settings.provider,
      allow: createAllowlist({ modelBaseUrl: settings.enabled ? settings.baseUrl : null }),
      ledger: outbound
    },
    log.child('net')
  );
}
