/**
 * The Judge's four-dimensional reading of the evidence on one claim (seed FRD 11 §2): sufficiency
 * (independent supporting agents), consistency (support against contradiction), quality (how credible
 * and direct the sources are) and completeness (whether the domains the claim type calls for were
 * heard), each mapped to a level, each level to a score, combined with fixed weights. Pure and
 * deterministic; it decides nothing about verdicts or re-investigation.
 *
 * Findings accumulate over cycles. Each agent's *current* view is what is weighed: its findings from
 * the latest cycle in which it said something conclusive (supports or contradicts), or, if it never
 * did, from its latest cycle. So an agent that re-investigated replaces its earlier answer (that is
 * how a contradiction can be resolved), while a re-run that found nothing new does not erase what it
 * found before. Superseded findings are listed but not weighed.
 */
import type { SpecialistId } from '../../../shared/domain/agents';
import type { Claim } from '../../../shared/domain/claim';
import { NOT_CONSULTED, OUT_OF_DOMAIN, type Finding, type FindingOf } from '../../../shared/domain/finding';
import type { SourceTier } from '../../../shared/domain/findingDetails';
import { erroredAgents, type AgentStatusMap } from './coverage';
import { sortAgents } from './labels';
import { expectedAgents } from '../expectedAgents';

export const DIMENSION_WEIGHTS = { sufficiency: 0.3, consistency: 0.25, quality: 0.25, completeness: 0.2 } as const;

type SufficiencyLevel = 'high' | 'medium' | 'low' | 'very_low';
type ConsistencyLevel = 'high' | 'medium' | 'low' | 'unclear';
type Level = 'high' | 'medium' | 'low';

const SUFFICIENCY_SCORES: Readonly<Record<SufficiencyLevel, number>> = {
  high: 1,
  medium: 0.6,
  low: 0.3,
  very_low: 0
};
const CONSISTENCY_SCORES: Readonly<Record<ConsistencyLevel, number>> = {
  high: 1,
  medium: 0.6,
  low: 0.3,
  unclear: 0.5
};
const QUALITY_SCORES: Readonly<Record<Level, number>> = { high: 1, medium: 0.6, low: 0.3 };
const COMPLETENESS_SCORES: Readonly<Record<Level, number>> = { high: 1, medium: 0.6, low: 0.3 };

/** How credible each specialist's kind of evidence is before its own confidence is applied. */
const AGENT_BASE_QUALITY: Readonly<Record<SpecialistId, number>> = {
  legal: 0.95,
  data_metrics: 0.9,
  academic: 0.85,
  news_media: 0.7,
  geography: 0.9
};
/** News source tiers (1 = established press, regulators; 4 = blogs, social media): the finding's best source's tier. */
const NEWS_TIER_MULTIPLIER: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 1, 2: 0.8, 3: 0.6, 4: 0.3 };
const CONFIDENCE_MULTIPLIER: Readonly<Record<Finding['confidence'], number>> = {
  high: 1,
  medium: 0.7,
  low: 0.4
};
/** Average quality at or above which quality is high / medium; the same cut-offs grade completeness. */
const LEVEL_THRESHOLDS = { high: 0.8, medium: 0.6 } as const;

/**
 * The domains each claim type calls for (seed §2.5); the orchestrator's default routing matches.
 * Completeness reads them per claim (`expectedAgents`): Academic only on a technical claim.
 */
const MISSING_AGENT_PENALTY = 0.2;
const ERRORED_AGENT_PENALTY = 0.3;

