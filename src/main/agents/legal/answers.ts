/**
 * Legal's answers to other agents' requests (seed FRD 6 §8): the IFRS requirements that apply. For a
 * request about a claim, the paragraphs the claim maps to, each with its status and the
 * sub-requirements found or missing (with pages); for a request about the whole report, the
 * paragraphs the question names (or, naming none, the ones it maps to), with what each requires and
 * when it applies. Said from the registry and the assessment, never invented.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { Finding, InfoRequest, InfoResponse } from '../../../shared/domain/finding';
import type { RegistryEntry } from '../../corpus/registrySchema';
import { answerFromFindings } from '../kit';
import type { AssessedParagraph } from './assess';

export interface AnswerDeps {
  /** The claim's mapped and assessed paragraphs (as a finding on it would give them). */
  assessClaim(claim: Claim): Promise<readonly AssessedParagraph[]>;
  /** The registry paragraphs a free text names or maps to. */
  paragraphsFor(text: string): Promise<readonly RegistryEntry[]>;
}

const MAX_LISTED = 5;

function aboutParagraph(p: AssessedParagraph): string {
  const met = p.requirements.filter((r) => r.addressed);
  const where = met.flatMap((r) =>
    r.evidence?.from === 'sentence' ? [`p. ${r.evidence.sentence.page}`] : r.evidence ? ['the claim'] : []
  );
  const missing = p.requirements.filter((r) => !r.addressed).map((r) => r.req.text);
  return `${p.entry.id} ${p.entry.title} — ${p.status.replace('_', ' ')} (${met.length}/${p.requirements.length}${where.length ? `; found in ${[...new Set(where)].join(', ')}` : ''})${missing.length ? `; missing: ${missing.join('; ')}` : ''}.`;
}

function aboutEntry(e: RegistryEntry): string {
  const applies = e.applicability.scope === 'conditional' ? ` Applies only if: ${e.applicability.condition}` : '';
  const relief = e.applicability.relief ? ` Relief: ${e.applicability.relief}` : '';
  return `${e.id} ${e.title}: ${e.requires} Checks: ${e.subRequirements.map((s) => s.check).join('; ')}.${applies}${relief}`;
}

async function answerOne(q: InfoRequest, claims: readonly Claim[], deps: AnswerDeps): Promise<string> {
  if (q.claimId !== null) {
    const claim = claims.find((c) => c.id === q.claimId);
    if (!claim) return 'That claim is not part of this run, so Legal has no requirements to name for it.';
    const paragraphs = await deps.assessClaim(claim);
    if (!paragraphs.length)
      return `No IFRS S1/S2 paragraph of the registry matches the claim on page ${claim.sourcePage} closely enough to name its requirements.`;
    return [
      `Applicable IFRS requirements for the claim on page ${claim.sourcePage}:`,
      ...paragraphs.slice(0, MAX_LISTED).map(aboutParagraph)
    ].join('\n');
  }
  const entries = await deps.paragraphsFor(q.question);
  if (!entries.length) return 'The question names no IFRS S1/S2 paragraph and maps to none in the registry.';
  return ['Applicable IFRS requirements:', ...entries.slice(0, MAX_LISTED).map(aboutEntry)].join('\n');
}

/** Every request answered, citing Legal's findings on the claim it names. */
export const answerRequests = (
  inbox: readonly InfoRequest[],
  claims: readonly Claim[],
  findings: readonly Finding[],
  deps: AnswerDeps
): Promise<InfoResponse[]> =>
  answerFromFindings(inbox, findings, { from: 'legal', format: (q) => answerOne(q, claims, deps) });
