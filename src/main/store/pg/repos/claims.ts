/**
 * Claims and claim runs in PGlite. Claims are written as they are produced, a batch per transaction;
 * ids are deterministic (see claims/claimId.ts), so a re-run upserts. When a run completes, claims of
 * the same engine that the run did not produce again are removed: the table always shows the latest
 * complete picture per engine, and an interrupted run never deletes anything.
 */
import { ClaimSchema, type Claim } from '../../../../shared/domain/claim';
import type { Engine } from '../../../../shared/domain/provenance';
import type { Db } from '../db';

export type ClaimRunStatus = 'running' | 'completed' | 'failed' | 'cancelled';

export interface ClaimRun {
  id: string;
  reportId: string;
  engine: Engine;
  status: ClaimRunStatus;
  startedAt: string;
  finishedAt: string | null;
  stats: Record<string, number>;
  error: string | null;
}

interface ClaimRow {
  id: string;
  report_id: string;
  text: string;
  type: string;
  priority: string;
  reasoning: string;
  source_page: number;
  source_context: string;
  preliminary_ifrs: unknown;
  anchor: unknown;
  score: number;
  provenance: unknown;
  figures: unknown;
}

const PRIORITY_ORDER = `CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END`;

const toClaim = (r: ClaimRow): Claim =>
  ClaimSchema.parse({
    id: r.id,
    reportId: r.report_id,
    text: r.text,
    type: r.type,
    priority: r.priority,
    reasoning: r.reasoning,
    sourcePage: r.source_page,
    sourceContext: r.source_context,
    preliminaryIfrs: r.preliminary_ifrs,
    anchor: r.anchor,
    score: r.score,
    provenance: r.provenance,
    figures: r.figures
  });

const toRun = (r: {
  id: string;
  report_id: string;
  engine: Engine;
  status: ClaimRunStatus;
  started_at: Date;
  finished_at: Date | null;
  stats: Record<string, number>;
  error: string | null;
}): ClaimRun => ({
  id: r.id,
  reportId: r.report_id,
  engine: r.engine,
  status: r.status,
  startedAt: r.started_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
  stats: r.stats,
  error: r.error
});

export function claimsRepo(db: Db) {
  return {
    async startRun(id: string, reportId: string, engine: Engine): Promise<void> {
      // A resumed pipeline re-runs its claims step under the same run id: restart the record.
      await db.query(
        `INSERT INTO claim_runs (id, report_id, engine, status) VALUES ($1, $2, $3, 'running')
         ON CONFLICT (id) DO UPDATE SET status = 'running', started_at = now(), finished_at = NULL, error = NULL`,
        [id, reportId, engine]
      );
    },

    /** Ends a run; on completion, drops this engine's claims that the run did not produce again. */
    async finishRun(
      id: string,
      status: Exclude<ClaimRunStatus, 'running'>,
      stats: Record<string, number>,
      error?: string
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const run = await tx.query<{ report_id: string; engine: string }>(
          'SELECT report_id, engine FROM claim_runs WHERE id = $1',
          [id]
        );
        await tx.query(`UPDATE claim_runs SET status = $2, finished_at = now(), stats = $3, error = $4 WHERE id = $1`, [
          id,
          status,
          JSON.stringify(stats),
          error ?? null
        ]);
        const r = run.rows[0];
        if (status === 'completed' && r)
          await tx.query('DELETE FROM claims WHERE report_id = $1 AND engine = $2 AND run_id <> $3', [
            r.report_id,
            r.engine,
            id
          ]);
      });
    },

    async upsertMany(runId: string, claims: Claim[]): Promise<void> {
      if (!claims.length) return;
      await db.transaction(async (tx) => {
        for (const c of claims) {
          await tx.query(
            'INSERT INTO claims (id, report_id, run_id, engine, text, type, priority, reasoning, ' +
              'source_page, source_context, preliminary_ifrs, anchor, score, provenance, figures)\n' +
              '             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)\n' +
              '             ON CONFLICT (id) DO UPDATE SET run_id = EXCLUDED.run_id, text ' +
              '= EXCLUDED.text, type = EXCLUDED.type, priority = EXCLUDED.priority,\n' +
              '               reasoning = EXCLUDED.reasoning, source_context = ' +
              'EXCLUDED.source_context, preliminary_ifrs = EXCLUDED.preliminary_ifrs,\n' +
              '               anchor = EXCLUDED.anchor, score = EXCLUDED.score, provenance ' +
              '= EXCLUDED.provenance, figures = EXCLUDED.figures, updated_at = now()',
            [
              c.id,
              c.reportId,
              runId,
              c.provenance.engine,
              c.text,
              c.type,
              c.priority,
              c.reasoning,
              c.sourcePage,
              c.sourceContext,
              JSON.stringify(c.preliminaryIfrs),
              JSON.stringify(c.anchor),
              c.score,
              JSON.stringify(c.provenance),
              JSON.stringify(c.figures)
            ]
          );
        }
      });
    },

    /** Claims of a report sorted by page, then priority, then position on the page. */
    async list(reportId: string, engine?: Engine): Promise<Claim[]> {
      const res = await db.query<ClaimRow>(
        'SELECT id, report_id, text, type, priority, reasoning, source_page, ' +
          'source_context, preliminary_ifrs, anchor, score, provenance, figures\n' +
          `         FROM claims WHERE report_id = $1 ${engine ? 'AND engine = $2' : ''}\n` +
          `         ORDER BY source_page, ${PRIORITY_ORDER}, ` +
          "COALESCE((anchor->'rects'->0->>'y')::real, 2), id",
        engine ? [reportId, engine] : [reportId]
      );
      return res.rows.map(toClaim);
    },

    async count(reportId: string): Promise<number> {
      const res = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM claims WHERE report_id = $1', [
        reportId
      ]);
      return res.rows[0]?.n ?? 0;
    },

    async latestRun(reportId: string, engine?: Engine): Promise<ClaimRun | null> {
      const res = await db.query<Parameters<typeof toRun>[0]>(
        'SELECT id, report_id, engine, status, started_at, finished_at, stats, error FROM claim_runs ' +
          `WHERE report_id = $1 ${engine ? 'AND engine = $2' : ''} ORDER BY started_at DESC LIMIT 1`,
        engine ? [reportId, engine] : [reportId]
      );
      return res.rows[0] ? toRun(res.rows[0]) : null;
    },

    /** Runs left 'running' by a crash become 'failed' at start-up (their claims stay). */
    async failInterrupted(): Promise<number> {
      const res = await db.query(
        `UPDATE claim_runs SET status = 'failed', finished_at = now(), error = 'interrupted' WHERE status = 'running'`
      );
      return res.affectedRows ?? 0;
    }
  };
}
export type ClaimsRepo = ReturnType<typeof claimsRepo>;
