/**
 * The gateway the model engine uses, built from the stored settings (CLI: environment overrides) and
 * the key store: refuses clearly when the engine is off, a needed model is unset or a needed key is
 * missing. Every request it makes is written to the outbound ledger.
 */
import type { Logger } from '../log';
import type { OutboundRepo } from '../store/pg/repos/outbound';
import type { SettingsRepo } from '../store/pg/repos/settings';
import { llmError } from './errors';
import { createGateway } from './gateway';
import type { Gateway } from './gatewayTypes';
import type { KeyStore } from './keys';
import { keyForEndpoint } from './keyBinding';
import { loadModelSettings, modelNetClient } from './modelConfig';
import { modelFor, type ChatRole } from './settings';

export interface GatewayDeps {
  keys: KeyStore;
  log: Logger;
  env?: NodeJS.ProcessEnv;
}

export async function configuredGateway(
  repos: { settings: SettingsRepo; outbound: OutboundRepo },
  deps: GatewayDeps,
  requiredRoles: readonly ChatRole[]
): Promise<Gateway> {
  const settings = await loadModelSettings(repos.settings, deps.env);
  if (!settings.enabled) throw llmError.disabled();
  for (const role of requiredRoles) if (!modelFor(settings, role)) throw llmError.noModel(role);
  const apiKey = await keyForEndpoint(deps.keys, repos.settings, settings, deps.env);
  return createGateway({
    settings,
    ...(apiKey ? { apiKey } : {}),
    log: deps.log.child('llm'),
    net: modelNetClient(repos.outbound, settings, deps.log)
  });
}
