/**
 * Runs one specialist for one cycle: its assigned claims, its inbox, a time limit. An agent that
 * throws or runs out of time is marked `error` and the run goes on without it (the Judge counts it
 * as not investigated). Findings are checked before they enter the state: the details of the agent's
 * own shape, the right agent, cycle and a claim that was actually assigned; anything else is dropped
 * with a warning naming the fault (path: problem).
 */
import type { SpecialistId } from '../../../shared/domain/agents';
import { DisclosureGapSchema, FindingSchema, InfoRequestSchema, InfoResponseSchema, type Finding } from '../../../shared/domain/finding';
import type { SpecialistAgent, SpecialistContext } from '../../agents/specialist';
import type { NodeContext, NodeFn } from '../context';
import { mapLimit } from '../mapLimit';
import { openInfoRequests } from '../state';

class AgentTimeout extends Error {}

export function specialistNode(id: SpecialistId): NodeFn {
  return async (state, ctx) => {
    const agent = ctx.agents.find((a) => a.id === id);
    if (!agent) throw new Error(`specialist ${id} is not registered`);
    const assigned = state.assignments[id] ?? [];
    const claimIds = new Set(assigned.map((a) => a.claimId));
    const claims = state.claims.filter((c) => claimIds.has(c.id));
    const startedAt = new Date().toISOString();
    ctx.emit({ type: 'agent_started', agent: id });
    ctx.emit({ type: 'agent_status', agent: id, status: 'working', message: `${claims.length} claim(s), cycle ${state.cycle}` });

    const limit = new AbortController();
    const onAbort = (): void => limit.abort(ctx.signal.reason);
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => limit.abort(new AgentTimeout(`${id} did not finish within ${Math.round(ctx.config.agentTimeoutMs / 1000)} s`)), ctx.config.agentTimeoutMs);
    const input = {
      cycle: state.cycle,
      claims,
      queries: Object.fromEntries(assigned.filter((a) => a.queries.length).map((a) => [a.claimId, a.queries])),
      inbox: openInfoRequests(state).filter((q) => q.to.includes(id)),
      answers: state.infoResponses.filter((r) => state.infoRequests.some((q) => q.id === r.requestId && q.from === id)),
      priorFindings: state.findings.filter((f) => claimIds.has(f.claimId))
    };
    try {
      const work = agent.investigate(input, agentContext(agent, ctx, state.reportId, limit.signal));
      const aborted = new Promise<never>((_, reject) => {
        if (limit.signal.aborted) reject(limit.signal.reason);
        limit.signal.addEventListener('abort', () => reject(limit.signal.reason), { once: true });
      });
      const out = await Promise.race([work, aborted]);
      const findings = out.findings.flatMap((f) => acceptFinding(f, id, state.cycle, claimIds, ctx));
      const finishedAt = new Date().toISOString();
      return {
        stage: 'specialists',
        findings,
        gaps: (out.gaps ?? []).map((g) => DisclosureGapSchema.parse(g)),
        infoRequests: (out.infoRequests ?? []).map((q) => InfoRequestSchema.parse({ ...q, from: id })),
        infoResponses: (out.infoResponses ?? []).map((r) => InfoResponseSchema.parse({ ...r, from: id })),
        agentStatus: { [id]: { status: 'completed', cycle: state.cycle, startedAt, finishedAt, claims: claims.length, message: `${findings.length} finding(s)` } }
      };
    } catch (err) {
      // A cancelled run stops here; a failing or slow agent does not stop the run.
      ctx.signal.throwIfAborted();
      const timedOut = err instanceof AgentTimeout;
      const message = err instanceof Error ? err.message : String(err);
      ctx.log.warn('specialist failed', { agent: id, timedOut, error: message });
      return {
        stage: 'specialists',
        agentStatus: { [id]: { status: 'error', cycle: state.cycle, startedAt, finishedAt: new Date().toISOString(), claims: claims.length, error: timedOut ? `timed out: ${message}` : message } }
      };
    } finally {
      clearTimeout(timer);
      ctx.signal.removeEventListener('abort', onAbort);
    }
  };
}

function agentContext(agent: SpecialistAgent, ctx: NodeContext, reportId: string, signal: AbortSignal): SpecialistContext {
  return {
    runId: ctx.runId, reportId, engine: ctx.config.engine, config: ctx.config, signal, gateway: ctx.gateway, stores: ctx.stores, log: ctx.log.child(agent.id),
    emit: (p) => {
      if (signal.aborted) return;
      if (p.type === 'agent_thinking') ctx.emit({ type: 'agent_thinking', agent: agent.id, text: p.text, ...(p.claimId ? { claimId: p.claimId } : {}) });
      else ctx.emit(p);
    },
    mapLimit: (items, work) => mapLimit(items, ctx.config.agentConcurrency, work, signal)
  };
}

/** The finding as parsed (details with their defaults filled in), or nothing when it is refused. */
function acceptFinding(f: Finding, agent: SpecialistId, cycle: number, claimIds: ReadonlySet<string>, ctx: NodeContext): Finding[] {
  const parsed = FindingSchema.safeParse(f);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  const why = issue ? `${issue.path.join('.')}: ${issue.message}` : f.agent !== agent ? `agent ${f.agent}` : f.cycle !== cycle ? `cycle ${f.cycle}` : !claimIds.has(f.claimId) ? `unassigned claim ${f.claimId}` : f.runId !== ctx.runId ? 'another run' : null;
  if (why !== null || !parsed.success) {
    ctx.log.warn('dropped a malformed finding', { agent, id: f.id, why });
    return [];
  }
  return [parsed.data];
}
