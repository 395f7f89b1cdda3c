/**
 * The rule-based Judge: one claim's findings in, one verdict (and maybe a re-investigation request)
 * out. Deterministic: no clock, no randomness, findings de-duplicated and sorted by id first, every
 * agent list in canonical order, so the same input always gives a deep-equal decision. It is the
 * offline engine and the model judge's fallback.
 *
 * Verdict (seed FRD 11 §4.2, with §4.3's extra conditions for verified applied as well):
 *   contradicted  contradictions, and contradicting findings are more than half of the conclusive
 *                 ones (an even split goes to the side whose agents weigh more for the claim type);
 *   unverified    no specialist supports the claim (no findings, or only inconclusive ones);
 *   verified      combined score ≥ 0.7, no contradiction, ≥ 2 independent supporting agents and
 *                 quality high or medium (§4.2 alone would verify on one source or weak sources,
 *                 which contradicts the definition of verified);
 *   otherwise     insufficient_evidence.
 * A computed contradiction decides on its own: a current Data/Metrics finding that contradicts the
 * claim with high confidence rests on a failed check of high severity, i.e. the report's own figures,
 * recomputed by code, disagree with the number the claim states. No narrative support outweighs
 * arithmetic, so the claim is contradicted whatever the ratio (issue 11).
 * Confidence: combined score ≥ 0.8 high, ≥ 0.6 medium, else low, and low whenever an expected agent
 * errored. For a contradiction the score read against the claim is used (appendix B.2 grades "all
 * contradict" as a consistent finding); the support score would call every clear contradiction low.
 */
import type { Finding, Verdict, VerdictValue } from '../../../shared/domain/finding';
import type { SourceRef } from '../../../shared/domain/provenance';
import { computedContradictions } from './computed';
import { absences, type Absence } from './coverage';
import { evaluateEvidence, type Evaluation } from './evaluate';
import { sourceKey } from './labels';
import { ifrsMappingFor, partialCompliance, type PartialCompliance } from './legalFindings';
import { composeReasoning } from './reasoning';
import { planReinvestigation, type Plan } from './reinvestigation';
import { synthesize, type Synthesis } from './synthesis';
import type { JudgeDecision, JudgeInput } from './types';

export const RULES_PROMPT_VERSION = 'judge-rules-1';
const VERIFIED_MIN_OVERALL = 0.7;
const VERIFIED_MIN_SOURCES = 2;
/** Share of conclusive findings that contradict, above which the claim is contradicted. */
const CONTRADICTED_ABOVE = 0.5;
const CONFIDENCE_CUTOFFS = { high: 0.8, medium: 0.6 } as const;

export { computedContradictions };

function decideVerdict(e: Evaluation, syn: Synthesis, current: readonly Finding[] = []): VerdictValue {
  if (computedContradictions(current).length > 0) return 'contradicted';
  const c = e.consistency;
  const evenSplitAgainst = c.contradictRatio === CONTRADICTED_ABOVE && syn.weightAgainst > syn.weightFor;
  if (c.hasContradictions && (c.contradictRatio > CONTRADICTED_ABOVE || evenSplitAgainst)) return 'contradicted';
  if (e.sufficiency.sourceCount === 0) return 'unverified';
  const strong =
    e.overall >= VERIFIED_MIN_OVERALL && e.sufficiency.sourceCount >= VERIFIED_MIN_SOURCES && e.quality.level !== 'low';
  return strong && !c.hasContradictions ? 'verified' : 'insufficient_evidence';
}

function confidenceFor(verdict: VerdictValue, e: Evaluation): Verdict['confidence'] {
  if (e.completeness.errored.length > 0) return 'low';
  const score = verdict === 'contradicted' ? e.overallAgainst : e.overall;
  return score >= CONFIDENCE_CUTOFFS.high ? 'high' : score >= CONFIDENCE_CUTOFFS.medium ? 'medium' : 'low';
}

/** Everything both engines derive from the input before deciding. */
export interface Analysis {
  /** The claim's findings, de-duplicated by id and sorted by id. */
  findings: Finding[];
  current: Finding[];
  evaluation: Evaluation;
  synthesis: Synthesis;
  legal: PartialCompliance;
  ifrs: string[];
  absences: Absence[];
  plan: Plan;
}

export function analyseClaim(input: JudgeInput): Analysis {
  const byId = new Map<string, Finding>();
  for (const f of input.findings) if (f.claimId === input.claim.id && !byId.has(f.id)) byId.set(f.id, f);
  const findings = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  const evaluation = evaluateEvidence(input.claim, findings, input.agentStatus);
  const currentIds = new Set(evaluation.findings.current);
  const current = findings.filter((f) => currentIds.has(f.id));
  const synthesis = synthesize(input.claim.type, current);
  const legal = partialCompliance(current);
  const ifrs = ifrsMappingFor(input.claim, findings);
  const plan = planReinvestigation({ input: { ...input, findings }, evaluation, synthesis, current, legal, ifrs });
  return {
    findings,
    current,
    evaluation,
    synthesis,
    legal,
    ifrs,
    absences: absences(findings, input.available, input.agentStatus),
    plan
  };
}

/** The cited findings' sources, first occurrence kept, in citation order. */
export function citedSources(cited: readonly Finding[]): SourceRef[] {
  const seen = new Set<string>();
  const out: SourceRef[] = [];
  for (const f of cited) {
    for (const s of f.provenance.sources) {
      const k = sourceKey(s);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(s);
    }
  }
  return out;
}

const scoresOf = (e: Evaluation): Verdict['scores'] => ({
  sufficiency: e.sufficiency.score,
  consistency: e.consistency.score,
  quality: e.quality.score,
  completeness: e.completeness.score,
  overall: e.overall
});

export function judgeClaim(input: JudgeInput): JudgeDecision {
  return ruleDecision(input, analyseClaim(input));
}

/** The rule-based decision from an analysis already made (the model judge reuses it for fallbacks). */
export function ruleDecision(input: JudgeInput, a: Analysis): JudgeDecision {
  const value = decideVerdict(a.evaluation, a.synthesis, a.current);
  const confidence = confidenceFor(value, a.evaluation);
  const { text, cited } = composeReasoning({
    input: { ...input, findings: a.findings },
    verdict: value,
    confidence,
    evaluation: a.evaluation,
    synthesis: a.synthesis,
    absences: a.absences,
    plan: a.plan,
    legal: a.legal,
    ifrs: a.ifrs,
    thresholds: { verifiedOverall: VERIFIED_MIN_OVERALL, verifiedSources: VERIFIED_MIN_SOURCES }
  });
  const verdict: Verdict = {
    claimId: input.claim.id,
    runId: input.runId,
    verdict: value,
    confidence,
    reasoning: text,
    ifrsMapping: a.ifrs,
    citedFindings: cited.map((f) => f.id),
    notInvestigated: a.absences.map((x) => x.agent),
    scores: scoresOf(a.evaluation),
    cycle: input.cycle,
    provenance: {
      engine: 'offline',
      promptVersion: RULES_PROMPT_VERSION,
      ...(input.corpusVersion !== undefined ? { corpusVersion: input.corpusVersion } : {}),
      sources: citedSources(cited)
    }
  };
  return { verdict, reinvestigation: a.plan.request, evaluation: a.evaluation };
}
