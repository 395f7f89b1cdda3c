/**
 * Claims workflows: load a report's claims, start an extraction (offline by default), cancel it,
 * and apply the `pipeline.events` batches (stores/pipelineEvents.ts, the one channel) so claims
 * appear while any run extracts them, an extraction or an analysis. When a run's claims step ends
 * the list is reloaded from the store, which then holds the run's final set. Also the
 * selection commands shared by the list, the highlights and the keyboard.
 */
import type { Claim } from '../../../../shared/domain/claim';
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { Engine } from '../../../../shared/domain/provenance';
import type { ReportId } from '../../../../shared/domain/report';
import { markClaimClick } from '../../components/perfMarks';
import { request } from '../../ipc/client';
import { onPipelineEvents, type EventBatch } from '../../stores/pipelineEvents';
import { describeError, type BannerError } from '../../ipc/errorText';
import { requestPage } from '../../stores/navigationStore';
import { viewerStore } from '../../stores/viewerStore';
import type { ColourBy } from './claimsDensity';
import { claimPage, mergeClaims, sortClaims, stepClaim, type ClaimFilters, type ClaimVerdicts } from './claimsLogic';
import { claimsStore, selectVisibleClaims, UNKNOWN_MODEL, type ModelInfo } from './claimsStore';
import {
  IDLE_RUN,
  applyPipelineEvents,
  emptyReportClaims,
  endsRun,
  isRunActive,
  reconcileRun,
  reportOfRun,
  runStarted,
  startRun,
  type ReportClaims
} from './runEvents';

function updateEntry(reportId: ReportId, update: (e: ReportClaims) => ReportClaims): void {
  claimsStore.setState((s) => {
    const entry = s.reports[reportId] ?? emptyReportClaims();
    const next = update(entry);
    return next === s.reports[reportId] ? s : { reports: { ...s.reports, [reportId]: next } };
  });
}

const entryOf = (reportId: ReportId): ReportClaims | undefined => claimsStore.getState().reports[reportId];

/** Latest load per report: an older answer never overwrites a newer one. */
const loadGeneration = new Map<ReportId, number>();

export async function loadClaims(reportId: ReportId): Promise<void> {
  const gen = (loadGeneration.get(reportId) ?? 0) + 1;
  loadGeneration.set(reportId, gen);
  updateEntry(reportId, (e) => (e.status === 'ready' ? e : { ...e, status: 'loading', loadError: null }));
  try {
    const { claims, run } = await request('claims.list', { reportId });
    if (loadGeneration.get(reportId) !== gen) return;
    updateEntry(reportId, (e) => {
      const nextRun = reconcileRun(e.run, run);
      // While a run goes on, claims that arrived by event after the query must not be lost.
      const list = isRunActive(nextRun) ? mergeClaims(sortClaims(claims), e.claims) : sortClaims(claims);
      return { ...e, status: 'ready', claims: list, loadError: null, run: nextRun };
    });
  } catch (err) {
    if (loadGeneration.get(reportId) !== gen) return;
    updateEntry(reportId, (e) => ({
      ...e,
      status: 'error',
      loadError: describeError(err, 'The claims could not be loaded')
    }));
  }
}

const START_TITLES: Record<string, string> = {
  LLM_NOT_CONFIGURED: 'The model engine is not configured',
  LLM_INVALID_SETTINGS: 'The model settings are not valid',
  LLM_KEY_STORE: 'The model API key could not be read',
  LLM_AUTH: 'The model provider refused the API key',
  LLM_NETWORK: 'The model provider could not be reached'
};

function describeStartError(err: unknown): BannerError {
  const error = describeError(err, 'Claims could not be extracted');
  const title = START_TITLES[error.code];
  if (error.code === 'LLM_NOT_CONFIGURED') {
    return {
      ...error,
      title: title ?? error.title,
      detail: `${error.detail} Until then, extract with the offline engine.`
    };
  }
  return title ? { ...error, title } : error;
}

/** Run ends that arrived before `claims.extract` answered with their run id. */
const earlyEnds = new Map<string, PipelineEvent>();
const EARLY_LIMIT = 16;

export async function extractClaims(reportId: ReportId, engine: Engine = claimsStore.getState().engine): Promise<void> {
  const entry = entryOf(reportId);
  if (entry && isRunActive(entry.run)) return;
  updateEntry(reportId, (e) => startRun(e, engine));
  try {
    const { runId, alreadyRunning } = await request('claims.extract', { reportId, engine });
    updateEntry(reportId, (e) => runStarted(e, runId));
    const early = earlyEnds.get(runId);
    earlyEnds.delete(runId);
    if (early) handleEventBatch({ runId, events: [early] });
    // Joining a run already under way (another window): its stored claims so far come from the list.
    else if (alreadyRunning) void loadClaims(reportId);
  } catch (err) {
    const error = describeStartError(err);
    if (error.code === 'LLM_NOT_CONFIGURED')
      claimsStore.setState((s) => ({
        model: { ...s.model, availability: 'not_configured', problem: null },
        engine: 'offline'
      }));
    updateEntry(reportId, (e) => ({ ...e, startError: error, run: { ...IDLE_RUN, engine } }));
    void loadClaims(reportId);
  }
}

