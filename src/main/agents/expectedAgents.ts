/**
 * The specialists expected on one claim: the claim type's table (EXPECTED_AGENTS, seed FRD 11 §2.5)
 * with Academic/Research only when the claim makes a technical assertion it can investigate
 * (text/technical.ts, issue 15). The orchestrator's first-cycle routing, the Judge's completeness
 * and its re-investigation targets all read this, so a claim not sent to Academic never counts it as
 * missing and is never sent back to it.
 */
import { EXPECTED_AGENTS, type SpecialistId } from '../../shared/domain/agents';
import type { Claim } from '../../shared/domain/claim';
import { isTechnicalClaim } from '../text/technical';

/** Whether the agent has something to investigate in this claim (only Academic is selective). */
export function mayInvestigate(agent: SpecialistId, claim: Claim): boolean {
  return agent !== 'academic' || isTechnicalClaim(claim);
}

export function expectedAgents(claim: Claim): SpecialistId[] {
  return EXPECTED_AGENTS[claim.type].filter((a) => mayInvestigate(a, claim));
}
