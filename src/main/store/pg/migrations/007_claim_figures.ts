import type { Migration } from './migration';

/**
 * The figures a claim states (value, unit, scale, period, scopes, span within the claim text), as the
 * domain schema's ClaimFigure list in one JSON column: the repo reads them with the claim in one row.
 * Claims stored before this migration read as an empty list.
 */
export const m007ClaimFigures: Migration = {
  id: 7,
  name: 'claim_figures',
  sql: `
ALTER TABLE claims ADD COLUMN figures JSONB NOT NULL DEFAULT '[]';
`
};
