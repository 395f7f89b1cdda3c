/**
 * A SearXNG instance (GET {base}/search?q=…&format=json; `categories=news` for news). The instance
 * must have the JSON format switched on. Answer: `{ query, number_of_results, results: [{ url, title,
 * content, engine, publishedDate? }] }`. An optional key is sent as a Bearer header for instances
 * behind an authenticating proxy.
 */
import type { NetClient } from '../../net/types';
import { EvidenceError, EvidenceErrors } from '../errors';
import { providerJson, type RetryPolicy } from '../http';
import type { SearchOptions, WebSearchProvider, WebSearchResult } from '../types';
import { queryText, resultCount, toResults } from './results';

export interface SearxngConfig {
  baseUrl: string;
  apiKey?: string;
  retry?: RetryPolicy;
}

interface SearxngAnswer {
  results?: { title?: unknown; url?: unknown; content?: unknown; publishedDate?: unknown }[];
}

/** The URL the instance receives for a query (also shown in Settings' preview). */
export function searxngUrl(base: string, query: string, opts: Pick<SearchOptions, 'topic'>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}/search`);
  url.searchParams.set('q', queryText(query));
  url.searchParams.set('format', 'json');
  if (opts.topic === 'news') url.searchParams.set('categories', 'news');
  return url;
}

export function searxngSearch(net: NetClient, cfg: SearxngConfig): WebSearchProvider {
  return {
    id: 'searxng',
    label: 'SearXNG',
    async search(query: string, opts: SearchOptions): Promise<WebSearchResult[]> {
      const url = searxngUrl(cfg.baseUrl, query, opts);
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {})
      };
      const answer = (await providerJson(
        net,
        url,
        { method: 'GET', headers },
        {
          provider: 'searxng',
          purpose: opts.purpose,
          queryText: url.searchParams.get('q')!,
          ...(opts.signal ? { signal: opts.signal } : {})
        },
        cfg.retry
      )) as SearxngAnswer;
      if (!answer || !Array.isArray(answer.results))
        throw new EvidenceError(
          EvidenceErrors.EVIDENCE_BAD_ANSWER,
          'searxng',
          'The SearXNG instance answered without a results list (is its JSON format switched on?).'
        );
      return toResults(
        answer.results.map((r) => ({ title: r.title, url: r.url, snippet: r.content, publishedAt: r.publishedDate })),
        resultCount(opts.maxResults)
      );
    }
  };
}
