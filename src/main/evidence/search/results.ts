/** Turns a provider's hits into `WebSearchResult`s: http(s) URLs only, plain-text excerpts, 1-based ranks. */
import type { WebSearchResult } from '../types';
import { hostOf, plainText } from '../http';

export interface RawHit {
  title?: unknown;
  url?: unknown;
  snippet?: unknown;
  publishedAt?: unknown;
}

function isoDate(v: unknown): string | undefined {
  if (typeof v !== 'string' || !v.trim()) return undefined;
  const t = Date.parse(v);
  return Number.isFinite(t) ? new Date(t).toISOString() : undefined;
}

export function toResults(hits: readonly RawHit[], max: number): WebSearchResult[] {
  const out: WebSearchResult[] = [];
  for (const h of hits) {
    if (out.length >= max) break;
    const url = typeof h.url === 'string' ? h.url.trim() : '';
    if (!/^https?:\/\//i.test(url)) continue;
    const publishedAt = isoDate(h.publishedAt);
    out.push({
      title: plainText(h.title) || url,
      url,
      snippet: plainText(h.snippet),
      host: hostOf(url),
      ...(publishedAt ? { publishedAt } : {}),
      rank: out.length + 1
    });
  }
  return out;
}

const DEFAULT_MAX_RESULTS = 10;
/** A search never asks for more than this many results. */
const MAX_RESULTS_CAP = 20;

export const resultCount = (n: number | undefined): number =>
  Math.max(1, Math.min(MAX_RESULTS_CAP, Math.floor(n ?? DEFAULT_MAX_RESULTS)));

/** The query as sent: trimmed, at most 400 characters, never empty. */
export function queryText(query: string): string {
  const q = query.replace(/\s+/g, ' ').trim().slice(0, 400);
  if (!q) throw new Error('A search needs a query.');
  return q;
}
