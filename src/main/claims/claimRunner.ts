/**
 * Background claim runs for the app and web host: at most one run per report at a time, cancellable,
 * its events persisted in the run's log and sent to windows in `pipeline.events` batches. Failures are logged and surface as `run_failed`
 * events; the request that started the run has already returned its run id.
 */
import { randomUUID } from 'node:crypto';
import type { PipelineEvent } from '../../shared/domain/events';
import type { Engine } from '../../shared/domain/provenance';
import type { EventBus } from '../events/bus';
import type { Logger } from '../log';
import type { StoreManager } from '../store/stores';
import type { ClaimEngine } from './engine';
import { coalescer } from '../events/coalescer';
import { runClaimsLogged } from './loggedClaimRun';

export interface ClaimRunner {
  start(reportId: string, engine: Engine): Promise<{ runId: string; alreadyRunning: boolean }>;
  cancel(runId: string): boolean;
  /** The run extracting claims of this report, if any. */
  activeFor(reportId: string): string | null;
  /** Resolves when the run ends (whatever the outcome); for tests and the CLI. */
  settled(runId: string): Promise<void>;
  cancelAll(): Promise<void>;
}

export function createClaimRunner(deps: {
  stores: StoreManager;
  bus: EventBus;
  log: Logger;
  engineFor: (engine: Engine) => Promise<ClaimEngine>;
  coalesceMs?: number;
}): ClaimRunner {
  const active = new Map<string, { reportId: string; abort: AbortController; done: Promise<void> }>();
  const activeFor = (reportId: string): string | null => {
    for (const [runId, r] of active) if (r.reportId === reportId) return runId;
    return null;
  };

  return {
    async start(reportId, engineId) {
      const running = activeFor(reportId);
      if (running) return { runId: running, alreadyRunning: true };
      const stores = deps.stores.get();
      const engine = await deps.engineFor(engineId); // throws a typed error when the engine cannot run
      const runId = `run_${randomUUID()}`;
      const abort = new AbortController();
      // Events reach windows on the one channel, in batches, after they are persisted.
      const batcher = coalescer<PipelineEvent>(
        (events) => deps.bus.emit('pipeline.events', { runId, events }),
        deps.coalesceMs ?? 50
      );
      const done = runClaimsLogged(stores, {
        reportId,
        engine,
        runId,
        signal: abort.signal,
        listeners: [batcher.push],
        log: deps.log
      })
        .then(
          (r) =>
            deps.log.info('claims run finished', {
              runId,
              reportId,
              engine: engineId,
              claims: r.stats.claims,
              anchorRate: r.stats.anchorRate,
              ms: r.stats.ms
            }),
          (err: unknown) =>
            deps.log.error('claims run failed', {
              runId,
              reportId,
              error: err instanceof Error ? err.message : String(err)
            })
        )
        .finally(() => {
          batcher.flush();
          active.delete(runId);
        });
      active.set(runId, { reportId, abort, done });
      return { runId, alreadyRunning: false };
    },
    activeFor,
    cancel(runId) {
      const r = active.get(runId);
      if (!r) return false;
      r.abort.abort();
      return true;
    },
    async settled(runId) {
      await active.get(runId)?.done;
    },
    async cancelAll() {
      for (const r of active.values()) r.abort.abort();
      await Promise.all([...active.values()].map((r) => r.done));
    }
  };
}
