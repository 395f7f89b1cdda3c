/**
 * The events that announce a node's results, derived from its state update: routing, findings,
 * info requests and answers, gaps, verdicts, re-investigation requests and agent status changes.
 * Claims are announced live by the claims node as they are extracted, so they are not repeated here.
 */
import type { AgentId } from '../../shared/domain/agents';
import type { EventInput } from '../events/eventLog';
import type { StateUpdate } from './state';

export function resultEvents(update: StateUpdate): EventInput[] {
  const out: EventInput[] = [];
  for (const r of update.routing ?? [])
    out.push({ type: 'claim_routed', claimId: r.claimId, agents: r.agents, reason: r.reason });
  for (const request of update.infoRequests ?? []) out.push({ type: 'info_request', request });
  for (const response of update.infoResponses ?? []) out.push({ type: 'info_response', response });
  for (const finding of update.findings ?? []) out.push({ type: 'evidence_found', finding });
  for (const gap of update.gaps ?? []) out.push({ type: 'disclosure_gap', gap });
  for (const verdict of update.verdicts ?? []) out.push({ type: 'verdict_issued', verdict });
  for (const request of update.reinvestigation ?? []) out.push({ type: 'reinvestigation', request });
  for (const [agent, run] of Object.entries(update.agentStatus ?? {})) {
    if (run)
      out.push({
        type: 'agent_status',
        agent: agent as AgentId,
        status: run.status,
        ...((run.error ?? run.message) ? { message: run.error ?? run.message } : {})
      });
  }
  return out;
}
