/**
 * Cross-agent synthesis (seed FRD 11 §6): how much each specialist's word counts for a claim of a
 * given type, and the findings sorted into supporting, contradicting and inconclusive contributions.
 * The Judge uses it to order the findings its reasoning cites (most relevant agent first), to pick an
 * extra corroborating agent, and to break an even split between support and contradiction. It does
 * not decide verdicts on its own.
 */
import type { SpecialistId } from '../../../shared/domain/agents';
import type { ClaimType } from '../../../shared/domain/claim';
import type { Finding } from '../../../shared/domain/finding';
import { sortAgents } from './labels';

/** Relevance of each specialist per claim type (seed §6.3); each row sums to 1. */
export const AGENT_WEIGHTS: Readonly<Record<ClaimType, Readonly<Record<SpecialistId, number>>>> = {
  geographic: { geography: 0.6, legal: 0.2, news_media: 0.1, academic: 0.05, data_metrics: 0.05 },
  quantitative: { data_metrics: 0.5, legal: 0.3, academic: 0.1, news_media: 0.05, geography: 0.05 },
  legal_governance: { legal: 0.7, news_media: 0.15, academic: 0.1, geography: 0.03, data_metrics: 0.02 },
  strategic: { legal: 0.4, academic: 0.3, news_media: 0.2, data_metrics: 0.05, geography: 0.05 },
  environmental: { academic: 0.4, geography: 0.3, data_metrics: 0.2, legal: 0.05, news_media: 0.05 }
};

type Stance = 'supports' | 'contradicts' | 'mixed' | 'inconclusive';

export interface Contribution {
  finding: Finding;
  weight: number;
}

export interface Synthesis {
  supporting: Contribution[];
  contradicting: Contribution[];
  inconclusive: Contribution[];
  /** Sum of the weights of the distinct agents on each side (an agent counts once however many findings it has). */
  weightFor: number;
  weightAgainst: number;
  byAgent: Partial<Record<SpecialistId, { findings: number; weight: number; stance: Stance }>>;
}

const CONFIDENCE_RANK: Readonly<Record<Finding['confidence'], number>> = { high: 0, medium: 1, low: 2 };

/** Higher agent weight first, then higher confidence, then the later cycle, then id (a total order). */
function compareContributions(a: Contribution, b: Contribution): number {
  return (
    b.weight - a.weight ||
    CONFIDENCE_RANK[a.finding.confidence] - CONFIDENCE_RANK[b.finding.confidence] ||
    b.finding.cycle - a.finding.cycle ||
    (a.finding.id < b.finding.id ? -1 : a.finding.id > b.finding.id ? 1 : 0)
  );
}

/** Available agents in order of relevance to the claim type (ties in canonical order). */
export function agentsByRelevance(type: ClaimType, agents: readonly SpecialistId[]): SpecialistId[] {
  const w = AGENT_WEIGHTS[type];
  return sortAgents(agents).sort((a, b) => w[b] - w[a]);
}

const round = (x: number): number => Math.round(x * 1e6) / 1e6;

export function synthesize(type: ClaimType, findings: readonly Finding[]): Synthesis {
  const weights = AGENT_WEIGHTS[type];
  const all = findings.map((finding) => ({ finding, weight: weights[finding.agent] })).sort(compareContributions);
  const supporting = all.filter((c) => c.finding.supportsClaim === true);
  const contradicting = all.filter((c) => c.finding.supportsClaim === false);
  const inconclusive = all.filter((c) => c.finding.supportsClaim === null);
  const sideWeight = (side: Contribution[]): number =>
    round(sortAgents(side.map((c) => c.finding.agent)).reduce((s, a) => s + weights[a], 0));
  const byAgent: Synthesis['byAgent'] = {};
  for (const agent of sortAgents(findings.map((f) => f.agent))) {
    const mine = findings.filter((f) => f.agent === agent);
    const pro = mine.some((f) => f.supportsClaim === true);
    const con = mine.some((f) => f.supportsClaim === false);
    byAgent[agent] = {
      findings: mine.length,
      weight: weights[agent],
      stance: pro && con ? 'mixed' : pro ? 'supports' : con ? 'contradicts' : 'inconclusive'
    };
  }
  return {
    supporting,
    contradicting,
    inconclusive,
    weightFor: sideWeight(supporting),
    weightAgainst: sideWeight(contradicting),
    byAgent
  };
}
