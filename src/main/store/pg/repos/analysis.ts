/**
 * Investigation runs in PGlite: the run row (status, step, pending nodes), one checkpoint row per node
 * execution, the persisted event log, and the findings/verdicts/gaps the nodes produced. A node's
 * checkpoint, its rows and the run's new frontier are written in one transaction, so after a crash
 * the store holds either all of a node's work or none of it.
 */
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { DisclosureGap, Finding, ReportFinding, Verdict } from '../../../../shared/domain/finding';
import {
  AnalysisRunSchema,
  type AnalysisRun,
  type NodeId,
  type RunConfig,
  type RunStatus
} from '../../../../shared/domain/pipeline';
import type { SourceOfTruth } from '../../../../shared/domain/sourceOfTruth';
import type { Db } from '../db';
import { insertCommitRows, insertEventRows, type EventRow } from './analysisRows';

interface RunRow {
  id: string;
  report_id: string;
  status: RunStatus;
  config: RunConfig;
  step: number;
  cycle: number;
  pending: NodeId[];
  started_at: Date;
  finished_at: Date | null;
  error: string | null;
  last_seq: number | null;
}

export interface Checkpoint {
  step: number;
  node: NodeId;
  update: Record<string, unknown>;
  ms: number;
}

export interface NodeCommit extends Checkpoint {
  /** Nodes of the step still running or to run (after this one). */
  pending: NodeId[];
  /** The step number `pending` belongs to (step + 1 when this node closed its step). */
  pendingStep: number;
  cycle: number;
  findings?: Finding[];
  verdicts?: Verdict[];
  gaps?: DisclosureGap[];
  reportFindings?: ReportFinding[];
}

export type StoredEvent = EventRow;

const RUN_COLUMNS =
  'r.id, r.report_id, r.status, r.config, r.step, r.cycle, r.pending, r.started_at, r.finished_at, r.error,\n' +
  '  (SELECT max(seq) FROM pipeline_events e WHERE e.run_id = r.id) AS last_seq';

const toRun = (r: RunRow): AnalysisRun =>
  AnalysisRunSchema.parse({
    id: r.id,
    reportId: r.report_id,
    status: r.status,
    config: r.config,
    step: r.step,
    cycle: r.cycle,
    pending: r.pending,
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    error: r.error,
    lastSeq: r.last_seq ?? -1
  });

