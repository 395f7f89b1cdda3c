/**
 * Re-investigation (issue 12 item 5): the Judge's refined queries ("search the report for the
 * transition plan's dependencies") searched in the report with hybrid retrieval; each sentence of the
 * passages found joins the evidence for that claim with the passage's page, marked as found by a
 * search; it is located on the page (rectangles) only when a sub-requirement cites it.
 */
import type { ReportReader } from '../readContext';
import { termsOf, type Sentence } from './evidencePool';

const HITS_PER_QUERY = 3;
const SENTENCE = /[^.!?\n]+(?:[.!?](?!\d)|$)/gu;
const MIN_WORDS = 4;

export async function searchedSentences(
  report: Pick<ReportReader, 'search'>,
  queries: readonly string[]
): Promise<Sentence[]> {
  const out: Sentence[] = [];
  const seen = new Set<string>();
  for (const q of queries) {
    for (const hit of await report.search(q, { limit: HITS_PER_QUERY })) {
      for (const m of hit.text.matchAll(SENTENCE)) {
        const text = m[0].replace(/\s+/gu, ' ').trim();
        if (text.split(' ').length < MIN_WORDS || seen.has(text)) continue;
        seen.add(text);
        out.push({ page: hit.pageStart, start: -1, end: -1, text, terms: termsOf(text), origin: 'search' });
      }
    }
  }
  return out;
}