export interface Evaluation {
  sufficiency: {
    level: SufficiencyLevel;
    score: number;
    sourceCount: number;
    supportingAgents: SpecialistId[];
    contradictingAgents: SpecialistId[];
  };
  /** Counts are of current findings; ratios are over conclusive findings (support + contradict). */
  consistency: {
    level: ConsistencyLevel;
    score: number;
    hasContradictions: boolean;
    support: number;
    contradict: number;
    inconclusive: number;
    supportRatio: number;
    contradictRatio: number;
  };
  /** `assessed` is false when there is no finding to grade (average 0, level low). */
  quality: {
    level: Level;
    score: number;
    average: number;
    assessed: boolean;
    perFinding: { findingId: string; agent: SpecialistId; score: number }[];
  };
  /**
   * `raw` is 1 − 0.2 per missing or not-consulted − 0.3 per errored expected agent, floored at 0.
   * `notConsulted`: expected agents whose only word is that their outside source is off (not in
   * `missing`: asking them again would not change that).
   */
  completeness: {
    level: Level;
    score: number;
    raw: number;
    expected: SpecialistId[];
    investigated: SpecialistId[];
    missing: SpecialistId[];
    notConsulted: SpecialistId[];
    errored: SpecialistId[];
  };
  /** Weighted sum of the four dimension scores: how well the evidence supports the claim. */
  overall: number;
  /** The same sum read against the claim (contradicting agents as sources): grades a contradiction. */
  overallAgainst: number;
  findings: { current: string[]; superseded: string[] };
}

const round = (x: number): number => Math.round(x * 1e6) / 1e6;

