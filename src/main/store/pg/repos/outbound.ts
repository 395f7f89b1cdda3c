/**
 * The outbound ledger: one row per request that left this machine (or went to a local model server),
 * written from the model gateway's request log. Host, purpose, bytes and status only: never the key,
 * never the prompt. Settings shows it; exports cite it.
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
}

export function outboundRepo(db: Db) {
  return {
    async record(e: OutboundEntry): Promise<void> {
      await db.query('INSERT INTO outbound_ledger (provider, host, method, purpose, bytes_out, status, run_id) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        e.provider, e.host, e.method, e.purpose, e.bytesOut, e.status, e.runId
      ]);
    },
    async recent(limit = 200): Promise<Array<OutboundEntry & { ts: string }>> {
      const res = await db.query<{ ts: Date; provider: string; host: string; method: string; purpose: string; bytes_out: number; status: number | null; run_id: string | null }>(
        'SELECT ts, provider, host, method, purpose, bytes_out, status, run_id FROM outbound_ledger ORDER BY id DESC LIMIT $1',
        [limit]
      );
      return res.rows.map((r) => ({ ts: r.ts.toISOString(), provider: r.provider, host: r.host, method: r.method, purpose: r.purpose, bytesOut: r.bytes_out, status: r.status, runId: r.run_id }));
    }
  };
}
export type OutboundRepo = ReturnType<typeof outboundRepo>;
