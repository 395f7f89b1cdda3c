/**
 * Search over the `knowledge` table: native full-text (BM25), vector (cosine), or hybrid fused by
 * LanceDB's reciprocal-rank-fusion reranker. Filters by source type and report id apply to every
 * branch. Rows whose ref_id is named in `boostRefIds` (an exact paragraph-id lookup) come first.
 */
import * as lancedb from '@lancedb/lancedb';
import type { Embedder } from './embedder';
import { sqlString, type SourceType } from './knowledgeSchema';

export type SearchMode = 'fts' | 'vector' | 'hybrid';

export interface SearchOptions {
  mode?: SearchMode;
  sourceTypes?: SourceType[];
  reportId?: string;
  limit?: number;
  /** Exact reference ids (e.g. paragraph ids named in the query) to put first. */
  boostRefIds?: string[];
}

export interface SearchHit {
  id: string;
  sourceType: SourceType;
  reportId: string;
  refId: string;
  title: string;
  pageStart: number;
  pageEnd: number;
  text: string;
  score: number;
  /** How the hit was found: exact id lookup or the ranked search. */
  via: 'ref_lookup' | SearchMode;
}

/** Full-text queries are plain words: operators and punctuation would be parsed as syntax. */
export const ftsQueryText = (q: string): string => q.normalize('NFKC').replace(/[^\p{L}\p{N}\s]+/gu, ' ').replace(/\s+/g, ' ').trim();

let rrf: Promise<lancedb.rerankers.RRFReranker> | null = null;
const reranker = (): Promise<lancedb.rerankers.RRFReranker> => (rrf ??= lancedb.rerankers.RRFReranker.create(60));

const filterSql = (opts: SearchOptions): string | undefined => {
  const parts: string[] = [];
  if (opts.sourceTypes?.length) parts.push(`source_type IN (${opts.sourceTypes.map(sqlString).join(', ')})`);
  if (opts.reportId) parts.push(`(report_id = ${sqlString(opts.reportId)} OR source_type <> 'report')`);
  return parts.length ? parts.join(' AND ') : undefined;
};

const toHit = (r: Record<string, unknown>, via: SearchHit['via'], score: number): SearchHit => ({
  id: String(r.id), sourceType: r.source_type as SourceType, reportId: String(r.report_id), refId: String(r.ref_id), title: String(r.title),
  pageStart: Number(r.page_start), pageEnd: Number(r.page_end), text: String(r.text), score, via
});

const COLUMNS = ['id', 'source_type', 'report_id', 'ref_id', 'title', 'page_start', 'page_end', 'text'];

export async function hybridSearch(table: lancedb.Table, embedder: Embedder, query: string, opts: SearchOptions): Promise<SearchHit[]> {
  const limit = opts.limit ?? 10;
  const mode = opts.mode ?? 'hybrid';
  const where = filterSql(opts);
  const words = ftsQueryText(query);
  let rows: Array<Record<string, unknown>> = [];
  let scoreKey = '_score';

  if (mode === 'fts') {
    if (!words) return boosted(table, opts, where, []);
    let q = table.search(words, 'fts', 'text').select([...COLUMNS, '_score']).limit(limit);
    if (where) q = q.where(where);
    rows = (await q.toArray()) as typeof rows;
  } else {
    const [vec] = await embedder.embed([query]);
    const hybrid = mode === 'hybrid' && words !== '';
    let q = table.vectorSearch(Array.from(vec!)).distanceType('cosine').select(hybrid ? COLUMNS : [...COLUMNS, '_distance']).limit(limit);
    if (where) q = q.where(where);
    if (hybrid) {
      q = q.fullTextSearch(words).rerank(await reranker());
      scoreKey = '_relevance_score';
    } else {
      scoreKey = '_distance';
    }
    rows = (await q.toArray()) as typeof rows;
  }
  const hits = rows.map((r) => {
    const raw = Number(r[scoreKey] ?? 0);
    return toHit(r, mode, scoreKey === '_distance' ? 1 - raw : raw);
  });
  return boosted(table, opts, where, hits);
}

async function boosted(table: lancedb.Table, opts: SearchOptions, where: string | undefined, hits: SearchHit[]): Promise<SearchHit[]> {
  const limit = opts.limit ?? 10;
  if (!opts.boostRefIds?.length) return hits.slice(0, limit);
  const idList = opts.boostRefIds.map(sqlString).join(', ');
  const exact = (await table.query().where(`ref_id IN (${idList})${where ? ` AND ${where}` : ''}`).select(COLUMNS).limit(opts.boostRefIds.length * 4).toArray()) as Array<Record<string, unknown>>;
  const order = new Map(opts.boostRefIds.map((id, i) => [id, i]));
  const top = exact.map((r) => toHit(r, 'ref_lookup', 1)).sort((a, b) => (order.get(a.refId) ?? 0) - (order.get(b.refId) ?? 0));
  const seen = new Set(top.map((h) => h.id));
  return [...top, ...hits.filter((h) => !seen.has(h.id))].slice(0, limit);
}
