/**
 * Assembles what the pipeline needs for an engine (the composition root of an analysis: it sits in
 * library/ because it wires the report layer's compiler into the pipeline). Offline: the offline claims engine and the
 * rule-based Judge, no gateway, no network. Model: one gateway shared by every node (one concurrency
 * limit, one ledger), the model claims engine, the model Judge (falling back to the rules per claim)
 * and model refinement of the routing. The agents' gateway, outbound client and evidence providers come
 * from agentContexts.ts, as for the CLI's one-agent commands.
 */
import type { PipelineEvent } from '../../shared/domain/events';
import type { Engine } from '../../shared/domain/provenance';
import { createModelJudge } from '../agents/judge/modelJudge';
import { PRODUCT_SPECIALISTS } from '../agents/registry';
import type { SpecialistAgent } from '../agents/specialist';
import { createModelRouter } from '../agents/orchestrator/modelRouting';
import { engineFor } from '../claims/engines';
import type { Stores } from '../store/stores';
import type { PipelineServices } from '../pipeline/context';
import { rulesJudge } from '../agents/judge/engine';
import { compileSourceOfTruth } from '../report/compile';
import type { Checkpointer } from '../pipeline/checkpointer';
import { agentGateway, evidenceServices, type AgentContextDeps } from './agentContexts';

export interface ServiceOptions extends AgentContextDeps {
  appVersion: string;
  /** Defaults to the product registry; tests pass scripted agents. */
  agents?: readonly SpecialistAgent[];
  listeners?: ((e: PipelineEvent) => void)[];
  onProgress?: PipelineServices['onProgress'];
  /** Defaults to the PGlite store's analysis runs; tests pass another implementation. */
  checkpointer?: Checkpointer;
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
  const gateway = await agentGateway(stores, 'model', opts, ['extraction', 'judge']);
  const modelJudge = createModelJudge(gateway, { concurrency: gateway.settings.concurrency });
  return {
    ...base,
    gateway,
    claimEngine: () => engineFor(stores, 'model', opts, gateway),
    judge: { id: 'model', judge: (inputs, signal) => modelJudge.judgeBatch(inputs, signal) },
    router: createModelRouter(gateway)
  };
}
