import type { Migration } from './migration';

/**
 * Analyst overrides (shared/domain/override.ts): a verdict changed or a gap dismissed, with a note,
 * the analyst's name and the time. Rows are only ever added: a later override of the same target
 * replaces the earlier one in force, and the history stays for the audit trail. Deleting the run (or
 * its report) deletes them.
 */
export const m010Overrides: Migration = {
  id: 10,
  name: 'overrides',
  sql: `
CREATE TABLE overrides (
  id TEXT PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES analysis_runs(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('verdict', 'gap')),
  target_id TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  data JSONB NOT NULL
);
CREATE INDEX overrides_run ON overrides(run_id, at);
`
};
