/**
 * The web, when the analyst switched a search provider on (seed FRD 9 §3–4): each investigation's
 * short queries (built from the claim's technical terms, never its sentences) are searched once per
 * run, results are ranked by their host's credibility tier (corpus/reference/source-tiers.json) and
 * then by the provider's rank, and the best few are cited with their url and snippet. Result pages are
 * never fetched. Snippets do not change a finding's stance: they are cited for the analyst and the
 * Judge (source quality), the stance stays the corpus's. With the provider off, every investigation
 * that would have searched says "not consulted (web search is off)" — never "no evidence was found".
 */
import type { WebSearchProvider, WebSearchResult } from '../../evidence/types';
import { sourceTier } from '../../corpus/reference';
import type { Assessment } from './assessment';
import { webCitation } from './references';

const MAX_QUERIES_PER_RUN = 40;
const RESULTS_PER_QUERY = 6;
const CITED_PER_INVESTIGATION = 3;

export interface WebSession {
  provider: WebSearchProvider | null;
  /** One search per distinct query in a run. */
  cache: Map<string, Promise<WebSearchResult[]>>;
  budget: number;
}

export const webSession = (provider: WebSearchProvider | null, budget = MAX_QUERIES_PER_RUN): WebSession => ({
  provider,
  cache: new Map(),
  budget
});

/** Most credible first (tier 1 before 4), then in the provider's order; one result per url. */
export function rankByTier(results: readonly WebSearchResult[]): Array<WebSearchResult & { tier: 1 | 2 | 3 | 4 }> {
  const seen = new Set<string>();
  return results
    .map((r) => ({ ...r, tier: sourceTier(r.host).tier }))
    .sort((a, b) => a.tier - b.tier || a.rank - b.rank)
    .filter((r) => (seen.has(r.url) ? false : (seen.add(r.url), true)));
}

/** A query made of terms only: no quotes or long sentences, at most ten words. */
export const shortQuery = (q: string): string =>
  q.replace(/["“”]/gu, ' ').replace(/\s+/gu, ' ').trim().split(' ').slice(0, 10).join(' ');

export type Outcome =
  | { query: string; results: WebSearchResult[] }
  | { query: string; skipped: 'budget' }
  | { query: string; failed: string };

/** One search per distinct query in a run, within the run's budget; a failure is an outcome, not a throw. */
export async function searchOnce(
  session: WebSession,
  query: string,
  purpose: string,
  signal: AbortSignal
): Promise<Outcome> {
  let got = session.cache.get(query);
  if (!got) {
    if (session.budget <= 0) return { query, skipped: 'budget' };
    session.budget -= 1;
    got = session.provider!.search(query, { purpose, maxResults: RESULTS_PER_QUERY, signal });
    session.cache.set(query, got);
  }
  try {
    return { query, results: await got };
  } catch (err) {
    signal.throwIfAborted();
    return { query, failed: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The assessment with what the web said, or with "not consulted" when the provider is off. Returns
 * a new assessment; the stance and confidence are the corpus's.
 */
export async function withWeb(
  a: Assessment,
  session: WebSession,
  signal: AbortSignal,
  extraQueries: readonly string[] = []
): Promise<Assessment> {
  const queries = [...new Set([...a.queries, ...extraQueries].map(shortQuery).filter(Boolean))].slice(0, 3);
  if (!session.provider) return { ...a, summary: `${a.summary} Web: not consulted (web search is off).` };
  const outcomes: Outcome[] = [];
  for (const q of queries) outcomes.push(await searchOnce(session, q, `academic:${a.type}`, signal));
  const found = outcomes.flatMap((o) => ('results' in o ? o.results.map((r) => ({ r, q: o.query })) : []));
  const ranked = rankByTier(found.map((f) => f.r));
  const top = ranked
    .slice(0, CITED_PER_INVESTIGATION)
    .map((r) => webCitation(r, found.find((f) => f.r.url === r.url)!.q));
  const said = outcomes.map((o) =>
    'results' in o
      ? `"${o.query}" gave ${o.results.length} result(s)`
      : 'skipped' in o
        ? `"${o.query}" not searched (the run's ${MAX_QUERIES_PER_RUN}-query budget is spent)`
        : `"${o.query}" failed (${o.failed}); not consulted`
  );
  const best = top.length
    ? ` Cited, most credible first: ${top.map((t) => `${t.reference!.title} (tier ${t.tier})`).join('; ')}; snippets are cited, not read as a verdict.`
    : '';
  return {
    ...a,
    cited: [...a.cited, ...top],
    summary: `${a.summary} Web (${session.provider.label}): ${said.join('; ')}.${best}`
  };
}
