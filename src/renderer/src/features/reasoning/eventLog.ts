/**
 * The event log's words: which agent an event belongs to, what kind it is, the one line it reads
 * as, the claim it concerns, and the filter by agent and kind. Pure.
 */
import type { PipelineEvent, PipelineEventType } from '../../../../shared/domain/events';
import { agentText, capital, checkText, pillarText, verdictText } from '../../../../shared/report/labels';

/** The pipeline itself (stages, the run's end) is the agent of events no agent emits. */
export type LogAgent = string;
export const PIPELINE = 'pipeline';

export function eventAgent(e: PipelineEvent): LogAgent {
  switch (e.type) {
    case 'agent_started':
    case 'agent_status':
    case 'agent_thinking':
    case 'consistency_check':
    case 'gap_scan_progress':
      return e.agent;
    case 'claim_extracted':
      return 'claims';
    case 'claim_routed':
      return 'orchestrator';
    case 'info_request':
      return e.request.from;
    case 'info_response':
      return e.response.from;
    case 'evidence_found':
      return e.finding.agent;
    case 'disclosure_gap':
      return 'legal';
    case 'verdict_issued':
    case 'reinvestigation':
      return 'judge';
    default:
      return PIPELINE;
  }
}

const TYPE: Record<PipelineEventType, string> = {
  stage_changed: 'Stage',
  agent_started: 'Agent started',
  agent_status: 'Agent status',
  agent_thinking: 'Reasoning',
  claim_extracted: 'Claim',
  claim_routed: 'Routing',
  info_request: 'Info request',
  info_response: 'Info response',
  evidence_found: 'Finding',
  consistency_check: 'Check',
  disclosure_gap: 'Gap',
  gap_scan_progress: 'Gap scan',
  verdict_issued: 'Verdict',
  reinvestigation: 'Re-investigation',
  run_completed: 'Run completed',
  run_failed: 'Run failed'
};
export const eventTypeText = (t: PipelineEventType): string => TYPE[t];

export const logAgentText = (a: LogAgent): string => (a === PIPELINE ? 'Pipeline' : agentText(a));

const clip = (s: string, n = 160): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function eventText(e: PipelineEvent): string {
  switch (e.type) {
    case 'stage_changed':
      return `Stage ${e.stage.replace('_', ' ')}, cycle ${e.cycle}`;
    case 'agent_started':
      return `${agentText(e.agent)} started`;
    case 'agent_status':
      return `${agentText(e.agent)}: ${e.status}${e.message ? ` — ${e.message}` : ''}`;
    case 'agent_thinking':
      return clip(e.text);
    case 'claim_extracted':
      return `p. ${e.claim.sourcePage}: ${clip(e.claim.text)}`;
    case 'claim_routed':
      return `${e.agents.length ? `To ${e.agents.map(agentText).join(', ')}` : 'To no specialist'}: ${clip(e.reason)}`;
    case 'info_request':
      return `To ${e.request.to.map(agentText).join(', ')}: ${clip(e.request.question)}`;
    case 'info_response':
      return clip(e.response.answer);
    case 'evidence_found': {
      const s =
        e.finding.supportsClaim === true ? 'supports' : e.finding.supportsClaim === false ? 'contradicts' : 'neither';
      return `${capital(s)} (${e.finding.confidence}): ${clip(e.finding.summary)}`;
    }
    case 'consistency_check':
      return `${checkText(e.check.checkName)}: ${e.check.result} — ${clip(e.check.message)}`;
    case 'disclosure_gap':
      return `${e.gap.paragraphId} ${e.gap.gapStatus}: ${clip(e.gap.requirement)}`;
    case 'gap_scan_progress':
      return `Gap scan, ${pillarText(e.pillar)}: ${e.done} of ${e.total} paragraphs`;
    case 'verdict_issued':
      return `${verdictText(e.verdict.verdict)} (${e.verdict.confidence}, cycle ${e.verdict.cycle})`;
    case 'reinvestigation':
      return `Asks ${e.request.targetAgents.map(agentText).join(', ')}: ${clip(e.request.evidenceGap)}`;
    case 'run_completed':
      return `Completed: ${Object.entries(e.summary)
        .slice(0, 6)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`;
    case 'run_failed':
      return `${e.error.code}: ${e.error.message}`;
  }
}

/** The claim an event concerns, if one. */
export function eventClaimId(e: PipelineEvent): string | null {
  switch (e.type) {
    case 'claim_extracted':
      return e.claim.id;
    case 'claim_routed':
      return e.claimId;
    case 'agent_thinking':
      return e.claimId ?? null;
    case 'info_request':
      return e.request.claimId;
    case 'evidence_found':
      return e.finding.claimId;
    case 'consistency_check':
      return e.claimId;
    case 'verdict_issued':
      return e.verdict.claimId;
    case 'reinvestigation':
      return e.request.claimId;
    default:
      return null;
  }
}

export interface LogFilter {
  agent: LogAgent | 'all';
  type: PipelineEventType | 'all';
}

export const NO_LOG_FILTER: LogFilter = { agent: 'all', type: 'all' };

export const filterEvents = (events: readonly PipelineEvent[], f: LogFilter): readonly PipelineEvent[] =>
  f.agent === 'all' && f.type === 'all'
    ? events
    : events.filter((e) => (f.agent === 'all' || eventAgent(e) === f.agent) && (f.type === 'all' || e.type === f.type));

/** The agents and kinds present in a log, with counts, for the filter choices. */
export function logFacets(events: readonly PipelineEvent[]): {
  agents: Map<LogAgent, number>;
  types: Map<PipelineEventType, number>;
} {
  const agents = new Map<LogAgent, number>();
  const types = new Map<PipelineEventType, number>();
  for (const e of events) {
    const a = eventAgent(e);
    agents.set(a, (agents.get(a) ?? 0) + 1);
    types.set(e.type, (types.get(e.type) ?? 0) + 1);
  }
  return { agents, types };
}
