/**
 * The Judge's contract with the pipeline: what it is given about one claim and what it decides. Both
 * engines (rules.ts, modelJudge.ts) take and return exactly these shapes.
 */
import type { AgentId, SpecialistId } from '../../../shared/domain/agents';
import type { Claim } from '../../../shared/domain/claim';
import type { Finding, ReinvestigationRequest, Verdict } from '../../../shared/domain/finding';
import type { AgentRun } from '../../../shared/domain/pipeline';
import type { Evaluation } from './evaluate';

export interface JudgeInput {
  claim: Claim;
  /** Every finding on this claim so far, all cycles (findings on other claims are ignored). */
  findings: Finding[];
  agentStatus: Partial<Record<AgentId, AgentRun>>;
  /** Specialists that exist in this build (may be empty). */
  available: readonly SpecialistId[];
  /** The cycle being judged (1-based). */
  cycle: number;
  maxCycles: number;
  runId: string;
  corpusVersion?: string;
  /**
   * The Judge's own earlier requests for this claim, if the pipeline keeps them. Used for one rule
   * only: an agent that errored is retried once, so an errored agent already named in an earlier
   * request is not asked again. Without them an errored agent is asked again while cycles remain.
   */
  previousRequests?: readonly ReinvestigationRequest[];
}

export interface JudgeDecision {
  verdict: Verdict;
  /** Null when the evidence is settled, no cycle remains, or no available agent could help. */
  reinvestigation: ReinvestigationRequest | null;
  evaluation: Evaluation;
}
