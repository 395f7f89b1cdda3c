/**
 * LanceDB side of the stores: report chunks with vectors and a native full-text index. Rows are
 * inserted as Arrow tables in batches. PGlite stays the source of truth: this index can be rebuilt
 * from the chunks table at any time (e.g. when the embedder changes).
 */
import * as lancedb from '@lancedb/lancedb';
import { Field, FixedSizeList, Float32, Int32, Schema, Utf8 } from 'apache-arrow';
import type { Chunk } from '../../../shared/domain/report';
import type { Embedder } from './embedder';

export const REPORT_CHUNKS = 'report_chunks';

export interface ChunkHit {
  id: string;
  reportId: string;
  pageStart: number;
  pageEnd: number;
  section: string;
  text: string;
  score: number;
}

const chunkSchema = (dim: number): Schema =>
  new Schema([
    new Field('id', new Utf8(), false),
    new Field('report_id', new Utf8(), false),
    new Field('seq', new Int32(), false),
    new Field('page_start', new Int32(), false),
    new Field('page_end', new Int32(), false),
    new Field('section', new Utf8(), false),
    new Field('text', new Utf8(), false),
    new Field('vector', new FixedSizeList(dim, new Field('item', new Float32(), true)), false)
  ]);

const sqlString = (s: string): string => `'${s.replace(/'/g, "''")}'`;

export interface LanceStore {
  embedder: Embedder;
  addChunks(chunks: Chunk[]): Promise<void>;
  deleteReport(reportId: string): Promise<void>;
  reportIds(): Promise<Set<string>>;
  searchText(query: string, opts?: { reportId?: string; limit?: number }): Promise<ChunkHit[]>;
  countRows(reportId?: string): Promise<number>;
  close(): void;
}

export async function openLanceStore(dir: string, embedder: Embedder): Promise<LanceStore> {
  const conn = await lancedb.connect(dir);
  const names = await conn.tableNames();
  let table = names.includes(REPORT_CHUNKS) ? await conn.openTable(REPORT_CHUNKS) : null;
  let ftsReady = false;

  const ensureTable = async (): Promise<lancedb.Table> => {
    if (!table) table = await conn.createEmptyTable(REPORT_CHUNKS, chunkSchema(embedder.dim), { mode: 'create', existOk: true });
    return table;
  };
  const ensureFts = async (t: lancedb.Table): Promise<void> => {
    if (ftsReady) return;
    const indices = await t.listIndices();
    if (!indices.some((i) => i.columns.includes('text'))) await t.createIndex('text', { config: lancedb.Index.fts() });
    ftsReady = true;
  };

  return {
    embedder,
    async addChunks(chunks) {
      if (chunks.length === 0) return;
      const t = await ensureTable();
      const BATCH = 512;
      for (let i = 0; i < chunks.length; i += BATCH) {
        const batch = chunks.slice(i, i + BATCH);
        const vectors = await embedder.embed(batch.map((c) => `${c.sectionTitle ?? ''}\n${c.text}`));
        const rows = batch.map((c, k) => ({
          id: c.id, report_id: c.reportId, seq: c.seq, page_start: c.pageStart, page_end: c.pageEnd,
          section: c.sectionTitle ?? '', text: c.text, vector: Array.from(vectors[k]!)
        }));
        await t.add(lancedb.makeArrowTable(rows, { schema: chunkSchema(embedder.dim) }));
      }
      await ensureFts(t);
      await t.optimize();
    },
    async deleteReport(reportId) {
      if (table) await table.delete(`report_id = ${sqlString(reportId)}`);
    },
    async reportIds() {
      if (!table) return new Set();
      const rows = (await table.query().select(['report_id']).toArray()) as Array<{ report_id: string }>;
      return new Set(rows.map((r) => r.report_id));
    },
    async searchText(query, opts = {}) {
      if (!table) return [];
      await ensureFts(table);
      let q = table.search(query, 'fts', 'text').limit(opts.limit ?? 10);
      if (opts.reportId) q = q.where(`report_id = ${sqlString(opts.reportId)}`);
      const rows = (await q.toArray()) as Array<Record<string, unknown>>;
      return rows.map((r) => ({
        id: String(r.id), reportId: String(r.report_id), pageStart: Number(r.page_start), pageEnd: Number(r.page_end),
        section: String(r.section), text: String(r.text), score: Number(r._score ?? 0)
      }));
    },
    async countRows(reportId) {
      if (!table) return 0;
      return table.countRows(reportId ? `report_id = ${sqlString(reportId)}` : undefined);
    },
    close() {
      table?.close();
      conn.close();
    }
  };
}
