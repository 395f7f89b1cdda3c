/**
 * The event channel: every push from main to a window is one of these, keyed by `name`.
 * Pipeline events (see domain/events.ts) of every run, claims runs and analysis runs alike, travel
 * persisted and numbered in `pipeline.events` batches; there is no other pipeline channel.
 */
import { z } from 'zod';
import { PipelineEventSchema } from '../domain/events';
import { StoreStateSchema } from './routes/app';

const IngestProgressSchema = z.object({
  jobId: z.string(),
  fileName: z.string(),
  stage: z.enum(['reading', 'parsing', 'structuring', 'storing', 'indexing', 'done', 'failed']),
  pagesDone: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
  message: z.string().optional()
});
export type IngestProgress = z.infer<typeof IngestProgressSchema>;

/** The events and their payload schemas; read as types only (`EventName`, `EventPayload`). @public */
export const appEvents = {
  'app.store_status': StoreStateSchema,
  'ingest.progress': IngestProgressSchema,
  /** Persisted events of one run (claims or analysis), in seq order, batched (events/coalescer.ts). */
  'pipeline.events': z.object({ runId: z.string(), events: z.array(PipelineEventSchema) }),
  'app.focus_report': z.object({ path: z.string() }),
  /** A command chosen in the Electron app menu (ids in shared/commands.ts); the renderer's registry runs it. */
  'app.command': z.object({ id: z.string() })
} as const;

type AppEvents = typeof appEvents;
export type EventName = keyof AppEvents;
export type EventPayload<E extends EventName> = z.infer<AppEvents[E]>;
