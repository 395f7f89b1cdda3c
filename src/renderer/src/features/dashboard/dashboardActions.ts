/**
 * Which run a report's dashboard follows, and how it gets its events: when the dashboard opens, the
 * report's latest analysis run is replayed from its first event (`analysis.latest` +
 * `analysis.attach`), so after a reload it shows what it showed live. It hears every batch of the
 * one `pipeline.events` channel (stores/pipelineEvents.ts): batches of the run it follows are
 * queued for the next frame's fold; the first batch of a run it does not know makes it ask whether
 * that run is now the report's latest (an analysis just started) and follow it if so. Live batches
 * that arrive during a replay wait until it is folded; seqs already folded are skipped.
 */
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { ReportId } from '../../../../shared/domain/report';
import { request } from '../../ipc/client';
import { describeError } from '../../ipc/errorText';
import { onPipelineEvents, type EventBatch } from '../../stores/pipelineEvents';
import { emptyDashboard, foldDashboard } from './dashboardFold';
import { dropQueued, enqueue, setEntry, viewOf } from './dashboardStore';

/** Reports whose dashboard is open (mount count). */
const open = new Map<ReportId, number>();
/** Runs known not to be any open report's latest analysis (claims runs, other reports' runs). */
const foreign = new Set<string>();
/** Runs being replayed: live batches wait here. */
const replaying = new Map<string, PipelineEvent[][]>();
/** Latest read per report: an older answer never overwrites a newer one. */
const generation = new Map<ReportId, number>();

async function follow(reportId: ReportId): Promise<void> {
  const gen = (generation.get(reportId) ?? 0) + 1;
  generation.set(reportId, gen);
  try {
    const { run } = await request('analysis.latest', { reportId, withCompiled: false });
    if (generation.get(reportId) !== gen) return;
    if (!run) {
      setEntry(reportId, () => ({ view: emptyDashboard(null, 'idle'), error: null }));
      return;
    }
    if (viewOf(reportId).runId === run.id) {
      // Already following it: catch up on anything missed.
      await replay(reportId, run.id, viewOf(reportId).lastSeq, gen);
      return;
    }
    dropQueued(reportId);
    setEntry(reportId, () => ({
      view: emptyDashboard(run.id, run.status === 'running' ? 'running' : 'loading'),
      error: null
    }));
    await replay(reportId, run.id, -1, gen);
  } catch (err) {
    if (generation.get(reportId) === gen)
      setEntry(reportId, (e) => ({
        ...e,
        error: describeError(err, 'The agent dashboard could not read the latest analysis').detail
      }));
  }
}

async function replay(reportId: ReportId, runId: string, afterSeq: number, gen: number): Promise<void> {
  if (!replaying.has(runId)) replaying.set(runId, []);
  try {
    const { events, run, active } = await request('analysis.attach', { runId, afterSeq });
    if (generation.get(reportId) !== gen || viewOf(reportId).runId !== runId) return;
    const live = (replaying.get(runId) ?? []).flat();
    setEntry(reportId, (e) => {
      const view = foldDashboard(foldDashboard(e.view, events), live);
      // The record has the last word on a run nothing runs any more (interrupted, cancelled, failed).
      const settled =
        !active && run.status !== 'running' && view.status !== run.status && run.status !== 'completed'
          ? { ...view, status: run.status }
          : view;
      return { view: settled, error: null };
    });
  } finally {
    replaying.delete(runId);
  }
}

function openReportOf(runId: string): ReportId | null {
  for (const reportId of open.keys()) if (viewOf(reportId).runId === runId) return reportId;
  return null;
}

function handleBatch(batch: EventBatch): void {
  const waiting = replaying.get(batch.runId);
  if (waiting) {
    waiting.push(batch.events);
    return;
  }
  const reportId = openReportOf(batch.runId);
  if (reportId) {
    enqueue(reportId, batch.events);
    return;
  }
  if (foreign.has(batch.runId)) return;
  // A run no open dashboard follows: a new analysis of an open report, or someone else's run.
  foreign.add(batch.runId);
  for (const id of open.keys())
    void follow(id).then(() => {
      if (openReportOf(batch.runId)) foreign.delete(batch.runId);
    });
}

/** A dashboard mounts: subscribe (before the replay is asked for), then follow the report's latest run. */
export function openDashboard(reportId: ReportId): () => void {
  open.set(reportId, (open.get(reportId) ?? 0) + 1);
  const unsubscribe = onPipelineEvents(handleBatch);
  void follow(reportId);
  return () => {
    unsubscribe();
    const n = (open.get(reportId) ?? 1) - 1;
    if (n > 0) open.set(reportId, n);
    else open.delete(reportId);
  };
}
