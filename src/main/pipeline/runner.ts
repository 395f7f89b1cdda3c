/**
 * Runs the graph step by step. The nodes of a step run in parallel on the same state snapshot; as
 * each finishes, its result events are persisted and delivered, then its update is folded into the
 * state and committed with the run's frontier in one transaction (the checkpoint). A resume rebuilds
 * the state from the checkpoints (each parsed by its schema, stateUpdate.ts), supersedes the events of
 * the node executions that never committed, and runs those again. Cancel aborts every node (and so
 * every model call) in flight.
 */
import { randomUUID } from 'node:crypto';
import type { SpecialistId } from '../../shared/domain/agents';
import { PIPELINE_GRAPH, type AnalysisRun, type NodeId, type RunConfig } from '../../shared/domain/pipeline';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import { CommonErrors, PipelineErrors, SibylError } from '../../shared/ipc/errors';
import type { NodeContext, PipelineServices } from './context';
import { createEventLog, type EventLog } from '../events/eventLog';
import { NODE_FNS, nextNodes, stageOf } from './graph';
import { resultEvents } from './resultEvents';
import { applyUpdate, initialState, nextCycle, type PipelineState } from './state';
import { replayCheckpoints } from './stateUpdate';
import { createRunReads, type RunReads } from './runReads';

export interface NodeTiming {
  step: number;
  node: NodeId;
  ms: number;
}

export interface PipelineResult {
  runId: string;
  status: 'completed' | 'cancelled';
  state: PipelineState;
  compiled: SourceOfTruth | null;
  /** Node executions of this process (a resumed run lists only what it ran). */
  timings: NodeTiming[];
}

export const RESUMABLE: readonly AnalysisRun['status'][] = ['interrupted', 'cancelled', 'failed'];

/** Creates a run record; `runPipeline` then executes it. */
export async function createRun(
  services: PipelineServices,
  reportId: string,
  config: RunConfig,
  runId = `run_${randomUUID()}`
): Promise<string> {
  const report = await services.stores.reports.get(reportId);
  if (!report) throw new SibylError(CommonErrors.NOT_FOUND, `no report with id ${reportId}`);
  if (report.status !== 'ready')
    throw new SibylError(CommonErrors.INVALID_INPUT, `report ${reportId} is not ready (status ${report.status})`);
  await services.checkpointer.create(runId, reportId, config, PIPELINE_GRAPH.start);
  return runId;
}