export function analysisRepo(db: Db) {
  return {
    async create(id: string, reportId: string, config: RunConfig, start: NodeId): Promise<void> {
      await db.query(
        `INSERT INTO analysis_runs (id, report_id, status, config, pending) VALUES ($1, $2, 'running', $3, $4)`,
        [id, reportId, JSON.stringify(config), JSON.stringify([start])]
      );
    },

    async get(id: string): Promise<AnalysisRun | null> {
      const res = await db.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM analysis_runs r WHERE r.id = $1`, [id]);
      return res.rows[0] ? toRun(res.rows[0]) : null;
    },

    async latestForReport(reportId: string): Promise<AnalysisRun | null> {
      const res = await db.query<RunRow>(
        `SELECT ${RUN_COLUMNS} FROM analysis_runs r WHERE r.report_id = $1 ORDER BY r.started_at DESC LIMIT 1`,
        [reportId]
      );
      return res.rows[0] ? toRun(res.rows[0]) : null;
    },

    async checkpoints(runId: string): Promise<Checkpoint[]> {
      const res = await db.query<{ step: number; node: NodeId; update: Record<string, unknown>; ms: number }>(
        'SELECT step, node, update, ms FROM analysis_checkpoints WHERE run_id = $1 ORDER BY id',
        [runId]
      );
      return res.rows;
    },

    /** One node's work, atomically: checkpoint, rows, and the run's frontier. */
    async commitNode(runId: string, c: NodeCommit): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO analysis_checkpoints (run_id, step, node, update, ms) VALUES ($1, $2, $3, $4, $5)\n' +
            '           ON CONFLICT (run_id, step, node) DO UPDATE SET ' +
            'update = EXCLUDED.update, ms = EXCLUDED.ms, created_at = now()',
          [runId, c.step, c.node, JSON.stringify(c.update), Math.round(c.ms)]
        );
        await insertCommitRows(tx, runId, c);
        await tx.query('UPDATE analysis_runs SET step = $2, pending = $3, cycle = $4 WHERE id = $1', [
          runId,
          c.pendingStep,
          JSON.stringify(c.pending),
          c.cycle
        ]);
      });
    },

    async finish(
      runId: string,
      status: Exclude<RunStatus, 'running'>,
      opts: { error?: string; compiled?: SourceOfTruth } = {}
    ): Promise<void> {
      await db.query(
        'UPDATE analysis_runs SET status = $2, finished_at = now(), ' +
          'error = $3, compiled = COALESCE($4, compiled) WHERE id = $1',
        [runId, status, opts.error ?? null, opts.compiled ? JSON.stringify(opts.compiled) : null]
      );
    },

    async reopen(runId: string): Promise<void> {
      await db.query(`UPDATE analysis_runs SET status = 'running', finished_at = NULL, error = NULL WHERE id = $1`, [
        runId
      ]);
    },

    async compiled(runId: string): Promise<SourceOfTruth | null> {
      const res = await db.query<{ compiled: SourceOfTruth | null }>(
        'SELECT compiled FROM analysis_runs WHERE id = $1',
        [runId]
      );
      return res.rows[0]?.compiled ?? null;
    },

    async insertEvents(runId: string, events: StoredEvent[]): Promise<void> {
      if (!events.length) return;
      await db.transaction((tx) => insertEventRows(tx, runId, events));
    },

    /** Live events after `afterSeq`, oldest first (superseded ones never come back). */
    async events(runId: string, afterSeq = -1, limit = 10_000): Promise<PipelineEvent[]> {
      const res = await db.query<{ payload: PipelineEvent }>(
        'SELECT payload FROM pipeline_events WHERE run_id = $1 AND seq > $2 AND NOT superseded ORDER BY seq LIMIT $3',
        [runId, afterSeq, limit]
      );
      return res.rows.map((r) => r.payload);
    },

    /** Marks the events of node executions that are about to run again. */
    async supersede(runId: string, nodeKeys: string[]): Promise<number> {
      if (!nodeKeys.length) return 0;
      const res = await db.query(
        'UPDATE pipeline_events SET superseded = true WHERE run_id = $1 AND node = ANY($2::text[]) AND NOT superseded',
        [runId, nodeKeys]
      );
      return res.affectedRows ?? 0;
    },

    async findings(runId: string): Promise<Finding[]> {
      const res = await db.query<{ data: Finding }>(
        'SELECT data FROM findings WHERE run_id = $1 ORDER BY claim_id, id',
        [runId]
      );
      return res.rows.map((r) => r.data);
    },

    async reportFindings(runId: string): Promise<ReportFinding[]> {
      const res = await db.query<{ data: ReportFinding }>(
        'SELECT data FROM report_findings WHERE run_id = $1 ORDER BY agent, id',
        [runId]
      );
      return res.rows.map((r) => r.data);
    },

    async verdicts(runId: string): Promise<Verdict[]> {
      const res = await db.query<{ data: Verdict }>('SELECT data FROM verdicts WHERE run_id = $1 ORDER BY claim_id', [
        runId
      ]);
      return res.rows.map((r) => r.data);
    },

    /** Runs a previous process left 'running' (it crashed or was killed) become resumable 'interrupted'. */
    async markInterrupted(): Promise<number> {
      const res = await db.query(
        "UPDATE analysis_runs SET status = 'interrupted', error = " +
          "'the process stopped during the run' WHERE status = 'running'"
      );
      return res.affectedRows ?? 0;
    }
  };
}
export type AnalysisRepo = ReturnType<typeof analysisRepo>;
