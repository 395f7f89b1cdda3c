/**
 * The window's one subscription to the `pipeline.events` channel (claims runs and analysis runs
 * alike): each batch is handed to every feature that listens, and each folds it with the one
 * reducer (runFold.ts) into what it shows. The cadence is set where the events leave a run: the
 * main side's run host sends a run's batch at most every 100 ms (events/runHost.ts), so the window
 * renders about ten times a second while a run streams. Here nothing waits: a batch is handed on in
 * the next task; batches that queued while the renderer was busy are merged then, so the window renders
 * once for them and never falls behind; and at most MAX_EVENTS go per task, so the window paints
 * between them.
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
const queue: EventBatch[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
const MAX_EVENTS = 400;

/** Consecutive batches of one run become one; order across runs is kept. */
export function mergeBatches(batches: readonly EventBatch[]): EventBatch[] {
  const out: EventBatch[] = [];
  for (const b of batches) {
    const last = out.at(-1);
    // `last.events` is this function's own copy, so it grows in place.
    if (last && last.runId === b.runId) for (const e of b.events) last.events.push(e);
    else out.push({ runId: b.runId, events: [...b.events] });
  }
  return out;
}

/** Takes up to `max` events off the front of the queue (splitting a batch if need be). */
export function takeEvents(queue: EventBatch[], max: number): EventBatch[] {
  const out: EventBatch[] = [];
  let room = max;
  while (queue.length && room > 0) {
    const head = queue[0]!;
    if (head.events.length <= room) {
      out.push(queue.shift()!);
      room -= head.events.length;
    } else {
      out.push({ runId: head.runId, events: head.events.slice(0, room) });
      queue[0] = { runId: head.runId, events: head.events.slice(room) };
      room = 0;
    }
  }
  return out;
}

function flush(): void {
  timer = null;
  const batches = mergeBatches(takeEvents(queue, MAX_EVENTS));
  if (queue.length) timer = setTimeout(flush, 0);
  for (const batch of batches) for (const h of [...handlers]) h(batch);
}

function enqueue(batch: EventBatch): void {
  queue.push(batch);
  timer ??= setTimeout(flush, 0);
}

/** Hears every batch; the channel is subscribed while anyone listens. Returns an unsubscribe. */
export function onPipelineEvents(handler: BatchHandler): () => void {
  handlers.add(handler);
  unsubscribe ??= on('pipeline.events', enqueue);
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0 && unsubscribe) {
      unsubscribe();
      unsubscribe = null;
    }
  };
}
