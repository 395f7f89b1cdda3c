/**
 * Whether a claim makes a technical assertion the Academic/Research agent can investigate (issue 15):
 * a method, a certificate or credit, a science-based target or a target with a rate, a benchmark
 * with a figure, or a technology — the very cues its investigation types are picked on
 * (technicalCues.ts), so routing on them loses nothing the agent could have found. The orchestrator
 * routes Academic only such claims and the Judge expects Academic only on them
 * (agents/expectedAgents.ts); it lives below the agents so neither imports Academic's folder.
 */
import type { Claim } from '../../shared/domain/claim';
import { loadReference } from '../corpus/reference';
import { certificationApplies, picksOf, PRECISE_TYPES, type Pick, type Selection } from './technicalCues';

const memo = new WeakMap<Claim, Pick[]>();

/**
 * The investigation types the claim calls for (empty: nothing technical), with their words. A
 * certification pick stands only when the certificate investigation has something to assess
 * (certification.ts), so every pick yields a finding: "net zero" alone is no certificate claim.
 */
export function technicalPicks(claim: Claim): Pick[] {
  let picks = memo.get(claim);
  if (!picks) {
    const schemes = loadReference().certifications.schemes;
    picks = picksOf(claim, schemes).filter((p) => p.type !== 'certification' || certificationApplies(claim, schemes));
    memo.set(claim, picks);
  }
  return picks;
}

/** The agent's selection over the claims it was given: each with its technical picks. */
export const selectTechnical = (claims: readonly Claim[]): Selection[] =>
  claims.map((claim) => ({ claim, picks: technicalPicks(claim) }));

export const isTechnicalClaim = (claim: Claim): boolean => technicalPicks(claim).length > 0;

const BASIS_LABEL = /^(?:market|location)[- ]based$/iu;

/**
 * A certificate, credit, target or method cue: enough to send the agent a claim of any type. A Scope 2
 * basis label alone ("Scope 2 (market-based)" on a table row) is not: the method check reads the bases
 * over the whole report, so each row would only repeat the same finding.
 */
export const hasPreciseCue = (claim: Claim): boolean =>
  technicalPicks(claim).some(
    (p) => PRECISE_TYPES.has(p.type) && !(p.type === 'methodology' && p.terms.every((t) => BASIS_LABEL.test(t)))
  );

/** "certification on "offsets"; sbti on "30% by 2030"": why a claim was found technical. */
export function describePicks(picks: readonly Pick[]): string {
  return picks.map((p) => `${p.type} on "${p.terms.slice(0, 3).join('", "')}"`).join('; ');
}
