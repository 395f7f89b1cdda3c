/**
 * Legal's disclosure-gap scan (issue 12, seed FRD 6 §5): every applicable leaf paragraph of the IFRS
 * S1/S2 registry (S1.26–53, S2.5–37) against the whole report, offline and deterministic. A paragraph
 * is covered by claims, covered by report content (a sentence on a page, a greenhouse-gas figure, or a
 * chunk the report's hybrid search returns), partial (its topic is there, named checks are not) or
 * unaddressed; conditional paragraphs apply only when the report shows the condition, and reliefs the
 * report claims suspend theirs. Each gap says what was searched for and where. docs/legal-gaps.md.
 */
import type { Claim } from '../../../../shared/domain/claim';
import type { DisclosureGap, GapPillar } from '../../../../shared/domain/finding';
import type { Engine } from '../../../../shared/domain/provenance';
import type { Gateway } from '../../../llm/gatewayTypes';
import type { RegistryEntry } from '../../../corpus/registrySchema';
import { ghgInventory } from '../../../facts/inventory';
import { statedTexts } from '../../../facts/statements';
import type { AgentReads } from '../../readContext';
import { readApplicability } from './applicability';
import { assemble, type CoverageEntry } from './assemble';
import { asSentence, matching, sentencesOf, type Sentence } from './cues';
import { queryOf, type ClaimSentence, type ScanMaterial } from './evaluate';
import { evaluateLeaves } from './leaves';
import { reviewGapsWithModel } from './modelReview';
import { GAP_RULES } from './rules';

export type { GapPillar };

export interface GapScanInput {
  runId: string;
  reportId: string;
  cycle: number;
  engine: Engine;
  claims: readonly Claim[];
}

interface GapScanProgress {
  pillar: GapPillar;
  done: number;
  total: number;
}

export interface GapScanResult {
  gaps: DisclosureGap[];
  /** every applicable paragraph scanned, with how it was covered */
  coverage: Array<{
    paragraphId: string;
    pillar: GapPillar;
    status: 'covered_by_claims' | 'covered_by_content' | 'partial' | 'unaddressed' | 'not_applicable';
    pages: number[];
    reason?: string;
  }>;
  /** Model engine only: how the model's review of the gaps went. */
  model?: { reviewed: number; dropped: number; fellBack: number };
}

export interface GapScanOptions {
  onProgress?: (p: GapScanProgress) => void;
  signal?: AbortSignal;
  /** The model engine's gateway: the gaps the offline scan finds are re-examined by the model (modelReview.ts). */
  gateway?: Gateway | null;
}

/** How many report chunks the search returns per query. */
const SEARCH_LIMIT = 6;

async function material(
  input: GapScanInput,
  reads: AgentReads,
  signal?: AbortSignal
): Promise<ScanMaterial & { pageCount: number }> {
  const sentences: Sentence[] = [];
  let pageCount = 0;
  for await (const p of reads.report.pages()) {
    signal?.throwIfAborted();
    pageCount++;
    sentences.push(...sentencesOf(p.pageNumber, p.text.text));
  }
  const claims: ClaimSentence[] = input.claims.map((c) => ({ ...asSentence(c.sourcePage, c.text), claimId: c.id }));
  const inventory = ghgInventory(await statedTexts(reads.report));
  const cache = new Map<string, readonly Sentence[]>();
  const search = async (query: string): Promise<readonly Sentence[]> => {
    signal?.throwIfAborted();
    let hit = cache.get(query);
    if (!hit) {
      hit = (await reads.report.search(query, { limit: SEARCH_LIMIT }))
        .filter((h) => h.sourceType === 'report')
        .map((h) => asSentence(h.pageStart, h.text));
      cache.set(query, hit);
    }
    return hit;
  };
  return {
    sentences,
    claims,
    inventory,
    search,
    applicability: readApplicability([...sentences, ...claims]),
    pageCount
  };
}

/** What the model review needs to know of a gap's paragraph: its title, its queries, its topic on a page. */
function describer(entries: readonly RegistryEntry[], m: ScanMaterial) {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return (id: string) => {
    const entry = byId.get(id);
    const rule = GAP_RULES.get(id);
    const topicCues =
      rule?.kind === 'scan' ? (rule.topic ?? []) : (rule?.from ?? []).flatMap((f) => GAP_RULES.get(f)?.topic ?? []);
    return {
      title: entry?.title ?? id,
      query: (item: string) => (entry ? queryOf(entry, item) : item),
      topicOn: (page: number) =>
        matching(
          m.sentences.filter((s) => s.page === page),
          topicCues,
          entry?.standard ?? 'S2'
        )
    };
  };
}

export async function scanDisclosureGaps(
  input: GapScanInput,
  reads: AgentReads,
  opts: GapScanOptions = {}
): Promise<GapScanResult> {
  if (!input.runId || !input.reportId) throw new Error('scanDisclosureGaps: runId and reportId are required');
  if (!Number.isInteger(input.cycle) || input.cycle < 1)
    throw new Error(`scanDisclosureGaps: cycle must be a positive integer, got ${input.cycle}`);
  const entries = [...reads.corpus.paragraphs({ standard: 'S1' }), ...reads.corpus.paragraphs({ standard: 'S2' })];
  if (!entries.length) throw new Error('scanDisclosureGaps: the IFRS registry is empty');
  const m = await material(input, reads, opts.signal);
  const outcomes = await evaluateLeaves(entries, GAP_RULES, m, (p) => opts.onProgress?.(p), opts.signal);
  const { gaps, coverage } = assemble(entries, outcomes, {
    runId: input.runId,
    reportId: input.reportId,
    cycle: input.cycle,
    engine: input.engine,
    pageCount: m.pageCount,
    claimCount: input.claims.length
  });
  if (!opts.gateway || !gaps.length) return { gaps, coverage: coverage satisfies CoverageEntry[] };
  const reviewed = await reviewGapsWithModel({
    gaps,
    coverage,
    describe: describer(entries, m),
    search: m.search,
    report: reads.report,
    gateway: opts.gateway,
    runId: input.runId,
    reportId: input.reportId,
    ...(opts.signal ? { signal: opts.signal } : {})
  });
  return {
    gaps: reviewed.gaps,
    coverage: reviewed.coverage,
    model: { reviewed: reviewed.reviewed, dropped: reviewed.dropped, fellBack: reviewed.fellBack }
  };
}
