/**
 * A standalone claims run (the app's Extract button, `sibyl claims`) with its events in the one
 * persisted log: numbered, written to pipeline_events under the run's id, then handed to the
 * listeners (the window batcher, the CLI). Inside an analysis the pipeline's own log does this.
 */
import { randomUUID } from 'node:crypto';
import { createEventLog, type EventListener } from '../events/eventLog';
import type { Logger } from '../log';
import type { Stores } from '../store/stores';
import { runClaims, type RunClaimsOptions } from './runClaims';

/** The node key of a standalone claims run's events (what a resume of it would supersede). */
const CLAIMS_RUN_NODE = 'claims';

export async function runClaimsLogged(
  stores: Stores,
  opts: Omit<RunClaimsOptions, 'emit'> & { listeners?: readonly EventListener[]; log: Logger }
): ReturnType<typeof runClaims> {
  const runId = opts.runId ?? `run_${randomUUID()}`;
  const events = createEventLog(stores.analysis, runId, 0, opts.listeners ?? [], opts.log);
  try {
    return await runClaims(stores, { ...opts, runId, emit: (e) => events.emit(CLAIMS_RUN_NODE, e) });
  } finally {
    // The last events (run_completed / run_failed) are persisted and delivered before the run returns.
    await events
      .flush()
      .catch((err: unknown) => opts.log.error('claims run events could not be stored', { runId, error: String(err) }));
  }
}
