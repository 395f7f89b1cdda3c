/**
 * Which specialists did not look at a claim, and why, read from the run's agent status and the list
 * of specialists this build has. Three reasons count (the verdict's `notInvestigated`): the agent is
 * not available in this build, it stopped with an error, or it timed out. The pipeline records a
 * timeout as status `error` with an error text starting "timed out" (pipeline/nodes/specialist.ts);
 * that text is the only signal, so it is matched here and nowhere else.
 */
import type { AgentId, SpecialistId } from '../../../shared/domain/agents';
import type { Finding } from '../../../shared/domain/finding';
import type { AgentRun } from '../../../shared/domain/pipeline';
import { SPECIALIST_ORDER } from './labels';

type AbsenceReason = 'not_available' | 'errored' | 'timed_out';

export interface Absence {
  agent: SpecialistId;
  reason: AbsenceReason;
  /** The recorded error text, for errored and timed-out agents. */
  detail?: string;
}

export type AgentStatusMap = Partial<Record<AgentId, AgentRun>>;

const TIMEOUT = /\btimed?[\s-]?out\b|\btimeout\b/i;

export function isTimedOut(run: AgentRun | undefined): boolean {
  return run?.status === 'error' && TIMEOUT.test(run.error ?? run.message ?? '');
}

/** Specialists whose latest run ended in an error (timeouts included), in canonical order. */
export function erroredAgents(status: AgentStatusMap): SpecialistId[] {
  return SPECIALIST_ORDER.filter((a) => status[a]?.status === 'error');
}

/**
 * Every specialist with no finding on the claim that is unavailable, errored or timed out, in
 * canonical order. An agent that is available and healthy but produced no finding is not listed:
 * it was not asked (the completeness dimension reports it as a missing perspective instead).
 */
export function absences(
  findings: readonly Finding[],
  available: readonly SpecialistId[],
  status: AgentStatusMap
): Absence[] {
  const heard = new Set(findings.map((f) => f.agent));
  const out: Absence[] = [];
  for (const agent of SPECIALIST_ORDER) {
    if (heard.has(agent)) continue;
    const run = status[agent];
    if (!available.includes(agent)) out.push({ agent, reason: 'not_available' });
    else if (run?.status === 'error') {
      const detail = run.error ?? run.message;
      out.push({ agent, reason: isTimedOut(run) ? 'timed_out' : 'errored', ...(detail ? { detail } : {}) });
    }
  }
  return out;
}
