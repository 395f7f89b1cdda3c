import type { Migration } from './migration';

/**
 * One event log for every run: claims runs (claim_runs) write their events to pipeline_events as
 * analysis runs do, so a window that opens late replays either. The foreign key to analysis_runs
 * gives way to one to the report (filled from whichever run table holds the run id); deleting a
 * report still deletes its events.
 */
export const m008RunEvents: Migration = {
  id: 8,
  name: 'run_events',
  sql: `
ALTER TABLE pipeline_events DROP CONSTRAINT IF EXISTS pipeline_events_run_id_fkey;
ALTER TABLE pipeline_events ADD COLUMN report_id TEXT;
UPDATE pipeline_events e SET report_id = r.report_id FROM analysis_runs r WHERE r.id = e.run_id;
DELETE FROM pipeline_events WHERE report_id IS NULL;
ALTER TABLE pipeline_events ALTER COLUMN report_id SET NOT NULL;
ALTER TABLE pipeline_events ADD CONSTRAINT pipeline_events_report_id_fkey FOREIGN KEY (report_id) REFERENCES reports(id) ON DELETE CASCADE;
CREATE INDEX pipeline_events_report ON pipeline_events(report_id);
`
};