export async function runPipeline(
  services: PipelineServices,
  runId: string,
  signal: AbortSignal = new AbortController().signal
): Promise<PipelineResult> {
  const repo = services.checkpointer;
  const run = await repo.get(runId);
  if (!run) throw new SibylError(CommonErrors.NOT_FOUND, `no analysis run ${runId}`);
  if (run.status === 'completed')
    throw new SibylError(PipelineErrors.RUN_NOT_RESUMABLE, `run ${runId} is already complete`);
  const checkpoints = await repo.checkpoints(runId);
  // Parsed before the run is reopened: a checkpoint that no longer reads leaves the run as it was.
  let state = replayCheckpoints(runId, checkpoints, initialState(runId, run.reportId, run.config));
  if (run.status !== 'running') await repo.reopen(runId);
  let step = run.step;
  let pending = run.pending;
  let executions = checkpoints.length;
  const available = new Set<SpecialistId>(services.agents.map((a) => a.id));
  const events = createEventLog(repo, runId, run.lastSeq + 1, services.listeners ?? [], services.log);
  const timings: NodeTiming[] = [];
  const reads = createRunReads(services.stores);
  // The step's stage event is announced again below, and the uncommitted nodes run again.
  const superseded = await repo.supersede(runId, [stageKey(step), ...pending.map((n) => nodeKey(step, n))]);
  if (checkpoints.length || superseded)
    services.log.info('resuming analysis', { runId, step, pending, checkpoints: checkpoints.length, superseded });

  try {
    while (pending.length) {
      signal.throwIfAborted();
      if (executions + pending.length > run.config.stepLimit) {
        throw new SibylError(
          PipelineErrors.STEP_LIMIT,
          `the run reached its step limit (${run.config.stepLimit} node executions) and was stopped`
        );
      }
      events.emit(stageKey(step), {
        type: 'stage_changed',
        stage: stageOf(pending),
        cycle: stageOf(pending) === 'orchestrate' ? nextCycle(state) : state.cycle
      });
      const snapshot = state;
      const stepNo = step;
      const ranThisStep = [...pending];
      let remaining = [...pending];
      let nextPending: NodeId[] = [];
      let commits: Promise<void> = Promise.resolve();
      const settled = await Promise.allSettled(
        ranThisStep.map(async (node) => {
          const t0 = performance.now();
          const update = await NODE_FNS[node](
            snapshot,
            nodeContext(services, events, runId, run.config, signal, stepNo, node, reads)
          );
          const ms = performance.now() - t0;
          for (const e of resultEvents(update)) events.emit(nodeKey(stepNo, node), e);
          await events.flush();
          // Commits are serialized so the stored frontier always matches the folded state.
          commits = commits.then(async () => {
            state = applyUpdate(state, update);
            remaining = remaining.filter((n) => n !== node);
            const closes = remaining.length === 0;
            if (closes) nextPending = nextNodes(ranThisStep, state, available);
            await repo.commitNode(runId, {
              step: stepNo,
              node,
              update: update as Record<string, unknown>,
              ms,
              cycle: state.cycle,
              pending: closes ? nextPending : remaining,
              pendingStep: closes ? stepNo + 1 : stepNo,
              ...(update.findings ? { findings: update.findings } : {}),
              ...(update.verdicts ? { verdicts: update.verdicts } : {}),
              ...(update.gaps ? { gaps: update.gaps } : {}),
              ...(update.reportFindings ? { reportFindings: update.reportFindings } : {})
            });
            timings.push({ step: stepNo, node, ms });
            executions++;
          });
          await commits;
        })
      );
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      step = stepNo + 1;
      pending = nextPending;
    }
    const summary = summaryOf(state);
    events.emit('run', { type: 'run_completed', summary });
    await events.flush();
    await repo.finish(runId, 'completed', state.compiled ? { compiled: state.compiled } : {});
    return { runId, status: 'completed', state, compiled: state.compiled, timings };
  } catch (err) {
    const cancelled = signal.aborted;
    const message = cancelled ? 'cancelled' : err instanceof Error ? err.message : String(err);
    events.emit('run', {
      type: 'run_failed',
      error: { code: cancelled ? 'CANCELLED' : err instanceof SibylError ? err.code : 'INTERNAL', message }
    });
    await events.flush().catch(() => undefined);
    await repo.finish(runId, cancelled ? 'cancelled' : 'failed', { error: message }).catch(() => undefined);
    if (cancelled) return { runId, status: 'cancelled', state, compiled: null, timings };
    throw err;
  }
}

const nodeKey = (step: number, node: NodeId): string => `${step}:${node}`;
const stageKey = (step: number): string => `${step}:stage`;

function nodeContext(
  services: PipelineServices,
  events: EventLog,
  runId: string,
  config: RunConfig,
  signal: AbortSignal,
  step: number,
  node: NodeId,
  reads: RunReads
): NodeContext {
  return {
    ...services,
    log: services.log.child(node),
    runId,
    config,
    signal,
    step,
    reads,
    emit: (e) => events.emit(nodeKey(step, node), e)
  };
}

function summaryOf(state: PipelineState): Record<string, number> {
  const out: Record<string, number> = {
    claims: state.claims.length,
    findings: state.findings.length,
    verdicts: state.verdicts.length,
    gaps: state.gaps.length,
    cycles: state.cycle
  };
  for (const v of state.verdicts) out[`verdict.${v.verdict}`] = (out[`verdict.${v.verdict}`] ?? 0) + 1;
  return out;
}
