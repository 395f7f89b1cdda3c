/**
 * Background analysis runs for the app and the web host: at most one per report at a time,
 * cancellable, resumable, each started or resumed through the analyze use case (analyzeReport.ts).
 * Persisted events reach windows through the bus in batches: a burst (say a thousand
 * claim_extracted events) becomes a few `pipeline.events` messages instead of a thousand.
 */
import type { Engine } from '../../shared/domain/provenance';
import type { PipelineEvent } from '../../shared/domain/events';
import { PipelineErrors, SibylError } from '../../shared/ipc/errors';
import type { EventBus } from '../events/bus';
import type { Logger } from '../log';
import type { StoreManager } from '../store/stores';
import type { PipelineServices } from '../pipeline/context';
import { coalescer } from '../events/coalescer';
import { analyzeReport, type AnalyzeTarget, type StartedAnalysis } from './analyzeReport';

export interface AnalysisRunner {
  start(
    reportId: string,
    engine: Engine,
    maxCycles?: number,
    claims?: 'extract' | 'reuse'
  ): Promise<{ runId: string; alreadyRunning: boolean }>;
  resume(runId: string): Promise<{ runId: string; alreadyRunning: boolean }>;
  cancel(runId: string): boolean;
  isActive(runId: string): boolean;
  /** The analysis running on this report, if any. */
  activeFor(reportId: string): string | null;
  settled(runId: string): Promise<void>;
  cancelAll(): Promise<void>;
}

export interface AnalysisRunnerDeps {
  stores: StoreManager;
  bus: EventBus;
  log: Logger;
  services: (engine: Engine, listeners: ((e: PipelineEvent) => void)[]) => Promise<PipelineServices>;
  /** Longest a batch of events waits before it is sent (ms). */
  coalesceMs?: number;
}

export function createAnalysisRunner(deps: AnalysisRunnerDeps): AnalysisRunner {
  const active = new Map<string, { reportId: string; abort: AbortController; done: Promise<void> }>();

  /** Starts or resumes through the analyze use case, then follows the run in the background. */
  const begin = async (target: AnalyzeTarget): Promise<{ runId: string; alreadyRunning: boolean }> => {
    const abort = new AbortController();
    const batcher = coalescer<PipelineEvent>(
      (events) => deps.bus.emit('pipeline.events', { runId: events[0]?.runId ?? '', events }),
      deps.coalesceMs ?? 50
    );
    const started = await analyzeReport(
      { runs: deps.stores.get().analysis, services: (engine) => deps.services(engine, [batcher.push]) },
      { target, signal: abort.signal }
    );
    follow(started, abort, batcher.flush);
    return { runId: started.runId, alreadyRunning: false };
  };

  const follow = ({ runId, reportId, finished }: StartedAnalysis, abort: AbortController, flush: () => void): void => {
    const done = finished
      .then(
        (r) =>
          deps.log.info('analysis finished', {
            runId,
            reportId,
            status: r.status,
            claims: r.state.claims.length,
            verdicts: r.state.verdicts.length
          }),
        (err: unknown) =>
          deps.log.error('analysis failed', {
            runId,
            reportId,
            error: err instanceof Error ? err.message : String(err)
          })
      )
      .finally(() => {
        flush();
        active.delete(runId);
      });
    active.set(runId, { reportId, abort, done });
  };

  // Reports whose run is being set up (services, run record): a second start in that window is refused.
  const starting = new Set<string>();
  const whileStarting = async <T>(reportId: string, setUp: () => Promise<T>): Promise<T> => {
    if (starting.has(reportId))
      throw new SibylError(PipelineErrors.RUN_ACTIVE, 'an analysis of this report is starting');
    starting.add(reportId);
    try {
      return await setUp();
    } finally {
      starting.delete(reportId);
    }
  };

  const activeFor = (reportId: string): string | null => {
    for (const [runId, r] of active) if (r.reportId === reportId) return runId;
    return null;
  };

  return {
    async start(reportId, engine, maxCycles, claims) {
      const running = activeFor(reportId);
      if (running) return { runId: running, alreadyRunning: true };
      return whileStarting(reportId, () => begin({ kind: 'new', reportId, engine, maxCycles, claims }));
    },
    async resume(runId) {
      if (active.has(runId)) return { runId, alreadyRunning: true };
      // The report is looked up only to keep one run per report; the use case checks the run itself.
      const reportId = (await deps.stores.get().analysis.get(runId))?.reportId;
      if (reportId && activeFor(reportId))
        throw new SibylError(PipelineErrors.RUN_ACTIVE, 'another analysis of this report is running');
      return whileStarting(reportId ?? runId, () => begin({ kind: 'resume', runId }));
    },
    cancel(runId) {
      const r = active.get(runId);
      if (!r) return false;
      r.abort.abort();
      return true;
    },
    isActive: (runId) => active.has(runId),
    activeFor,
    async settled(runId) {
      await active.get(runId)?.done;
    },
    async cancelAll() {
      for (const r of active.values()) r.abort.abort();
      await Promise.all([...active.values()].map((r) => r.done));
    }
  };
}
