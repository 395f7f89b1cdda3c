/** Read side of what ingestion stored: sections, page summaries, page text and items, chunks. */
import type { Chunk, Section, TextItem } from '../../../../shared/domain/report';
import type { Db } from '../db';

export function structureRepo(db: Db) {
  return {
    async sections(reportId: string): Promise<Section[]> {
      const res = await db.query<{
        id: string;
        title: string;
        level: number;
        page_start: number;
        page_end: number;
        source: Section['source'];
      }>('SELECT id, title, level, page_start, page_end, source FROM sections WHERE report_id = $1 ORDER BY ord', [
        reportId
      ]);
      return res.rows.map((s) => ({
        id: s.id,
        reportId,
        title: s.title,
        level: s.level,
        pageStart: s.page_start,
        pageEnd: s.page_end,
        source: s.source
      }));
    },
    async pageSummaries(reportId: string): Promise<Array<{ pageNumber: number; wordCount: number; hasText: boolean }>> {
      const res = await db.query<{ page_number: number; word_count: number; has_text: boolean }>(
        'SELECT page_number, word_count, has_text FROM pages WHERE report_id = $1 ORDER BY page_number',
        [reportId]
      );
      return res.rows.map((p) => ({ pageNumber: p.page_number, wordCount: p.word_count, hasText: p.has_text }));
    },
    async page(
      reportId: string,
      pageNumber: number
    ): Promise<{ text: string; width: number; height: number; rotation: number; items: TextItem[] } | null> {
      const res = await db.query<{ text: string; width: number; height: number; rotation: number; items: TextItem[] }>(
        'SELECT text, width, height, rotation, items FROM pages WHERE report_id = $1 AND page_number = $2',
        [reportId, pageNumber]
      );
      return res.rows[0] ?? null;
    },
    /** Every page's normalized text, in page order (what find in the document searches first). */
    async pageTexts(reportId: string): Promise<Array<{ pageNumber: number; text: string }>> {
      const res = await db.query<{ page_number: number; text: string }>(
        'SELECT page_number, text FROM pages WHERE report_id = $1 ORDER BY page_number',
        [reportId]
      );
      return res.rows.map((p) => ({ pageNumber: p.page_number, text: p.text }));
    },
    async chunks(reportId: string): Promise<Chunk[]> {
      const res = await db.query<{
        id: string;
        seq: number;
        page_start: number;
        page_end: number;
        section_id: string | null;
        section_title: string | null;
        text: string;
      }>(
        'SELECT id, seq, page_start, page_end, section_id, section_title, ' +
          'text FROM chunks WHERE report_id = $1 ORDER BY seq',
        [reportId]
      );
      return res.rows.map((c) => ({
        id: c.id,
        reportId,
        seq: c.seq,
        pageStart: c.page_start,
        pageEnd: c.page_end,
        sectionId: c.section_id,
        sectionTitle: c.section_title,
        text: c.text
      }));
    }
  };
}
export type StructureRepo = ReturnType<typeof structureRepo>;
