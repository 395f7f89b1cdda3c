import type { Migration } from './migration';

/**
 * Investigation runs. A run's state is not stored whole: each node's update is a checkpoint row, and
 * the state is the fold of those rows (see pipeline/state.ts), so a resume replays them. Events are
 * persisted before delivery with a per-run monotonic seq; the events of a node that was cut short are
 * marked superseded (kept for audit, never replayed) when the node runs again. Findings, verdicts and
 * gaps are also written as rows for queries and exports.
 */
export const m004Analysis: Migration = {
  id: 4,
  name: 'analysis',
  sql: `
CREATE TABLE analysis_runs (
  id TEXT PRIMARY KEY,
  report_id TEXT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'failed', 'cancelled', 'interrupted')),
  config JSONB NOT NULL,
  step INTEGER NOT NULL DEFAULT 0,
  cycle INTEGER NOT NULL DEFAULT 1,
  pending JSONB NOT NULL DEFAULT '[]',
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  finished_at TIMESTAMPTZ,
  error TEXT,
  compiled JSONB
);
CREATE INDEX analysis_runs_report ON analysis_runs(report_id, started_at);

CREATE TABLE analysis_checkpoints (
  id BIGSERIAL PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES analysis_runs(id) ON DELETE CASCADE,
  step INTEGER NOT NULL,
  node TEXT NOT NULL,
  update JSONB NOT NULL,
  ms INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (run_id, step, node)
);

CREATE TABLE pipeline_events (
  run_id TEXT NOT NULL REFERENCES analysis_runs(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  node TEXT NOT NULL,
  type TEXT NOT NULL,
  payload JSONB NOT NULL,
  superseded BOOLEAN NOT NULL DEFAULT false,
  ts TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (run_id, seq)
);

CREATE TABLE findings (
  id TEXT PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES analysis_runs(id) ON DELETE CASCADE,
  claim_id TEXT NOT NULL,
  agent TEXT NOT NULL,
  cycle INTEGER NOT NULL,
  supports BOOLEAN,
  data JSONB NOT NULL
);
CREATE INDEX findings_run_claim ON findings(run_id, claim_id);

CREATE TABLE verdicts (
  run_id TEXT NOT NULL REFERENCES analysis_runs(id) ON DELETE CASCADE,
  claim_id TEXT NOT NULL,
  verdict TEXT NOT NULL,
  cycle INTEGER NOT NULL,
  data JSONB NOT NULL,
  PRIMARY KEY (run_id, claim_id)
);

CREATE TABLE disclosure_gaps (
  id TEXT PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES analysis_runs(id) ON DELETE CASCADE,
  paragraph_id TEXT NOT NULL,
  data JSONB NOT NULL
);
`
};
