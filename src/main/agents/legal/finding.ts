/**
 * One claim's Legal finding from its assessed paragraphs (seed FRD 6 §10): the mappings with the
 * seed's status and the schema's, every sub-requirement addressed or not with its evidence (page,
 * excerpt, rectangles) or the reason it is missing, and the stance the seed's table gives (fully
 * addressed supports the claim with high confidence; partially: neither, medium; not addressed:
 * contradicts, high; unclear: neither, low). Provenance names the engine, the prompt version, the
 * report pages the evidence stands on and the registry paragraphs.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf } from '../../../shared/domain/finding';
import type { ComplianceStatus, LegalDetails } from '../../../shared/domain/findingDetails';
import { LegalEvidenceSchema } from '../../../shared/domain/findingDetails';
import type { SourceRef } from '../../../shared/domain/provenance';
import { findingBase, reportPage, type FindingContext } from '../kit';
import type { AssessedParagraph, AssessedRequirement } from './assess';
import type { EvidencePool } from './evidencePool';
import { agentText } from '../../../shared/report/labels';

const LEGAL_VERSION = 'legal-1';

/** What one claim's investigation adds to its finding besides the assessed paragraphs. */
export interface LegalNotes {
  /** The Judge's refined queries (re-investigation), and how many passages they found. */
  queries?: { asked: readonly string[]; found: number };
  /** The model whose assessment stands; absent offline or when the model's answer could not be used. */
  model?: { name: string; promptVersion: string };
  /** Why the model's assessment was not used (the offline one stands). */
  fallback?: string;
  /** Why the model's re-ranking of the candidates was not used (the offline order stands). */
  rerankFallback?: string;
  /** Answers other agents gave to Legal's requests on this claim, cited as sources. */
  answers?: ReadonlyArray<{ requestId: string; from: string; answer: string }>;
}

const SCHEMA_STATUS: Record<ComplianceStatus, 'met' | 'partially_met' | 'not_met'> = {
  fully_addressed: 'met',
  partially_addressed: 'partially_met',
  not_addressed: 'not_met',
  unclear: 'partially_met'
};
const WORDS: Record<ComplianceStatus, string> = {
  fully_addressed: 'fully addressed',
  partially_addressed: 'partially addressed',
  not_addressed: 'not addressed',
  unclear: 'unclear'
};

/** The claim's overall status across its mapped paragraphs. */
export function overallStatus(paragraphs: readonly AssessedParagraph[]): ComplianceStatus {
  if (!paragraphs.length) return 'unclear';
  const statuses = paragraphs.map((p) => p.status);
  if (statuses.every((s) => s === 'fully_addressed')) return 'fully_addressed';
  if (statuses.every((s) => s === 'not_addressed')) return 'not_addressed';
  if (statuses.every((s) => s === 'not_addressed' || s === 'unclear')) return 'unclear';
  return 'partially_addressed';
}

export function stanceOf(status: ComplianceStatus): Pick<FindingOf<'legal'>, 'supportsClaim' | 'confidence'> {
  if (status === 'fully_addressed') return { supportsClaim: true, confidence: 'high' };
  if (status === 'partially_addressed') return { supportsClaim: null, confidence: 'medium' };
  if (status === 'not_addressed') return { supportsClaim: false, confidence: 'high' };
  return { supportsClaim: null, confidence: 'low' };
}

async function subRequirement(
  r: AssessedRequirement,
  claim: Claim,
  pool: EvidencePool,
  reportId: string
): Promise<LegalDetails['subRequirements'][number]> {
  const base = { paragraphId: r.req.paragraphId, requirement: r.req.text, addressed: r.addressed };
  if (!r.evidence) return { ...base, ...(r.reason ? { reason: r.reason } : {}) };
  if (r.evidence.from === 'claim')
    return { ...base, evidence: reportPage(reportId, claim.sourcePage, claim.text), rects: [...claim.anchor.rects] };
  const s = r.evidence.sentence;
  return { ...base, evidence: reportPage(reportId, s.page, s.text), rects: await pool.rects(s) };
}

function mappingOf(p: AssessedParagraph, subs: LegalDetails['subRequirements']): LegalDetails['ifrsMappings'][number] {
  const met = p.requirements.filter((r) => r.addressed).length;
  const found = p.candidate.named
    ? 'named in the claim'
    : p.candidate.rank !== null
      ? `retrieval rank ${p.candidate.rank + 1}`
      : p.candidate.votes > 0
        ? 'voted for by labelled examples'
        : 'registry neighbour of a retrieved paragraph';
  const how =
    p.candidate.order === 'model'
      ? `${found}, chosen by the model`
      : p.candidate.order === 'offline'
        ? `${found}, offline order`
        : found;
  const first = subs.find((s) => s.paragraphId.startsWith(p.entry.id) && s.evidence)?.evidence;
  return {
    paragraphId: p.entry.id,
    status: SCHEMA_STATUS[p.status],
    assessment: p.status,
    rationale: `${p.entry.title}: ${met} of ${p.requirements.length} sub-requirement(s) addressed (${how}, match ${p.candidate.match.toFixed(2)}).`,
    ...(first ? { evidence: first } : {})
  };
}

