/**
 * Picks the claims engine for a run. Offline needs nothing. The model engine needs the model settings
 * (see llm/modelConfig.ts) with the engine switched on, and a key from the key store when the
 * provider needs one. Every request the gateway makes is written to the outbound ledger.
 */
import type { Engine } from '../../shared/domain/provenance';
import type { Stores } from '../store/stores';
import { configuredGateway, type GatewayDeps } from '../llm/configuredGateway';
import type { Gateway } from '../llm/gatewayTypes';
import type { ClaimEngine } from './engine';
import { createOfflineEngine } from './offline/engine';
import { createModelEngine } from './model/modelEngine';

export type EngineDeps = GatewayDeps;

/** `gateway`: reuse one (the pipeline shares its gateway, and so its concurrency limit, across agents). */
export async function engineFor(
  stores: Stores,
  engine: Engine,
  deps: EngineDeps,
  gateway?: Gateway
): Promise<ClaimEngine> {
  if (engine === 'offline') return createOfflineEngine();
  const g = gateway ?? (await configuredGateway(stores, deps, ['extraction']));
  return createModelEngine(g, g.settings);
}
