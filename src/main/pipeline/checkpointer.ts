/**
 * Where a run keeps its checkpoints and its event log: the only storage the runner touches. PGlite
 * implements it today (`store/pg/repos/analysis.ts`); `memoryCheckpointer.ts` is a second one, and
 * any other store must pass the same conformance suite (`tests/helpers/checkpointerConformance.ts`),
 * as LangGraph's checkpoint savers do.
 *
 * The contract, in short:
 * - `commitNode` is atomic: the node's update, its rows (findings, verdicts, gaps, report findings)
 *   and the run's frontier (`step`, `pending`, `cycle`) are all stored or none is. Committing the
 *   same (step, node) again replaces the earlier checkpoint in place.
 * - `checkpoints` returns updates in commit order, so folding them rebuilds the state.
 * - Events keep the seq the event log gave them; `events` returns the live ones in seq order after
 *   `afterSeq`; `supersede` hides the events of node executions that will run again, and they never
 *   come back; `get(..).lastSeq` counts superseded events too (a resume never reuses a seq).
 * - `finish` records the outcome (and the compiled document); `reopen` makes a finished run running.
 */
import type { AnalysisRun, NodeId, RunConfig, RunStatus } from '../../shared/domain/pipeline';
import type { PipelineEvent } from '../../shared/domain/events';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import type { Checkpoint, NodeCommit, StoredEvent } from '../store/pg/repos/analysis';

export type { Checkpoint, NodeCommit, StoredEvent };

export interface Checkpointer {
  create(runId: string, reportId: string, config: RunConfig, start: NodeId): Promise<void>;
  get(runId: string): Promise<AnalysisRun | null>;
  latestForReport(reportId: string): Promise<AnalysisRun | null>;
  checkpoints(runId: string): Promise<Checkpoint[]>;
  commitNode(runId: string, commit: NodeCommit): Promise<void>;
  finish(
    runId: string,
    status: Exclude<RunStatus, 'running'>,
    opts?: { error?: string; compiled?: SourceOfTruth }
  ): Promise<void>;
  reopen(runId: string): Promise<void>;
  insertEvents(runId: string, events: StoredEvent[]): Promise<void>;
  events(runId: string, afterSeq?: number, limit?: number): Promise<PipelineEvent[]>;
  supersede(runId: string, nodeKeys: string[]): Promise<number>;
}

/**
 * Every event of a run after `afterSeq`, read page by page: a store hands out at most one page per
 * call (10,000 by default), and a 576-claim run logs more than that — a replay cut at the page's end
 * left the dashboard at "finishing" for a run that had completed.
 */
export async function allEvents(
  cp: Pick<Checkpointer, 'events'>,
  runId: string,
  afterSeq = -1,
  page = 10_000
): Promise<PipelineEvent[]> {
  const out: PipelineEvent[] = [];
  let after = afterSeq;
  for (;;) {
    const chunk = await cp.events(runId, after, page);
    out.push(...chunk);
    if (chunk.length < page) return out;
    after = chunk[chunk.length - 1]!.seq;
  }
}
