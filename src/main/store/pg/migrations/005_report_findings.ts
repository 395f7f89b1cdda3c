import type { Migration } from './migration';

/**
 * Results of whole-report checks that belong to no single claim (Legal's gap scan, Data/Metrics'
 * table totals), written with the node's checkpoint like findings, for queries and exports.
 */
export const m005ReportFindings: Migration = {
  id: 5,
  name: 'report_findings',
  sql: `
CREATE TABLE report_findings (
  id TEXT PRIMARY KEY,
  run_id TEXT NOT NULL REFERENCES analysis_runs(id) ON DELETE CASCADE,
  agent TEXT NOT NULL,
  cycle INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('pass', 'fail', 'inconclusive')),
  data JSONB NOT NULL
);
CREATE INDEX report_findings_run ON report_findings(run_id);
`
};
