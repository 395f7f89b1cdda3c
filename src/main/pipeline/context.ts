/**
 * What a pipeline node receives besides the state: stores, the checkpointer, the compiler, the model gateway (null offline), the
 * registered specialists, the claims engine and the judge, an abort signal, the run's config and an
 * event emitter bound to the node's execution. Nothing here imports Electron.
 */
import type { PipelineEvent } from '../../shared/domain/events';
import type { RunConfig } from '../../shared/domain/pipeline';
import type { SpecialistAgent } from '../agents/specialist';
import type { ClaimEngine } from '../claims/engine';
import type { Gateway } from '../llm/gatewayTypes';
import type { Logger } from '../log';
import type { NetClient } from '../net/types';
import type { EvidenceFactory } from './readContext';
import type { Stores } from '../store/stores';
import type { Checkpointer } from './checkpointer';
import type { SourceCompiler } from './compiler';
import type { EventInput } from '../events/eventLog';
import type { PipelineState, StateUpdate } from './state';
import type { RunReads } from './runReads';
import type { JudgeEngine } from '../agents/judge/engine';
import type { RoutingRefiner } from '../agents/orchestrator/refiner';

export interface PipelineServices {
  stores: Stores;
  /** Where the run's checkpoints and events are kept (the runner touches no other storage). */
  checkpointer: Checkpointer;
  /** Folds the final state into the Source of Truth (report/compile.ts, injected by the composer). */
  compile: SourceCompiler;
  log: Logger;
  /** Specialists that exist in this build (the product registers only real ones). */
  agents: readonly SpecialistAgent[];
  gateway: Gateway | null;
  /**
   * The door for evidence requests (agents get it bound to themselves): allowlisted hosts only,
   * every request in the outbound ledger. Its allowlist names only the hosts of the evidence providers
   * the analyst switched on (none by default: loopback only).
   */
  evidenceNet: NetClient;
  /** The evidence providers the analyst switched on, built over each agent's own client (default: none). */
  evidence?: EvidenceFactory;
  claimEngine: () => Promise<ClaimEngine>;
  judge: JudgeEngine;
  /** Model refinement of the routing matrix (model engine only). */
  router?: RoutingRefiner;
  appVersion: string;
  /** Extra listeners for persisted events (windows, CLI progress, tests). */
  listeners?: ((e: PipelineEvent) => void)[];
  /** Fine-grained progress that is not worth an event (pages read by the claims engine). */
  onProgress?: (node: 'claims', done: number, total: number) => void;
}

export interface NodeContext extends PipelineServices {
  runId: string;
  config: RunConfig;
  signal: AbortSignal;
  /** Step number of this execution (part of its event key). */
  step: number;
  /** What the run's agents read of its report, built once per run and shared (absent: each reads its own). */
  reads?: RunReads;
  emit(event: EventInput): void;
}

export type NodeFn = (state: PipelineState, ctx: NodeContext) => Promise<StateUpdate>;
