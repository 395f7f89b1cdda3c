import type { Migration } from './migration';

/**
 * A run's compiled Source of Truth is stored gzip-compressed (`compiled_gz`) instead of as JSONB: for a
 * large report it is a 20–30 MB document, and having PGlite parse it into JSONB took seconds and grew
 * its WASM memory, which never shrinks, by about 200 MB. Runs compiled before this migration keep their
 * `compiled` JSONB and are read from it.
 */
export const m012CompiledGzip: Migration = {
  id: 12,
  name: 'compiled_gzip',
  sql: `
ALTER TABLE analysis_runs ADD COLUMN compiled_gz BYTEA;
`
};
