/**
 * An assessment becomes an Academic finding: stable id per claim, cycle and ordinal; details with the
 * references (corpus entries with a url, web results) and the methodology assessment; provenance with
 * the claim's page, the pages read, every corpus entry and web result cited, and the corpus version.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf } from '../../../shared/domain/finding';
import { AcademicEvidenceSchema } from '../../../shared/domain/findingDetails';
import { findingBase, reportPage, type FindingContext } from '../kit';
import type { Assessment } from './assessment';
import { mergeCitations } from './references';

const ACADEMIC_VERSION = 'academic-1';

/** What every Academic finding of one claim also names: the corpus version, the Judge's refined queries. */
export interface AcademicNotes {
  corpusVersion: string;
  /** The Judge's refined queries for this claim (re-investigation), named in the summary. */
  queries?: readonly string[];
}

export function academicFinding(
  claim: Claim,
  a: Assessment,
  at: FindingContext<'academic'>,
  notes: AcademicNotes,
  ordinal: number
): FindingOf<'academic'> {
  const { references, sources } = mergeCitations(a.cited);
  const pages = [...new Set([claim.sourcePage, ...(a.pages ?? [])])];
  const asked = notes.queries?.length ? ` (Re-investigated, cycle ${at.cycle}, for: ${notes.queries.join('; ')}.)` : '';
  return {
    ...findingBase(at, claim.id, ordinal),
    evidenceType: a.evidenceType,
    summary: `${a.summary}${asked}`,
    supportsClaim: a.supportsClaim,
    confidence: a.confidence,
    details: { references, ...(a.methodology ? { methodology: a.methodology } : {}) },
    provenance: {
      engine: 'offline',
      promptVersion: ACADEMIC_VERSION,
      corpusVersion: notes.corpusVersion,
      sources: [...pages.map((p) => reportPage(at.reportId, p)), ...sources]
    }
  };
}

/** A routed claim that states nothing technical: the agent looked and says why it did not investigate. */
export function notTechnicalFinding(
  claim: Claim,
  at: FindingContext<'academic'>,
  notes: AcademicNotes
): FindingOf<'academic'> {
  return {
    ...findingBase(at, claim.id),
    evidenceType: AcademicEvidenceSchema.enum.no_technical_assertion,
    summary:
      'The claim states no method, certificate, credit, target, benchmark or technology that standards or research could confirm or refute; the research agent did not investigate it.',
    supportsClaim: null,
    confidence: 'low',
    details: { references: [] },
    provenance: {
      engine: 'offline',
      promptVersion: ACADEMIC_VERSION,
      corpusVersion: notes.corpusVersion,
      sources: [reportPage(at.reportId, claim.sourcePage)]
    }
  };
}
