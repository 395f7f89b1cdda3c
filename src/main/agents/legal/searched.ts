/**
 * Re-investigation (issue 12 item 5): the Judge's refined queries ("search the report for the
 * transition plan's dependencies") searched in the report with hybrid retrieval; each sentence of the
 * passages found is located on its page (page and rectangles, as a claim's quote is) and joins the
 * evidence for that claim, marked as found by a search.
 */
import { anchorQuote, type AnchorPage } from '../../claims/anchor/anchor';
import type { ReportReader } from '../readContext';
import { termsOf, type Sentence } from './evidencePool';

const HITS_PER_QUERY = 5;
const SENTENCE = /[^.!?\n]+(?:[.!?](?!\d)|$)/gu;
const MIN_WORDS = 4;

export async function searchedSentences(report: Pick<ReportReader, 'search' | 'page'>, queries: readonly string[]): Promise<Sentence[]> {
  const out: Sentence[] = [];
  const seen = new Set<string>();
  for (const q of queries) {
    for (const hit of await report.search(q, { limit: HITS_PER_QUERY })) {
      for (const m of hit.text.matchAll(SENTENCE)) {
        const text = m[0].replace(/\s+/gu, ' ').trim();
        if (text.split(' ').length < MIN_WORDS || seen.has(text)) continue;
        seen.add(text);
        const anchor = await anchorQuote((n) => report.page(n) as Promise<AnchorPage | null>, hit.pageStart, text);
        out.push({ page: anchor.page, start: -1, end: -1, text, terms: termsOf(text), origin: 'search', rects: anchor.rects });
      }
    }
  }
  return out;
}
