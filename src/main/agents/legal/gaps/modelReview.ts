/**
 * The model engine's second reading of the gap scan's gaps (issue 12): only gaps are re-examined, the
 * most severe first, at most `MAX_MODEL_GAPS` per run. For each gap the model gets the paragraph's
 * requirement in the project's words, each missing sub-requirement (refs m1, m2, …), what the scan
 * searched for, and the best report passages (the report search for each missing item, and the
 * sentences on the pages where partial content stands), and answers addressed / partial / unaddressed
 * with a quote for every item it calls addressed (zod schema, the gateway's coercion and one repair
 * round). Only quotes that stand on the page they name count: an item found that way leaves the gap;
 * a gap whose every item is found is dropped, and its coverage says where the model found it. The
 * model can remove missing items, never add a gap or blank the partial content the scan found. A gap
 * whose call fails, or that is past the bound, keeps its offline result, marked `modelFallback`.
 */
import { z } from 'zod';
import type { DisclosureGap } from '../../../../shared/domain/finding';
import type { SourceRef } from '../../../../shared/domain/provenance';
import { anchorQuote, type AnchorPage } from '../../../text/anchor';
import type { Gateway } from '../../../llm/gatewayTypes';
import type { ReportReader } from '../../readContext';
import type { CoverageEntry } from './assemble';
import { clip } from './evaluate';
import type { Sentence } from './cues';

export const GAP_MODEL_PROMPT = 'legal-gaps-model-1';
/** Gaps re-examined per run, most severe first; the others keep the offline result, marked. */
export const MAX_MODEL_GAPS = 30;
/** Report passages shown per gap. */
const MAX_PASSAGES = 8;
const PASSAGE_CHARS = 500;

const GapAnswerSchema = z.object({
  status: z.enum(['addressed', 'partial', 'unaddressed']),
  requirements: z
    .array(
      z.object({
        ref: z.string().min(1),
        addressed: z.boolean(),
        page: z.number().int().positive().nullable().default(null),
        quote: z.string().max(600).nullable().default(null),
        reason: z.string().max(600).nullable().default(null)
      })
    )
    .default([])
});
type GapAnswer = z.infer<typeof GapAnswerSchema>;

const SYSTEM = [
  'You review disclosure gaps for the Legal agent of a sustainability-report checker (IFRS S1 and S2).',
  'A first, mechanical pass did not find some items an IFRS paragraph asks for (refs m1, m2, ...). You get the requirement, what was searched, and the report passages most likely to answer them.',
  'For each item say whether the report addresses it. When it does, give the page and a quote copied exactly from one passage (one sentence or less) that states it.',
  'When it does not, give the reason. Then give the overall status: addressed (every item answered), partial (some), unaddressed (none).',
  'Never invent a quote or a page; a passage on a related topic that does not state the item does not address it.'
].join(' ');

export interface GapReviewInput {
  gaps: readonly DisclosureGap[];
  coverage: readonly CoverageEntry[];
  /** The gap's paragraph: its title and its report-search query for a missing item. */
  describe(paragraphId: string): {
    title: string;
    query: (item: string) => string;
    topicOn: (page: number) => readonly Sentence[];
  };
  search(query: string): Promise<readonly Sentence[]>;
  report: Pick<ReportReader, 'page'>;
  gateway: Gateway;
  runId: string;
  reportId: string;
  signal?: AbortSignal;
}

export interface GapReviewResult {
  gaps: DisclosureGap[];
  coverage: CoverageEntry[];
  reviewed: number;
  dropped: number;
  fellBack: number;
}

const SEVERITY = { high: 0, medium: 1, low: 2 } as const;

async function passagesFor(gap: DisclosureGap, input: GapReviewInput): Promise<Sentence[]> {
  const d = input.describe(gap.paragraphId);
  const found: Sentence[] = [];
  for (const item of gap.missingRequirements) found.push(...(await input.search(d.query(item))).slice(0, 3));
  for (const page of gap.pages.slice(0, 3)) found.push(...d.topicOn(page).slice(0, 2));
  const seen = new Set<string>();
  return found.filter((s) => !seen.has(s.text) && seen.add(s.text)).slice(0, MAX_PASSAGES);
}

function promptFor(gap: DisclosureGap, title: string, passages: readonly Sentence[]): string {
  const body = {
    paragraph_id: gap.paragraphId,
    title,
    requirement: gap.requirement,
    first_pass: gap.gapStatus,
    missing: gap.missingRequirements.map((item, i) => ({ ref: `m${i + 1}`, item })),
    searched: gap.searched,
    passages: passages.map((p) => ({ page: p.page, text: p.text.slice(0, PASSAGE_CHARS) }))
  };
  return `<gap>\n${JSON.stringify(body)}\n</gap>`;
}

interface Found {
  ref: string;
  page: number;
  quote: string;
}

