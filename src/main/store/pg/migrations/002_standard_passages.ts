import type { Migration } from './migration';

/**
 * Official IFRS wording the analyst imported from their own copy of the standards. Kept only on this
 * machine (never committed or exported); each passage links to a registry paragraph id.
 */
export const m002StandardPassages: Migration = {
  id: 2,
  name: 'standard_passages',
  sql: `
CREATE TABLE standard_passages (
  id TEXT PRIMARY KEY,
  standard TEXT NOT NULL CHECK (standard IN ('S1', 'S2')),
  paragraph_id TEXT NOT NULL,
  page INTEGER NOT NULL,
  text TEXT NOT NULL,
  source_sha256 TEXT NOT NULL,
  source_file TEXT NOT NULL,
  imported_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX standard_passages_paragraph ON standard_passages(paragraph_id);
`
};
