/**
 * Pipeline events: one discriminated union keyed by `type`. Every event carries the run id, a
 * monotonic per-run sequence number and a timestamp; it is persisted before it is delivered.
 */
import { z } from 'zod';
import { AgentIdSchema, AgentStatusSchema, SpecialistIdSchema } from './agents';
import { ClaimSchema } from './claim';
import { MetricCheckSchema } from './findingDetails';
import {
  DisclosureGapSchema,
  FindingSchema,
  GapPillarSchema,
  InfoRequestSchema,
  InfoResponseSchema,
  ReinvestigationRequestSchema,
  VerdictSchema
} from './finding';

const base = { runId: z.string(), seq: z.number().int().nonnegative(), ts: z.string() };

export const StageSchema = z.enum(['ingest', 'claims', 'orchestrate', 'specialists', 'judge', 'compile', 'done']);
export type Stage = z.infer<typeof StageSchema>;

export const PipelineEventSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('stage_changed'), stage: StageSchema, cycle: z.number().int().min(1) }),
  z.object({ ...base, type: z.literal('agent_started'), agent: AgentIdSchema }),
  z.object({
    ...base,
    type: z.literal('agent_status'),
    agent: AgentIdSchema,
    status: AgentStatusSchema,
    message: z.string().optional()
  }),
  z.object({
    ...base,
    type: z.literal('agent_thinking'),
    agent: AgentIdSchema,
    text: z.string(),
    claimId: z.string().optional()
  }),
  z.object({ ...base, type: z.literal('claim_extracted'), claim: ClaimSchema }),
  z.object({
    ...base,
    type: z.literal('claim_routed'),
    claimId: z.string(),
    agents: z.array(SpecialistIdSchema),
    reason: z.string()
  }),
  z.object({ ...base, type: z.literal('info_request'), request: InfoRequestSchema }),
  z.object({ ...base, type: z.literal('info_response'), response: InfoResponseSchema }),
  z.object({ ...base, type: z.literal('evidence_found'), finding: FindingSchema }),
  /** A check computed by code (Data/Metrics): the claim whose figure it rests on, or null for a whole-report check. */
  z.object({
    ...base,
    type: z.literal('consistency_check'),
    agent: SpecialistIdSchema,
    claimId: z.string().nullable(),
    check: MetricCheckSchema
  }),
  z.object({ ...base, type: z.literal('disclosure_gap'), gap: DisclosureGapSchema }),
  /** Legal's gap scan: `done` of the pillar's `total` leaf paragraphs scanned (the dashboard's coverage bars). */
  z.object({
    ...base,
    type: z.literal('gap_scan_progress'),
    agent: SpecialistIdSchema,
    pillar: GapPillarSchema,
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative()
  }),
  z.object({ ...base, type: z.literal('verdict_issued'), verdict: VerdictSchema }),
  z.object({ ...base, type: z.literal('reinvestigation'), request: ReinvestigationRequestSchema }),
  z.object({ ...base, type: z.literal('run_completed'), summary: z.record(z.string(), z.number()) }),
  z.object({ ...base, type: z.literal('run_failed'), error: z.object({ code: z.string(), message: z.string() }) })
]);
export type PipelineEvent = z.infer<typeof PipelineEventSchema>;
export type PipelineEventType = PipelineEvent['type'];
