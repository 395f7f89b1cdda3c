/**
 * The shape of a node's state update, as a schema composed from the domain schemas, and the replay of
 * stored checkpoints through it: a resume folds only updates that still parse, and a checkpoint written
 * by another build (or damaged in the store) stops the resume with the run, the node and the field named.
 */
import { z } from 'zod';
import { AgentIdSchema, SpecialistIdSchema } from '../../shared/domain/agents';
import { ClaimSchema } from '../../shared/domain/claim';
import { StageSchema } from '../../shared/domain/events';
import {
  DisclosureGapSchema,
  FindingSchema,
  InfoRequestSchema,
  InfoResponseSchema,
  ReinvestigationRequestSchema,
  ReportFindingSchema,
  VerdictSchema
} from '../../shared/domain/finding';
import { AgentRunSchema, RoutingDecisionSchema } from '../../shared/domain/pipeline';
import { SourceOfTruthSchema } from '../../shared/domain/sourceOfTruth';
import { PipelineErrors, SibylError } from '../../shared/ipc/errors';
import type { Checkpoint } from './checkpointer';
import { applyUpdate, type Assignment, type PipelineState, type StateUpdate } from './state';

const AssignmentSchema = z.strictObject({ claimId: z.string(), queries: z.array(z.string()) });

/** Every field a node may return (state.ts `StateUpdate`); an unknown field is refused, not dropped. */
export const StateUpdateSchema = z.strictObject({
  stage: StageSchema.optional(),
  cycle: z.number().int().min(1).optional(),
  claims: z.array(ClaimSchema).optional(),
  routing: z.array(RoutingDecisionSchema).optional(),
  assignments: z.partialRecord(SpecialistIdSchema, z.array(AssignmentSchema)).optional(),
  findings: z.array(FindingSchema).optional(),
  infoRequests: z.array(InfoRequestSchema).optional(),
  infoResponses: z.array(InfoResponseSchema).optional(),
  verdicts: z.array(VerdictSchema).optional(),
  reinvestigation: z.array(ReinvestigationRequestSchema).optional(),
  gaps: z.array(DisclosureGapSchema).optional(),
  reportFindings: z.array(ReportFindingSchema).optional(),
  agentStatus: z.partialRecord(AgentIdSchema, AgentRunSchema).optional(),
  compiled: SourceOfTruthSchema.nullable().optional()
});

// The schema and the state's types describe the same update, both ways (a change to one without the
// other does not compile).
type Parsed = z.output<typeof StateUpdateSchema>;
const _toUpdate = (p: Parsed): StateUpdate => p;
const _fromUpdate = (u: Required<StateUpdate>): Required<Parsed> => u;
const _assignment = (a: Assignment): z.output<typeof AssignmentSchema> => a;
void [_toUpdate, _fromUpdate, _assignment];

/** Where a zod issue points, as a reader would write it: `findings[3].confidence`. */
function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    ''
  );
}

/** One stored update, parsed; a checkpoint that no longer parses fails the resume with where and why. */
export function parseCheckpoint(runId: string, c: Pick<Checkpoint, 'step' | 'node' | 'update'>): StateUpdate {
  const parsed = StateUpdateSchema.safeParse(c.update);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? `${issuePath(issue.path) || '(the update)'}: ${issue.message}` : 'unreadable';
  throw new SibylError(
    PipelineErrors.RUN_NOT_RESUMABLE,
    `run ${runId} cannot be resumed: the checkpoint of node ${c.node} (step ${c.step}) no longer reads as a ` +
      `state update (${where}${parsed.error.issues.length > 1 ? `, and ${parsed.error.issues.length - 1} more` : ''})`
  );
}

/** Rebuilds a run's state from its checkpoints in commit order, each parsed before it is folded. */
export function replayCheckpoints(
  runId: string,
  checkpoints: readonly Pick<Checkpoint, 'step' | 'node' | 'update'>[],
  initial: PipelineState
): PipelineState {
  return checkpoints.reduce((state, c) => applyUpdate(state, parseCheckpoint(runId, c)), initial);
}
