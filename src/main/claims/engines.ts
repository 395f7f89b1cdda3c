/**
 * Picks the claims engine for a run. Offline needs nothing. The model engine needs the model settings
 * (see llm/modelConfig.ts) with the engine switched on, and a key from the key store when the
 * provider needs one. Every request the gateway makes is written to the outbound ledger.
 */
import type { Engine } from '../../shared/domain/provenance';
import type { Logger } from '../log';
import type { Stores } from '../store/stores';
import { createGateway } from '../llm/gateway';
import { ledgerWriter, loadModelSettings } from '../llm/modelConfig';
import { keyFor, type KeyStore } from '../llm/keys';
import { llmError } from '../llm/errors';
import { modelFor } from '../llm/settings';
import type { ClaimEngine } from './engine';
import { createOfflineEngine } from './offline/engine';
import { createModelEngine } from './model/index';

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
