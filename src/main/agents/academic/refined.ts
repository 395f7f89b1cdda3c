/**
 * Re-investigation (seed FRD 9 §12): the Judge's refined queries for a claim are searched in the
 * reference corpus (standards paraphrases, SASB metrics, sector bands, schemes, SBTi rules); the
 * passages found are cited with where they come from. The web is searched for the same queries by
 * the caller when a provider is on. The stance stays open: passages are context, not a ruling.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { SourceRef } from '../../../shared/domain/provenance';
import type { CorpusReader } from '../readContext';
import type { SearchHit } from '../../store/lance/search';
import type { Assessment } from './assessment';

const KIND: Partial<Record<SearchHit['sourceType'], SourceRef['kind']>> = {
  ifrs_s1: 'ifrs_s1',
  ifrs_s2: 'ifrs_s2',
  ifrs_official: 'ifrs_s2',
  sasb: 'sasb',
  benchmark: 'benchmark',
  reference: 'reference'
};

export async function refinedAssessment(
  claim: Claim,
  queries: readonly string[],
  corpus: CorpusReader
): Promise<Assessment> {
  const seen = new Set<string>();
  const found: Array<{ q: string; hit: SearchHit }> = [];
  for (const q of queries) {
    for (const hit of await corpus.search(q, { source: ['reference', 'benchmark', 'sasb', 'ifrs'], limit: 3 })) {
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      found.push({ q, hit });
    }
  }
  const lines = queries.map((q) => {
    const hits = found.filter((f) => f.q === q).map((f) => f.hit.title);
    const shown = q.length > 100 ? `${q.slice(0, 99)}…` : q;
    return hits.length ? `"${shown}": ${hits.join('; ')}` : `"${shown}": nothing new in the local corpus`;
  });
  return {
    type: 'technology',
    evidenceType: 'refined_queries',
    supportsClaim: null,
    confidence: 'low',
    queries: [],
    cited: found.map(({ hit }) => ({
      source: {
        kind: KIND[hit.sourceType] ?? 'reference',
        ref: `corpus:${hit.refId}`,
        title: hit.title,
        excerpt: hit.text.slice(0, 400)
      }
    })),
    summary: `Searched the local corpus for the Judge's refined queries on page ${claim.sourcePage}'s claim — ${lines.join('; ')}. The passages are cited as context; they do not decide the claim on their own.`
  };
}
