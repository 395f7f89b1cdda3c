/**
 * Background analysis runs for the app and the web host: at most one per report at a time,
 * cancellable, resumable. Persisted events reach windows through the bus in batches: a burst (say a
 * thousand claim_extracted events) becomes a few `pipeline.events` messages instead of a thousand.
 */
import type { Engine } from '../../shared/domain/provenance';
import type { PipelineEvent } from '../../shared/domain/events';
import { RunConfigSchema } from '../../shared/domain/pipeline';
import { PipelineErrors, SibylError } from '../../shared/ipc/errors';
import type { EventBus } from '../events/bus';
import type { Logger } from '../log';
import type { StoreManager } from '../store/stores';
import type { PipelineServices } from '../pipeline/context';
import { createRun, RESUMABLE, runPipeline } from '../pipeline/runner';

export interface AnalysisRunner {
  start(reportId: string, engine: Engine, maxCycles?: number): Promise<{ runId: string; alreadyRunning: boolean }>;
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

  const prepare = async (engine: Engine): Promise<{ services: PipelineServices; flush: () => void }> => {
    const batcher = coalescer<PipelineEvent>((events) => deps.bus.emit('pipeline.events', { runId: events[0]?.runId ?? '', events }), deps.coalesceMs ?? 50);
    return { services: await deps.services(engine, [batcher.push]), flush: batcher.flush };
  };

  const launch = (runId: string, reportId: string, { services, flush }: { services: PipelineServices; flush: () => void }): void => {
    const abort = new AbortController();
    const done = runPipeline(services, runId, abort.signal)
      .then(
        (r) => deps.log.info('analysis finished', { runId, reportId, status: r.status, claims: r.state.claims.length, verdicts: r.state.verdicts.length }),
        (err: unknown) => deps.log.error('analysis failed', { runId, reportId, error: err instanceof Error ? err.message : String(err) })
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
    if (starting.has(reportId)) throw new SibylError(PipelineErrors.RUN_ACTIVE, 'an analysis of this report is starting');
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
    async start(reportId, engine, maxCycles) {
      const running = activeFor(reportId);
      if (running) return { runId: running, alreadyRunning: true };
      const config = RunConfigSchema.parse({ engine, ...(maxCycles ? { maxCycles } : {}) });
      return whileStarting(reportId, async () => {
        // Services first: a model engine without settings or key fails here, before a run record exists.
        const prepared = await prepare(engine);
        const runId = await createRun(prepared.services, reportId, config);
        launch(runId, reportId, prepared);
        return { runId, alreadyRunning: false };
      });
    },
    async resume(runId) {
      if (active.has(runId)) return { runId, alreadyRunning: true };
      const run = await deps.stores.get().analysis.get(runId);
      if (!run) throw new SibylError(PipelineErrors.RUN_NOT_RESUMABLE, `no analysis run ${runId}`);
      if (!RESUMABLE.includes(run.status)) throw new SibylError(PipelineErrors.RUN_NOT_RESUMABLE, `run ${runId} is ${run.status} and cannot be resumed`);
      if (activeFor(run.reportId)) throw new SibylError(PipelineErrors.RUN_ACTIVE, 'another analysis of this report is running');
      return whileStarting(run.reportId, async () => {
        launch(runId, run.reportId, await prepare(run.config.engine));
        return { runId, alreadyRunning: false };
      });
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

/** Collects events and sends them as one batch at most every `ms` milliseconds. */
export function coalescer<T>(send: (items: T[]) => void, ms: number): { push: (item: T) => void; flush: () => void } {
  let buffer: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!buffer.length) return;
    const items = buffer;
    buffer = [];
    send(items);
  };
  return {
    push(item) {
      buffer.push(item);
      timer ??= setTimeout(flush, ms);
    },
    flush
  };
}
