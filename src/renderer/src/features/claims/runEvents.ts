/**
 * The state of a report's claims in the renderer and how pipeline events change it: claims arrive
 * in `claim_extracted` events of any run, extraction or analysis (merged by id, in reading order),
 * and the extraction run the panel follows is folded by the one reducer (stores/runFold.ts). Events
 * name the run, not the report, so run events apply to the report whose run id matches; a claim
 * names its own report. Pure functions.
 */
import type { Claim } from '../../../../shared/domain/claim';
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { Engine } from '../../../../shared/domain/provenance';
import type { ReportId } from '../../../../shared/domain/report';
import type { ClaimRunInfo } from '../../../../shared/ipc/routes/claims';
import { emptyFold, endsRun, foldRunEvents, isFoldActive, type RunFold } from '../../stores/runFold';
import { mergeClaims } from './claimsLogic';

export { endsRun };

/** The extraction run a report's panel follows: the shared fold of its events, and its engine. */
export interface RunView extends RunFold {
  engine: Engine;
}

export const IDLE_RUN: RunView = { ...emptyFold('idle'), engine: 'offline' };

export interface ReportClaims {
  status: 'loading' | 'ready' | 'error';
  claims: readonly Claim[];
  /** Why the list could not be loaded (status 'error'). */
  loadError: { code: string; title: string; detail: string } | null;
  /** Why an extraction could not start (e.g. LLM_NOT_CONFIGURED); cleared by the next attempt. */
  startError: { code: string; title: string; detail: string } | null;
  run: RunView;
}

export const emptyReportClaims = (): ReportClaims => ({
  status: 'loading',
  claims: [],
  loadError: null,
  startError: null,
  run: IDLE_RUN
});

export const isRunActive = (run: RunView): boolean => isFoldActive(run);

const INTERRUPTED = 'interrupted';

/** The run as `claims.list` reports it (the latest run of the report), or idle when there is none. */
export function runFromRecord(record: ClaimRunInfo | null): RunView {
  if (!record) return IDLE_RUN;
  const failed = record.status === 'failed';
  const message =
    record.error === INTERRUPTED
      ? 'The previous extraction was interrupted when Sibyl closed.'
      : (record.error ?? 'The extraction failed.');
  return {
    ...IDLE_RUN,
    status: record.status,
    runId: record.id,
    engine: record.engine,
    summary: record.status === 'running' ? null : record.stats,
    error: failed ? { code: record.error === INTERRUPTED ? 'INTERRUPTED' : 'RUN_FAILED', message } : null
  };
}

/** Folds one event of this run into the run view (the one reducer). Events of other runs leave it unchanged. */
export const applyRunEvent = (run: RunView, event: PipelineEvent): RunView => foldRunEvents(run, [event]);

export type ReportsMap = Partial<Record<ReportId, ReportClaims>>;

/** The report whose current run is `runId`, if one is open. */
export function reportOfRun(reports: ReportsMap, runId: string): ReportId | null {
  for (const [id, entry] of Object.entries(reports) as [ReportId, ReportClaims | undefined][])
    if (entry?.run.runId === runId) return id;
  return null;
}

/**
 * Applies a batch of pipeline events to the open reports: claims of any run join their report's
 * list, and the extraction run a report follows is folded. Returns the same map when the batch
 * concerns no open report, so the store does not notify for other windows' or reports' traffic.
 */
export function applyPipelineEvents(reports: ReportsMap, events: readonly PipelineEvent[]): ReportsMap {
  let next = reports;
  const arrived = new Map<ReportId, Claim[]>();
  for (const e of events) {
    if (e.type !== 'claim_extracted' || !next[e.claim.reportId]) continue;
    const list = arrived.get(e.claim.reportId);
    if (list) list.push(e.claim);
    else arrived.set(e.claim.reportId, [e.claim]);
  }
  for (const [id, claims] of arrived) {
    const entry = next[id]!;
    const merged = mergeClaims(entry.claims, claims);
    if (merged !== entry.claims) next = { ...next, [id]: { ...entry, claims: merged } };
  }
  for (const runId of new Set(events.map((e) => e.runId))) {
    const id = reportOfRun(next, runId);
    const entry = id ? next[id] : undefined;
    if (!id || !entry) continue;
    const run = foldRunEvents(entry.run, events);
    if (run !== entry.run) next = { ...next, [id]: { ...entry, run } };
  }
  return next;
}

/** One event (tests and callers with a single event). */
export const applyPipelineEvent = (reports: ReportsMap, event: PipelineEvent): ReportsMap =>
  applyPipelineEvents(reports, [event]);

/**
 * A fresh extraction is asked for: the claims of that engine leave the view so the analyst sees the
 * new ones arrive (a completed run replaces them in the store too; the list is reloaded at the end).
 */
export function startRun(entry: ReportClaims, engine: Engine): ReportClaims {
  return {
    ...entry,
    claims: entry.claims.filter((c) => c.provenance.engine !== engine),
    startError: null,
    run: { ...IDLE_RUN, status: 'starting', engine }
  };
}

/** The extraction request answered with its run id (events that came first already apply by report). */
export function runStarted(entry: ReportClaims, runId: string): ReportClaims {
  return {
    ...entry,
    run: { ...entry.run, runId, status: entry.run.status === 'starting' ? 'running' : entry.run.status }
  };
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
    if (record.status === 'running')
      return local.status === 'cancelling' || local.status === 'running' ? local : fromRecord;
    return fromRecord;
  }
  return isRunActive(local) ? local : fromRecord;
}
