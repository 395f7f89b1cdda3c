import type { Migration } from './migration';

/**
 * Report figures (shared/domain/reportFigure.ts): financial lines the claims engine sets apart from
 * claims, kept for the checks that need them (intensity denominators). A completed claims run
 * replaces its engine's figures of the report; deleting the report deletes them.
 */
export const m009ReportFigures: Migration = {
  id: 9,
  name: 'report_figures',
  sql: `
CREATE TABLE report_figures (
  id TEXT PRIMARY KEY,
  report_id TEXT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  engine TEXT NOT NULL,
  page INTEGER NOT NULL,
  data JSONB NOT NULL
);
CREATE INDEX report_figures_report ON report_figures(report_id, engine, page);
`
};
