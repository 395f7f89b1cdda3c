/**
 * An assessment becomes an Academic finding: stable id per claim, cycle and ordinal; details with the
 * references (corpus entries with a url, web results) and the methodology assessment; provenance with
 * the claim's page, the pages read, every corpus entry and web result cited, and the corpus version.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf } from '../../../shared/domain/finding';
import type { SourceRef } from '../../../shared/domain/provenance';
import { findingId } from '../specialist';
import type { Assessment } from './assessment';
import { mergeCitations } from './references';

export const ACADEMIC_VERSION = 'academic-1';

export interface FindingContext {
  runId: string;
  reportId: string;
  cycle: number;
  corpusVersion: string;
  /** The Judge's refined queries for this claim (re-investigation), named in the summary. */
  queries?: readonly string[];
}

const pageRef = (reportId: string, page: number): SourceRef => ({
  kind: 'report',
  ref: `${reportId}#page=${page}`,
  page
});

export function academicFinding(
  claim: Claim,
  a: Assessment,
  ctx: FindingContext,
  ordinal: number
): FindingOf<'academic'> {
  const { references, sources } = mergeCitations(a.cited);
  const pages = [...new Set([claim.sourcePage, ...(a.pages ?? [])])];
  const asked = ctx.queries?.length ? ` (Re-investigated, cycle ${ctx.cycle}, for: ${ctx.queries.join('; ')}.)` : '';
  return {
    id: findingId(ctx.runId, 'academic', claim.id, ctx.cycle, ordinal),
    runId: ctx.runId,
    claimId: claim.id,
    agent: 'academic',
    evidenceType: a.evidenceType,
    summary: `${a.summary}${asked}`,
    supportsClaim: a.supportsClaim,
    confidence: a.confidence,
    cycle: ctx.cycle,
    details: { references, ...(a.methodology ? { methodology: a.methodology } : {}) },
    provenance: {
      engine: 'offline',
      promptVersion: ACADEMIC_VERSION,
      corpusVersion: ctx.corpusVersion,
      sources: [...pages.map((p) => pageRef(ctx.reportId, p)), ...sources]
    }
  };
}

/** A routed claim that states nothing technical: the agent looked and says why it did not investigate. */
export function notTechnicalFinding(claim: Claim, ctx: FindingContext): FindingOf<'academic'> {
  return {
    id: findingId(ctx.runId, 'academic', claim.id, ctx.cycle, 0),
    runId: ctx.runId,
    claimId: claim.id,
    agent: 'academic',
    evidenceType: 'no_technical_assertion',
    summary:
      'The claim states no method, certificate, credit, target, benchmark or technology that standards or research could confirm or refute; the research agent did not investigate it.',
    supportsClaim: null,
    confidence: 'low',
    cycle: ctx.cycle,
    details: { references: [] },
    provenance: {
      engine: 'offline',
      promptVersion: ACADEMIC_VERSION,
      corpusVersion: ctx.corpusVersion,
      sources: [pageRef(ctx.reportId, claim.sourcePage)]
    }
  };
}
