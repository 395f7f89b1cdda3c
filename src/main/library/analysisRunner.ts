/**
 * Background analysis runs for the app and the web host, on the run host (events/runHost.ts): at most
 * one per report at a time, cancellable, resumable, each started or resumed through the analyze use
 * case (analyzeReport.ts). The host sends the persisted events to windows in `pipeline.events` batches.
 */
import type { Engine } from '../../shared/domain/provenance';
import type { PipelineEvent } from '../../shared/domain/events';
import { PipelineErrors, SibylError } from '../../shared/ipc/errors';
import type { EventBus } from '../events/bus';
import { createRunHost, type LaunchedRun, type RunControls, type RunLaunch, type StartResult } from '../events/runHost';
import type { Logger } from '../log';
import type { StoreManager } from '../store/stores';
import type { PipelineServices } from '../pipeline/context';
import { analyzeReport, type AnalyzeTarget } from './analyzeReport';

export interface AnalysisRunner extends RunControls {
  /** A second start while the report's run is being set up is refused (RUN_ACTIVE). */
  start(reportId: string, engine: Engine, maxCycles?: number, claims?: 'extract' | 'reuse'): Promise<StartResult>;
  resume(runId: string): Promise<StartResult>;
}

export interface AnalysisRunnerDeps {
  stores: StoreManager;
  bus: EventBus;
  log: Logger;
  services: (engine: Engine, listeners: ((e: PipelineEvent) => void)[]) => Promise<PipelineServices>;
  /** Longest a batch of events waits before it is sent (ms); default: the run host's cadence. */
  coalesceMs?: number;
}

export function createAnalysisRunner(deps: AnalysisRunnerDeps): AnalysisRunner {
  const host = createRunHost({
    bus: deps.bus,
    log: deps.log,
    label: 'an analysis',
    ...(deps.coalesceMs !== undefined ? { cadenceMs: deps.coalesceMs } : {})
  });

  /** Starts or resumes through the analyze use case; the run then goes on in the background. */
  const launch =
    (target: AnalyzeTarget) =>
    async ({ signal, listener }: RunLaunch): Promise<LaunchedRun> => {
      const { runId, reportId, finished } = await analyzeReport(
        { runs: deps.stores.get().analysis, services: (engine) => deps.services(engine, [listener]) },
        { target, signal }
      );
      const logged = finished
        .then((r) =>
          deps.log.info('analysis finished', {
            runId,
            reportId,
            status: r.status,
            claims: r.state.claims.length,
            verdicts: r.state.verdicts.length
          })
        )
        .catch((err: unknown) =>
          deps.log.error('analysis failed', {
            runId,
            reportId,
            error: err instanceof Error ? err.message : String(err)
          })
        );
      return { runId, finished: logged };
    };

  const { cancel, isActive, activeFor, settled, cancelAll } = host;
  return {
    start: (reportId, engine, maxCycles, claims) =>
      host.start(reportId, launch({ kind: 'new', reportId, engine, maxCycles, claims })),
    async resume(runId) {
      if (host.isActive(runId)) return { runId, alreadyRunning: true };
      // The report is looked up only to keep one run per report; the use case checks the run itself.
      const reportId = (await deps.stores.get().analysis.get(runId))?.reportId;
      if (reportId && host.activeFor(reportId) !== null && host.activeFor(reportId) !== runId)
        throw new SibylError(PipelineErrors.RUN_ACTIVE, 'another analysis of this report is running');
      return host.start(reportId ?? runId, launch({ kind: 'resume', runId }));
    },
    cancel,
    isActive,
    activeFor,
    settled,
    cancelAll
  };
}
