/**
 * What every finding an agent files in one cycle shares: the run, the report, the cycle, the engine
 * and the agent. Built once per `investigate` from its input and context; `findingBase` gives a
 * finding's common fields (a stable id, run, claim, agent, cycle) and `reportPage` the report page a
 * finding cites, so no specialist writes them by hand.
 */
import type { SpecialistId } from '../../../shared/domain/agents';
import type { Engine, SourceRef } from '../../../shared/domain/provenance';
import { findingId, type SpecialistContext, type SpecialistInput } from '../specialist';

export interface FindingContext<A extends SpecialistId = SpecialistId> {
  readonly runId: string;
  readonly reportId: string;
  readonly cycle: number;
  readonly engine: Engine;
  readonly agent: A;
}

export function findingContext<A extends SpecialistId>(
  agent: A,
  input: Pick<SpecialistInput, 'cycle'>,
  ctx: Pick<SpecialistContext, 'runId' | 'reportId' | 'engine'>
): FindingContext<A> {
  return { runId: ctx.runId, reportId: ctx.reportId, cycle: input.cycle, engine: ctx.engine, agent };
}

/** The fields every finding on a claim starts with; `ordinal` tells apart several findings on one claim. */
export function findingBase<A extends SpecialistId>(at: FindingContext<A>, claimId: string, ordinal = 0) {
  return {
    id: findingId(at.runId, at.agent, claimId, at.cycle, ordinal),
    runId: at.runId,
    claimId,
    agent: at.agent,
    cycle: at.cycle
  };
}

/** A page of the report as a finding's source, with the passage it rests on when there is one. */
export const reportPage = (reportId: string, page: number, excerpt?: string): SourceRef => ({
  kind: 'report',
  ref: `${reportId}#page=${page}`,
  page,
  ...(excerpt ? { excerpt: excerpt.slice(0, 300) } : {})
});