async function verified(answer: GapAnswer, count: number, report: GapReviewInput['report']): Promise<Found[]> {
  const out: Found[] = [];
  for (let i = 1; i <= count; i++) {
    const a = answer.requirements.find((r) => r.ref.trim() === `m${i}`);
    const quote = a?.quote?.trim();
    if (!a?.addressed || !quote || !a.page) continue;
    const anchor = await anchorQuote((n) => report.page(n) as Promise<AnchorPage | null>, a.page, quote);
    if (anchor.method !== 'unanchored') out.push({ ref: `m${i}`, page: anchor.page, quote });
  }
  return out;
}

/** One gap through the model: the gap as it stands after the review, or null when the model found every item. */
async function reviewOne(
  gap: DisclosureGap,
  input: GapReviewInput
): Promise<{ gap: DisclosureGap | null; found: Found[] }> {
  const passages = await passagesFor(gap, input);
  const got = await input.gateway.complete(
    'legal',
    { system: SYSTEM, user: promptFor(gap, input.describe(gap.paragraphId).title, passages) },
    GapAnswerSchema,
    {
      runId: input.runId,
      ...(input.signal ? { signal: input.signal } : {})
    }
  );
  const found = await verified(got.value, gap.missingRequirements.length, input.report);
  const foundRefs = new Set(found.map((f) => f.ref));
  const missing = gap.missingRequirements.filter((_, i) => !foundRefs.has(`m${i + 1}`));
  const quoted: SourceRef[] = found.map((f) => ({
    kind: 'report',
    ref: `${input.reportId}#page=${f.page}`,
    page: f.page,
    excerpt: clip(f.quote, 300)
  }));
  const provenance = {
    ...gap.provenance,
    engine: 'model' as const,
    model: got.model,
    promptVersion: GAP_MODEL_PROMPT,
    sources: [...gap.provenance.sources, ...quoted]
  };
  const note = `; model review (${got.model}, ${passages.length} passage(s)): ${found.length ? `found ${found.map((f) => `${gap.missingRequirements[Number(f.ref.slice(1)) - 1]} (p. ${f.page})`).join('; ')}` : 'none of the missing items found'}`;
  if (!missing.length) return { gap: null, found };
  const pages = [...new Set([...gap.pages, ...found.map((f) => f.page)])].sort((a, b) => a - b);
  const gapStatus = found.length ? 'partial' : gap.gapStatus;
  return {
    gap: { ...gap, gapStatus, missingRequirements: missing, pages, searched: gap.searched + note, provenance },
    found
  };
}

/** Coverage of a gap the model closed: the paragraph and the leaves under it count as covered by content. */
function closed(coverage: readonly CoverageEntry[], gap: DisclosureGap, found: readonly Found[]): CoverageEntry[] {
  const reason = `the model found it in the report: ${found.map((f) => `"${clip(f.quote, 100)}" (p. ${f.page})`).join('; ')}`;
  return coverage.map((c) =>
    (c.paragraphId === gap.paragraphId || c.paragraphId.startsWith(`${gap.paragraphId}(`)) &&
    (c.status === 'partial' || c.status === 'unaddressed')
      ? {
          ...c,
          status: 'covered_by_content',
          pages: [...new Set([...c.pages, ...found.map((f) => f.page)])].sort((a, b) => a - b),
          reason
        }
      : c
  );
}

export async function reviewGapsWithModel(input: GapReviewInput): Promise<GapReviewResult> {
  const order = [...input.gaps.keys()].sort(
    (a, b) => SEVERITY[input.gaps[a]!.severity] - SEVERITY[input.gaps[b]!.severity] || a - b
  );
  const chosen = new Set(order.slice(0, MAX_MODEL_GAPS));
  // The gateway queues the calls (its own concurrency limit); results are read back in gap order.
  const results = await Promise.all(
    input.gaps.map(async (gap, i) => {
      if (!chosen.has(i))
        return {
          gap: {
            ...gap,
            modelFallback: `not re-examined by the model: only the ${MAX_MODEL_GAPS} most severe gaps of a run are`
          },
          found: [] as Found[],
          failed: false
        };
      try {
        return { ...(await reviewOne(gap, input)), failed: false };
      } catch (err) {
        input.signal?.throwIfAborted();
        return {
          gap: {
            ...gap,
            modelFallback: `the model's answer could not be used (${err instanceof Error ? err.message : String(err)}); the offline result stands`
          },
          found: [] as Found[],
          failed: true
        };
      }
    })
  );
  let coverage = [...input.coverage];
  for (const [i, r] of results.entries()) if (!r.gap) coverage = closed(coverage, input.gaps[i]!, r.found);
  return {
    gaps: results.flatMap((r) => (r.gap ? [r.gap] : [])),
    coverage,
    reviewed: chosen.size,
    dropped: results.filter((r) => !r.gap).length,
    fellBack: results.filter((r) => r.failed).length
  };
}
