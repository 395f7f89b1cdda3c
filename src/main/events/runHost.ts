/**
 * The host of background runs, shared by claims runs and analysis runs: at most one run per report
 * (a second start while the first is still being set up is refused with RUN_ACTIVE), cancel, a promise
 * per run that settles when it ends, and shutdown (cancel every run, wait for all). It is also the one
 * place where a run's events are coalesced for windows: they leave as `pipeline.events` batches at most
 * every EVENT_CADENCE_MS (or as soon as 250 wait); the transports and the window hand them on as they come.
 */
import type { PipelineEvent } from '../../shared/domain/events';
import { PipelineErrors, SibylError } from '../../shared/ipc/errors';
import type { Logger } from '../log';
import type { EventBus } from './bus';
import { coalescer } from './coalescer';

/**
 * How long a run's first waiting event waits for others: ten batches a second follow a run as well as
 * sixty, and each batch costs a window one render whatever its size (docs/workspace-performance.md).
 */
export const EVENT_CADENCE_MS = 100;

/** What a run is started with: its cancel signal and the listener its events go to. */
export interface RunLaunch {
  signal: AbortSignal;
  listener: (event: PipelineEvent) => void;
}

/** A run once set up: its id, and a promise that settles when it ends (whatever the outcome). */
export interface LaunchedRun {
  runId: string;
  finished: Promise<unknown>;
}

export interface StartResult {
  runId: string;
  alreadyRunning: boolean;
}

/** What the runners share with their callers (windows, the web host, the CLI, tests). */
export interface RunControls {
  cancel(runId: string): boolean;
  isActive(runId: string): boolean;
  /** The run of this report, if one is active. */
  activeFor(reportId: string): string | null;
  /** Resolves when the run ends (whatever the outcome) and its last events are sent. */
  settled(runId: string): Promise<void>;
  /** Shutdown: cancels every run, those being set up included, and waits until all have ended. */
  cancelAll(): Promise<void>;
}

export interface RunHost extends RunControls {
  /**
   * Starts a run of the report through `launch`, unless one is active (its id comes back with
   * `alreadyRunning`). While a run of the report is being set up, another start is refused.
   */
  start(reportId: string, launch: (run: RunLaunch) => Promise<LaunchedRun>): Promise<StartResult>;
}

export interface RunHostDeps {
  bus: EventBus;
  log: Logger;
  /** The run in words, for the refusal: 'an analysis', 'a claims run'. */
  label: string;
  /** Longest a run's event waits before it is sent (ms); default EVENT_CADENCE_MS. */
  cadenceMs?: number;
}

interface ActiveRun {
  reportId: string;
  abort: AbortController;
  done: Promise<void>;
}

export function createRunHost(deps: RunHostDeps): RunHost {
  const active = new Map<string, ActiveRun>();
  // Reports whose run is being set up, with its cancel and the set-up itself (for shutdown).
  const starting = new Map<string, { abort: AbortController; setUp: Promise<unknown> }>();

  const activeFor = (reportId: string): string | null => {
    for (const [runId, r] of active) if (r.reportId === reportId) return runId;
    return null;
  };

  /** Follows a launched run until it ends: then its last events go out and it leaves the active map. */
  const follow = (reportId: string, abort: AbortController, run: LaunchedRun, flush: () => void): void => {
    const done = run.finished
      .then(
        () => undefined,
        (err: unknown) => deps.log.error('run failed', { runId: run.runId, reportId, error: String(err) })
      )
      .finally(() => {
        flush();
        active.delete(run.runId);
      });
    active.set(run.runId, { reportId, abort, done });
  };

  const launchRun = async (reportId: string, launch: (run: RunLaunch) => Promise<LaunchedRun>): Promise<string> => {
    const abort = new AbortController();
    let runId: string | null = null;
    const batcher = coalescer<PipelineEvent>(
      (events) => deps.bus.emit('pipeline.events', { runId: runId ?? events[0]!.runId, events }),
      deps.cadenceMs ?? EVENT_CADENCE_MS
    );
    const setUp = launch({ signal: abort.signal, listener: batcher.push });
    starting.set(reportId, { abort, setUp });
    try {
      const run = await setUp;
      runId = run.runId;
      follow(reportId, abort, run, batcher.flush);
      return run.runId;
    } catch (err) {
      batcher.flush();
      throw err;
    } finally {
      starting.delete(reportId);
    }
  };

  return {
    async start(reportId, launch) {
      const running = activeFor(reportId);
      if (running) return { runId: running, alreadyRunning: true };
      if (starting.has(reportId))
        throw new SibylError(PipelineErrors.RUN_ACTIVE, `${deps.label} of this report is starting; wait for it`);
      return { runId: await launchRun(reportId, launch), alreadyRunning: false };
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
      const setting = [...starting.values()];
      for (const r of [...active.values(), ...setting]) r.abort.abort();
      // A run being set up joins the active map (its signal already aborted) once its set-up returns.
      await Promise.allSettled(setting.map((s) => s.setUp));
      await Promise.all([...active.values()].map((r) => r.done));
    }
  };
}
