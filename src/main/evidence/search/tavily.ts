/**
 * Tavily (POST {base}/search, JSON body, `Authorization: Bearer <key>`): `query`, `topic`
 * (`general`/`news`), `max_results`, `search_depth: basic`; no answer, no raw content, no images.
 * Answer: `{ query, results: [{ title, url, content, score, published_date? }], response_time }`.
 */
import type { NetClient } from '../../net/types';
import { EvidenceError, EvidenceErrors } from '../errors';
import { providerJson, type RetryPolicy } from '../http';
import type { SearchOptions, WebSearchProvider, WebSearchResult } from '../types';
import { queryText, resultCount, toResults } from './results';

export const TAVILY_BASE_URL = 'https://api.tavily.com';

export interface TavilyConfig {
  apiKey: string;
  baseUrl?: string;
  retry?: RetryPolicy;
}

interface TavilyAnswer {
  results?: { title?: unknown; url?: unknown; content?: unknown; published_date?: unknown }[];
}

/** The JSON body Tavily receives for a query (also shown in Settings' preview). */
export function tavilyBody(query: string, opts: Pick<SearchOptions, 'maxResults' | 'topic'>): Record<string, unknown> {
  return {
    query: queryText(query),
    topic: opts.topic ?? 'general',
    search_depth: 'basic',
    max_results: resultCount(opts.maxResults),
    include_answer: false,
    include_raw_content: false,
    include_images: false
  };
}

export function tavilySearch(net: NetClient, cfg: TavilyConfig): WebSearchProvider {
  const base = (cfg.baseUrl ?? TAVILY_BASE_URL).replace(/\/+$/, '');
  return {
    id: 'tavily',
    label: 'Tavily',
    async search(query: string, opts: SearchOptions): Promise<WebSearchResult[]> {
      const body = tavilyBody(query, opts);
      const answer = (await providerJson(
        net,
        `${base}/search`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${cfg.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json'
          },
          body: JSON.stringify(body)
        },
        {
          provider: 'tavily',
          purpose: opts.purpose,
          queryText: body.query as string,
          cache: true,
          ...(opts.signal ? { signal: opts.signal } : {})
        },
        cfg.retry
      )) as TavilyAnswer;
      if (!answer || !Array.isArray(answer.results))
        throw new EvidenceError(
          EvidenceErrors.EVIDENCE_BAD_ANSWER,
          'tavily',
          'Tavily answered without a results list.'
        );
      return toResults(
        answer.results.map((r) => ({ title: r.title, url: r.url, snippet: r.content, publishedAt: r.published_date })),
        resultCount(opts.maxResults)
      );
    }
  };
}
