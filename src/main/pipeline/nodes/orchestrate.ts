/**
 * The orchestrate node. First pass: route every claim by the matrix and content rules (refined by the
 * model when the model engine is on). Later passes (coming back from the Judge): open a new cycle and
 * route only the Judge's re-investigation requests, to the agents they name. Either way it sets each
 * specialist's work for the cycle; open info requests make their addressees run too.
 */
import type { SpecialistId } from '../../../shared/domain/agents';
import type { RoutingDecision } from '../../../shared/domain/pipeline';
import { routeClaim, routeReinvestigation } from '../../agents/orchestrator/routing';
import type { NodeFn } from '../context';
import {
  freshAnswers,
  nextCycle,
  openInfoRequests,
  openReinvestigations,
  type Assignment,
  type PipelineState
} from '../state';

export const orchestrateNode: NodeFn = async (state, ctx) => {
  const reinvestigating = state.stage === 'judge';
  const cycle = nextCycle(state);
  const available = new Set(ctx.agents.map((a) => a.id));
  let routing: RoutingDecision[];
  if (reinvestigating) {
    routing = openReinvestigations(state).map((r) => routeReinvestigation(r, available, cycle));
    ctx.emit({
      type: 'agent_thinking',
      agent: 'orchestrator',
      text: `cycle ${cycle}: re-investigating ${routing.length} claim(s) the Judge sent back`
    });
  } else {
    routing = state.claims.map((c) => routeClaim(c, available, cycle));
    if (ctx.router && available.size) {
      try {
        routing = await ctx.router.refine(state.claims, routing, available, ctx.signal);
      } catch (err) {
        ctx.signal.throwIfAborted();
        ctx.log.warn('model routing failed; keeping the rule-based routing', { error: String(err) });
        ctx.emit({
          type: 'agent_thinking',
          agent: 'orchestrator',
          text: 'model routing failed; the rule-based routing stands'
        });
      }
    }
  }
  const assignments = assignmentsOf(routing);
  const inboxOnly = agentsWithMail(state).filter((a) => available.has(a) && !assignments[a]);
  for (const a of inboxOnly) assignments[a] = [];
  if (reinvestigating) routeAnswers(state, available, assignments);
  if (!available.size) {
    ctx.emit({
      type: 'agent_thinking',
      agent: 'orchestrator',
      text:
        'no specialist agent is available in this build; the Judge will rule ' +
        'on the claims as extracted and name the domains not investigated'
    });
  }
  // Every available specialist shows in the state: idle until its node runs (then completed or error).
  const agentStatus = reinvestigating
    ? {}
    : Object.fromEntries(
        ctx.agents.map((a) => [a.id, { status: 'idle' as const, cycle: 0, claims: assignments[a.id]?.length ?? 0 }])
      );
  return { stage: 'orchestrate', cycle, routing, assignments, agentStatus };
};

function assignmentsOf(routing: RoutingDecision[]): Partial<Record<SpecialistId, Assignment[]>> {
  const out: Partial<Record<SpecialistId, Assignment[]>> = {};
  for (const r of routing) {
    for (const agent of r.agents) (out[agent] ??= []).push({ claimId: r.claimId, queries: r.queries[agent] ?? [] });
  }
  return out;
}

/** An agent whose request was answered in the cycle just run reads the answer now, with the request's claim. */
function routeAnswers(
  state: PipelineState,
  available: ReadonlySet<SpecialistId>,
  assignments: Partial<Record<SpecialistId, Assignment[]>>
): void {
  for (const { request } of freshAnswers(state)) {
    const agent = request.from as SpecialistId;
    if (!available.has(agent)) continue;
    const list = (assignments[agent] ??= []);
    if (request.claimId && !list.some((a) => a.claimId === request.claimId))
      list.push({ claimId: request.claimId, queries: [] });
  }
}

function agentsWithMail(state: Pick<PipelineState, 'infoRequests' | 'infoResponses'>): SpecialistId[] {
  const to = new Set<SpecialistId>();
  for (const q of openInfoRequests(state))
    for (const a of q.to) if (a !== 'claims' && a !== 'orchestrator' && a !== 'judge') to.add(a);
  return [...to];
}
