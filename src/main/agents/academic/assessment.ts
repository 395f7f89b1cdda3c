/**
 * What one investigation of one claim concludes, before it becomes a finding: a stance, how sure, a
 * plain summary (with the arithmetic when there is any), what it cites and, for a method, how it
 * compares with the recognised one. `web` says whether the investigation would have searched the web:
 * when the provider is off such an investigation says "not consulted", never "no evidence".
 */
import type { AcademicDetails, AcademicEvidence } from '../../../shared/domain/findingDetails';
import type { Cited } from './references';
import type { InvestigationType } from '../../text/technicalCues';

export interface Assessment {
  type: InvestigationType;
  /** `certificate_scope`, `offset_accounting`, `sbti_alignment`, `sbti_validation`, `methodology`, `benchmark_corpus`, `research_corpus`. */
  evidenceType: AcademicEvidence;
  summary: string;
  supportsClaim: boolean | null;
  confidence: 'high' | 'medium' | 'low';
  cited: Cited[];
  methodology?: NonNullable<AcademicDetails['methodology']>;
  /** Short queries a web search would run for this investigation (built from the claim's technical terms). */
  queries: string[];
  /** Report pages the investigation read besides the claim's own. */
  pages?: number[];
}

/** Joins sentences, dropping empty ones. */
export const sentences = (...parts: Array<string | false | undefined | null>): string =>
  parts.filter((p): p is string => !!p && p.trim().length > 0).join(' ');
