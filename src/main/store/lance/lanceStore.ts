/**
 * LanceDB side of the stores: the `knowledge` table (report chunks + corpus passages) with vectors
 * and a native full-text index, inserted as Arrow tables in batches. PGlite and `corpus/` stay the
 * source of truth: the table is rebuilt from them whenever the embedder changes (its id is recorded
 * in `index-meta.json` beside the table).
 */
import * as lancedb from '@lancedb/lancedb';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Chunk } from '../../../shared/domain/report';
import type { Embedder } from './embedder';
import { KNOWLEDGE_TABLE, knowledgeSchema, sqlString, type KnowledgeRow, type SourceType } from './knowledgeSchema';
import { hybridSearch, type SearchHit, type SearchOptions } from './search';

/** Full-text index settings: English stemming and stop words, accents folded. Part of the index fingerprint. */
export const FTS_CONFIG = {
  withPosition: true,
  stem: true,
  removeStopWords: true,
  asciiFolding: true,
  language: 'English'
} as const;

export interface CorpusDoc {
  id: string;
  sourceType: Exclude<SourceType, 'report'>;
  refId: string;
  title: string;
  text: string;
}

interface IndexMeta {
  embedderId: string;
  corpusVersion: string;
}

export interface LanceStore {
  embedder: Embedder;
  /** What the existing table was built with, or null when there is none. */
  meta(): IndexMeta | null;
  /** Drops the table (embedder or corpus changed); callers then re-add corpus and report rows. */
  reset(meta: IndexMeta): Promise<void>;
  addChunks(chunks: Chunk[]): Promise<void>;
  addCorpusDocs(docs: CorpusDoc[]): Promise<void>;
  deleteReport(reportId: string): Promise<void>;
  deleteSource(sourceType: SourceType): Promise<void>;
  reportIds(): Promise<Set<string>>;
  search(query: string, opts?: SearchOptions): Promise<SearchHit[]>;
  countRows(filter?: { reportId?: string; sourceType?: SourceType }): Promise<number>;
  close(): void;
}

export async function openLanceStore(dir: string, embedder: Embedder): Promise<LanceStore> {
  const conn = await lancedb.connect(dir);
  const metaPath = join(dir, 'index-meta.json');
  let table = (await conn.tableNames()).includes(KNOWLEDGE_TABLE) ? await conn.openTable(KNOWLEDGE_TABLE) : null;
  let ftsReady = false;

  const ensureTable = async (): Promise<lancedb.Table> => {
    table ??= await conn.createEmptyTable(KNOWLEDGE_TABLE, knowledgeSchema(embedder.dim), {
      mode: 'create',
      existOk: true
    });
    return table;
  };
  const ensureFts = async (t: lancedb.Table): Promise<void> => {
    if (ftsReady) return;
    const indices = await t.listIndices();
    if (!indices.some((i) => i.columns.includes('text')))
      await t.createIndex('text', { config: lancedb.Index.fts(FTS_CONFIG) });
    ftsReady = true;
  };
  const addRows = async (
    rows: Array<Omit<KnowledgeRow, 'vector'>>,
    embedText: (i: number) => string
  ): Promise<void> => {
    if (rows.length === 0) return;
    const t = await ensureTable();
    const BATCH = 512;
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      const vectors = await embedder.embed(batch.map((_, k) => embedText(i + k)));
      const full = batch.map((r, k) => ({ ...r, vector: Array.from(vectors[k]!) }));
      await t.add(lancedb.makeArrowTable(full, { schema: knowledgeSchema(embedder.dim) }));
    }
    await ensureFts(t);
    await t.optimize();
  };
  const where = (filter: {
    reportId?: string | undefined;
    sourceType?: SourceType | undefined;
  }): string | undefined => {
    const parts: string[] = [];
    if (filter.reportId) parts.push(`report_id = ${sqlString(filter.reportId)}`);
    if (filter.sourceType) parts.push(`source_type = ${sqlString(filter.sourceType)}`);
    return parts.length ? parts.join(' AND ') : undefined;
  };

  return {
    embedder,
    meta: () => (existsSync(metaPath) ? (JSON.parse(readFileSync(metaPath, 'utf8')) as IndexMeta) : null),
    async reset(meta) {
      if (table) {
        table.close();
        await conn.dropTable(KNOWLEDGE_TABLE);
        table = null;
        ftsReady = false;
      }
      writeFileSync(metaPath, JSON.stringify(meta));
    },
    addChunks: (chunks) =>
      addRows(
        chunks.map((c) => ({
          id: c.id,
          source_type: 'report' as const,
          report_id: c.reportId,
          ref_id: '',
          title: c.sectionTitle ?? '',
          page_start: c.pageStart,
          page_end: c.pageEnd,
          text: c.text
        })),
        (i) => `${chunks[i]!.sectionTitle ?? ''}\n${chunks[i]!.text}`
      ),
    addCorpusDocs: (docs) =>
      addRows(
        docs.map((d) => ({
          id: d.id,
          source_type: d.sourceType,
          report_id: '',
          ref_id: d.refId,
          title: d.title,
          page_start: 0,
          page_end: 0,
          text: d.text
        })),
        (i) => `${docs[i]!.title}\n${docs[i]!.text}`
      ),
    async deleteReport(reportId) {
      if (table) await table.delete(`report_id = ${sqlString(reportId)}`);
    },
    async deleteSource(sourceType) {
      if (table) await table.delete(`source_type = ${sqlString(sourceType)}`);
    },
    async reportIds() {
      if (!table) return new Set();
      const rows = (await table.query().where(`source_type = 'report'`).select(['report_id']).toArray()) as Array<{
        report_id: string;
      }>;
      return new Set(rows.map((r) => r.report_id));
    },
    async search(query, opts = {}) {
      if (!table) return [];
      await ensureFts(table);
      return hybridSearch(table, embedder, query, opts);
    },
    async countRows(filter = {}) {
      if (!table) return 0;
      return table.countRows(where(filter));
    },
    close() {
      table?.close();
      conn.close();
    }
  };
}
