/**
 * What agents produce and the Judge weighs: findings, info requests between agents, verdicts,
 * re-investigation requests and disclosure gaps. Every one carries provenance.
 */
import { z } from 'zod';
import { AgentIdSchema, SpecialistIdSchema } from './agents';
import { IfrsParagraphIdSchema } from './claim';
import {
  AcademicEvidenceSchema,
  FINDING_EVIDENCE,
  NewsEvidenceSchema,
  REPORT_EVIDENCE,
  withAgentDetails
} from './findingDetails';
import { ProvenanceSchema } from './provenance';

const FindingBase = {
  id: z.string(),
  runId: z.string(),
  claimId: z.string(),
  /** Narrowed to each agent's own kinds by `withAgentDetails`; listed here to keep its place in the object. */
  evidenceType: z.string(),
  summary: z.string(),
  /** true supports, false contradicts, null neither (e.g. evidence not available). */
  supportsClaim: z.boolean().nullable(),
  confidence: z.enum(['high', 'medium', 'low']),
  cycle: z.number().int().min(1),
  provenance: ProvenanceSchema
};

/**
 * The evidence type of a finding that says an outside source was not consulted because its provider
 * is switched off (News/Media offline, Academic/Research's web search). The Judge counts the agent as a
 * perspective not heard — never as evidence of absence — and does not ask it again.
 */
export const NOT_CONSULTED = NewsEvidenceSchema.enum.not_consulted;

/**
 * Evidence types that say the claim holds nothing in the agent's domain to assess (Academic/Research's
 * `no_technical_assertion`): the agent did look, so it counts as heard for completeness, but there is
 * nothing to grade, so the Judge leaves it out of quality and consistency.
 */
export const OUT_OF_DOMAIN: ReadonlySet<string> = new Set([AcademicEvidenceSchema.enum.no_technical_assertion]);

/** A finding whose `details` follow its agent's schema (`findingDetails.ts`); `agent` is the discriminant. */
export const FindingSchema = z.discriminatedUnion('agent', withAgentDetails(FindingBase, FINDING_EVIDENCE));
export type Finding = z.infer<typeof FindingSchema>;
export type FindingOf<A extends Finding['agent']> = Extract<Finding, { agent: A }>;
export type FindingInput = z.input<typeof FindingSchema>;

/**
 * A result that belongs to no single claim: Legal's gap scan over the whole report, Data/Metrics'
 * whole-report checks. Same per-agent details as a finding; `outcome` instead of a stance on a claim.
 */
export const ReportFindingSchema = z.discriminatedUnion(
  'agent',
  withAgentDetails(
    {
      id: z.string(),
      runId: z.string(),
      /** What was checked: Legal's `gap_scan`, a Data/Metrics check by name (narrowed per agent, `REPORT_EVIDENCE`). */
      evidenceType: z.string().min(1),
      summary: z.string(),
      /** pass: nothing wrong found; fail: a fault found; inconclusive: could not be checked. */
      outcome: z.enum(['pass', 'fail', 'inconclusive']),
      confidence: z.enum(['high', 'medium', 'low']),
      cycle: z.number().int().min(1),
      provenance: ProvenanceSchema
    },
    REPORT_EVIDENCE
  )
);
export type ReportFinding = z.infer<typeof ReportFindingSchema>;

export const InfoRequestSchema = z.object({
  id: z.string(),
  from: AgentIdSchema,
  to: z.array(AgentIdSchema).min(1),
  claimId: z.string().nullable(),
  question: z.string(),
  cycle: z.number().int().min(1)
});
export type InfoRequest = z.infer<typeof InfoRequestSchema>;

export const InfoResponseSchema = z.object({
  requestId: z.string(),
  from: AgentIdSchema,
  answer: z.string(),
  findingIds: z.array(z.string()).default([]),
  /** The cycle the answer was given in (the requester reads it in the next one); absent in older runs. */
  cycle: z.number().int().min(1).optional()
});
export type InfoResponse = z.infer<typeof InfoResponseSchema>;

export const VerdictValueSchema = z.enum(['verified', 'unverified', 'contradicted', 'insufficient_evidence']);
export type VerdictValue = z.infer<typeof VerdictValueSchema>;

export const VerdictSchema = z.object({
  claimId: z.string(),
  runId: z.string(),
  verdict: VerdictValueSchema,
  confidence: z.enum(['high', 'medium', 'low']),
  reasoning: z.string(),
  ifrsMapping: z.array(IfrsParagraphIdSchema),
  /** Findings the reasoning cites, by id. */
  citedFindings: z.array(z.string()),
  /** Specialists that did not investigate this claim (not registered, errored or timed out). */
  notInvestigated: z.array(SpecialistIdSchema).default([]),
  scores: z.object({
    sufficiency: z.number(),
    consistency: z.number(),
    quality: z.number(),
    completeness: z.number(),
    overall: z.number()
  }),
  cycle: z.number().int().min(1),
  provenance: ProvenanceSchema
});
export type Verdict = z.infer<typeof VerdictSchema>;

export const ReinvestigationRequestSchema = z.object({
  claimId: z.string(),
  targetAgents: z.array(SpecialistIdSchema).min(1),
  evidenceGap: z.string(),
  refinedQueries: z.array(z.string()),
  requiredEvidence: z.string(),
  /** The cycle the Judge judged when it filed the request (the work happens in cycle + 1). */
  cycle: z.number().int().min(1)
});
export type ReinvestigationRequest = z.infer<typeof ReinvestigationRequestSchema>;

/** `unaddressed`: nothing in the report answers the paragraph; `partial`: its topic is there, named sub-requirements are not. */
const GapStatusSchema = z.enum(['unaddressed', 'partial']);
export type GapStatus = z.infer<typeof GapStatusSchema>;

/** The IFRS core-content pillar a registry paragraph belongs to. */
export const GapPillarSchema = z.enum(['governance', 'strategy', 'risk_management', 'metrics_targets']);
export type GapPillar = z.infer<typeof GapPillarSchema>;

/**
 * An IFRS S1/S2 requirement the report does not meet, found by a gap scan over the registry. It names
 * what was searched for and where, so an analyst can check the gap instead of trusting it.
 */
export const DisclosureGapSchema = z.object({
  id: z.string(),
  runId: z.string(),
  paragraphId: IfrsParagraphIdSchema,
  gapStatus: GapStatusSchema,
  pillar: GapPillarSchema,
  /** The requirement in the project's own words (the registry's paraphrase, never the standard's text). */
  requirement: z.string(),
  /** The sub-requirements the report leaves out (all of them when unaddressed). */
  missingRequirements: z.array(z.string()),
  whyItMatters: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
  /** Pages where partial content on the topic stands (empty when unaddressed). */
  pages: z.array(z.number().int().min(1)).default([]),
  /** What was searched for and where ("searched 84 pages and 412 claims for …"). */
  searched: z.string(),
  cycle: z.number().int().min(1).default(1),
  provenance: ProvenanceSchema,
  /** Model engine only: why the model's review could not be used and the offline result stands. */
  modelFallback: z.string().optional()
});
export type DisclosureGap = z.infer<typeof DisclosureGapSchema>;
