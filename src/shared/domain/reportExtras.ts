/**
 * What an export adds to the compiled Source of Truth, read from the stores when it is written: the
 * S1/S2 cross-map (registry paragraphs and how the report covers them), the methodology (timings,
 * outbound requests, who exported it and when) and the audit trail. All optional in report.json:
 * documents compiled before them still parse. Field by field: docs/report-schema.md.
 */
import { z } from 'zod';

/**
 * covered: the report speaks to it with no gap; partial / missing: a gap
 * (or Legal) says so; not_assessed: nothing maps to it and no gap scan ran.
 */
const CoverageStatusSchema = z.enum(['covered', 'partial', 'missing', 'not_assessed']);
export type CoverageStatus = z.infer<typeof CoverageStatusSchema>;

export const CrossMapRowSchema = z.object({
  paragraphId: z.string(),
  standard: z.enum(['S1', 'S2']),
  pillar: z.enum(['governance', 'strategy', 'risk_management', 'metrics_targets']),
  /** The registry's short label (project wording). */
  title: z.string(),
  /** What the paragraph asks, in the registry's own paraphrase (never the standard's text). */
  requirement: z.string().default(''),
  /** Depth below the numbered paragraph: 0 for S2.29, 1 for S2.29(a), and so on. */
  depth: z.number().int().min(0),
  /** For an S2 paragraph its S1 counterpart; for an S1 paragraph the S2 paragraphs that play its role. */
  counterparts: z.array(z.string()),
  status: CoverageStatusSchema,
  /** Claims whose verdict (else preliminary) mapping names the paragraph or one below it. */
  claims: z.number().int().min(0),
  /** The gap on this paragraph, when there is one. */
  gapId: z.string().nullable(),
  /** The analyst dismissed that gap (the status shown is the scan's). */
  dismissed: z.boolean().default(false)
});
export type CrossMapRow = z.infer<typeof CrossMapRowSchema>;

const NodeTimingSchema = z.object({
  node: z.string(),
  ms: z.number().min(0),
  executions: z.number().int().min(0)
});
export type NodeTimingRow = z.infer<typeof NodeTimingSchema>;

export const MethodologySchema = z.object({
  /** When this export was written (ISO). */
  exportedAt: z.string(),
  /** The analyst named in Settings, or null when none is set. */
  preparedBy: z.string().nullable(),
  /** Run start to compile, in milliseconds. */
  wallMs: z.number().min(0),
  /** Time spent per pipeline node, summed over its executions (checkpoints). */
  timings: z.array(NodeTimingSchema),
  /** The outbound ledger's rows for this run: every request that left the machine, or was refused. */
  outbound: z.object({
    total: z.number().int().min(0),
    byOutcome: z.record(z.string(), z.number().int()),
    hosts: z.array(z.object({ host: z.string(), requests: z.number().int() }))
  })
});
export type Methodology = z.infer<typeof MethodologySchema>;

export const AuditEntrySchema = z.object({
  at: z.string(),
  /** run, stage, agent, override, export. */
  kind: z.enum(['run', 'stage', 'agent', 'override', 'export']),
  text: z.string()
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