export async function cancelExtraction(reportId: ReportId): Promise<void> {
  const run = entryOf(reportId)?.run;
  if (!run?.runId || run.status !== 'running') return;
  const runId = run.runId;
  updateEntry(reportId, (e) => (e.run.runId === runId ? { ...e, run: { ...e.run, status: 'cancelling' } } : e));
  try {
    const { cancelled } = await request('claims.cancel', { runId });
    // Not cancelled: the run had already ended; the list says how.
    if (!cancelled) void loadClaims(reportId);
  } catch (err) {
    updateEntry(reportId, (e) =>
      e.run.runId === runId && e.run.status === 'cancelling'
        ? {
            ...e,
            run: { ...e.run, status: 'running' },
            startError: describeError(err, 'The extraction could not be cancelled')
          }
        : e
    );
  }
}

export function dismissStartError(reportId: ReportId): void {
  updateEntry(reportId, (e) => (e.startError ? { ...e, startError: null } : e));
}

/** Runs whose claims this window has shown, with their report: its list is reloaded when their claims step ends. */
const claimSources = new Map<string, ReportId>();

/** The claims step is over: the first routing began, or the run ended. */
const claimsStepEnded = (e: PipelineEvent): boolean =>
  (e.type === 'stage_changed' && e.stage === 'orchestrate' && e.cycle === 1) || endsRun(e);

export function handleEventBatch(batch: EventBatch): void {
  const before = claimsStore.getState().reports;
  for (const e of batch.events) {
    // An end that came before `claims.extract` answered with its run id waits for that answer.
    if (endsRun(e) && !reportOfRun(before, e.runId) && !claimSources.has(e.runId)) {
      earlyEnds.set(e.runId, e);
      if (earlyEnds.size > EARLY_LIMIT) earlyEnds.delete(earlyEnds.keys().next().value as string);
    }
  }
  const reports = applyPipelineEvents(before, batch.events);
  if (reports !== before) claimsStore.setState({ reports });
  for (const e of batch.events)
    if (e.type === 'claim_extracted' && reports[e.claim.reportId]) claimSources.set(e.runId, e.claim.reportId);
  const reload = new Set<ReportId>();
  for (const e of batch.events) {
    if (!claimsStepEnded(e)) continue;
    const id = reportOfRun(reports, e.runId) ?? claimSources.get(e.runId);
    claimSources.delete(e.runId);
    if (id) reload.add(id);
  }
  for (const id of reload) void loadClaims(id);
}

export const subscribeClaimEvents = (): (() => void) => onPipelineEvents(handleEventBatch);

/** A report view opens: nothing selected yet, its claims are (re)loaded, the model engine's state is asked. */
export function openClaimsView(reportId: ReportId): void {
  claimsStore.setState({ activeId: null, pulse: null });
  void loadClaims(reportId);
  void refreshModelInfo();
}

/**
 * Asks main whether the model engine could run (Settings → Model engine), so the choice is disabled
 * with the reason up front. If main cannot say (stores starting), the choice stays open and an
 * extraction reports what is wrong.
 */
export async function refreshModelInfo(): Promise<void> {
  try {
    const { engine, endpoint } = await request('model.settings.get', {});
    const model: ModelInfo = {
      availability: engine.ready ? 'ready' : 'not_configured',
      problem: engine.problem,
      endpoint
    };
    claimsStore.setState((s) => ({ model, engine: model.availability === 'not_configured' ? 'offline' : s.engine }));
  } catch {
    claimsStore.setState({ model: UNKNOWN_MODEL });
  }
}

export function setEngine(engine: Engine): void {
  claimsStore.setState({ engine });
}

export function setFilters(patch: Partial<ClaimFilters>): void {
  claimsStore.setState((s) => ({ filters: { ...s.filters, ...patch } }));
}

export function setColourBy(colourBy: ColourBy): void {
  claimsStore.setState({ colourBy });
}

/** The verdicts in force on a report's claims (the workspace hands them in from the analysis). */
export function setClaimVerdicts(reportId: ReportId, verdicts: ClaimVerdicts): void {
  claimsStore.setState((s) =>
    s.verdicts[reportId] === verdicts ? s : { verdicts: { ...s.verdicts, [reportId]: verdicts } }
  );
}

function selectClaim(id: string | null): void {
  claimsStore.setState({ activeId: id });
}

/** Selects the claim, scrolls the viewer to its page and pulses its highlight. */
export function goToClaim(claim: Claim): void {
  claimsStore.setState((s) => ({ activeId: claim.id, pulse: { claimId: claim.id, seq: (s.pulse?.seq ?? 0) + 1 } }));
  requestPage(claimPage(claim));
}

/**
 * A highlight was clicked (or activated by key): the claim is selected,
 * which the reasoning panel shows (timed, components/perfMarks.ts).
 */
export function selectFromHighlight(id: string): void {
  markClaimClick(id);
  selectClaim(id);
}

/** Moves to the next / previous visible claim (from the current page when none is active). */
export function stepActiveClaim(reportId: ReportId, dir: 1 | -1): void {
  const s = claimsStore.getState();
  const next = stepClaim(selectVisibleClaims(s, reportId), s.activeId, dir, viewerStore.getState().currentPage);
  if (next) goToClaim(next);
}

/** Enter on the active claim: brings it into view again (its details are in the reasoning panel). */
export function showActiveClaim(reportId: ReportId): void {
  const s = claimsStore.getState();
  const visible = selectVisibleClaims(s, reportId);
  const active = s.activeId ? visible.find((c) => c.id === s.activeId) : undefined;
  if (active) goToClaim(active);
}

/** The pulse animation of a "go to" has played; a later go-to to the same claim pulses again. */
export function endPulse(seq: number): void {
  if (claimsStore.getState().pulse?.seq === seq) claimsStore.setState({ pulse: null });
}
