import type { Migration } from './migration';

/**
 * The outbound ledger as net/ writes it: bytes received, duration and how the request ended
 * (`ok`, `blocked` before any socket opened, `timeout`, `too_large`, `aborted`, `failed`). Rows
 * written before this migration have NULL there (unknown, not "ok").
 */
export const m006OutboundOutcome: Migration = {
  id: 6,
  name: 'outbound_outcome',
  sql: `
ALTER TABLE outbound_ledger ADD COLUMN bytes_in INTEGER;
ALTER TABLE outbound_ledger ADD COLUMN duration_ms INTEGER;
ALTER TABLE outbound_ledger ADD COLUMN outcome TEXT;
`
};