/** Each agent's current findings (see the header), sorted by id. */
export function currentFindings(findings: readonly Finding[]): Finding[] {
  const byAgent = new Map<SpecialistId, Finding[]>();
  for (const f of findings) byAgent.set(f.agent, [...(byAgent.get(f.agent) ?? []), f]);
  const out: Finding[] = [];
  for (const list of byAgent.values()) {
    const conclusive = list.filter((f) => f.supportsClaim !== null);
    const pool = conclusive.length ? conclusive : list;
    const cycle = Math.max(...pool.map((f) => f.cycle));
    out.push(...list.filter((f) => f.cycle === cycle));
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function sufficiencyLevel(sources: number): SufficiencyLevel {
  return sources >= 3 ? 'high' : sources === 2 ? 'medium' : sources === 1 ? 'low' : 'very_low';
}

/** `pro` findings for, `con` against: all for is high, mostly for medium, as many or more against low. */
function consistencyLevel(pro: number, con: number): ConsistencyLevel {
  if (pro === 0 && con === 0) return 'unclear';
  if (con === 0) return 'high';
  return pro > con ? 'medium' : 'low';
}

const grade = (x: number): Level =>
  x >= LEVEL_THRESHOLDS.high ? 'high' : x >= LEVEL_THRESHOLDS.medium ? 'medium' : 'low';

/** The most credible tier among a news finding's sources (undefined when it lists none). */
export function bestNewsTier(f: FindingOf<'news_media'>): SourceTier | undefined {
  return f.details.sources.reduce<SourceTier | undefined>(
    (best, s) => (best === undefined || s.tier < best ? s.tier : best),
    undefined
  );
}

/** The most credible tier among a research finding's references (undefined when it lists none); same 1–4 scale as news. */
function bestReferenceTier(f: FindingOf<'academic'>): SourceTier | undefined {
  return f.details.references.reduce<SourceTier | undefined>(
    (best, r) => (best === undefined || r.tier < best ? r.tier : best),
    undefined
  );
}

/** Base quality of the agent's kind of evidence × the finding's confidence; news and research scaled by their best source's tier when given. */
export function findingQuality(f: Finding): number {
  let q = AGENT_BASE_QUALITY[f.agent];
  const tier = f.agent === 'news_media' ? bestNewsTier(f) : f.agent === 'academic' ? bestReferenceTier(f) : undefined;
  if (tier !== undefined) q *= NEWS_TIER_MULTIPLIER[tier];
  return round(q * CONFIDENCE_MULTIPLIER[f.confidence]);
}

function evaluateQuality(current: readonly Finding[]): Evaluation['quality'] {
  const perFinding = current.map((f) => ({ findingId: f.id, agent: f.agent, score: findingQuality(f) }));
  const average = perFinding.length ? round(perFinding.reduce((s, p) => s + p.score, 0) / perFinding.length) : 0;
  const level = grade(average);
  return { level, score: QUALITY_SCORES[level], average, assessed: perFinding.length > 0, perFinding };
}

/** Whether a finding only says its outside source was not consulted (provider off). */
const notConsulted = (f: Finding): boolean => f.evidenceType === NOT_CONSULTED;

function evaluateCompleteness(
  claim: Claim,
  all: readonly Finding[],
  status: AgentStatusMap
): Evaluation['completeness'] {
  const expected = sortAgents(expectedAgents(claim));
  const investigated = sortAgents(all.filter((f) => !notConsulted(f)).map((f) => f.agent));
  const silent = sortAgents(all.filter(notConsulted).map((f) => f.agent));
  const notHeard = expected.filter((a) => !investigated.includes(a));
  const notConsultedAgents = notHeard.filter((a) => silent.includes(a));
  const missing = notHeard.filter((a) => !silent.includes(a));
  const failed = erroredAgents(status);
  const errored = expected.filter((a) => failed.includes(a));
  const raw = round(Math.max(0, 1 - MISSING_AGENT_PENALTY * notHeard.length - ERRORED_AGENT_PENALTY * errored.length));
  const level = grade(raw);
  return {
    level,
    score: COMPLETENESS_SCORES[level],
    raw,
    expected,
    investigated,
    missing,
    notConsulted: notConsultedAgents,
    errored
  };
}

const weighted = (s: number, c: number, q: number, k: number): number =>
  round(
    DIMENSION_WEIGHTS.sufficiency * s +
      DIMENSION_WEIGHTS.consistency * c +
      DIMENSION_WEIGHTS.quality * q +
      DIMENSION_WEIGHTS.completeness * k
  );

/** Evaluates every finding on the claim (all cycles; findings on other claims are ignored). */
export function evaluateEvidence(claim: Claim, findings: readonly Finding[], status: AgentStatusMap): Evaluation {
  const all = findings.filter((f) => f.claimId === claim.id);
  // A "not consulted" finding is no evidence either way: it is weighed only as a perspective not heard.
  const current = currentFindings(all.filter((f) => !notConsulted(f)));
  const currentIds = new Set(current.map((f) => f.id));
  const supportingAgents = sortAgents(current.filter((f) => f.supportsClaim === true).map((f) => f.agent));
  const contradictingAgents = sortAgents(current.filter((f) => f.supportsClaim === false).map((f) => f.agent));
  const sLevel = sufficiencyLevel(supportingAgents.length);

  const support = current.filter((f) => f.supportsClaim === true).length;
  const contradict = current.filter((f) => f.supportsClaim === false).length;
  const conclusive = support + contradict;
  const cLevel = consistencyLevel(support, contradict);

  const quality = evaluateQuality(current.filter((f) => !OUT_OF_DOMAIN.has(f.evidenceType)));
  const completeness = evaluateCompleteness(claim, all, status);
  const againstSufficiency = SUFFICIENCY_SCORES[sufficiencyLevel(contradictingAgents.length)];
  const againstConsistency = CONSISTENCY_SCORES[consistencyLevel(contradict, support)];

  return {
    sufficiency: {
      level: sLevel,
      score: SUFFICIENCY_SCORES[sLevel],
      sourceCount: supportingAgents.length,
      supportingAgents,
      contradictingAgents
    },
    consistency: {
      level: cLevel,
      score: CONSISTENCY_SCORES[cLevel],
      hasContradictions: contradict > 0,
      support,
      contradict,
      inconclusive: current.filter((f) => !OUT_OF_DOMAIN.has(f.evidenceType)).length - conclusive,
      supportRatio: conclusive ? round(support / conclusive) : 0,
      contradictRatio: conclusive ? round(contradict / conclusive) : 0
    },
    quality,
    completeness,
    overall: weighted(SUFFICIENCY_SCORES[sLevel], CONSISTENCY_SCORES[cLevel], quality.score, completeness.score),
    overallAgainst: weighted(againstSufficiency, againstConsistency, quality.score, completeness.score),
    findings: {
      current: current.map((f) => f.id),
      superseded: all
        .filter((f) => !currentIds.has(f.id) && !notConsulted(f))
        .map((f) => f.id)
        .sort()
    }
  };
}
