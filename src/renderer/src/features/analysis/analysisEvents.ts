/**
 * The renderer's projection of a report's latest investigation run and how pipeline events fold
 * into it: stage and cycle, the claims seen, each claim's verdict (a later cycle's verdict replaces
 * an earlier one), and how the run ended. Events are folded in seq order and a seq at or below
 * `lastSeq` is ignored, so a replay (`analysis.attach`) and live batches can overlap safely. The run
 * record from main has the last word on the status once nothing is running. Pure functions; main
 * owns the data.
 */
import type { PipelineEvent, Stage } from '../../../../shared/domain/events';
import type { Verdict, VerdictValue } from '../../../../shared/domain/finding';
import type { AnalysisRun } from '../../../../shared/domain/pipeline';
import type { Engine } from '../../../../shared/domain/provenance';

export type AnalysisStatus = 'loading' | 'idle' | 'starting' | 'running' | 'cancelling' | 'completed' | 'cancelled' | 'failed' | 'interrupted';

export interface AnalysisCounts {
  claims: number;
  verdicts: number;
  byVerdict: Readonly<Record<VerdictValue, number>>;
  reinvestigations: number;
}

export interface AnalysisView {
  status: AnalysisStatus;
  runId: string | null;
  engine: Engine;
  stage: Stage | null;
  cycle: number;
  /** Highest seq folded so far (-1: none). */
  lastSeq: number;
  claimIds: ReadonlySet<string>;
  verdicts: Readonly<Record<string, Verdict>>;
  counts: AnalysisCounts;
  /** How the run failed (from run_failed or the run record). */
  error: { code: string; message: string } | null;
}

const NO_VERDICTS: Readonly<Record<VerdictValue, number>> = { verified: 0, unverified: 0, contradicted: 0, insufficient_evidence: 0 };
const NO_IDS: ReadonlySet<string> = new Set();

export const EMPTY_COUNTS: AnalysisCounts = { claims: 0, verdicts: 0, byVerdict: NO_VERDICTS, reinvestigations: 0 };

export const emptyAnalysis = (status: AnalysisStatus = 'loading'): AnalysisView => ({
  status,
  runId: null,
  engine: 'offline',
  stage: null,
  cycle: 0,
  lastSeq: -1,
  claimIds: NO_IDS,
  verdicts: {},
  counts: EMPTY_COUNTS,
  error: null
});

export const isAnalysisActive = (v: AnalysisView): boolean => v.status === 'starting' || v.status === 'running' || v.status === 'cancelling';

/** A run that stopped before the end and can continue from its last checkpoint. */
export const canResume = (v: AnalysisView): boolean => v.runId !== null && (v.status === 'interrupted' || v.status === 'cancelled' || v.status === 'failed');

/** A fresh view following `runId` (nothing folded yet). */
export const followRun = (runId: string, engine: Engine, status: AnalysisStatus = 'running'): AnalysisView => ({ ...emptyAnalysis(status), runId, engine });

/** Keeps the verdict of the latest cycle; a verdict of the same cycle (re-judged after a resume) replaces. */
function mergeVerdict(verdicts: Record<string, Verdict>, v: Verdict): void {
  const current = verdicts[v.claimId];
  if (!current || v.cycle >= current.cycle) verdicts[v.claimId] = v;
}

function countVerdicts(verdicts: Readonly<Record<string, Verdict>>): Pick<AnalysisCounts, 'verdicts' | 'byVerdict'> {
  const byVerdict: Record<VerdictValue, number> = { ...NO_VERDICTS };
  let total = 0;
  for (const v of Object.values(verdicts)) {
    byVerdict[v.verdict] += 1;
    total += 1;
  }
  return { verdicts: total, byVerdict };
}

/**
 * Folds a batch of events of this view's run. Events of other runs and seqs already folded are
 * skipped; returns the same view when nothing applied, so the store does not notify.
 */
export function foldEvents(view: AnalysisView, events: readonly PipelineEvent[]): AnalysisView {
  if (view.runId === null) return view;
  const fresh = events.filter((e) => e.runId === view.runId).sort((a, b) => a.seq - b.seq);
  let next: AnalysisView | null = null;
  let claimIds: Set<string> | null = null;
  let verdicts: Record<string, Verdict> | null = null;
  for (const e of fresh) {
    const cur: AnalysisView = next ?? view;
    if (e.seq <= cur.lastSeq) continue;
    const v: AnalysisView = { ...cur, lastSeq: e.seq };
    switch (e.type) {
      case 'stage_changed':
        // A stage after an end is a resume of the same run (its log keeps the earlier end).
        v.stage = e.stage;
        v.cycle = e.cycle;
        if (v.status !== 'cancelling') v.status = 'running';
        if (v.status === 'running') v.error = null;
        break;
      case 'claim_extracted':
        claimIds ??= new Set(view.claimIds);
        claimIds.add(e.claim.id);
        break;
      case 'verdict_issued':
        verdicts ??= { ...view.verdicts };
        mergeVerdict(verdicts, e.verdict);
        break;
      case 'reinvestigation':
        v.counts = { ...v.counts, reinvestigations: v.counts.reinvestigations + 1 };
        break;
      case 'run_completed':
        v.status = 'completed';
        v.stage = 'done';
        v.error = null;
        break;
      case 'run_failed':
        if (e.error.code === 'CANCELLED' || v.status === 'cancelling') {
          v.status = 'cancelled';
          v.error = null;
        } else {
          v.status = 'failed';
          v.error = e.error;
        }
        break;
      default:
        break;
    }
    next = v;
  }
  if (!next) return view;
  const ids = claimIds ?? next.claimIds;
  const verdictMap = verdicts ?? next.verdicts;
  return { ...next, claimIds: ids, verdicts: verdictMap, counts: { ...next.counts, claims: ids.size, ...(verdicts ? countVerdicts(verdictMap) : {}) } };
}

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
