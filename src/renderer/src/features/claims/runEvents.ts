/**
 * The state of a report's claims in the renderer and how pipeline events change it: claims arrive
 * one `claim_extracted` at a time (merged by id, in reading order), and the run moves from running
 * to completed / failed. Events name the run, not the report, so run events apply to the report
 * whose run id matches; a claim names its own report. Pure functions.
 */
import type { Claim } from '../../../../shared/domain/claim';
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { Engine } from '../../../../shared/domain/provenance';
import type { ReportId } from '../../../../shared/domain/report';
import type { ClaimRunInfo } from '../../../../shared/ipc/routes/claims';
import { mergeClaims } from './claimsLogic';

export type RunStatus = 'idle' | 'starting' | 'running' | 'cancelling' | 'completed' | 'cancelled' | 'failed';

export interface RunView {
  status: RunStatus;
  runId: string | null;
  engine: Engine;
  /** Figures of the finished run (claims, anchored, anchorRate, …) when known. */
  summary: Readonly<Record<string, number>> | null;
  error: { code: string; message: string } | null;
  /** The latest non-fatal note the engine reported while running. */
  note: string | null;
}

export const IDLE_RUN: RunView = { status: 'idle', runId: null, engine: 'offline', summary: null, error: null, note: null };

export interface ReportClaims {
  status: 'loading' | 'ready' | 'error';
  claims: readonly Claim[];
  /** Why the list could not be loaded (status 'error'). */
  loadError: { code: string; title: string; detail: string } | null;
  /** Why an extraction could not start (e.g. LLM_NOT_CONFIGURED); cleared by the next attempt. */
  startError: { code: string; title: string; detail: string } | null;
  run: RunView;
}

export const emptyReportClaims = (): ReportClaims => ({ status: 'loading', claims: [], loadError: null, startError: null, run: IDLE_RUN });

export const isRunActive = (run: RunView): boolean => run.status === 'starting' || run.status === 'running' || run.status === 'cancelling';

const INTERRUPTED = 'interrupted';

/** The run as `claims.list` reports it (the latest run of the report), or idle when there is none. */
export function runFromRecord(record: ClaimRunInfo | null): RunView {
  if (!record) return IDLE_RUN;
  const failed = record.status === 'failed';
  const message = record.error === INTERRUPTED ? 'The previous extraction was interrupted when Sibyl closed.' : (record.error ?? 'The extraction failed.');
  return {
    status: record.status,
    runId: record.id,
    engine: record.engine,
    summary: record.status === 'running' ? null : record.stats,
    error: failed ? { code: record.error === INTERRUPTED ? 'INTERRUPTED' : 'RUN_FAILED', message } : null,
    note: null
  };
}

/** Folds one event of this run into the run view. Events of other runs leave it unchanged. */
export function applyRunEvent(run: RunView, event: PipelineEvent): RunView {
  if (run.runId === null || event.runId !== run.runId) return run;
  switch (event.type) {
    case 'stage_changed':
      return run.status === 'starting' ? { ...run, status: 'running' } : run;
    case 'agent_status':
      return event.agent === 'claims' && event.message ? { ...run, note: event.message } : run;
    case 'run_completed':
      // A cancelled run also ends with run_completed; the run record says which (see reload).
      return { ...run, status: run.status === 'cancelling' ? 'cancelled' : 'completed', summary: event.summary, note: null };
    case 'run_failed':
      return run.status === 'cancelling' ? { ...run, status: 'cancelled', note: null } : { ...run, status: 'failed', error: event.error, note: null };
    default:
      return run;
  }
}

/** True for the events that end a run (the list is then reloaded from the store). */
export const endsRun = (event: PipelineEvent): boolean => event.type === 'run_completed' || event.type === 'run_failed';

export type ReportsMap = Partial<Record<ReportId, ReportClaims>>;

/** The report whose current run is `runId`, if one is open. */
export function reportOfRun(reports: ReportsMap, runId: string): ReportId | null {
  for (const [id, entry] of Object.entries(reports) as [ReportId, ReportClaims | undefined][]) if (entry?.run.runId === runId) return id;
  return null;
}

/**
 * Applies a pipeline event to the open reports. Returns the same map when the event concerns no
 * open report, so the store does not notify for other windows' or other stages' traffic.
 */
export function applyPipelineEvent(reports: ReportsMap, event: PipelineEvent): ReportsMap {
  if (event.type === 'claim_extracted') {
    const id = event.claim.reportId;
    const entry = reports[id];
    if (!entry) return reports;
    const claims = mergeClaims(entry.claims, [event.claim]);
    const run = entry.run.status === 'starting' && entry.run.runId === event.runId ? { ...entry.run, status: 'running' as const } : entry.run;
    return claims === entry.claims && run === entry.run ? reports : { ...reports, [id]: { ...entry, claims, run } };
  }
  const id = reportOfRun(reports, event.runId);
  const entry = id ? reports[id] : undefined;
  if (!id || !entry) return reports;
  const run = applyRunEvent(entry.run, event);
  return run === entry.run ? reports : { ...reports, [id]: { ...entry, run } };
}

/**
 * A fresh extraction is asked for: the claims of that engine leave the view so the analyst sees the
 * new ones arrive (a completed run replaces them in the store too; the list is reloaded at the end).
 */
export function startRun(entry: ReportClaims, engine: Engine): ReportClaims {
  return { ...entry, claims: entry.claims.filter((c) => c.provenance.engine !== engine), startError: null, run: { ...IDLE_RUN, status: 'starting', engine } };
}

/** The extraction request answered with its run id (events that came first already apply by report). */
export function runStarted(entry: ReportClaims, runId: string): ReportClaims {
  return { ...entry, run: { ...entry.run, runId, status: entry.run.status === 'starting' ? 'running' : entry.run.status } };
}

/**
 * Combines the run the renderer follows with the latest run record from `claims.list`. The record
 * wins for the same run or when nothing is running here; a run being started or followed here is
 * kept over an older (or missing) record, and "cancelling" over a record that still says running.
 */
export function reconcileRun(local: RunView, record: ClaimRunInfo | null): RunView {
  if (local.status === 'starting' || (!record && local.runId !== null)) return local;
  const fromRecord = runFromRecord(record);
  if (record && record.id === local.runId) {
    if (record.status === 'running') return local.status === 'cancelling' || local.status === 'running' ? local : fromRecord;
    return fromRecord;
  }
  return isRunActive(local) ? local : fromRecord;
}
