/**
 * What News/Media asks the web search provider about a claim: short queries of the company name and
 * the claim's topic words, one to find coverage of the claim and one to find controversy about the same
 * topic, plus the Judge's refined queries on re-investigation. Never the claim's sentence: only a few
 * topic words leave the machine, and the Settings preview shows this shape.
 */
import type { Claim } from '../../../shared/domain/claim';

const STOP = new Set([
  'the',
  'and',
  'for',
  'with',
  'our',
  'we',
  'its',
  'their',
  'this',
  'that',
  'these',
  'those',
  'from',
  'into',
  'have',
  'has',
  'had',
  'was',
  'were',
  'are',
  'is',
  'been',
  'being',
  'will',
  'would',
  'shall',
  'can',
  'could',
  'also',
  'all',
  'by',
  'of',
  'in',
  'on',
  'to',
  'at',
  'as',
  'an',
  'a',
  'or',
  'than',
  'more',
  'most',
  'over',
  'under',
  'since',
  'compared',
  'year',
  'years',
  'group',
  'company',
  'which',
  'such',
  'each',
  'per',
  'cent',
  'percent',
  'about',
  'around',
  'through',
  'search',
  'find',
  'look',
  'check',
  'whether',
  'evidence',
  'report',
  'reports',
  'claim',
  'claims',
  'stated',
  'states',
  'new',
  'well',
  'very',
  'further',
  'across',
  'within',
  'including',
  'based',
  'total',
  'who',
  'what',
  'when',
  'where',
  'while',
  'not',
  'no',
  'yes',
  'it',
  'be'
]);
const MAX_TERMS = 5;
const MAX_LENGTH = 120;

/** The claim's topic words: letters only, no stop words, no numbers, the longest first, at most five, in text order. */
export function topicTerms(text: string, company: string | null): string[] {
  const skip = new Set((company ?? '').toLowerCase().split(/\s+/u));
  const words = [...new Set(text.toLowerCase().match(/\p{L}[\p{L}-]{2,}/gu) ?? [])].filter(
    (w) => !STOP.has(w) && !skip.has(w)
  );
  const keep = new Set([...words].sort((a, b) => b.length - a.length).slice(0, MAX_TERMS));
  return words.filter((w) => keep.has(w));
}

const clip = (q: string): string => (q.length <= MAX_LENGTH ? q : q.slice(0, MAX_LENGTH).replace(/\s+\S*$/u, ''));

export interface NewsQuery {
  text: string;
  purpose: 'coverage' | 'controversy' | 'refined';
}

export function newsQueries(
  claim: Pick<Claim, 'text'>,
  company: string | null,
  refined: readonly string[] = []
): NewsQuery[] {
  const terms = topicTerms(claim.text, company).join(' ');
  const who = company ? `${company} ` : '';
  const out: NewsQuery[] = [
    { text: clip(`${who}${terms}`), purpose: 'coverage' },
    {
      text: clip(`${who}${terms.split(' ').slice(0, 3).join(' ')} greenwashing OR fine OR lawsuit OR investigation`),
      purpose: 'controversy'
    },
    ...refined
      .slice(0, 2)
      .map((r) => ({ text: clip(`${who}${topicTerms(r, company).join(' ')}`), purpose: 'refined' as const }))
  ];
  return out.filter((q, i) => q.text.trim() && out.findIndex((o) => o.text === q.text) === i);
}
