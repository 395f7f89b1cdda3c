/**
 * Reports repository: the library rows and the all-or-nothing write of an ingested document.
 * A report becomes visible as `ready` only in the same transaction that writes its pages, sections
 * and chunks, so a crash mid-ingest leaves nothing half-written.
 */
import type { Report, Section, Chunk, Page, TextItem } from '../../../../shared/domain/report';
import type { Db } from '../db';

interface ReportRow {
  id: string;
  sha256: string;
  title: string;
  file_name: string;
  byte_size: number | string;
  page_count: number;
  word_count: number;
  section_count: number;
  pages_without_text: number[];
  status: Report['status'];
  meta: Record<string, string>;
  added_at: Date | string;
}

const toReport = (r: ReportRow): Report => ({
  id: r.id,
  sha256: r.sha256,
  title: r.title,
  fileName: r.file_name,
  byteSize: Number(r.byte_size),
  pageCount: r.page_count,
  wordCount: r.word_count,
  sectionCount: r.section_count,
  pagesWithoutText: r.pages_without_text ?? [],
  status: r.status,
  meta: r.meta ?? {},
  addedAt: (r.added_at instanceof Date ? r.added_at : new Date(r.added_at)).toISOString()
});

export interface IngestedDocument {
  report: Omit<Report, 'addedAt' | 'status'>;
  pages: Array<Page & { items: TextItem[] }>;
  sections: Section[];
  chunks: Chunk[];
}

const BATCH = 200;

export function reportsRepo(db: Db) {
  return {
    async list(): Promise<Report[]> {
      const res = await db.query<ReportRow>(`SELECT * FROM reports WHERE status = 'ready' ORDER BY added_at DESC, id`);
      return res.rows.map(toReport);
    },
    async get(id: string): Promise<Report | null> {
      const res = await db.query<ReportRow>('SELECT * FROM reports WHERE id = $1', [id]);
      return res.rows[0] ? toReport(res.rows[0]) : null;
    },
    async getBySha(sha256: string): Promise<Report | null> {
      const res = await db.query<ReportRow>(`SELECT * FROM reports WHERE sha256 = $1 AND status = 'ready'`, [sha256]);
      return res.rows[0] ? toReport(res.rows[0]) : null;
    },
    async delete(id: string): Promise<boolean> {
      const res = await db.query('DELETE FROM reports WHERE id = $1', [id]);
      return (res.affectedRows ?? 0) > 0;
    },
    /** Rows left by an ingestion that never finished (crash): removed at start-up. */
    async purgeIncomplete(): Promise<string[]> {
      const res = await db.query<{ id: string }>(`DELETE FROM reports WHERE status <> 'ready' RETURNING id`);
      return res.rows.map((r) => r.id);
    },
    async ids(): Promise<string[]> {
      return (await db.query<{ id: string }>('SELECT id FROM reports')).rows.map((r) => r.id);
    },
    /** Writes the whole document in one transaction, batching rows through jsonb_to_recordset. */
    async insertDocument(doc: IngestedDocument): Promise<Report> {
      const r = doc.report;
      await db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO reports (id, sha256, title, file_name, byte_size, page_count, ' +
            'word_count, section_count, pages_without_text, status, meta)\n' +
            "           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,'ingesting',$10)",
          [
            r.id,
            r.sha256,
            r.title,
            r.fileName,
            r.byteSize,
            r.pageCount,
            r.wordCount,
            r.sectionCount,
            r.pagesWithoutText,
            JSON.stringify(r.meta)
          ]
        );
        for (let i = 0; i < doc.pages.length; i += BATCH) {
          const rows = doc.pages.slice(i, i + BATCH).map((p) => ({
            report_id: r.id,
            page_number: p.pageNumber,
            width: p.width,
            height: p.height,
            rotation: p.rotation,
            text: p.text,
            word_count: p.wordCount,
            has_text: p.hasText,
            items: p.items
          }));
          await tx.query(
            'INSERT INTO pages SELECT * FROM jsonb_to_recordset($1::jsonb) AS ' +
              'x(report_id text, page_number int, width real, height real, rotation ' +
              'smallint, text text, word_count int, has_text boolean, items jsonb)',
            [JSON.stringify(rows)]
          );
        }
        const sectionRows = doc.sections.map((s, ord) => ({
          id: s.id,
          report_id: r.id,
          ord,
          title: s.title,
          level: s.level,
          page_start: s.pageStart,
          page_end: s.pageEnd,
          source: s.source
        }));
        for (let i = 0; i < sectionRows.length; i += BATCH) {
          await tx.query(
            'INSERT INTO sections SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id text, report_id ' +
              'text, ord int, title text, level smallint, page_start int, page_end int, source text)',
            [JSON.stringify(sectionRows.slice(i, i + BATCH))]
          );
        }
        for (let i = 0; i < doc.chunks.length; i += BATCH) {
          const rows = doc.chunks.slice(i, i + BATCH).map((c) => ({
            id: c.id,
            report_id: r.id,
            seq: c.seq,
            page_start: c.pageStart,
            page_end: c.pageEnd,
            section_id: c.sectionId,
            section_title: c.sectionTitle,
            text: c.text
          }));
          await tx.query(
            'INSERT INTO chunks SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id text, report_id ' +
              'text, seq int, page_start int, page_end int, section_id text, section_title text, text text)',
            [JSON.stringify(rows)]
          );
        }
        await tx.query(`UPDATE reports SET status = 'ready' WHERE id = $1`, [r.id]);
      });
      const saved = await this.get(r.id);
      if (!saved) throw new Error(`report ${r.id} vanished after insert`);
      return saved;
    }
  };
}
export type ReportsRepo = ReturnType<typeof reportsRepo>;
