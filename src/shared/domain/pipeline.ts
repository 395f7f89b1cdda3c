/**
 * The investigation pipeline's shape and run-level records, shared by main (the runner walks this
 * graph) and the renderer (the dashboard draws it). The graph is data: nodes, plain edges, and
 * conditional edges that declare every target they may choose.
 */
import { z } from 'zod';
import { AgentStatusSchema, SPECIALISTS, SpecialistIdSchema } from './agents';
import { EngineSchema } from './provenance';

/** Run ids (claims runs and analysis runs share the form). */
export const RunIdSchema = z.string().regex(/^run_[0-9a-f-]{36}$/, 'malformed run id');

export const NodeIdSchema = z.enum(['claims', 'orchestrate', ...SpecialistIdSchema.options, 'judge', 'compile']);
export type NodeId = z.infer<typeof NodeIdSchema>;

export interface PipelineGraph {
  start: NodeId;
  nodes: readonly NodeId[];
  /** Unconditional edges: after `from`, every `to` runs (in parallel). */
  edges: readonly { from: NodeId; to: NodeId }[];
  /** Conditional edges: after `from`, a routing function picks a subset of `targets` (or END). */
  conditional: readonly { from: NodeId; targets: readonly NodeId[]; label: string }[];
  /** Nodes that wait for every running predecessor before they start. */
  joins: readonly NodeId[];
}

export const PIPELINE_GRAPH: PipelineGraph = {
  start: 'claims',
  nodes: NodeIdSchema.options,
  edges: [{ from: 'claims', to: 'orchestrate' }, ...SPECIALISTS.map((s) => ({ from: s, to: 'judge' as NodeId }))],
  conditional: [
    // The orchestrator fans out to the specialists that have work this cycle; with none, straight to the Judge.
    { from: 'orchestrate', targets: [...SPECIALISTS, 'judge'], label: 'route claims' },
    // The Judge cycles back while re-investigation is requested and cycles remain.
    { from: 'judge', targets: ['orchestrate', 'compile'], label: 're-investigate or compile' }
  ],
  joins: ['judge']
};

export const RunConfigSchema = z.object({
  engine: EngineSchema.default('offline'),
  /**
   * `extract`: the claims node runs the claims engine; `reuse`: it takes the claims already stored
   * for the report (an earlier extraction), extracting only when none are stored.
   */
  claims: z.enum(['extract', 'reuse']).default('extract'),
  /** Judge → orchestrator cycles, counting the first investigation (seed FRD 11 default 3). */
  maxCycles: z.number().int().min(1).max(10).default(3),
  /** Node executions allowed in one run before it stops as failed (guards against loops). */
  stepLimit: z.number().int().min(5).max(10_000).default(200),
  /** Wall-clock limit per specialist per cycle; on expiry the agent is marked errored and the run goes on. */
  agentTimeoutMs: z
    .number()
    .int()
    .min(100)
    .max(24 * 3_600_000)
    .default(15 * 60_000),
  /** Claims processed at once inside one agent. */
  agentConcurrency: z.number().int().min(1).max(64).default(4)
});
export type RunConfig = z.output<typeof RunConfigSchema>;
export type RunConfigInput = z.input<typeof RunConfigSchema>;

/** Why a claim went to the specialists it went to, in which cycle. */
export const RoutingDecisionSchema = z.object({
  claimId: z.string(),
  cycle: z.number().int().min(1),
  agents: z.array(SpecialistIdSchema),
  /** Specialists the routing wanted that this build does not have. */
  unavailable: z.array(SpecialistIdSchema).default([]),
  /** Refined queries per agent (re-investigation cycles). */
  queries: z.partialRecord(SpecialistIdSchema, z.array(z.string())).default({}),
  reason: z.string()
});
export type RoutingDecision = z.infer<typeof RoutingDecisionSchema>;

export const AgentRunSchema = z.object({
  status: AgentStatusSchema,
  cycle: z.number().int().min(0),
  message: z.string().optional(),
  error: z.string().optional(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  /** Claims handled in the agent's latest cycle. */
  claims: z.number().int().nonnegative().default(0)
});
export type AgentRun = z.infer<typeof AgentRunSchema>;

const RunStatusSchema = z.enum(['running', 'completed', 'failed', 'cancelled', 'interrupted']);
export type RunStatus = z.infer<typeof RunStatusSchema>;

export const AnalysisRunSchema = z.object({
  id: z.string(),
  reportId: z.string(),
  status: RunStatusSchema,
  config: RunConfigSchema,
  step: z.number().int().nonnegative(),
  cycle: z.number().int().nonnegative(),
  /** Nodes still to run in the current step (what a resume starts with). */
  pending: z.array(NodeIdSchema),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  lastSeq: z.number().int()
});
export type AnalysisRun = z.infer<typeof AnalysisRunSchema>;
