/**
 * How one search result bears on a claim, read from its title and snippet only (result pages are never
 * fetched): relevant when it names the company and shares the claim's topic; against the claim when it
 * reports a sanction, a legal action, an accusation of misleading, a missed or abandoned commitment,
 * or a delay; for it when it reports the claimed achievement confirmed, certified or on track. The kind
 * of disagreement follows the seed's four: direct (the coverage says otherwise), contextual (criticism
 * that weakens the claim without refuting it), omission (a controversy on the topic the claim leaves
 * out), timeline (a delay or a date moved).
 */
import type { NewsDetails } from '../../../shared/domain/findingDetails';
import type { WebSearchResult } from '../../evidence/types';

type Stance = 'supports' | 'contradicts' | 'neutral';
export type Contradiction = NonNullable<NewsDetails['contradictionType']>;

const DIRECT =
  /\b(?:fined|fines?\s+(?:of|for)|penal(?:ty|ties|ised|ized)|sanction(?:ed|s)?|sued|lawsuit|court\s+(?:ruled|found|ordered)|ruled\s+(?:that|against)|misleading|mislead|false(?:ly)?\s+claim|greenwash\w*|overstat\w*|inflated|banned\s+(?:ad|advert)|upheld\s+(?:a\s+)?complaint|breach(?:ed)?|violat\w*)\b/iu;
const TIMELINE =
  /\b(?:delay(?:ed|s)?|postpon\w*|push(?:ed|es)\s+back|scal(?:ed|es)\s+back|abandon\w*|scrap(?:ped|s)|drop(?:ped|s)\s+(?:its|the)\s+(?:target|goal|pledge)|watered\s+down|rolled\s+back|retreat\w*|missed\s+(?:its|the)\s+(?:target|goal|deadline))\b/iu;
const CONTEXT =
  /\b(?:critici[sz]\w*|question(?:ed|s)|doubt\w*|sceptic\w*|skeptic\w*|activists?|campaigners?|ngos?\s+say|accus\w*|alleg\w*|investigat\w*|probe)\b/iu;
const SUPPORT =
  /\b(?:confirm\w*|achiev(?:ed|es)|reached|met\s+its|on\s+track|certified|verified|validated|approved\s+by|awarded|recogni[sz]ed|ranked\s+(?:first|top)|praised|leader\s+in)\b/iu;

const words = (s: string): Set<string> => new Set(s.toLowerCase().match(/\p{L}[\p{L}-]{3,}/gu) ?? []);

export interface Reading {
  relevant: boolean;
  stance: Stance;
  contradiction: Contradiction | null;
  /** Topic words the result shares with the claim. */
  shared: string[];
}

export function readResult(
  r: Pick<WebSearchResult, 'title' | 'snippet'>,
  topic: readonly string[],
  company: string | null
): Reading {
  const text = `${r.title} ${r.snippet}`;
  const have = words(text);
  const shared = topic.filter((t) => have.has(t));
  const namesCompany = !company || text.toLowerCase().includes(company.toLowerCase());
  const relevant = namesCompany && shared.length >= Math.min(2, topic.length);
  if (!relevant) return { relevant, stance: 'neutral', contradiction: null, shared };
  if (DIRECT.test(text))
    return { relevant, stance: 'contradicts', contradiction: shared.length >= 3 ? 'direct' : 'omission', shared };
  if (TIMELINE.test(text)) return { relevant, stance: 'contradicts', contradiction: 'timeline', shared };
  if (CONTEXT.test(text)) return { relevant, stance: 'contradicts', contradiction: 'contextual', shared };
  if (SUPPORT.test(text)) return { relevant, stance: 'supports', contradiction: null, shared };
  return { relevant, stance: 'neutral', contradiction: null, shared };
}
