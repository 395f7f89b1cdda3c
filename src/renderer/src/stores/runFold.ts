/**
 * The one reducer of pipeline events in the renderer. Claims runs and analysis runs send the same
 * persisted, numbered events on the one `pipeline.events` channel; every view of a run (the claims
 * panel's extraction, the analysis controls and verdict badges) is a RunFold folded by
 * `foldRunEvents`. Events of other runs and seqs at or below `lastSeq` are skipped, so a replay
 * (`analysis.attach`) and live batches may overlap. Pure; main owns the data.
 */
import type { PipelineEvent, Stage } from '../../../shared/domain/events';
import type { Verdict, VerdictValue } from '../../../shared/domain/finding';

export type RunStatus =
  'loading' | 'idle' | 'starting' | 'running' | 'cancelling' | 'completed' | 'cancelled' | 'failed' | 'interrupted';

interface RunCounts {
  claims: number;
  verdicts: number;
  byVerdict: Readonly<Record<VerdictValue, number>>;
  reinvestigations: number;
}

export interface RunFold {
  status: RunStatus;
  runId: string | null;
  stage: Stage | null;
  cycle: number;
  /** Highest seq folded so far (-1: none). */
  lastSeq: number;
  claimIds: ReadonlySet<string>;
  verdicts: Readonly<Record<string, Verdict>>;
  counts: RunCounts;
  /** How the run failed (from run_failed or the run record). */
  error: { code: string; message: string } | null;
  /** The figures the run ended with (run_completed), when known. */
  summary: Readonly<Record<string, number>> | null;
  /** The latest non-fatal note of the claims engine while it runs. */
  note: string | null;
}

const NO_VERDICTS: Readonly<Record<VerdictValue, number>> = {
  verified: 0,
  unverified: 0,
  contradicted: 0,
  insufficient_evidence: 0
};
const NO_IDS: ReadonlySet<string> = new Set();

const EMPTY_COUNTS: RunCounts = { claims: 0, verdicts: 0, byVerdict: NO_VERDICTS, reinvestigations: 0 };

export const emptyFold = (status: RunStatus = 'loading'): RunFold => ({
  status,
  runId: null,
  stage: null,
  cycle: 0,
  lastSeq: -1,
  claimIds: NO_IDS,
  verdicts: {},
  counts: EMPTY_COUNTS,
  error: null,
  summary: null,
  note: null
});

export const isFoldActive = (v: Pick<RunFold, 'status'>): boolean =>
  v.status === 'starting' || v.status === 'running' || v.status === 'cancelling';

/** True for the events that end a run. */
export const endsRun = (event: PipelineEvent): boolean => event.type === 'run_completed' || event.type === 'run_failed';

/** Keeps the verdict of the latest cycle; a verdict of the same cycle (re-judged after a resume) replaces. */
function mergeVerdict(verdicts: Record<string, Verdict>, v: Verdict): void {
  const current = verdicts[v.claimId];
  if (!current || v.cycle >= current.cycle) verdicts[v.claimId] = v;
}

function countVerdicts(verdicts: Readonly<Record<string, Verdict>>): Pick<RunCounts, 'verdicts' | 'byVerdict'> {
  const byVerdict: Record<VerdictValue, number> = { ...NO_VERDICTS };
  let total = 0;
  for (const v of Object.values(verdicts)) {
    byVerdict[v.verdict] += 1;
    total += 1;
  }
  return { verdicts: total, byVerdict };
}

/** How one event moves the run's status and its scalar fields (collections are handled apart). */
function step<V extends RunFold>(v: V, e: PipelineEvent): void {
  switch (e.type) {
    case 'stage_changed':
      // A stage after an end is a resume of the same run (its log keeps the earlier end).
      v.stage = e.stage;
      v.cycle = e.cycle;
      if (v.status !== 'cancelling') v.status = 'running';
      if (v.status === 'running') v.error = null;
      break;
    case 'claim_extracted':
      if (v.status === 'starting') v.status = 'running';
      break;
    case 'agent_status':
      if (e.agent === 'claims' && e.message) v.note = e.message;
      break;
    case 'reinvestigation':
      v.counts = { ...v.counts, reinvestigations: v.counts.reinvestigations + 1 };
      break;
    case 'run_completed':
      // A run cancelled here that still completes reads as cancelled; the run record has the last word.
      v.status = v.status === 'cancelling' ? 'cancelled' : 'completed';
      v.stage = 'done';
      v.error = null;
      v.note = null;
      v.summary = e.summary;
      break;
    case 'run_failed':
      v.note = null;
      if (e.error.code === 'CANCELLED' || v.status === 'cancelling') {
        v.status = 'cancelled';
        v.error = null;
      } else {
        v.status = 'failed';
        v.error = e.error;
      }
      break;
    case 'gap_scan_progress':
      // Legal's per-pillar scan progress: persisted and replayed for the dashboard's coverage bars;
      // the run view keeps no per-pillar state, so it only moves lastSeq.
      break;
    default:
      break;
  }
}

/**
 * Folds a batch of events of this view's run. Events of other runs and seqs already folded are
 * skipped; returns the same view when nothing applied, so a store does not notify.
 */
export function foldRunEvents<V extends RunFold>(view: V, events: readonly PipelineEvent[]): V {
  if (view.runId === null) return view;
  const fresh = events.filter((e) => e.runId === view.runId).sort((a, b) => a.seq - b.seq);
  let next: V | null = null;
  let claimIds: Set<string> | null = null;
  let verdicts: Record<string, Verdict> | null = null;
  for (const e of fresh) {
    const cur: V = next ?? view;
    if (e.seq <= cur.lastSeq) continue;
    const v: V = { ...cur, lastSeq: e.seq };
    step(v, e);
    if (e.type === 'claim_extracted') (claimIds ??= new Set(view.claimIds)).add(e.claim.id);
    if (e.type === 'verdict_issued') mergeVerdict((verdicts ??= { ...view.verdicts }), e.verdict);
    next = v;
  }
  if (!next) return view;
  const ids = claimIds ?? next.claimIds;
  const verdictMap = verdicts ?? next.verdicts;
  return {
    ...next,
    claimIds: ids,
    verdicts: verdictMap,
    counts: { ...next.counts, claims: ids.size, ...(verdicts ? countVerdicts(verdictMap) : {}) }
  };
}
