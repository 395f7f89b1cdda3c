/**
 * The executable graph: node functions for the ids of PIPELINE_GRAPH and the routing functions of its
 * conditional edges. A routing function may only choose targets its edge declares (checked).
 */
import type { SpecialistId } from '../../shared/domain/agents';
import { SPECIALISTS } from '../../shared/domain/agents';
import { PIPELINE_GRAPH, type NodeId } from '../../shared/domain/pipeline';
import type { NodeFn } from './context';
import { claimsNode } from './nodes/claims';
import { compileNode } from './nodes/compile';
import { judgeNode } from './nodes/judge';
import { orchestrateNode } from './nodes/orchestrate';
import { specialistNode } from './nodes/specialist';
import { freshAnswers, openInfoRequests, openReinvestigations, type PipelineState } from './state';

export const NODE_FNS: Record<NodeId, NodeFn> = {
  claims: claimsNode,
  orchestrate: orchestrateNode,
  ...(Object.fromEntries(SPECIALISTS.map((s) => [s, specialistNode(s)])) as Record<SpecialistId, NodeFn>),
  judge: judgeNode,
  compile: compileNode
};

export type Router = (state: PipelineState, available: ReadonlySet<SpecialistId>) => NodeId[];

const ROUTERS: Partial<Record<NodeId, Router>> = {
  orchestrate: (state, available) => {
    const busy = SPECIALISTS.filter((s) => available.has(s) && state.assignments[s] !== undefined);
    return busy.length ? busy : ['judge'];
  },
  judge: (state, available) => {
    const more =
      openReinvestigations(state).length > 0 ||
      openInfoRequests(state).some((q) => q.to.some((to) => available.has(to as SpecialistId))) ||
      freshAnswers(state).some(({ request }) => available.has(request.from as SpecialistId));
    return more && state.cycle < state.config.maxCycles ? ['orchestrate'] : ['compile'];
  }
};

/**
 * The nodes of the next step after `ran` completed with `state`. Empty: the run is over. `routers` is
 * the graph's own by default; tests pass others to prove an undeclared target is refused.
 */
export function nextNodes(
  ran: readonly NodeId[],
  state: PipelineState,
  available: ReadonlySet<SpecialistId>,
  routers: Partial<Record<NodeId, Router>> = ROUTERS
): NodeId[] {
  const next = new Set<NodeId>();
  for (const node of ran) {
    for (const e of PIPELINE_GRAPH.edges) if (e.from === node) next.add(e.to);
    const router = routers[node];
    if (!router) continue;
    const edge = PIPELINE_GRAPH.conditional.find((c) => c.from === node);
    for (const target of router(state, available)) {
      if (!edge?.targets.includes(target))
        throw new Error(`routing from ${node} chose ${target}, which its edge does not declare`);
      next.add(target);
    }
  }
  return PIPELINE_GRAPH.nodes.filter((n) => next.has(n));
}

/** The dashboard stage a step belongs to. */
export function stageOf(nodes: readonly NodeId[]): 'claims' | 'orchestrate' | 'specialists' | 'judge' | 'compile' {
  const n = nodes[0];
  if (n === 'claims' || n === 'orchestrate' || n === 'judge' || n === 'compile') return n;
  return 'specialists';
}
