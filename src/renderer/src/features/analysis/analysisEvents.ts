/**
 * The renderer's projection of a report's latest investigation run: the shared fold of its events
 * (stores/runFold.ts: stage and cycle, the claims seen, each claim's verdict, how the run ended)
 * plus its engine. The run record from main has the last word on the status once nothing is
 * running. Pure functions; main owns the data.
 */
import type { AnalysisRun } from '../../../../shared/domain/pipeline';
import type { Engine } from '../../../../shared/domain/provenance';
import { emptyFold, isFoldActive, foldRunEvents, EMPTY_COUNTS, type RunCounts, type RunFold, type RunStatus } from '../../stores/runFold';

export type AnalysisStatus = RunStatus;
export type AnalysisCounts = RunCounts;
export { EMPTY_COUNTS };

/** The analysis run a report view follows: the shared fold of its events, and its engine. */
export interface AnalysisView extends RunFold {
  engine: Engine;
}

export const emptyAnalysis = (status: AnalysisStatus = 'loading'): AnalysisView => ({ ...emptyFold(status), engine: 'offline' });

export const isAnalysisActive = (v: AnalysisView): boolean => isFoldActive(v);

/** Folds a batch of this view's run with the one reducer (stores/runFold.ts). */
export const foldEvents = (view: AnalysisView, events: Parameters<typeof foldRunEvents>[1]): AnalysisView => foldRunEvents(view, events);

/** A run that stopped before the end and can continue from its last checkpoint. */
export const canResume = (v: AnalysisView): boolean => v.runId !== null && (v.status === 'interrupted' || v.status === 'cancelled' || v.status === 'failed');

/** A fresh view following `runId` (nothing folded yet). */
export const followRun = (runId: string, engine: Engine, status: AnalysisStatus = 'running'): AnalysisView => ({ ...emptyAnalysis(status), runId, engine });

/**
 * After a replay, the run record says how the run stands when nothing runs it any more
 * (interrupted by a closed app, cancelled, failed, completed). While it runs, the folded events
 * (and a local "cancelling") are kept.
 */
export function reconcileRecord(view: AnalysisView, run: AnalysisRun, active: boolean): AnalysisView {
  if (view.runId !== run.id) return view;
  const base = { ...view, engine: run.config.engine, cycle: Math.max(view.cycle, run.cycle) };
  if (active || run.status === 'running') {
    // Still running (a record that says running while the runner has let go is finishing: its end event follows).
    const ended = view.status === 'completed' || view.status === 'failed' || view.status === 'cancelled';
    return { ...base, status: view.status === 'cancelling' ? 'cancelling' : ended && !active ? view.status : 'running' };
  }
  const error = run.status === 'failed' ? (view.error ?? { code: 'RUN_FAILED', message: run.error ?? 'The analysis failed.' }) : null;
  return { ...base, status: run.status, error };
}
