/** Report figures (migration 009): financial lines set apart from claims, per report and engine. */
import { ReportFigureSchema, type ReportFigure } from '../../../../shared/domain/reportFigure';
import type { Engine } from '../../../../shared/domain/provenance';
import type { Db } from '../db';

export function reportFiguresRepo(db: Db) {
  return {
    /** Replaces the engine's figures of the report in one transaction. */
    async replace(reportId: string, engine: Engine, figures: readonly ReportFigure[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM report_figures WHERE report_id = $1 AND engine = $2', [reportId, engine]);
        for (let i = 0; i < figures.length; i += 200) {
          const rows = figures
            .slice(i, i + 200)
            .map((f) => ({ id: f.id, report_id: f.reportId, engine: f.engine, page: f.page, data: f }));
          await tx.query(
            'INSERT INTO report_figures (id, report_id, engine, page, data)\n' +
              '             SELECT * FROM jsonb_to_recordset($1::jsonb) AS ' +
              'x(id text, report_id text, engine text, page int, data jsonb)\n' +
              '             ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, page = EXCLUDED.page',
            [JSON.stringify(rows)]
          );
        }
      });
    },
    /** The report's figures in page order (one engine, or all). */
    async list(reportId: string, engine?: Engine): Promise<ReportFigure[]> {
      const res = await db.query<{ data: unknown }>(
        `SELECT data FROM report_figures WHERE report_id = $1 ${engine ? 'AND engine = $2' : ''} ORDER BY page, id`,
        engine ? [reportId, engine] : [reportId]
      );
      return res.rows.map((r) => ReportFigureSchema.parse(r.data));
    }
  };
}
export type ReportFiguresRepo = ReturnType<typeof reportFiguresRepo>;
