/**
 * The window's one subscription to the `pipeline.events` channel (claims runs and analysis runs
 * alike): each batch is handed to every feature that listens, and each folds it with the one
 * reducer (runFold.ts) into what it shows.
 */
import type { PipelineEvent } from '../../../shared/domain/events';
import { on } from '../ipc/client';

export interface EventBatch {
  runId: string;
  events: PipelineEvent[];
}

export type BatchHandler = (batch: EventBatch) => void;

const handlers = new Set<BatchHandler>();
let unsubscribe: (() => void) | null = null;

/** Hears every batch; the channel is subscribed while anyone listens. Returns an unsubscribe. */
export function onPipelineEvents(handler: BatchHandler): () => void {
  handlers.add(handler);
  unsubscribe ??= on('pipeline.events', (batch) => {
    for (const h of [...handlers]) h(batch);
  });
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0 && unsubscribe) {
      unsubscribe();
      unsubscribe = null;
    }
  };
}
