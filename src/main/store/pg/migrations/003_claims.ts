import type { Migration } from './migration';

/**
 * Claims and the runs that produced them. A claim's id is derived from report, engine, page and
 * normalized text, so re-running an engine updates rows instead of duplicating them. The anchor and
 * provenance are stored as JSON exactly as the domain schema describes them.
 */
export const m003Claims: Migration = {
  id: 3,
  name: 'claims',
  sql: `
CREATE TABLE claim_runs (
  id TEXT PRIMARY KEY,
  report_id TEXT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  engine TEXT NOT NULL CHECK (engine IN ('offline', 'model')),
  status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'failed', 'cancelled')),
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  finished_at TIMESTAMPTZ,
  stats JSONB NOT NULL DEFAULT '{}',
  error TEXT
);
CREATE INDEX claim_runs_report ON claim_runs(report_id, started_at);

CREATE TABLE claims (
  id TEXT PRIMARY KEY,
  report_id TEXT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  run_id TEXT NOT NULL,
  engine TEXT NOT NULL CHECK (engine IN ('offline', 'model')),
  text TEXT NOT NULL,
  type TEXT NOT NULL,
  priority TEXT NOT NULL,
  reasoning TEXT NOT NULL,
  source_page INTEGER NOT NULL,
  source_context TEXT NOT NULL DEFAULT '',
  preliminary_ifrs JSONB NOT NULL DEFAULT '[]',
  anchor JSONB NOT NULL,
  score REAL NOT NULL,
  provenance JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX claims_report_page ON claims(report_id, source_page);
`
};
