/** Official standard passages imported by the analyst (see migration 002). */
import type { Db } from '../db';

export interface StandardPassage {
  id: string;
  standard: 'S1' | 'S2';
  paragraphId: string;
  page: number;
  text: string;
  sourceSha256: string;
  sourceFile: string;
}

export function standardsRepo(db: Db) {
  return {
    /** Replaces every passage of the given standard in one transaction. */
    async replace(standard: 'S1' | 'S2', passages: StandardPassage[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM standard_passages WHERE standard = $1', [standard]);
        const rows = passages.map((p) => ({
          id: p.id,
          standard: p.standard,
          paragraph_id: p.paragraphId,
          page: p.page,
          text: p.text,
          source_sha256: p.sourceSha256,
          source_file: p.sourceFile
        }));
        for (let i = 0; i < rows.length; i += 200) {
          await tx.query(
            'INSERT INTO standard_passages (id, standard, ' +
              'paragraph_id, page, text, source_sha256, source_file)\n' +
              '             SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id text, standard ' +
              'text, paragraph_id text, page int, text text, source_sha256 text, source_file text)',
            [JSON.stringify(rows.slice(i, i + 200))]
          );
        }
      });
    },
    async all(): Promise<StandardPassage[]> {
      const res = await db.query<{
        id: string;
        standard: 'S1' | 'S2';
        paragraph_id: string;
        page: number;
        text: string;
        source_sha256: string;
        source_file: string;
      }>(
        'SELECT id, standard, paragraph_id, page, text, source_sha256, ' +
          'source_file FROM standard_passages ORDER BY standard, page, id'
      );
      return res.rows.map((r) => ({
        id: r.id,
        standard: r.standard,
        paragraphId: r.paragraph_id,
        page: r.page,
        text: r.text,
        sourceSha256: r.source_sha256,
        sourceFile: r.source_file
      }));
    },
    async forParagraph(paragraphId: string): Promise<StandardPassage[]> {
      return (await this.all()).filter((p) => p.paragraphId === paragraphId);
    }
  };
}
export type StandardsRepo = ReturnType<typeof standardsRepo>;
