/**
 * The outbound ledger: one row per request that left this machine (or went to a local model server),
 * or was refused before it could (outcome `blocked`), written by net/'s client. Host, purpose, bytes,
 * status, outcome, duration and the query text an evidence provider sent: never the key, never the
 * prompt, never report text beyond that query. Settings shows it; exports cite it.
 */
import type { Db } from '../db';

export interface OutboundEntry {
  provider: string;
  host: string;
  method: string;
  purpose: string;
  bytesOut: number;
  status: number | null;
  runId: string | null;
  bytesIn: number | null;
  durationMs: number | null;
  /** ok | blocked | timeout | too_large | aborted | failed; null for rows older than migration 6. */
  outcome: string | null;
  /** The query text an evidence provider sent; null for other requests and rows older than migration 11. */
  queryText?: string | null;
}

export type OutboundRow = OutboundEntry & { id: number; ts: string };

interface Row {
  id: string | number;
  ts: Date;
  provider: string;
  host: string;
  method: string;
  purpose: string;
  bytes_out: number;
  status: number | null;
  run_id: string | null;
  bytes_in: number | null;
  duration_ms: number | null;
  outcome: string | null;
  query_text: string | null;
}

const COLUMNS =
  'id, ts, provider, host, method, purpose, bytes_out, status, run_id, bytes_in, duration_ms, outcome, query_text';
const toRow = (r: Row): OutboundRow => ({
  id: Number(r.id),
  ts: r.ts.toISOString(),
  provider: r.provider,
  host: r.host,
  method: r.method,
  purpose: r.purpose,
  bytesOut: r.bytes_out,
  status: r.status,
  runId: r.run_id,
  bytesIn: r.bytes_in,
  durationMs: r.duration_ms,
  outcome: r.outcome,
  queryText: r.query_text
});

export function outboundRepo(db: Db) {
  /** Newest first, with the total count for paging. */
  const list = async (limit: number, offset = 0): Promise<{ rows: OutboundRow[]; total: number }> => {
    const res = await db.query<Row>(`SELECT ${COLUMNS} FROM outbound_ledger ORDER BY id DESC LIMIT $1 OFFSET $2`, [
      limit,
      offset
    ]);
    const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbound_ledger');
    return { rows: res.rows.map(toRow), total: count.rows[0]?.n ?? 0 };
  };
  return {
    async record(e: OutboundEntry): Promise<void> {
      await db.query(
        'INSERT INTO outbound_ledger (provider, host, method, purpose, bytes_out, status, run_id, ' +
          'bytes_in, duration_ms, outcome, query_text) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
        [
          e.provider,
          e.host,
          e.method,
          e.purpose,
          e.bytesOut,
          e.status,
          e.runId,
          e.bytesIn,
          e.durationMs,
          e.outcome,
          e.queryText ?? null
        ]
      );
    },
    list,
    async recent(limit = 200): Promise<OutboundRow[]> {
      return (await list(limit)).rows;
    }
  };
}
export type OutboundRepo = ReturnType<typeof outboundRepo>;
