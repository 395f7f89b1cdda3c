/**
 * Background claim runs for the app and web host, on the run host (events/runHost.ts): at most one run
 * per report at a time, cancellable, its events persisted in the run's log and sent to windows in
 * `pipeline.events` batches. Failures are logged and surface as `run_failed` events; the request that
 * started the run has already returned its run id.
 */
import { randomUUID } from 'node:crypto';
import type { Engine } from '../../shared/domain/provenance';
import type { EventBus } from '../events/bus';
import { createRunHost, type RunControls, type StartResult } from '../events/runHost';
import type { Logger } from '../log';
import type { StoreManager } from '../store/stores';
import type { ClaimEngine } from './engine';
import { runClaimsLogged } from './loggedClaimRun';

export interface ClaimRunner extends RunControls {
  /** A second start while the report's run is being set up is refused (RUN_ACTIVE). */
  start(reportId: string, engine: Engine): Promise<StartResult>;
}

export function createClaimRunner(deps: {
  stores: StoreManager;
  bus: EventBus;
  log: Logger;
  engineFor: (engine: Engine) => Promise<ClaimEngine>;
  /** Longest a batch of events waits before it is sent (ms); default: the run host's cadence. */
  coalesceMs?: number;
}): ClaimRunner {
  const host = createRunHost({
    bus: deps.bus,
    log: deps.log,
    label: 'a claims run',
    ...(deps.coalesceMs !== undefined ? { cadenceMs: deps.coalesceMs } : {})
  });
  const { cancel, isActive, activeFor, settled, cancelAll } = host;
  return {
    start: (reportId, engineId) =>
      host.start(reportId, async ({ signal, listener }) => {
        const stores = deps.stores.get();
        const engine = await deps.engineFor(engineId); // throws a typed error when the engine cannot run
        const runId = `run_${randomUUID()}`;
        const finished = runClaimsLogged(stores, {
          reportId,
          engine,
          runId,
          signal,
          listeners: [listener],
          log: deps.log
        })
          .then((r) =>
            deps.log.info('claims run finished', {
              runId,
              reportId,
              engine: engineId,
              claims: r.stats.claims,
              anchorRate: r.stats.anchorRate,
              ms: r.stats.ms
            })
          )
          .catch((err: unknown) =>
            deps.log.error('claims run failed', {
              runId,
              reportId,
              error: err instanceof Error ? err.message : String(err)
            })
          );
        return { runId, finished };
      }),
    cancel,
    isActive,
    activeFor,
    settled,
    cancelAll
  };
}
