import { z } from 'zod';
import { ClaimSchema } from '../../domain/claim';
import { EngineSchema } from '../../domain/provenance';
import { RunIdSchema } from '../../domain/pipeline';
import { ReportIdSchema } from '../../domain/report';

const ClaimRunSchema = z.object({
  id: z.string(),
  reportId: ReportIdSchema,
  engine: EngineSchema,
  status: z.enum(['running', 'completed', 'failed', 'cancelled']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  stats: z.record(z.string(), z.number()),
  error: z.string().nullable()
});
export type ClaimRunInfo = z.infer<typeof ClaimRunSchema>;

export const claimRoutes = {
  /** Claims of a report (sorted by page, then priority) and the latest run's state. */
  'claims.list': {
    input: z.object({ reportId: ReportIdSchema, engine: EngineSchema.optional() }).strict(),
    output: z.object({ claims: z.array(ClaimSchema), run: ClaimRunSchema.nullable() })
  },
  /**
   * Starts extraction in the background; claims arrive as claim_extracted
   * events in `pipeline.events` batches (persisted first).
   */
  'claims.extract': {
    input: z.object({ reportId: ReportIdSchema, engine: EngineSchema.default('offline') }).strict(),
    output: z.object({ runId: RunIdSchema, alreadyRunning: z.boolean() })
  },
  'claims.cancel': {
    input: z.object({ runId: RunIdSchema }).strict(),
    output: z.object({ cancelled: z.boolean() })
  }
} as const;
