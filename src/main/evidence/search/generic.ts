/**
 * A generic JSON search API: a GET URL template (`{query}` and `{count}` are replaced, URL-encoded),
 * an optional key header, and dot paths into the answer (`data.items`, then `title`, `link`,
 * `summary`, `date` inside each item). For services the other adapters do not speak.
 */
import type { NetClient } from '../../net/types';
import { EvidenceError, EvidenceErrors } from '../errors';
import { providerJson, type RetryPolicy } from '../http';
import type { SearchOptions, WebSearchProvider, WebSearchResult } from '../types';
import { queryText, resultCount, toResults } from './results';

export interface GenericSearchConfig {
  /** e.g. `https://search.example.org/api?q={query}&n={count}`. */
  urlTemplate: string;
  /** Dot path to the list of hits (`` = the answer itself). */
  resultsPath: string;
  titlePath: string;
  urlPath: string;
  snippetPath: string;
  datePath?: string;
  /** Header that carries the key (`X-API-Key`, `Authorization`); none when unset. */
  keyHeader?: string;
  /** Prefix of the key in that header (`Bearer `). */
  keyPrefix?: string;
  apiKey?: string;
  retry?: RetryPolicy;
}

/** Reads `a.b.0.c` from a JSON value; undefined when any step is missing. */
function atPath(value: unknown, path: string): unknown {
  if (!path) return value;
  let cur: unknown = value;
  for (const step of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[step];
  }
  return cur;
}

/** The URL the service receives for a query (also shown in Settings' preview). */
export function genericUrl(template: string, query: string, opts: Pick<SearchOptions, 'maxResults'>): URL {
  if (!template.includes('{query}'))
    throw new EvidenceError(
      EvidenceErrors.EVIDENCE_NOT_CONFIGURED,
      'generic',
      'The search URL template has no {query} placeholder.'
    );
  return new URL(
    template
      .replaceAll('{query}', encodeURIComponent(queryText(query)))
      .replaceAll('{count}', String(resultCount(opts.maxResults)))
  );
}

export function genericSearch(net: NetClient, cfg: GenericSearchConfig): WebSearchProvider {
  return {
    id: 'generic',
    label: 'Generic search API',
    async search(query: string, opts: SearchOptions): Promise<WebSearchResult[]> {
      const url = genericUrl(cfg.urlTemplate, query, opts);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (cfg.keyHeader && cfg.apiKey) headers[cfg.keyHeader.toLowerCase()] = `${cfg.keyPrefix ?? ''}${cfg.apiKey}`;
      const answer = await providerJson(
        net,
        url,
        { method: 'GET', headers },
        {
          provider: 'generic',
          purpose: opts.purpose,
          queryText: queryText(query),
          ...(opts.signal ? { signal: opts.signal } : {})
        },
        cfg.retry
      );
      const hits = atPath(answer, cfg.resultsPath);
      if (!Array.isArray(hits))
        throw new EvidenceError(
          EvidenceErrors.EVIDENCE_BAD_ANSWER,
          'generic',
          `The search API's answer has no list at "${cfg.resultsPath}".`
        );
      return toResults(
        hits.map((h) => ({
          title: atPath(h, cfg.titlePath),
          url: atPath(h, cfg.urlPath),
          snippet: atPath(h, cfg.snippetPath),
          publishedAt: cfg.datePath ? atPath(h, cfg.datePath) : undefined
        })),
        resultCount(opts.maxResults)
      );
    }
  };
}
