/**
 * The judge node (seed FRD 11): weighs every finding on the claims of this cycle and issues verdicts;
 * where evidence falls short and cycles remain, it files re-investigation requests for the
 * orchestrator. First cycle: every claim. Later cycles: the claims that were re-investigated (the
 * others keep their verdict).
 */
import type { ReinvestigationRequest, Verdict } from '../../../shared/domain/finding';
import type { JudgeInput } from '../../agents/judge/types';
import { corpusVersion } from '../../corpus/reference';
import type { NodeFn } from '../context';

export const judgeNode: NodeFn = async (state, ctx) => {
  const started = new Date().toISOString();
  const cycle = state.cycle;
  const routedNow = new Set(state.routing.filter((r) => r.cycle === cycle).map((r) => r.claimId));
  const claims = cycle === 1 ? state.claims : state.claims.filter((c) => routedNow.has(c.id));
  ctx.emit({ type: 'agent_started', agent: 'judge' });
  ctx.emit({
    type: 'agent_status',
    agent: 'judge',
    status: 'working',
    message: `weighing the evidence on ${claims.length} claim(s), cycle ${cycle}`
  });
  const byClaim = new Map<string, typeof state.findings>();
  for (const f of state.findings) {
    const list = byClaim.get(f.claimId);
    if (list) list.push(f);
    else byClaim.set(f.claimId, [f]);
  }
  const available = ctx.agents.map((a) => a.id);
  const version = corpusVersion();
  const inputs: JudgeInput[] = claims.map((claim) => ({
    claim,
    findings: byClaim.get(claim.id) ?? [],
    agentStatus: state.agentStatus,
    available,
    cycle,
    maxCycles: ctx.config.maxCycles,
    runId: state.runId,
    corpusVersion: version,
    previousRequests: state.reinvestigation.filter((r) => r.claimId === claim.id)
  }));
  const decisions = await ctx.judge.judge(inputs, ctx.signal);
  const verdicts: Verdict[] = decisions.map((d) => d.verdict);
  // Requests are stored under the judged cycle; the orchestrator routes them in the next one.
  const reinvestigation: ReinvestigationRequest[] =
    cycle < ctx.config.maxCycles
      ? decisions.flatMap((d) => (d.reinvestigation ? [{ ...d.reinvestigation, cycle }] : []))
      : [];
  const counts: Record<string, number> = {};
  for (const v of verdicts) counts[v.verdict] = (counts[v.verdict] ?? 0) + 1;
  const summary =
    Object.entries(counts)
      .map(([k, n]) => `${n} ${k.replace('_', ' ')}`)
      .join(', ') || 'no claims';
  return {
    stage: 'judge',
    verdicts,
    reinvestigation,
    agentStatus: {
      judge: {
        status: 'completed',
        cycle,
        startedAt: started,
        finishedAt: new Date().toISOString(),
        claims: claims.length,
        message: `${summary}; ${reinvestigation.length} sent back`
      }
    }
  };
};
