/** The orchestrator's optional second opinion on routing (the model router implements it). */
import type { SpecialistId } from '../../../shared/domain/agents';
import type { Claim } from '../../../shared/domain/claim';
import type { RoutingDecision } from '../../../shared/domain/pipeline';

export interface RoutingRefiner {
  /** Returns the decisions, possibly with agents added (never removed) and reasons extended. */
  refine(
    claims: Claim[],
    decisions: RoutingDecision[],
    available: ReadonlySet<SpecialistId>,
    signal: AbortSignal
  ): Promise<RoutingDecision[]>;
}
