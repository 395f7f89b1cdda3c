/**
 * Assembles what the pipeline needs for an engine (the composition root of an analysis: it sits in
 * library/ because it wires the report layer's compiler into the pipeline). Offline: the offline claims engine and the
 * rule-based Judge, no gateway, no network. Model: one gateway shared by every node (one concurrency
 * limit, one ledger), the model claims engine, the model Judge (falling back to the rules per claim)
 * and model refinement of the routing.
 */
import type { PipelineEvent } from '../../shared/domain/events';
import type { Engine } from '../../shared/domain/provenance';
import { createModelJudge } from '../agents/judge/modelJudge';
import { PRODUCT_SPECIALISTS } from '../agents/registry';
import type { SpecialistAgent } from '../agents/specialist';
import { createModelRouter } from '../agents/orchestrator/modelRouting';
import { engineFor } from '../claims/engines';
import { configuredGateway, type GatewayDeps } from '../llm/configuredGateway';
import type { Stores } from '../store/stores';
import type { PipelineServices } from '../pipeline/context';
import { rulesJudge } from '../agents/judge/engine';
import { compileSourceOfTruth } from '../report/compile';
import type { Checkpointer } from '../pipeline/checkpointer';
import { countingCache, createAllowlist, createNetClient, memoryCache, type NetCache } from '../net';
import {
  allowedEvidenceHosts,
  envEvidenceKeys,
  evidenceFactory,
  loadEvidenceSettings,
  readEvidenceKeys,
  type EvidenceKeyStore
} from '../evidence/index';

export interface ServiceOptions extends GatewayDeps {
  appVersion: string;
  /** Defaults to the product registry; tests pass scripted agents. */
  agents?: readonly SpecialistAgent[];
  listeners?: ((e: PipelineEvent) => void)[];
  onProgress?: PipelineServices['onProgress'];
  /** Defaults to the PGlite store's analysis runs; tests pass another implementation. */
  checkpointer?: Checkpointer;
  /** The evidence providers' keys (default: the environment, as the CLI reads them). */
  evidenceKeys?: EvidenceKeyStore;
  /** Where evidence answers (search, geocoding, scene searches) are cached; default: one per run, in memory. */
  evidenceCache?: NetCache;
}

/**
 * The agents' outbound door and the providers built over it: the allowlist gains only the hosts of the
 * providers the analyst switched on (none: loopback only); search, geocoding and scene-search answers
 * are cached (hits counted); every request is a ledger row with its provider, purpose and query text.
 */
async function evidenceServices(stores: Stores, opts: ServiceOptions) {
  const settings = await loadEvidenceSettings(stores.settings, opts.env ?? process.env);
  const keys = await readEvidenceKeys(opts.evidenceKeys ?? envEvidenceKeys(opts.env ?? process.env));
  const hosts = allowedEvidenceHosts(settings);
  const cache = countingCache(opts.evidenceCache ?? memoryCache());
  const evidenceNet = createNetClient(
    {
      provider: 'evidence',
      allow: createAllowlist({ evidenceOptIn: hosts.length > 0, evidenceHosts: hosts }),
      ledger: stores.outbound,
      cache,
      maxResponseBytes: 8 * 1024 * 1024,
      timeoutMs: 30_000
    },
    opts.log.child('net')
  );
  opts.log.info('evidence providers', {
    search: settings.search.enabled ? settings.search.provider : 'off',
    geocoder: settings.geocoder.enabled,
    imagery: settings.imagery.enabled,
    hosts
  });
  return { evidenceNet, evidence: evidenceFactory(settings, keys), evidenceCache: cache };
}

export async function pipelineServices(
  stores: Stores,
  engine: Engine,
  opts: ServiceOptions
): Promise<PipelineServices> {
  const { evidenceNet, evidence } = await evidenceServices(stores, opts);
  const base = {
    stores,
    evidenceNet,
    evidence,
    checkpointer: opts.checkpointer ?? stores.analysis,
    compile: compileSourceOfTruth,
    log: opts.log,
    agents: opts.agents ?? PRODUCT_SPECIALISTS,
    appVersion: opts.appVersion,
    ...(opts.listeners ? { listeners: opts.listeners } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {})
  };
  if (engine === 'offline') {
    return { ...base, gateway: null, claimEngine: () => engineFor(stores, 'offline', opts), judge: rulesJudge };
  }
  const gateway = await configuredGateway(stores, opts, ['extraction', 'judge']);
  const modelJudge = createModelJudge(gateway, { concurrency: gateway.settings.concurrency });
  return {
    ...base,
    gateway,
    claimEngine: () => engineFor(stores, 'model', opts, gateway),
    judge: { id: 'model', judge: (inputs, signal) => modelJudge.judgeBatch(inputs, signal) },
    router: createModelRouter(gateway)
  };
}
