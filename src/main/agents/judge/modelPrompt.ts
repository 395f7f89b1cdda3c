/**
 * What the model Judge is asked and the answer shape it must return. One prompt covers a batch of
 * claims: for each, the claim, its current findings (id, agent, summary, stance, confidence, sources),
 * the rule-based evaluation of the four dimensions, the domains not investigated and whether another
 * cycle is allowed. The answer schema is lenient about spelling (verdict and confidence are plain
 * strings, normalized and checked per claim by modelJudge.ts) so one odd label costs one claim, not
 * the batch. Bump MODEL_PROMPT_VERSION whenever the prompt or schema changes meaning: it is recorded
 * in every model verdict's provenance.
 */
import { z } from 'zod';
import type { Prompt } from '../../llm/gatewayTypes';
import { clip, sortAgents } from './labels';
import { AGENT_WEIGHTS } from './synthesis';
import { detailsForPrompt } from './promptDetails';
import type { Analysis } from './rules';
import type { JudgeInput } from './types';

export const MODEL_PROMPT_VERSION = 'judge-model-1';
/** Findings sent per claim at most (most relevant first); summaries and claim texts are clipped. */
const MAX_FINDINGS_IN_PROMPT = 12;
const MAX_SUMMARY = 500;
const MAX_CLAIM = 800;

const ModelRequestSchema = z.object({
  agent: z.string().describe('legal | data_metrics | academic | news_media | geography'),
  query: z.string().default('').describe('What this agent should look for next, naming the claim and the gap'),
  required_evidence: z.string().default('').describe('What evidence from this agent would settle the gap')
});

const ModelVerdictSchema = z.object({
  claim_id: z.string(),
  verdict: z.string().describe('verified | unverified | contradicted | insufficient_evidence'),
  confidence: z.string().describe('high | medium | low'),
  reasoning: z.string().describe('Plain English for an analyst; cite findings by agent and say where the evidence is'),
  cited_finding_ids: z.array(z.string()).default([]).describe('Ids of the findings the reasoning relies on'),
  reinvestigation: z
    .object({
      evidence_gap: z.string().default(''),
      requests: z.array(ModelRequestSchema).default([])
    })
    .nullable()
    .optional()
    .describe('Only when more evidence is needed and reinvestigation_allowed is true; otherwise null')
});
export type ModelVerdict = z.output<typeof ModelVerdictSchema>;

export const JudgeAnswerSchema = z.object({ verdicts: z.array(ModelVerdictSchema) });
export type JudgeAnswer = z.output<typeof JudgeAnswerSchema>;

const SYSTEM =
  'You are the final reviewer in a system that checks the claims companies make in ' +
  'sustainability reports. Specialist agents have already gathered evidence on each claim: Legal ' +
  '(IFRS S1/S2 requirements), Data/Metrics (recomputing figures), Academic/Research (studies and ' +
  'benchmarks), News/Media (press, regulators, courts; tier 1 = most credible, tier 4 = blogs) ' +
  'and Geography (satellite and land data). You weigh what they found and rule on each claim.\n' +
  '\n' +
  'Weigh four things for every claim:\n' +
  '- Sufficiency: how many independent agents back the claim. One agent is thin; two or more is a basis.\n' +
  '- Consistency: whether the agents agree, and how serious any disagreement is.\n' +
  '- Quality: how credible and how direct each source is (a ' +
  'recomputed figure or satellite image beats a blog post).\n' +
  '- Completeness: whether the domains this kind of claim ' +
  'needs were examined, and which failed or were unavailable.\n' +
  'Each claim comes with a rule-based scoring of these four; use it as a reference, not as the answer.\n' +
  '\n' +
  'Rule with exactly one of:\n' +
  '- verified: at least two independent agents corroborate the claim ' +
  'with credible evidence and nothing credible contradicts it.\n' +
  '- contradicted: credible evidence directly contradicts the claim and outweighs any support.\n' +
  '- unverified: no agent found evidence for the claim.\n' +
  '- insufficient_evidence: there is some support, but too ' +
  'little, too weak or too disputed for a confident ruling.\n' +
  'Confidence is high, medium or low; use low when agents that the claim needs failed or were unavailable.\n' +
  '\n' +
  'Reasoning: a few plain sentences an analyst can check. Name the agents and what they found, say ' +
  'where the evidence is (report page or source), and say which domains were not investigated and why. ' +
  'List the ids of the findings you rely on in cited_finding_ids; use only ids given for that claim.\n' +
  '\n' +
  'Re-investigation: when reinvestigation_allowed is true and more evidence could change the ruling ' +
  '(thin support, an unresolved contradiction, weak sources, a missing domain, requirements the legal ' +
  'review found missing), return reinvestigation with the evidence gap and one request per agent to ask: ' +
  'the agent, a focused query that restates the claim and the specific gap, and the evidence that would ' +
  'settle it. Ask only agents listed in available_agents. Otherwise return "reinvestigation": null.\n' +
  '\n' +
  'Answer for every claim you were given, each under its own claim_id: {"verdicts": ' +
  '[{"claim_id", "verdict", "confidence", "reasoning", "cited_finding_ids", "reinvestigation"}]}.';

