/**
 * Knowledge retrieval for agents, the CLI and the app: hybrid search over corpus passages and report
 * chunks, with source filters and an exact paragraph-id lookup that puts a named paragraph (and the
 * official wording the analyst imported, if any) first.
 */
import type { LanceStore } from '../store/lance/lanceStore';
import type { SourceType } from '../store/lance/knowledgeSchema';
import type { SearchHit, SearchMode } from '../store/lance/search';
import { getConcepts } from './concepts';
import { getRegistry, normalizeParagraphId } from './registry';

export const SOURCE_FILTERS = ['ifrs', 'ifrs_s1', 'ifrs_s2', 'sasb', 'benchmark', 'reference', 'report'] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];

const FILTER_TYPES: Record<SourceFilter, SourceType[]> = {
  ifrs: ['ifrs_s1', 'ifrs_s2', 'ifrs_official'],
  ifrs_s1: ['ifrs_s1', 'ifrs_official'],
  ifrs_s2: ['ifrs_s2', 'ifrs_official'],
  sasb: ['sasb'],
  benchmark: ['benchmark'],
  reference: ['reference'],
  report: ['report']
};

export interface RetrievalOptions {
  source?: SourceFilter | SourceFilter[];
  reportId?: string;
  mode?: SearchMode;
  limit?: number;
}

/** Paragraph ids named in free text: "S2.29(a)(vi)", "IFRS S2 paragraph 29(a)", "S1-27". */
export function paragraphRefsIn(text: string): string[] {
  const found = new Set<string>();
  const re = /(?:IFRS\s*)?S[12]\s*(?:[.\-:]|\s)\s*(?:(?:paragraph|para\.?|¶)\s*)?\d{1,3}(?:\s*\(\s*[a-z0-9]+\s*\))*/gi;
  for (const m of text.matchAll(re)) {
    const id = normalizeParagraphId(m[0]);
    if (id && getRegistry().getParagraph(id)) found.add(id);
  }
  return [...found];
}

export async function retrieve(lance: LanceStore, query: string, opts: RetrievalOptions = {}): Promise<SearchHit[]> {
  const filters = opts.source === undefined ? [] : Array.isArray(opts.source) ? opts.source : [opts.source];
  const sourceTypes = [...new Set(filters.flatMap((f) => FILTER_TYPES[f]))];
  // Thesaurus expansion: the claim's wording gains the concept tokens the IFRS passages carry.
  const tags = getConcepts().tags(query);
  return lance.search(tags ? `${query}\n${tags}` : query, {
    mode: opts.mode ?? 'hybrid',
    limit: opts.limit ?? 10,
    boostRefIds: paragraphRefsIn(query),
    ...(sourceTypes.length ? { sourceTypes } : {}),
    ...(opts.reportId ? { reportId: opts.reportId } : {})
  });
}
