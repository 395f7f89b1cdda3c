/**
 * Whether a claim makes a technical assertion the Academic/Research agent can investigate (issue 15):
 * a method, a certificate or credit, a science-based target or a target with a rate, a benchmark
 * with a figure, or a technology — the very cues its investigation types are picked on
 * (selection.ts), so routing on them loses nothing the agent could have found. The orchestrator
 * routes Academic only such claims and the Judge expects Academic only on them.
 */
import type { Claim } from '../../../shared/domain/claim';
import { loadReference } from '../../corpus/reference';
import { picksOf, type Pick } from './selection';

const memo = new WeakMap<Claim, Pick[]>();

/** The investigation types the claim calls for (empty: nothing technical), with their words. */
export function technicalPicks(claim: Claim): Pick[] {
  let picks = memo.get(claim);
  if (!picks) memo.set(claim, (picks = picksOf(claim, loadReference().certifications.schemes)));
  return picks;
}

export const isTechnicalClaim = (claim: Claim): boolean => technicalPicks(claim).length > 0;

/** "certification on "offsets"; sbti on "30% by 2030"": why a claim was found technical. */
export function describePicks(picks: readonly Pick[]): string {
  return picks.map((p) => `${p.type} on "${p.terms.slice(0, 3).join('", "')}"`).join('; ');
}
