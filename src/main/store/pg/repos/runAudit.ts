/**
 * What an export reads about a run besides its compiled document, read-only: time per pipeline node
 * (from the checkpoints), the outbound ledger's rows for the run, and the events that make its audit
 * trail (stages, agent failures, the end), never the bulk of claim or evidence events.
 */
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { Db } from '../db';

export interface RunTiming {
  node: string;
  ms: number;
  executions: number;
}

export interface RunOutbound {
  total: number;
  byOutcome: Record<string, number>;
  hosts: { host: string; requests: number }[];
}

const AUDIT_TYPES = ['stage_changed', 'agent_status', 'run_completed', 'run_failed', 'reinvestigation'];

export function runAuditRepo(db: Db) {
  return {
    /** The report's latest completed run with a Source of Truth (what an export of "the report" means). */
    async latestCompleted(reportId: string): Promise<string | null> {
      const res = await db.query<{ id: string }>(
        'SELECT id FROM analysis_runs WHERE report_id = $1 AND status = ' +
          `'completed' AND compiled IS NOT NULL ORDER BY started_at DESC LIMIT 1`,
        [reportId]
      );
      return res.rows[0]?.id ?? null;
    },

    async timings(runId: string): Promise<RunTiming[]> {
      const res = await db.query<{ node: string; ms: number; n: number }>(
        'SELECT node, sum(ms)::float8 AS ms, count(*)::int AS n FROM ' +
          'analysis_checkpoints WHERE run_id = $1 GROUP BY node ORDER BY min(id)',
        [runId]
      );
      return res.rows.map((r) => ({ node: r.node, ms: Number(r.ms), executions: r.n }));
    },

    async outbound(runId: string): Promise<RunOutbound> {
      const res = await db.query<{ host: string; outcome: string | null; n: number }>(
        'SELECT host, outcome, count(*)::int AS n FROM outbound_ledger ' +
          'WHERE run_id = $1 GROUP BY host, outcome ORDER BY host',
        [runId]
      );
      const byOutcome: Record<string, number> = {};
      const hosts = new Map<string, number>();
      for (const r of res.rows) {
        const outcome = r.outcome ?? 'unknown';
        byOutcome[outcome] = (byOutcome[outcome] ?? 0) + r.n;
        hosts.set(r.host, (hosts.get(r.host) ?? 0) + r.n);
      }
      return {
        total: res.rows.reduce((n, r) => n + r.n, 0),
        byOutcome,
        hosts: [...hosts].map(([host, requests]) => ({ host, requests }))
      };
    },

    /**
     * The run's stage changes, agent statuses, re-investigation
     * requests and end, oldest first (superseded events excluded).
     */
    async events(runId: string): Promise<PipelineEvent[]> {
      const res = await db.query<{ payload: PipelineEvent }>(
        'SELECT payload FROM pipeline_events WHERE run_id = $1 AND ' +
          'type = ANY($2::text[]) AND NOT superseded ORDER BY seq',
        [runId, AUDIT_TYPES]
      );
      return res.rows.map((r) => r.payload);
    }
  };
}
export type RunAuditRepo = ReturnType<typeof runAuditRepo>;
