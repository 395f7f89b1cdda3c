/**
 * Runs one specialist for one cycle: its assigned claims, its inbox, a time limit. An agent that
 * throws or runs out of time is marked `error` and the run goes on without it (the Judge counts it
 * as not investigated). Findings are checked before they enter the state: the details of the agent's
 * own shape, the right agent, cycle and a claim that was actually assigned; anything else is dropped
 * with a warning naming the fault (path: problem).
 */
import type { z } from 'zod';
import type { SpecialistId } from '../../../shared/domain/agents';
import {
  DisclosureGapSchema,
  FindingSchema,
  InfoRequestSchema,
  InfoResponseSchema,
  ReportFindingSchema,
  type Finding,
  type ReportFinding
} from '../../../shared/domain/finding';
import type { SpecialistAgent, SpecialistContext } from '../../agents/specialist';
import type { NodeContext, NodeFn } from '../context';
import { mapLimit } from '../mapLimit';
import { agentReads, reportReader } from '../readContext';
import { openInfoRequests, type PipelineState } from '../state';

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
    ctx.emit({
      type: 'agent_status',
      agent: id,
      status: 'working',
      message: `${claims.length} claim(s), cycle ${state.cycle}`
    });

    const limit = new AbortController();
    const onAbort = (): void => limit.abort(ctx.signal.reason);
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () =>
        limit.abort(new AgentTimeout(`${id} did not finish within ${Math.round(ctx.config.agentTimeoutMs / 1000)} s`)),
      ctx.config.agentTimeoutMs
    );
    const input = {
      cycle: state.cycle,
      claims,
      queries: Object.fromEntries(assigned.filter((a) => a.queries.length).map((a) => [a.claimId, a.queries])),
      inbox: openInfoRequests(state).filter((q) => q.to.includes(id)),
      answers: state.infoResponses.filter((r) => state.infoRequests.some((q) => q.id === r.requestId && q.from === id)),
      priorFindings: state.findings.filter((f) => claimIds.has(f.claimId))
    };
    try {
      const work = agent.investigate(input, await agentContext(agent, ctx, state, limit.signal));
      const aborted = new Promise<never>((_, reject) => {
        if (limit.signal.aborted) reject(limit.signal.reason);
        limit.signal.addEventListener('abort', () => reject(limit.signal.reason), { once: true });
      });
      const out = await Promise.race([work, aborted]);
      const expected = { agent: id, cycle: state.cycle, runId: ctx.runId };
      const findings = out.findings.flatMap((f) =>
        accept<Finding>('finding', FindingSchema, f, { ...expected, claimIds }, ctx)
      );
      const finishedAt = new Date().toISOString();
      return {
        stage: 'specialists',
        findings,
        gaps: (out.gaps ?? []).map((g) => DisclosureGapSchema.parse(g)),
        reportFindings: (out.reportFindings ?? []).flatMap((r) =>
          accept<ReportFinding>('report finding', ReportFindingSchema, r, expected, ctx)
        ),
        infoRequests: (out.infoRequests ?? []).map((q) => InfoRequestSchema.parse({ ...q, from: id })),
        infoResponses: (out.infoResponses ?? []).map((r) =>
          InfoResponseSchema.parse({ ...r, from: id, cycle: state.cycle })
        ),
        agentStatus: {
          [id]: {
            status: 'completed',
            cycle: state.cycle,
            startedAt,
            finishedAt,
            claims: claims.length,
            message: `${findings.length} finding(s)`
          }
        }
      };
    } catch (err) {
      // A cancelled run stops here; a failing or slow agent does not stop the run.
      ctx.signal.throwIfAborted();
      const timedOut = err instanceof AgentTimeout;
      const message = err instanceof Error ? err.message : String(err);
      ctx.log.warn('specialist failed', { agent: id, timedOut, error: message });
      return {
        stage: 'specialists',
        agentStatus: {
          [id]: {
            status: 'error',
            cycle: state.cycle,
            startedAt,
            finishedAt: new Date().toISOString(),
            claims: claims.length,
            error: timedOut ? `timed out: ${message}` : message
          }
        }
      };
    } finally {
      clearTimeout(timer);
      ctx.signal.removeEventListener('abort', onAbort);
    }
  };
}

async function agentContext(
  agent: SpecialistAgent,
  ctx: NodeContext,
  state: PipelineState,
  signal: AbortSignal
): Promise<SpecialistContext> {
  const report = await ctx.stores.reports.get(state.reportId);
  if (!report) throw new Error(`report ${state.reportId} disappeared during the analysis`);
  return {
    runId: ctx.runId,
    reportId: state.reportId,
    ...(ctx.reads ? { runScope: ctx.reads.scope } : {}),
    engine: ctx.config.engine,
    config: ctx.config,
    signal,
    gateway: ctx.gateway,
    log: ctx.log.child(agent.id),
    ...agentReads(
      ctx.stores,
      reportReader(ctx.stores, report, state.claims, true, ctx.reads),
      ctx.evidenceNet,
      agent.id,
      ctx.runId,
      ctx.evidence
    ),
    emit: (p) => {
      if (signal.aborted) return;
      if (p.type === 'agent_thinking')
        ctx.emit({
          type: 'agent_thinking',
          agent: agent.id,
          text: p.text,
          ...(p.claimId ? { claimId: p.claimId } : {})
        });
      else if (p.type === 'gap_scan_progress')
        ctx.emit({ type: 'gap_scan_progress', agent: agent.id, pillar: p.pillar, done: p.done, total: p.total });
      else ctx.emit({ ...p, agent: agent.id });
    },
    mapLimit: (items, work) => mapLimit(items, ctx.config.agentConcurrency, work, signal)
  };
}

interface Expected {
  agent: SpecialistId;
  cycle: number;
  runId: string;
  /** For findings: the claims this agent was assigned. */
  claimIds?: ReadonlySet<string>;
}

/**
 * The item as parsed (details with their defaults filled in), or nothing when it is malformed or not
 * this agent's, cycle's, run's (or assigned claim's); a refusal is logged with the fault's path.
 */
function accept<T extends { id: string; agent: string; cycle: number; runId: string; claimId?: string }>(
  what: string,
  schema: z.ZodType<T>,
  item: T,
  e: Expected,
  ctx: NodeContext
): T[] {
  const parsed = schema.safeParse(item);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  const why = issue
    ? `${issue.path.join('.')}: ${issue.message}`
    : item.agent !== e.agent
      ? `agent ${item.agent}`
      : item.cycle !== e.cycle
        ? `cycle ${item.cycle}`
        : e.claimIds && !e.claimIds.has(item.claimId ?? '')
          ? `unassigned claim ${item.claimId}`
          : item.runId !== e.runId
            ? 'another run'
            : null;
  if (why !== null || !parsed.success) {
    ctx.log.warn(`dropped a malformed ${what}`, { agent: e.agent, id: item.id, why });
    return [];
  }
  return [parsed.data];
}
