/** Builders for the Judge's tests: claims, findings and agent runs shaped like the real ones. */
import type { SpecialistId } from '../../../../shared/domain/agents';
import { ClaimSchema, type Claim, type ClaimType } from '../../../../shared/domain/claim';
import { FindingSchema, type Finding } from '../../../../shared/domain/finding';
import type { AgentRun } from '../../../../shared/domain/pipeline';
import type { SourceRef } from '../../../../shared/domain/provenance';
import type { JudgeInput } from '../types';

export const ALL: readonly SpecialistId[] = ['legal', 'data_metrics', 'academic', 'news_media', 'geography'];

const TEXTS: Record<ClaimType, string> = {
  quantitative: 'Scope 1 emissions fell by 12% in 2023 compared with the 2019 baseline, to 41,200 tCO2e.',
  geographic: 'Our Kalimantan plantation has restored 3,400 hectares of peat forest since 2020.',
  legal_governance: 'The Board Sustainability Committee oversees climate-related risks and opportunities.',
  strategic: 'We will reach net zero emissions across our own operations by 2040, with an interim 50% cut by 2030.',
  environmental: 'All palm oil in our supply chain has been deforestation-free since 2021.'
};

export function makeClaim(type: ClaimType = 'quantitative', over: Partial<Claim> = {}): Claim {
  const text = over.text ?? TEXTS[type];
  return ClaimSchema.parse({
    id: `clm_${type}`,
    reportId: 'rpt_0123456789abcdef',
    text,
    type,
    priority: 'high',
    reasoning: 'A checkable statement.',
    sourcePage: 14,
    sourceContext: '',
    preliminaryIfrs: [],
    anchor: { page: 14, rects: [], quote: text, prefix: '', suffix: '', method: 'exact', score: 1 },
    score: 0.9,
    provenance: { engine: 'offline', sources: [] },
    ...over
  });
}

export interface FindingOptions {
  id?: string;
  claimId?: string;
  summary?: string;
  confidence?: Finding['confidence'];
  cycle?: number;
  details?: Record<string, unknown>;
  sources?: SourceRef[];
  /** One of the agent's own kinds; a typical one for the agent when absent. */
  evidenceType?: Finding['evidenceType'];
}

/** News details whose best source has this tier. */
export const newsTier = (tier: 1 | 2 | 3 | 4) => ({
  sources: [{ outlet: `Tier ${tier} outlet`, url: `https://news.example.org/tier-${tier}`, tier, stance: 'neutral' }]
});
/** Legal details mapping the claim to these paragraphs, each met. */
export const mapped = (...ids: string[]) => ({
  ifrsMappings: ids.map((paragraphId) => ({ paragraphId, status: 'met' }))
});

/** An evidence kind each agent files when it looked and found something to weigh. */
const TYPICAL_EVIDENCE: Record<SpecialistId, Finding['evidenceType']> = {
  legal: 'ifrs_compliance',
  data_metrics: 'consistency_checks',
  academic: 'research_corpus',
  news_media: 'news_coverage',
  geography: 'locations_resolved'
};

/** A finding by `agent` that supports (true), contradicts (false) or is inconclusive (null). */
export function makeFinding(agent: SpecialistId, supports: boolean | null, o: FindingOptions = {}): Finding {
  const cycle = o.cycle ?? 1;
  return FindingSchema.parse({
    id: o.id ?? `fnd_${agent}_c${cycle}`,
    runId: 'run_test',
    claimId: o.claimId ?? 'clm_quantitative',
    agent,
    evidenceType: o.evidenceType ?? TYPICAL_EVIDENCE[agent],
    summary:
      o.summary ??
      `${agent} ${supports === true ? 'supports' : supports === false ? 'contradicts' : 'could not settle'} the claim`,
    details: o.details ?? {},
    supportsClaim: supports,
    confidence: o.confidence ?? 'high',
    cycle,
    provenance: { engine: 'offline', sources: o.sources ?? [{ kind: 'report', ref: 'chunk_14_2', page: 14 }] }
  });
}

export const completed = (cycle = 1): AgentRun => ({ status: 'completed', cycle, claims: 1 });
export const errored = (error: string, cycle = 1): AgentRun => ({ status: 'error', cycle, claims: 1, error });
export const timedOut = (agent: SpecialistId, cycle = 1): AgentRun =>
  errored(`timed out: ${agent} did not finish within 900 s`, cycle);

export function makeInput(claim: Claim, findings: Finding[], over: Partial<JudgeInput> = {}): JudgeInput {
  const agentStatus: JudgeInput['agentStatus'] = {};
  for (const f of findings) agentStatus[f.agent] = completed(f.cycle);
  return { claim, findings, agentStatus, available: ALL, cycle: 1, maxCycles: 3, runId: 'run_test', ...over };
}

/** makeFinding bound to one claim. */
export const findingOn =
  (claim: Claim) =>
  (agent: SpecialistId, supports: boolean | null, o: FindingOptions = {}): Finding =>
    makeFinding(agent, supports, { claimId: claim.id, ...o });
