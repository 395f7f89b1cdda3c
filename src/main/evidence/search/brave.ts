/**
 * Brave Search (GET {base}/res/v1/web/search?q=…&count=…, or /res/v1/news/search for news;
 * `X-Subscription-Token: <key>`, `Accept: application/json`). Web answer:
 * `{ type: 'search', web: { results: [{ title, url, description, page_age?, age? }] } }`; news answer:
 * `{ type: 'news', results: [...] }`.
 */
import type { NetClient } from '../../net/types';
import { EvidenceError, EvidenceErrors } from '../errors';
import { providerJson, type RetryPolicy } from '../http';
import type { SearchOptions, WebSearchProvider, WebSearchResult } from '../types';
import { queryText, resultCount, toResults } from './results';

export const BRAVE_BASE_URL = 'https://api.search.brave.com';

export interface BraveConfig {
  apiKey: string;
  baseUrl?: string;
  retry?: RetryPolicy;
}

interface BraveHit {
  title?: unknown;
  url?: unknown;
  description?: unknown;
  page_age?: unknown;
  age?: unknown;
}
interface BraveAnswer {
  web?: { results?: BraveHit[] };
  results?: BraveHit[];
}

/** The URL Brave receives for a query (also shown in Settings' preview). */
export function braveUrl(base: string, query: string, opts: Pick<SearchOptions, 'maxResults' | 'topic'>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}/res/v1/${opts.topic === 'news' ? 'news' : 'web'}/search`);
  url.searchParams.set('q', queryText(query));
  url.searchParams.set('count', String(resultCount(opts.maxResults)));
  return url;
}

export function braveSearch(net: NetClient, cfg: BraveConfig): WebSearchProvider {
  const base = cfg.baseUrl ?? BRAVE_BASE_URL;
  return {
    id: 'brave',
    label: 'Brave Search',
    async search(query: string, opts: SearchOptions): Promise<WebSearchResult[]> {
      const url = braveUrl(base, query, opts);
      const answer = (await providerJson(
        net,
        url,
        { method: 'GET', headers: { 'x-subscription-token': cfg.apiKey, accept: 'application/json' } },
        {
          provider: 'brave',
          purpose: opts.purpose,
          queryText: url.searchParams.get('q')!,
          ...(opts.signal ? { signal: opts.signal } : {})
        },
        cfg.retry
      )) as BraveAnswer;
      const hits = opts.topic === 'news' ? answer?.results : answer?.web?.results;
      if (hits !== undefined && !Array.isArray(hits))
        throw new EvidenceError(
          EvidenceErrors.EVIDENCE_BAD_ANSWER,
          'brave',
          'Brave answered a results field that is not a list.'
        );
      return toResults(
        (hits ?? []).map((h) => ({
          title: h.title,
          url: h.url,
          snippet: h.description,
          publishedAt: h.page_age ?? h.age
        })),
        resultCount(opts.maxResults)
      );
    }
  };
}
