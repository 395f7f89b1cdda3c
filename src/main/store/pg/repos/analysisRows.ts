/**
 * The rows a node's commit writes beside its checkpoint (findings, verdicts, disclosure gaps,
 * whole-report findings) and the run's persisted events, each kind in one statement over a JSON array
 * instead of one statement per row: a cycle of a large report commits thousands of findings and
 * events, and each statement costs PGlite a round trip. An upsert keeps the last of two rows with the
 * same key, as one statement per row in order did.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { DisclosureGap, Finding, ReportFinding, Verdict } from '../../../../shared/domain/finding';
import type { PipelineEvent } from '../../../../shared/domain/events';

/** Later rows win over earlier ones with the same key (one upsert statement may not touch a row twice). */
function lastByKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  return [...new Map(rows.map((r) => [key(r), r])).values()];
}

const ROWS = 'jsonb_array_elements($2::jsonb) AS x';

export interface CommitRows {
  findings?: readonly Finding[];
  verdicts?: readonly Verdict[];
  gaps?: readonly DisclosureGap[];
  reportFindings?: readonly ReportFinding[];
}

export async function insertCommitRows(tx: Transaction, runId: string, c: CommitRows): Promise<void> {
  const run = async (sql: string, rows: readonly unknown[]): Promise<void> => {
    if (rows.length) await tx.query(sql, [runId, JSON.stringify(rows)]);
  };
  await run(
    'INSERT INTO findings (id, run_id, claim_id, agent, cycle, supports, data) ' +
      `SELECT x->>'id', $1, x->>'claimId', x->>'agent', (x->>'cycle')::int, (x->>'supportsClaim')::boolean, x ` +
      `FROM ${ROWS} ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, supports = EXCLUDED.supports`,
    lastByKey(c.findings ?? [], (f) => f.id)
  );
  await run(
    'INSERT INTO verdicts (run_id, claim_id, verdict, cycle, data) ' +
      `SELECT $1, x->>'claimId', x->>'verdict', (x->>'cycle')::int, x FROM ${ROWS} ` +
      'ON CONFLICT (run_id, claim_id) DO UPDATE SET verdict = EXCLUDED.verdict, cycle = EXCLUDED.cycle, ' +
      'data = EXCLUDED.data',
    lastByKey(c.verdicts ?? [], (v) => v.claimId)
  );
  await run(
    `INSERT INTO disclosure_gaps (id, run_id, paragraph_id, data) SELECT x->>'id', $1, x->>'paragraphId', x ` +
      `FROM ${ROWS} ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
    lastByKey(c.gaps ?? [], (g) => g.id)
  );
  await run(
    'INSERT INTO report_findings (id, run_id, agent, cycle, outcome, data) ' +
      `SELECT x->>'id', $1, x->>'agent', (x->>'cycle')::int, x->>'outcome', x FROM ${ROWS} ` +
      'ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, outcome = EXCLUDED.outcome',
    lastByKey(c.reportFindings ?? [], (r) => r.id)
  );
}

export interface EventRow {
  seq: number;
  node: string;
  event: PipelineEvent;
}

/** The run is an analysis run or a claims run; an unknown run id leaves report_id null and fails. */
export async function insertEventRows(tx: Transaction, runId: string, events: readonly EventRow[]): Promise<void> {
  if (!events.length) return;
  await tx.query(
    'INSERT INTO pipeline_events (run_id, report_id, seq, node, type, payload, ts) SELECT $1, ' +
      'COALESCE((SELECT report_id FROM analysis_runs WHERE id = $1), ' +
      '(SELECT report_id FROM claim_runs WHERE id = $1)), ' +
      `(x->>'seq')::int, x->>'node', x->'event'->>'type', x->'event', (x->'event'->>'ts')::timestamptz FROM ${ROWS}`,
    [runId, JSON.stringify(events.map((e) => ({ seq: e.seq, node: e.node, event: e.event })))]
  );
}
