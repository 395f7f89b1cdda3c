/**
 * Analysis workflows: read the report's latest run when its view opens and replay it, start a run
 * (offline by default), cancel it, resume an interrupted / cancelled / failed one, and fold the
 * `pipeline.events` batches into the store. Replay protocol: the view subscribes first, then attaches
 * with the last seq it holds; live batches for a run being attached wait until the replay is folded,
 * and seqs already folded are dropped by the one reducer (stores/runFold.ts). The claims panel hears
 * the same batches on the same channel (stores/pipelineEvents.ts) and shows claims as they arrive.
 */
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { Engine } from '../../../../shared/domain/provenance';
import type { ReportId } from '../../../../shared/domain/report';
import { request } from '../../ipc/client';
import { onPipelineEvents, type EventBatch } from '../../stores/pipelineEvents';
import { describeError, type BannerError } from '../../ipc/errorText';
import {
  canResume,
  emptyAnalysis,
  foldEvents,
  followRun,
  isAnalysisActive,
  keptBefore,
  reconcileRecord,
  viewOfDocument,
  type AnalysisView
} from './analysisEvents';
import { analysisStore, type ReportAnalysis } from './analysisStore';

const entryOf = (reportId: ReportId): ReportAnalysis | undefined => analysisStore.getState().reports[reportId];
const viewOf = (reportId: ReportId): AnalysisView => entryOf(reportId)?.view ?? emptyAnalysis();

function update(reportId: ReportId, fn: (e: ReportAnalysis) => ReportAnalysis): void {
  analysisStore.setState((s) => {
    const entry = s.reports[reportId] ?? { view: emptyAnalysis(), error: null, previous: null };
    const next = fn(entry);
    return next === s.reports[reportId] ? s : { reports: { ...s.reports, [reportId]: next } };
  });
}

const setView = (reportId: ReportId, fn: (v: AnalysisView) => AnalysisView): void =>
  update(reportId, (e) => {
    const view = fn(e.view);
    return view === e.view ? e : { ...e, view };
  });

const setError = (reportId: ReportId, error: BannerError | null): void =>
  update(reportId, (e) => (e.error === error ? e : { ...e, error }));

/** Folds events into the report's view. */
function fold(reportId: ReportId, events: readonly PipelineEvent[]): void {
  setView(reportId, (v) => foldEvents(v, events));
}

/** Runs being attached: live batches wait here until the replay is folded. */
const attaching = new Map<string, { pending: number; batches: PipelineEvent[][] }>();

/**
 * Replays the run's persisted events after the last seq held, then the live batches that came
 * meanwhile, then takes the run record's status.
 */
async function attach(reportId: ReportId, runId: string): Promise<void> {
  const slot = attaching.get(runId) ?? { pending: 0, batches: [] };
  slot.pending += 1;
  attaching.set(runId, slot);
  try {
    const { run, events, active } = await request('analysis.attach', { runId, afterSeq: viewOf(reportId).lastSeq });
    const before = viewOf(reportId);
    if (before.runId !== runId) return;
    const live = slot.batches.splice(0).flat();
    setView(reportId, () => reconcileRecord(foldEvents(foldEvents(before, events), live), run, active));
  } catch (err) {
    if (viewOf(reportId).runId === runId) setError(reportId, describeError(err, 'The analysis could not be followed'));
  } finally {
    slot.pending -= 1;
    if (slot.pending === 0) {
      attaching.delete(runId);
      for (const batch of slot.batches) fold(reportId, batch);
    }
  }
}

function reportOfRun(runId: string): ReportId | null {
  for (const [id, entry] of Object.entries(analysisStore.getState().reports) as [
    ReportId,
    ReportAnalysis | undefined
  ][])
    if (entry?.view.runId === runId) return id;
  return null;
}

export function handleEventBatch(batch: EventBatch): void {
  const slot = attaching.get(batch.runId);
  if (slot) {
    slot.batches.push(batch.events);
    return;
  }
  const reportId = reportOfRun(batch.runId);
  if (reportId) fold(reportId, batch.events);
}

export const subscribeAnalysisEvents = (): (() => void) => onPipelineEvents(handleEventBatch);

/** Latest read per report: an older answer never overwrites a newer one. */
const generation = new Map<ReportId, number>();

/** A report view opens: read its latest run and, if there is one, replay it (verdicts come back). */
export async function openAnalysisView(reportId: ReportId): Promise<void> {
  const gen = (generation.get(reportId) ?? 0) + 1;
  generation.set(reportId, gen);
  if (!entryOf(reportId)) update(reportId, () => ({ view: emptyAnalysis('loading'), error: null, previous: null }));
  try {
    const { run } = await request('analysis.latest', { reportId, withCompiled: false });
    if (generation.get(reportId) !== gen) return;
    if (!run) {
      if (!isAnalysisActive(viewOf(reportId))) setView(reportId, () => emptyAnalysis('idle'));
      return;
    }
    const current = viewOf(reportId);
    // Same run already followed here: continue from its last seq; otherwise replay from the start.
    if (current.runId !== run.id)
      setView(reportId, () => followRun(run.id, run.config.engine, run.status === 'running' ? 'running' : 'loading'));
    if (run.status !== 'completed' && !entryOf(reportId)?.previous) void loadPrevious(reportId, gen);
    await attach(reportId, run.id);
  } catch (err) {
    if (generation.get(reportId) !== gen) return;
    setView(reportId, (v) => (v.status === 'loading' ? { ...v, status: 'idle' } : v));
    setError(reportId, describeError(err, 'The latest analysis could not be read'));
  }
}

