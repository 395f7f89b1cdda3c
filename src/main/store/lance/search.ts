/**
 * Search over the `knowledge` table: native full-text (BM25), vector (cosine), or hybrid: both lists
 * from LanceDB fused by weighted reciprocal rank fusion. Filters by source type and report id apply
 * to every branch. Rows whose ref_id is named in `boostRefIds` (an exact paragraph-id lookup) come first.
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
const ftsQueryText = (q: string): string =>
  q
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Weighted RRF: score = Σ weight / (k + rank). LanceDB's built-in reranker uses k = 60 with equal
 * weights, which lets the weaker list reorder the stronger one's top ranks. These values were chosen on
 * bench/ifrs-retrieval.jsonl and checked on the held-out set (see bench/README.md): with the local
 * embedder, full text is the stronger signal, so vectors get a lower weight.
 */
const FUSION = { k: 3, ftsWeight: 1, vectorWeight: 0.3, depth: 30 } as const;

function fuseRankings(lists: Array<{ ids: string[]; weight: number }>, k: number = FUSION.k): Map<string, number> {
  const scores = new Map<string, number>();
  for (const { ids, weight } of lists)
    ids.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + weight / (k + rank + 1)));
  return scores;
}

const filterSql = (opts: SearchOptions): string | undefined => {
  const parts: string[] = [];
  if (opts.sourceTypes?.length) parts.push(`source_type IN (${opts.sourceTypes.map(sqlString).join(', ')})`);
  if (opts.reportId) parts.push(`(report_id = ${sqlString(opts.reportId)} OR source_type <> 'report')`);
  return parts.length ? parts.join(' AND ') : undefined;
};

const toHit = (r: Record<string, unknown>, via: SearchHit['via'], score: number): SearchHit => ({
  id: String(r.id),
  sourceType: r.source_type as SourceType,
  reportId: String(r.report_id),
  refId: String(r.ref_id),
  title: String(r.title),
  pageStart: Number(r.page_start),
  pageEnd: Number(r.page_end),
  text: String(r.text),
  score,
  via
});

const COLUMNS = ['id', 'source_type', 'report_id', 'ref_id', 'title', 'page_start', 'page_end', 'text'];

export async function hybridSearch(
  table: lancedb.Table,
  embedder: Embedder,
  query: string,
  opts: SearchOptions
): Promise<SearchHit[]> {
  const limit = opts.limit ?? 10;
  const mode = opts.mode ?? 'hybrid';
  const where = filterSql(opts);
  const words = ftsQueryText(query);

  const ftsRows = async (n: number): Promise<Array<Record<string, unknown>>> => {
    if (!words) return [];
    let q = table
      .search(words, 'fts', 'text')
      .select([...COLUMNS, '_score'])
      .limit(n);
    if (where) q = q.where(where);
    return (await q.toArray()) as Array<Record<string, unknown>>;
  };
  const vectorRows = async (n: number): Promise<Array<Record<string, unknown>>> => {
    const [vec] = await embedder.embed([query]);
    let q = table
      .vectorSearch(Array.from(vec!))
      .distanceType('cosine')
      .select([...COLUMNS, '_distance'])
      .limit(n);
    if (where) q = q.where(where);
    return (await q.toArray()) as Array<Record<string, unknown>>;
  };

  let hits: SearchHit[];
  if (mode === 'fts') hits = (await ftsRows(limit)).map((r) => toHit(r, 'fts', Number(r._score ?? 0)));
  else if (mode === 'vector')
    hits = (await vectorRows(limit)).map((r) => toHit(r, 'vector', 1 - Number(r._distance ?? 1)));
  else {
    const depth = Math.max(limit, FUSION.depth);
    const [f, v] = await Promise.all([ftsRows(depth), vectorRows(depth)]);
    const byId = new Map([...v, ...f].map((r) => [String(r.id), r]));
    const fused = fuseRankings([
      { ids: f.map((r) => String(r.id)), weight: FUSION.ftsWeight },
      { ids: v.map((r) => String(r.id)), weight: FUSION.vectorWeight }
    ]);
    hits = [...fused]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id, score]) => toHit(byId.get(id)!, 'hybrid', score));
  }
  return boosted(table, opts, where, hits);
}

async function boosted(
  table: lancedb.Table,
  opts: SearchOptions,
  where: string | undefined,
  hits: SearchHit[]
): Promise<SearchHit[]> {
  const limit = opts.limit ?? 10;
  if (!opts.boostRefIds?.length) return hits.slice(0, limit);
  const idList = opts.boostRefIds.map(sqlString).join(', ');
  const exact = (await table
    .query()
    .where(`ref_id IN (${idList})${where ? ` AND ${where}` : ''}`)
    .select(COLUMNS)
    .limit(opts.boostRefIds.length * 4)
    .toArray()) as Array<Record<string, unknown>>;
  const order = new Map(opts.boostRefIds.map((id, i) => [id, i]));
  const top = exact
    .map((r) => toHit(r, 'ref_lookup', 1))
    .sort((a, b) => (order.get(a.refId) ?? 0) - (order.get(b.refId) ?? 0));
  const seen = new Set(top.map((h) => h.id));
  return [...top, ...hits.filter((h) => !seen.has(h.id))].slice(0, limit);
}