const short = (q: string): string => (q.length > 100 ? `"${q.slice(0, 97)}…"` : `"${q}"`);

function summaryOf(
  paragraphs: readonly AssessedParagraph[],
  status: ComplianceStatus,
  cycle: number,
  notes: LegalNotes,
  pages: readonly number[]
): string {
  const head = paragraphs.length
    ? `Maps to ${paragraphs.map((p) => `${p.entry.id} (${p.entry.title}: ${WORDS[p.status]}, ${p.requirements.filter((r) => r.addressed).length}/${p.requirements.length})`).join('; ')}. Overall ${WORDS[status]}.`
    : 'No IFRS S1/S2 paragraph of the registry matches this claim closely enough to assess it.';
  const missing = paragraphs.flatMap((p) => p.requirements.filter((r) => !r.addressed).map((r) => r.req.text));
  const parts = [head];
  if (missing.length)
    parts.push(`Missing: ${[...new Set(missing)].slice(0, 4).join('; ')}${missing.length > 4 ? '; …' : ''}.`);
  if (pages.length) parts.push(`Evidence on page(s) ${pages.join(', ')}.`);
  if (notes.queries)
    parts.push(
      `Cycle ${cycle}: searched the report for ${notes.queries.asked.length} refined quer${notes.queries.asked.length === 1 ? 'y' : 'ies'} of the Judge (${notes.queries.asked.map(short).join('; ')}): ${notes.queries.found} passage(s) found.`
    );
  if (notes.answers?.length)
    parts.push(notes.answers.map((a) => `${agentText(a.from)} answered: ${a.answer.split('\n')[0]}`).join(' '));
  if (notes.rerankFallback)
    parts.push(`Paragraphs in the offline order: the model's re-ranking could not be used (${notes.rerankFallback}).`);
  if (notes.fallback) parts.push(`Offline assessment: the model's answer could not be used (${notes.fallback}).`);
  return parts.join(' ');
}

export async function legalFinding(
  claim: Claim,
  paragraphs: readonly AssessedParagraph[],
  pool: EvidencePool,
  at: FindingContext<'legal'>,
  notes: LegalNotes = {},
  ordinal = 0
): Promise<FindingOf<'legal'>> {
  const status = overallStatus(paragraphs);
  const subsByParagraph = await Promise.all(
    paragraphs.map((p) => Promise.all(p.requirements.map((r) => subRequirement(r, claim, pool, at.reportId))))
  );
  const subs = subsByParagraph.flat();
  const missing = paragraphs.flatMap((p) =>
    p.status === 'unclear'
      ? []
      : p.requirements.filter((r) => !r.addressed).map((r) => `${r.req.paragraphId}: ${r.req.text}`)
  );
  const details: LegalDetails = {
    ifrsMappings: paragraphs.map((p, i) => mappingOf(p, subsByParagraph[i]!)),
    subRequirements: subs,
    missingRequirements: [...new Set(missing)],
    partial: status === 'partially_addressed',
    compliance: status,
    ...(notes.fallback ? { modelFallback: notes.fallback } : {})
  };
  const pages = [
    ...new Set([claim.sourcePage, ...subs.flatMap((s) => (s.evidence?.page ? [s.evidence.page] : []))])
  ].sort((a, b) => a - b);
  const answerSources: SourceRef[] = (notes.answers ?? []).map((a) => ({
    kind: 'reference',
    ref: `answer:${a.requestId}`,
    title: `Answer of ${a.from.replace('_', '/')} to Legal's request`,
    excerpt: a.answer.slice(0, 300)
  }));
  const ifrsSources: SourceRef[] = paragraphs.map((p) => ({
    kind: p.entry.standard === 'S1' ? 'ifrs_s1' : 'ifrs_s2',
    ref: p.entry.id,
    title: p.entry.title
  }));
  return {
    ...findingBase(at, claim.id, ordinal),
    evidenceType: paragraphs.length
      ? LegalEvidenceSchema.enum.ifrs_compliance
      : LegalEvidenceSchema.enum.no_ifrs_paragraph,
    summary: summaryOf(
      paragraphs,
      status,
      at.cycle,
      notes,
      pages.filter((p) => p !== claim.sourcePage)
    ),
    ...stanceOf(status),
    details,
    provenance: {
      engine: notes.model ? 'model' : 'offline',
      ...(notes.model ? { model: notes.model.name } : {}),
      promptVersion: notes.model?.promptVersion ?? LEGAL_VERSION,
      sources: [...pages.map((p) => reportPage(at.reportId, p)), ...ifrsSources, ...answerSources]
    }
  };
}