/**
 * The latest run did not complete (running, cancelled, failed, interrupted): the last completed
 * analysis, if any, is read so its verdicts stay in force meanwhile (after a reload too).
 */
async function loadPrevious(reportId: ReportId, gen: number): Promise<void> {
  try {
    const { document } = await request('sot.get', { reportId });
    if (generation.get(reportId) !== gen || !document || document.run.id === viewOf(reportId).runId) return;
    update(reportId, (e) => (e.previous ? e : { ...e, previous: viewOfDocument(document) }));
  } catch {
    // Without it the followed run's own verdicts show; the latest run's error banner says enough.
  }
}

const TITLES: Record<string, string> = {
  LLM_NOT_CONFIGURED: 'The model engine is not configured',
  LLM_INVALID_SETTINGS: 'The model settings are not valid',
  LLM_KEY_STORE: 'The model API key could not be read',
  LLM_AUTH: 'The model provider refused the API key',
  LLM_NETWORK: 'The model provider could not be reached',
  RUN_ACTIVE: 'Another analysis of this report is running',
  RUN_NOT_RESUMABLE: 'This analysis cannot be resumed'
};

function describeAnalysisError(err: unknown, fallback: string): BannerError {
  const error = describeError(err, fallback);
  const title = TITLES[error.code];
  if (error.code === 'LLM_NOT_CONFIGURED')
    return {
      ...error,
      title: title ?? error.title,
      detail: `${error.detail} Until then, analyze with the offline engine.`
    };
  return title ? { ...error, title } : error;
}

/**
 * Starts a new run. `claims`: `reuse` investigates the claims the report already has (the default);
 * `extract` extracts them again first. The last completed run's verdicts stay in force until the new
 * one completes.
 */
export async function startAnalysis(
  reportId: ReportId,
  engine: Engine = 'offline',
  claims: 'reuse' | 'extract' = 'reuse'
): Promise<void> {
  const before = entryOf(reportId) ?? { view: emptyAnalysis('idle'), error: null, previous: null };
  if (isAnalysisActive(before.view)) return;
  generation.set(reportId, (generation.get(reportId) ?? 0) + 1);
  update(reportId, () => ({
    view: { ...emptyAnalysis('starting'), engine },
    error: null,
    previous: keptBefore(before.view, before.previous)
  }));
  try {
    const { runId } = await request('analysis.start', { reportId, engine, claims });
    setView(reportId, (v) => (v.status === 'starting' && v.runId === null ? followRun(runId, engine, 'starting') : v));
    // Events may have been sent before the run id was known here: the replay brings them.
    await attach(reportId, runId);
  } catch (err) {
    update(reportId, (e) =>
      e.view.status === 'starting' && e.view.runId === null
        ? { ...before, error: describeAnalysisError(err, 'The analysis could not start') }
        : e
    );
  }
}

export async function cancelAnalysis(reportId: ReportId): Promise<void> {
  const view = viewOf(reportId);
  if (!view.runId || (view.status !== 'running' && view.status !== 'starting')) return;
  const { runId, status } = view;
  setView(reportId, (v) => (v.runId === runId ? { ...v, status: 'cancelling' } : v));
  try {
    const { cancelled } = await request('analysis.cancel', { runId });
    // Not cancelled: the run had already ended; the record says how.
    if (!cancelled) await openAnalysisView(reportId);
  } catch (err) {
    setView(reportId, (v) => (v.runId === runId && v.status === 'cancelling' ? { ...v, status } : v));
    setError(reportId, describeAnalysisError(err, 'The analysis could not be cancelled'));
  }
}

export async function resumeAnalysis(reportId: ReportId): Promise<void> {
  const view = viewOf(reportId);
  if (!canResume(view) || !view.runId) return;
  const { runId, status } = view;
  setError(reportId, null);
  setView(reportId, (v) => (v.runId === runId ? { ...v, status: 'starting', error: null } : v));
  try {
    await request('analysis.resume', { runId });
    await attach(reportId, runId);
  } catch (err) {
    setView(reportId, (v) => (v.runId === runId && v.status === 'starting' ? { ...v, status } : v));
    setError(reportId, describeAnalysisError(err, 'The analysis could not be resumed'));
  }
}

export function dismissAnalysisError(reportId: ReportId): void {
  setError(reportId, null);
}
