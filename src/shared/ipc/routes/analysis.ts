import { z } from 'zod';
import { PipelineEventSchema } from '../../domain/events';
import { AnalysisRunSchema, RunIdSchema } from '../../domain/pipeline';
import { EngineSchema } from '../../domain/provenance';
import { ReportIdSchema } from '../../domain/report';
import { SourceOfTruthSchema } from '../../domain/sourceOfTruth';

export const analysisRoutes = {
  /** Starts the whole pipeline in the background; events arrive in `pipeline.events` batches. */
  'analysis.start': {
    input: z
      .object({
        reportId: ReportIdSchema,
        engine: EngineSchema.default('offline'),
        maxCycles: z.number().int().min(1).max(10).optional(),
        /** `reuse` (the app's default): investigate the stored claims; `extract`: extract them again first. */
        claims: z.enum(['extract', 'reuse']).default('extract')
      })
      .strict(),
    output: z.object({ runId: RunIdSchema, alreadyRunning: z.boolean() })
  },
  /** Continues an interrupted, cancelled or failed run from its last checkpoint. */
  'analysis.resume': {
    input: z.object({ runId: RunIdSchema }).strict(),
    output: z.object({ runId: RunIdSchema, alreadyRunning: z.boolean() })
  },
  'analysis.cancel': {
    input: z.object({ runId: RunIdSchema }).strict(),
    output: z.object({ cancelled: z.boolean() })
  },
  /**
   * The run and its persisted events after `afterSeq`. Subscribe to `pipeline.events` first, then
   * attach, and drop live events whose seq you already have: nothing is missed or shown twice.
   */
  'analysis.attach': {
    input: z.object({ runId: RunIdSchema, afterSeq: z.number().int().min(-1).default(-1) }).strict(),
    output: z.object({ run: AnalysisRunSchema, events: z.array(PipelineEventSchema), active: z.boolean() })
  },
  /**
   * The report's latest run and, once compiled, its Source of Truth (`withCompiled: false` leaves the
   * document out — it is large on a big report — for callers that only need the run).
   */
  'analysis.latest': {
    input: z.object({ reportId: ReportIdSchema, withCompiled: z.boolean().default(true) }).strict(),
    output: z.object({
      run: AnalysisRunSchema.nullable(),
      compiled: SourceOfTruthSchema.nullable(),
      active: z.boolean()
    })
  }
} as const;