/** The compact per-claim record the model sees. */
function claimPayload(input: JudgeInput, a: Analysis): Record<string, unknown> {
  const w = AGENT_WEIGHTS[input.claim.type];
  const ordered = [...a.current]
    .sort((x, y) => w[y.agent] - w[x.agent] || (x.id < y.id ? -1 : 1))
    .slice(0, MAX_FINDINGS_IN_PROMPT);
  const e = a.evaluation;
  return {
    claim_id: input.claim.id,
    text: clip(input.claim.text, MAX_CLAIM),
    type: input.claim.type,
    page: input.claim.sourcePage,
    ifrs_paragraphs: a.ifrs,
    findings: ordered.map((f) => ({
      id: f.id,
      agent: f.agent,
      summary: clip(f.summary, MAX_SUMMARY),
      supports: f.supportsClaim,
      confidence: f.confidence,
      cycle: f.cycle,
      ...detailsForPrompt(f),
      sources: f.provenance.sources
        .slice(0, 4)
        .map((s) => ({ kind: s.kind, ref: clip(s.ref, 160), ...(s.page !== undefined ? { page: s.page } : {}) }))
    })),
    rule_evaluation: {
      sufficiency: {
        level: e.sufficiency.level,
        supporting_agents: e.sufficiency.supportingAgents,
        contradicting_agents: e.sufficiency.contradictingAgents
      },
      consistency: {
        level: e.consistency.level,
        for: e.consistency.support,
        against: e.consistency.contradict,
        inconclusive: e.consistency.inconclusive
      },
      quality: { level: e.quality.level, average: e.quality.average },
      completeness: {
        level: e.completeness.level,
        expected_agents: e.completeness.expected,
        missing_agents: e.completeness.missing,
        not_consulted_agents: e.completeness.notConsulted,
        errored_agents: e.completeness.errored
      },
      overall: e.overall
    },
    legal_missing_requirements: a.legal.missing,
    not_investigated: a.absences.map((x) => ({ agent: x.agent, reason: x.reason })),
    available_agents: sortAgents(input.available),
    reinvestigation_allowed: input.cycle < input.maxCycles,
    cycle: input.cycle,
    max_cycles: input.maxCycles
  };
}

export function judgePrompt(batch: readonly { input: JudgeInput; analysis: Analysis }[]): Prompt {
  const claims = batch.map((b) => claimPayload(b.input, b.analysis));
  // One compact JSON line per claim: readable for the model, cheaper than indented JSON.
  const list = `[\n${claims.map((c) => JSON.stringify(c)).join(',\n')}\n]`;
  const user =
    `Rule on these ${claims.length} claim(s). Answer every ` +
    `claim_id below exactly once.\n\n<claims>\n${list}\n</claims>`;
  return { system: SYSTEM, user };
}
