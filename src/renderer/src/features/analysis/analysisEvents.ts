/**
 * The renderer's projection of a report's latest investigation run: the shared fold of its events
 * (stores/runFold.ts: stage and cycle, the claims seen, each claim's verdict, how the run ended)
 * plus its engine. The run record from main has the last word on the status once nothing is
 * running. Pure functions; main owns the data.
 */
import type { AnalysisRun } from '../../../../shared/domain/pipeline';
import type { Verdict } from '../../../../shared/domain/finding';
import type { SourceOfTruth } from '../../../../shared/domain/sourceOfTruth';
import type { Engine } from '../../../../shared/domain/provenance';
import { emptyFold, isFoldActive, foldRunEvents, type RunFold, type RunStatus } from '../../stores/runFold';

export type AnalysisStatus = RunStatus;
/** The analysis run a report view follows: the shared fold of its events, and its engine. */
export interface AnalysisView extends RunFold {
  engine: Engine;
}

export const emptyAnalysis = (status: AnalysisStatus = 'loading'): AnalysisView => ({
  ...emptyFold(status),
  engine: 'offline'
});

export const isAnalysisActive = (v: AnalysisView): boolean => isFoldActive(v);

/** Folds a batch of this view's run with the one reducer (stores/runFold.ts). */
export const foldEvents = (view: AnalysisView, events: Parameters<typeof foldRunEvents>[1]): AnalysisView =>
  foldRunEvents(view, events);

/** A run that stopped before the end and can continue from its last checkpoint. */
export const canResume = (v: AnalysisView): boolean =>
  v.runId !== null && (v.status === 'interrupted' || v.status === 'cancelled' || v.status === 'failed');

/**
 * The run whose verdicts are in force: the followed run once it completed, else the last completed
 * one kept from before it (a re-run or a cancel never blanks the verdicts), else the followed run.
 */
export const inForce = (view: AnalysisView, previous: AnalysisView | null): AnalysisView =>
  view.status === 'completed' || !previous ? view : previous;

/** What to keep as the previous completed run when a new run replaces `view` as the one followed. */
export const keptBefore = (view: AnalysisView, previous: AnalysisView | null): AnalysisView | null =>
  view.status === 'completed' ? view : previous;

/** A completed view of a compiled Source of Truth: its run, engine, cycles and verdicts. */
export function viewOfDocument(doc: SourceOfTruth): AnalysisView {
  const verdicts: Record<string, Verdict> = {};
  for (const p of doc.pillars) for (const e of p.claims) if (e.verdict) verdicts[e.claim.id] = e.verdict;
  const byVerdict = { verified: 0, unverified: 0, contradicted: 0, insufficient_evidence: 0 };
  for (const v of Object.values(verdicts)) byVerdict[v.verdict] += 1;
  const claims = doc.pillars.reduce((n, p) => n + p.claims.length, 0);
  return {
    ...followRun(doc.run.id, doc.run.config.engine, 'completed'),
    stage: 'done',
    cycle: doc.run.cycles,
    verdicts,
    counts: {
      claims,
      verdicts: Object.keys(verdicts).length,
      byVerdict,
      reinvestigations: doc.summary.reinvestigations
    }
  };
}

/** A fresh view following `runId` (nothing folded yet). */
export const followRun = (runId: string, engine: Engine, status: AnalysisStatus = 'running'): AnalysisView => ({
  ...emptyAnalysis(status),
  runId,
  engine
});

/**
 * After a replay, the run record says how the run stands when nothing runs it any more
 * (interrupted by a closed app, cancelled, failed, completed). While it runs, the folded events
 * (and a local "cancelling") are kept.
 */
export function reconcileRecord(view: AnalysisView, run: AnalysisRun, active: boolean): AnalysisView {
  if (view.runId !== run.id) return view;
  const base = { ...view, engine: run.config.engine, cycle: Math.max(view.cycle, run.cycle) };
  if (active || run.status === 'running') {
    // The run's end event is the last word even while the runner is still letting go (its flush and
    // release follow the end event; a replay read in that window says "active"): the live batch that
    // follows carries no later seq, so turning an ended view back to running would stick. A resumed run
    // logs a new stage first, which the fold turns back to running.
    const ended = view.status === 'completed' || view.status === 'failed' || view.status === 'cancelled';
    // Otherwise still running (a record that says running while
    // the runner has let go is finishing: its end event follows).
    return { ...base, status: ended ? view.status : view.status === 'cancelling' ? 'cancelling' : 'running' };
  }
  const error =
    run.status === 'failed'
      ? (view.error ?? { code: 'RUN_FAILED', message: run.error ?? 'The analysis failed.' })
      : null;
  return { ...base, status: run.status, error };
}

/** Why Analyze cannot start now, or null when it can. */
export function analyzeBlocker(p: {
  claimCount: number | null;
  extracting: boolean;
  reextract: boolean;
  loading: boolean;
}): string | null {
  if (p.loading) return 'Reading the latest analysis…';
  if (p.extracting) return 'Claims are being extracted; analyze when the extraction has finished.';
  if (!p.reextract && (p.claimCount ?? 0) === 0)
    return 'Extract claims first: the analysis investigates the claims listed below.';
  return null;
}
