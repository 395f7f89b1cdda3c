/**
 * The compiled Source of Truth: everything an export needs, typed once. Claims are grouped by the
 * IFRS core-content pillar of their mapped paragraphs; each carries its verdict, its findings and the
 * evidence chain cycle by cycle (where it was routed, what was found, what the Judge asked next).
 * Gaps and whole-report results (checks that belong to no single claim) sit beside the pillars.
 * Field by field: docs/report-schema.md.
 */
import { z } from 'zod';
import { ReportFigureSchema } from './reportFigure';
import { SpecialistIdSchema, AgentIdSchema } from './agents';
import { ClaimSchema, ClaimTypeSchema } from './claim';
import {
  DisclosureGapSchema,
  FindingSchema,
  ReinvestigationRequestSchema,
  ReportFindingSchema,
  VerdictSchema,
  VerdictValueSchema
} from './finding';
import { OverrideSchema } from './override';
import { AgentRunSchema, RunConfigSchema } from './pipeline';
import { AuditEntrySchema, CrossMapRowSchema, MethodologySchema } from './reportExtras';

const PillarKeySchema = z.enum(['governance', 'strategy', 'risk_management', 'metrics_targets', 'unmapped']);
export type PillarKey = z.infer<typeof PillarKeySchema>;

const EvidenceStepSchema = z.object({
  cycle: z.number().int().min(1),
  routedTo: z.array(SpecialistIdSchema),
  routingReason: z.string(),
  findingIds: z.array(z.string()),
  /** The Judge's request after this cycle, if it asked for more. */
  reinvestigation: ReinvestigationRequestSchema.nullable()
});

const ClaimEntrySchema = z.object({
  claim: ClaimSchema,
  verdict: VerdictSchema.nullable(),
  findings: z.array(FindingSchema),
  chain: z.array(EvidenceStepSchema)
});
export type ClaimEntry = z.infer<typeof ClaimEntrySchema>;

export const SourceOfTruthSchema = z.object({
  schemaVersion: z.literal(1),
  report: z.object({
    id: z.string(),
    title: z.string(),
    fileName: z.string(),
    pageCount: z.number().int(),
    sha256: z.string()
  }),
  run: z.object({
    id: z.string(),
    config: RunConfigSchema,
    appVersion: z.string(),
    corpusVersion: z.string(),
    models: z.record(z.string(), z.string()).default({}),
    startedAt: z.string(),
    compiledAt: z.string(),
    cycles: z.number().int().min(1),
    agents: z.array(z.object({ id: AgentIdSchema, available: z.boolean(), run: AgentRunSchema.nullable() })),
    /** Specialist domains no agent in this build investigated; every verdict says so too. */
    notInvestigated: z.array(SpecialistIdSchema)
  }),
  summary: z.object({
    claims: z.number().int(),
    anchored: z.number().int(),
    findings: z.number().int(),
    gaps: z.number().int(),
    /** Whole-report results (`reportFindings`). */
    reportFindings: z.number().int().default(0),
    /** Data/Metrics whole-report checks by result (docs/report-schema.md, "Data/Metrics checks"). */
    checks: z
      .object({ pass: z.number().int(), fail: z.number().int(), inconclusive: z.number().int() })
      .default({ pass: 0, fail: 0, inconclusive: 0 }),
    /** Financial lines set apart from claims (`reportFigures`). */
    reportFigures: z.number().int().default(0),
    reinvestigations: z.number().int(),
    verdicts: z.record(VerdictValueSchema, z.number().int()),
    byType: z.partialRecord(ClaimTypeSchema, z.number().int()),
    byPillar: z.partialRecord(PillarKeySchema, z.number().int())
  }),
  pillars: z.array(z.object({ pillar: PillarKeySchema, claims: z.array(ClaimEntrySchema) })),
  gaps: z.array(DisclosureGapSchema),
  /** Results of whole-report checks that belong to no single claim, by agent then id. */
  reportFindings: z.array(ReportFindingSchema).default([]),
  /** Financial lines the claims engine set apart from claims (revenue, EBITDA, ...), in page order. */
  reportFigures: z.array(ReportFigureSchema).default([]),
  /**
   * Analyst overrides of this run, oldest first; the latest per target is in force (`override.ts`). Added by exports.
   */
  overrides: z.array(OverrideSchema).default([]),
  /** Every registry paragraph and how the report covers it (`reportExtras.ts`). Added by exports. */
  crossMap: z.array(CrossMapRowSchema).default([]),
  /** Timings, outbound requests, who exported and when. Added by exports; absent in the stored document. */
  methodology: MethodologySchema.optional(),
  /** What happened to the run, in order: start, stages, agent failures, overrides, end. Added by exports. */
  audit: z.array(AuditEntrySchema).default([])
});
export type SourceOfTruth = z.infer<typeof SourceOfTruthSchema>;
