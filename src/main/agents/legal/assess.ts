/**
 * One mapped paragraph assessed for one claim (seed FRD 6 §4): each sub-requirement is looked for in
 * the claim first, then in what the Judge's refined queries found, then anywhere in the report (the
 * best-answering sentence, the one nearest the claim's page among equals). The paragraph is fully
 * addressed when every sub-requirement is, partially when some are, not addressed when none is and
 * the claim names the paragraph ("in line with IFRS S2 paragraph 29(a)"), and unclear
 * when none is and the mapping itself is uncertain: a paragraph the claim may not speak to is not
 * declared unmet.
 */
import type { ComplianceStatus } from '../../../shared/domain/findingDetails';
import type { RegistryEntry } from '../../corpus/registrySchema';
import { answerShare, ANSWER_SHARE, onTopic, termsOf, type EvidencePool, type Sentence } from './evidencePool';
import type { Candidate } from './mapping';
import type { Requirement } from './requirements';

export interface ClaimText {
  text: string;
  page: number;
}

export interface AssessedRequirement {
  req: Requirement;
  addressed: boolean;
  /** `claim` when the claim itself answers it; otherwise the sentence that does. */
  evidence?: { from: 'claim' } | { from: 'sentence'; sentence: Sentence };
  /** Why it is counted missing: what was searched for and where. */
  reason?: string;
}

export interface AssessedParagraph {
  entry: RegistryEntry;
  candidate: Candidate;
  status: ComplianceStatus;
  requirements: AssessedRequirement[];
}

/** Among answers this close to the best, the one nearest the claim's page is cited. */
const NEAR_TIE = 0.05;

function nearest(matches: ReadonlyArray<{ sentence: Sentence; score: number }>, page: number): Sentence | undefined {
  const top = matches[0]?.score ?? 0;
  return matches
    .filter((m) => m.score >= top - NEAR_TIE)
    .sort(
      (a, b) => Math.abs(a.sentence.page - page) - Math.abs(b.sentence.page - page) || a.sentence.page - b.sentence.page
    )[0]?.sentence;
}

const PATTERN_WORDS =
  'the kind of statement the check asks for (a frequency, an amount, a percentage, a price, a base year, a date or a named body)';

function missingReason(req: Requirement, pool: EvidencePool, extra: readonly Sentence[]): string {
  const searched = `the claim, the report's ${pool.pages} page(s) (${pool.sentences.length} sentences and table rows)${extra.length ? ` and ${extra.length} passage(s) found for the Judge's refined queries` : ''}`;
  return `Not found: searched ${searched} for "${req.text}"${req.patterns.length ? `, with ${PATTERN_WORDS}` : ''}; no sentence answers it.`;
}

export function assessRequirement(
  req: Requirement,
  claim: ClaimText,
  pool: EvidencePool,
  extra: readonly Sentence[],
  idf: (t: string) => number
): AssessedRequirement {
  if (answerShare(req, claim.text, termsOf(claim.text), idf) >= ANSWER_SHARE)
    return { req, addressed: true, evidence: { from: 'claim' } };
  const searched = extra
    .filter((sentence) => onTopic(req, sentence.terms))
    .map((sentence) => ({ sentence, score: answerShare(req, sentence.text, sentence.terms, idf) }))
    .filter((m) => m.score >= ANSWER_SHARE)
    .sort((a, b) => b.score - a.score);
  const found = nearest(searched, claim.page) ?? nearest(pool.best(req), claim.page);
  return found
    ? { req, addressed: true, evidence: { from: 'sentence', sentence: found } }
    : { req, addressed: false, reason: missingReason(req, pool, extra) };
}

/** A paragraph whose unmet status can be trusted: the claim names it. */
const certain = (c: Candidate): boolean => c.named;

export function statusOf(requirements: readonly AssessedRequirement[], candidate: Candidate): ComplianceStatus {
  const met = requirements.filter((r) => r.addressed).length;
  if (met === requirements.length) return 'fully_addressed';
  if (met > 0) return 'partially_addressed';
  return certain(candidate) ? 'not_addressed' : 'unclear';
}

export function assessParagraph(
  entry: RegistryEntry,
  requirements: readonly Requirement[],
  candidate: Candidate,
  claim: ClaimText,
  pool: EvidencePool,
  extra: readonly Sentence[],
  idf: (t: string) => number
): AssessedParagraph {
  const assessed = requirements.map((r) => assessRequirement(r, claim, pool, extra, idf));
  return { entry, candidate, status: statusOf(assessed, candidate), requirements: assessed };
}
