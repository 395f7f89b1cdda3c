/**
 * A run's event log, for analysis runs and claims runs alike (one persisted stream): every event gets
 * the next seq, is written to the sink (PGlite's pipeline_events in the app), and only then handed to
 * the listeners (windows, CLI progress, tests). Events emitted in a burst are written in one
 * transaction. `flush()` resolves once everything emitted so far is persisted and delivered; the
 * runner awaits it before checkpointing a node.
 */
import type { PipelineEvent } from '../../shared/domain/events';
import type { Logger } from '../log';
import type { StoredEvent } from '../store/pg/repos/analysis';

/** Where a log writes its events (the analysis repository, or a checkpointer). */
export interface EventSink {
  insertEvents(runId: string, events: StoredEvent[]): Promise<void>;
}

/** An event as a node emits it: the log adds runId, seq and ts. */
export type EventInput = PipelineEvent extends infer E
  ? E extends PipelineEvent
    ? Omit<E, 'runId' | 'seq' | 'ts'>
    : never
  : never;

export type EventListener = (event: PipelineEvent) => void;

export interface EventLog {
  /** Emits on behalf of a node execution (its key is what a resume supersedes). */
  emit(nodeKey: string, event: EventInput): void;
  flush(): Promise<void>;
  readonly lastSeq: number;
}

export function createEventLog(
  repo: EventSink,
  runId: string,
  firstSeq: number,
  listeners: readonly EventListener[],
  log: Logger
): EventLog {
  let seq = firstSeq;
  let queue: StoredEvent[] = [];
  let writing: Promise<void> = Promise.resolve();
  let failure: unknown = null;

  const drain = (): void => {
    const batch = queue;
    queue = [];
    writing = writing.then(async () => {
      if (!batch.length || failure) return;
      try {
        await repo.insertEvents(runId, batch);
      } catch (err) {
        failure = err;
        log.error('could not persist pipeline events', { runId, error: String(err) });
        return;
      }
      for (const e of batch) {
        for (const l of listeners) {
          try {
            l(e.event);
          } catch (err) {
            log.warn('pipeline event listener failed', { error: String(err) });
          }
        }
      }
    });
  };

  return {
    emit(nodeKey, input) {
      const event = { ...input, runId, seq: seq++, ts: new Date().toISOString() } as PipelineEvent;
      queue.push({ seq: event.seq, node: nodeKey, event });
      // Coalesce a synchronous burst into one write.
      if (queue.length === 1) queueMicrotask(drain);
    },
    async flush() {
      if (queue.length) drain();
      await writing;
      if (failure) throw failure;
    },
    get lastSeq() {
      return seq - 1;
    }
  };
}
